// The schedule editor's GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';

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

export const CreateScheduleMutation = mutationDocument(
  graphql(`
  mutation CreateSchedule($entityType: String!, $entityId: ID!, $spec: JSON!, $timezone: String, $enabled: Boolean) {
    createSchedule(entityType: $entityType, entityId: $entityId, spec: $spec, timezone: $timezone, enabled: $enabled) {
      ... on Schedule {
        id
        databaseId
        enabled
        spec
        timezone
        nextRunAt
      }
      ...UserErrorFields
    }
  }
`),
);

export const UpdateScheduleMutation = mutationDocument(
  graphql(`
  mutation UpdateSchedule($id: ID!, $spec: JSON, $timezone: String) {
    updateSchedule(id: $id, spec: $spec, timezone: $timezone) {
      ... on Schedule {
        id
        enabled
        spec
        timezone
        nextRunAt
      }
      ...UserErrorFields
    }
  }
`),
);

export const EnableScheduleMutation = mutationDocument(
  graphql(`
  mutation EnableSchedule($id: ID!) {
    enableSchedule(id: $id) {
      ... on Schedule {
        id
        enabled
        nextRunAt
      }
      ...UserErrorFields
    }
  }
`),
);

export const DisableScheduleMutation = mutationDocument(
  graphql(`
  mutation DisableSchedule($id: ID!) {
    disableSchedule(id: $id) {
      ... on Schedule {
        id
        enabled
        nextRunAt
      }
      ...UserErrorFields
    }
  }
`),
);
