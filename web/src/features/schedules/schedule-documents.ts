// The schedule editor's GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';

export const EntitySchedulesQuery = graphql(`
  query EntitySchedules($entityType: String!, $entityId: ID!) {
    schedules(entityType: $entityType, entityId: $entityId, first: 10) {
      edges {
        node {
          id
          databaseId
          enabled
          spec
          timezone
          nextRunAt
        }
      }
    }
  }
`);

export const CreateScheduleMutation = graphql(`
  mutation CreateSchedule($entityType: String!, $entityId: ID!, $spec: JSON!, $timezone: String, $enabled: Boolean) {
    createSchedule(entityType: $entityType, entityId: $entityId, spec: $spec, timezone: $timezone, enabled: $enabled) {
      id
      databaseId
      enabled
      spec
      timezone
      nextRunAt
    }
  }
`);

export const UpdateScheduleMutation = graphql(`
  mutation UpdateSchedule($id: ID!, $spec: JSON, $timezone: String) {
    updateSchedule(id: $id, spec: $spec, timezone: $timezone) {
      id
      enabled
      spec
      timezone
      nextRunAt
    }
  }
`);

export const EnableScheduleMutation = graphql(`
  mutation EnableSchedule($id: ID!) {
    enableSchedule(id: $id) {
      id
      enabled
      nextRunAt
    }
  }
`);

export const DisableScheduleMutation = graphql(`
  mutation DisableSchedule($id: ID!) {
    disableSchedule(id: $id) {
      id
      enabled
      nextRunAt
    }
  }
`);
