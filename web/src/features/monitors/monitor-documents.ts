// The monitor pages' GraphQL documents (typed by graphql-codegen's client preset, persisted at build).
import { graphql } from '../../graphql/generated';

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
    monitorChecks: runs(entityType: "monitor", entityId: $id, first: 100) {
      edges {
        node {
          id
          createdAt
          finishedAt
          check {
            state
            value
          }
        }
      }
    }
    monitorDeliveries(monitorId: $id) {
      id
      createdAt
      destinationId
      eventType
      attempt
      state
      status
      error
    }
    monitorSubscriptions(monitorId: $id) {
      id
      destination {
        id
        databaseId
        name
        type
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

export const CreateMonitorMutation = graphql(`
  mutation CreateMonitor($name: String!, $queryId: ID!, $options: JSON, $rearm: Int) {
    createMonitor(name: $name, queryId: $queryId, options: $options, rearm: $rearm) {
      ...MonitorFields
    }
  }
`);

export const UpdateMonitorMutation = graphql(`
  mutation UpdateMonitor($id: ID!, $name: String, $queryId: ID, $options: JSON, $rearm: Int, $clearRearm: Boolean) {
    updateMonitor(id: $id, name: $name, queryId: $queryId, options: $options, rearm: $rearm, clearRearm: $clearRearm) {
      ...MonitorFields
    }
  }
`);

export const DryRunMutation = graphql(`
  mutation DryRunMonitor($id: ID!) {
    dryRunMonitor(id: $id) {
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
  }
`);

export const RunMonitorMutation = graphql(`
  mutation RunMonitorNow($id: ID!) {
    runMonitor(id: $id) {
      created
      run {
        id
        status
      }
    }
  }
`);

export const AckMonitorMutation = graphql(`
  mutation AckMonitor($id: ID!) {
    ackMonitor(id: $id) {
      ...MonitorFields
    }
  }
`);

export const SnoozeMonitorMutation = graphql(`
  mutation SnoozeMonitor($id: ID!, $minutes: Int!) {
    snoozeMonitor(id: $id, minutes: $minutes) {
      ...MonitorFields
    }
  }
`);

export const MuteMonitorMutation = graphql(`
  mutation MuteMonitor($id: ID!) {
    muteMonitor(id: $id) {
      ...MonitorFields
    }
  }
`);

export const UnmuteMonitorMutation = graphql(`
  mutation UnmuteMonitor($id: ID!) {
    unmuteMonitor(id: $id) {
      ...MonitorFields
    }
  }
`);

export const RetryDeliveryMutation = graphql(`
  mutation RetryMonitorDelivery($deliveryId: Int!, $monitorId: ID!) {
    retryDelivery(deliveryId: $deliveryId, monitorId: $monitorId) {
      id
      state
    }
  }
`);

export const SubscribeMutation = graphql(`
  mutation SubscribeMonitor($monitorId: ID!, $destinationId: ID!) {
    createSubscription(monitorId: $monitorId, destinationId: $destinationId) {
      id
    }
  }
`);

export const UnsubscribeMutation = graphql(`
  mutation UnsubscribeMonitor($id: ID!, $monitorId: ID!) {
    deleteSubscription(id: $id, monitorId: $monitorId)
  }
`);
