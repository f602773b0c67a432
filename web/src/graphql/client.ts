import { Client, fetchExchange, makeOperation, mapExchange, subscriptionExchange, type Operation } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { createClient as createWsClient } from 'graphql-ws';
import { csrfToken } from './csrf';
import { successDataExchange, typedErrorsExchange } from './errors';

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
  'Author',
  'SignUpPayload',
  'QueryQueryTagsConnection',
  'QueryQueryTagsConnectionEdge',
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
  'InvitationStatus',
  'AcceptInvitationPayload',
  'VerifiedEmail',
  'OrganizationSelection',
  'QueryQueryVersionsConnection',
  'QueryQueryVersionsConnectionEdge',
  'QueryMonitorDeliveriesConnection',
  'QueryMonitorDeliveriesConnectionEdge',
  'QueryMonitorSubscriptionsConnection',
  'QueryMonitorSubscriptionsConnectionEdge',
  // Typed mutation errors (UserError) and the `XSuccess { data }` answers of mutations without an object.
  'ValidationError',
  'ConflictError',
  'NotFoundError',
  'ForbiddenError',
  'FieldError',
];

/** Keys for graphcache: embedded types, and every mutation's `XSuccess` answer (no identity either). */
const keys = new Proxy(Object.fromEntries(EMBEDDED.map((type) => [type, () => null])), {
  get: (known, typename) =>
    known[typename as string] ?? (typeof typename === 'string' && typename.endsWith('Success') ? () => null : undefined),
});

/**
 * Trusted documents: every operation of the built app is persisted at build time (codegen's client
 * preset puts each document's sha256 in `__meta__.hash`, and persisted-documents.json holds the
 * texts the server runs). A production build sends the hash alone, as Apollo's
 * `extensions.persistedQuery`, never the text, so a server with GRAPHQL_ARBITRARY_DOCUMENTS=deny
 * runs it. The dev server (`npm run dev`) sends texts, so an edited document works before codegen.
 */
function byPersistedHash(operation: Operation): Operation {
  const hash = (operation.query as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (!import.meta.env.PROD || typeof hash !== 'string' || operation.kind === 'teardown') return operation;
  const extensions = { ...operation.extensions, persistedQuery: { version: 1 as const, sha256Hash: hash } };
  return makeOperation(operation.kind, { ...operation, extensions }, operation.context);
}

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
      // A mutation's `XSuccess { data }` answer becomes its data once graphcache has read it.
      successDataExchange,
      cacheExchange({ keys }),
      // A mutation's typed error becomes the result's `error` before graphcache reads the answer.
      typedErrorsExchange,
      mapExchange({ onOperation: byPersistedHash }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          // A persisted operation has no text: graphql-ws wants a string, the server runs the hash's document.
          subscribe: (sink) => ({ unsubscribe: ws.subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
    ],
  });
}
