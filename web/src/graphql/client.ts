import { Client, fetchExchange, subscriptionExchange } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { createClient as createWsClient } from 'graphql-ws';
import { csrfToken } from './csrf';

/**
 * Types without an identity of their own: graphcache embeds them in their parent instead of
 * normalising them (everything with an `id` is normalised by it, as Relay's `Node`).
 */
const EMBEDDED = [
  'SessionInfo',
  'SessionUser',
  'SessionOrganization',
  'QueryPolicies',
  'DashboardPolicies',
  'PageInfo',
  'TagCount',
  'QueryAuthor',
  'Author',
  'SignUpPayload',
  'QueryQuerySearchConnection',
  'QueryQuerySearchConnectionEdge',
  'QueryDashboardsConnection',
  'QueryDashboardsConnectionEdge',
  'QueryMonitorsConnection',
  'QueryMonitorsConnectionEdge',
  'MonitorPolicies',
  'MonitorDryRun',
  'MonitorDryRunNotification',
  'MonitorEvent',
  'MonitorRunPayload',
  'QueryMonitorHistoryConnection',
  'QueryMonitorHistoryConnectionEdge',
  'QueryQueriesConnection',
  'QueryQueriesConnectionEdge',
  'QueryDestinationsConnection',
  'QueryDestinationsConnectionEdge',
  'DestinationKind',
  'DestinationSecretPayload',
  'ApiKeyPayload',
  'InviteUserPayload',
  'EffectivePermissions',
  'QueryUsersConnection',
  'QueryUsersConnectionEdge',
  'QueryGroupsConnection',
  'QueryGroupsConnectionEdge',
  'QueryDataSourcesConnection',
  'QueryDataSourcesConnectionEdge',
  'DataSourceType',
  'DataSourcePolicies',
  'GroupDataSource',
  'ConnectionCheck',
  'KeptSchema',
  'AiSettings',
  'QueryDigestSubscriptionsConnection',
  'QueryDigestSubscriptionsConnectionEdge',
];

/**
 * One client per signed-in session (the app makes a new one on sign-in and sign-out, so no cached
 * answer outlives its viewer): urql with graphcache over POST /graphql on this origin, and
 * graphql-ws on the same path for subscriptions. The session cookie rides along; the CSRF token is
 * echoed from its cookie on every request.
 */
export function createGraphQLClient(): Client {
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const ws = createWsClient({ url: wsUrl, lazy: true, connectionParams: () => ({ csrfToken: csrfToken() }) });
  return new Client({
    url: '/graphql',
    fetchOptions: () => ({ headers: { 'x-csrf-token': csrfToken() }, credentials: 'same-origin' }),
    requestPolicy: 'cache-and-network',
    exchanges: [
      cacheExchange({ keys: Object.fromEntries(EMBEDDED.map((type) => [type, () => null])) }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: ws.subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
    ],
  });
}
