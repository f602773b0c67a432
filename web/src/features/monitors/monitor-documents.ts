// The monitor pages' GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';
import { mutationDocument } from '../../graphql/errors';

export const MonitorFields = graphql(`
  fragment MonitorFields on Monitor {
    id
    databaseId
    name
    state
    error
    muted
    snoozedUntil
    acknowledgedAt
    breachCount
    lastCheckedAt
    options
    rearm
    notifyOnRecovery
    queryId
    policies {
      canAcknowledge
      canUpdate
      canRun
      canSubscribe
      canDelete
    }
  }
`);

export const MonitorListQuery = graphql(`
  query MonitorList {
    monitors(first: 100) {
      edges {
        node {
          ...MonitorFields
        }
      }
    }
  }
`);

export const MonitorPageQuery = graphql(`
  query MonitorPage($id: ID!) {
    monitor(id: $id) {
      ...MonitorFields
    }
    monitorHistory(monitorId: $id, first: 50) {
      edges {
        node {
          id
          createdAt
          kind
          fromState
          toState
          value
          error
          userId
        }
      }
    }
    monitorDeliveries(monitorId: $id, first: 50) {
      edges {
        node {
          id
          createdAt
          destinationId
          eventType
          attempt
          state
          status
          error
        }
      }
    }
    monitorSubscriptions(monitorId: $id, first: 250) {
      edges {
        node {
          id
          destination {
            id
            databaseId
            name
            type
          }
        }
      }
    }
  }
`);

export const MonitorQueriesQuery = graphql(`
  query MonitorQueries {
    queries(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          latestQueryDataId
        }
      }
    }
    destinations(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          type
        }
      }
    }
  }
`);

export const QueryColumnsQuery = graphql(`
  query MonitorQueryColumns($id: ID!) {
    queryResult(id: $id) {
      id
      data
    }
  }
`);

export const MonitorEventsSubscription = graphql(`
  subscription MonitorLiveEvents($monitorId: ID!) {
    monitorEvents(monitorId: $monitorId) {
      type
      monitorId
      state
      occurredAt
    }
  }
`);

export const CreateMonitorMutation = mutationDocument(
  graphql(`
  mutation CreateMonitor($name: String!, $queryId: ID!, $options: JSON, $rearm: Int) {
    createMonitor(name: $name, queryId: $queryId, options: $options, rearm: $rearm) {
      ... on Monitor {
        ...MonitorFields
      }
      ...UserErrorFields
    }
  }
`),
);

export const UpdateMonitorMutation = mutationDocument(
  graphql(`
  mutation UpdateMonitor($id: ID!, $name: String, $queryId: ID, $options: JSON, $rearm: Int, $clearRearm: Boolean) {
    updateMonitor(id: $id, name: $name, queryId: $queryId, options: $options, rearm: $rearm, clearRearm: $clearRearm) {
      ... on Monitor {
        ...MonitorFields
      }
      ...UserErrorFields
    }
  }
`),
);

export const DryRunMutation = mutationDocument(
  graphql(`
  mutation DryRunMonitor($id: ID!) {
    dryRunMonitor(id: $id) {
      ... on MonitorDryRun {
        value
        met
        held
        error
        fromState
        toState
        breachCount
        notification
        notifications {
          destinationName
          destinationType
          channel
          method
          url
          headers
          payload
          subject
          text
          to
          suppressedBy
        }
      }
      ...UserErrorFields
    }
  }
`),
);

export const RunMonitorMutation = mutationDocument(
  graphql(`
  mutation RunMonitorNow($id: ID!) {
    runMonitor(id: $id) {
      ... on MonitorRunPayload {
        created
        run {
          id
          status
        }
      }
      ...UserErrorFields
    }
  }
`),
);

export const AckMonitorMutation = mutationDocument(
  graphql(`
  mutation AckMonitor($id: ID!) {
    ackMonitor(id: $id) {
      ... on Monitor {
        ...MonitorFields
      }
      ...UserErrorFields
    }
  }
`),
);

export const SnoozeMonitorMutation = mutationDocument(
  graphql(`
  mutation SnoozeMonitor($id: ID!, $minutes: Int!) {
    snoozeMonitor(id: $id, minutes: $minutes) {
      ... on Monitor {
        ...MonitorFields
      }
      ...UserErrorFields
    }
  }
`),
);

export const MuteMonitorMutation = mutationDocument(
  graphql(`
  mutation MuteMonitor($id: ID!) {
    muteMonitor(id: $id) {
      ... on Monitor {
        ...MonitorFields
      }
      ...UserErrorFields
    }
  }
`),
);

export const UnmuteMonitorMutation = mutationDocument(
  graphql(`
  mutation UnmuteMonitor($id: ID!) {
    unmuteMonitor(id: $id) {
      ... on Monitor {
        ...MonitorFields
      }
      ...UserErrorFields
    }
  }
`),
);

export const RetryDeliveryMutation = mutationDocument(
  graphql(`
  mutation RetryMonitorDelivery($deliveryId: Int!, $monitorId: ID!) {
    retryDelivery(deliveryId: $deliveryId, monitorId: $monitorId) {
      ... on Delivery {
        id
        state
      }
      ...UserErrorFields
    }
  }
`),
);

export const SubscribeMutation = mutationDocument(
  graphql(`
  mutation SubscribeMonitor($monitorId: ID!, $destinationId: ID!) {
    createSubscription(monitorId: $monitorId, destinationId: $destinationId) {
      ... on MonitorSubscription {
        id
      }
      ...UserErrorFields
    }
  }
`),
);

export const UnsubscribeMutation = mutationDocument(
  graphql(`
  mutation UnsubscribeMonitor($id: ID!, $monitorId: ID!) {
    deleteSubscription(id: $id, monitorId: $monitorId) {
      ... on DeleteSubscriptionSuccess {
        __typename
        data
      }
      ...UserErrorFields
    }
  }
`),
);
