// POST /graphql answers a plain JSON request itself (src/graphql-http.ts) and leaves the rest to
// yoga. Both must answer alike: each request here is sent as the plain form the fast path takes
// (no Accept, `*/*`, `application/json`) and as a form yoga keeps (`application/json, */*`, which
// yoga also answers as application/json), and the two answers must match in status, content type
// and body, for successes, errors of every kind, mutations and refusals.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildQuery } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { rawRequest, type RawResponse } from '../helpers/raw-request.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let dataSourceId: number;
let queryId: number;

beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = (await buildPgDataSource(app)).id;
  queryId = (await buildQuery(app, { dataSourceId, name: 'Listed' })).id;
});
afterAll(async () => {
  await app?.stop();
});

function withoutBudget(body: any): any {
  if (!body?.extensions?.cost) return body;
  const { remaining: _remaining, resetAt: _resetAt, ...cost } = body.extensions.cost;
  return { ...body, extensions: { ...body.extensions, cost } };
}

async function post(body: string, headers: Record<string, string>): Promise<RawResponse> {
  return rawRequest(app.url, 'POST', '/graphql', { headers: { 'content-type': 'application/json', ...headers }, body });
}

/** The answer without and with an Accept that yoga keeps, with what must be equal between them. */
async function bothWays(body: unknown, { key = app.admin.key, accept }: { key?: string | null; accept?: string } = {}) {
  const auth: Record<string, string> = key ? { authorization: `Key ${key}` } : {};
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fast = await post(text, { ...auth, ...(accept ? { accept } : {}) });
  const kept = await post(text, { ...auth, accept: 'application/json, */*' });
  // extensions.cost's remaining and resetAt move with each request (the minute's budget): left out.
  const shape = (r: RawResponse) => ({ status: r.status, type: r.headers['content-type'], body: withoutBudget(r.json ?? r.text) });
  expect(shape(fast)).toEqual(shape(kept));
  return shape(fast);
}

describe('POST /graphql without yoga’s plumbing', () => {
  it('answers a list, with variables and a chosen operation, as yoga does', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const list = await bothWays(
        {
          query: `query Other { __typename }
            query List($first: Int) { queries(first: $first) { totalCount revision edges { node { id name createdAt } } } }`,
          variables: { first: 5 },
          operationName: 'List',
        },
        { accept },
      );
      expect(list.status).toBe(200);
      expect(list.type).toBe('application/json; charset=utf-8');
      expect(list.body.data.queries.edges.map((e: any) => e.node.id)).toContain(gid('SavedQuery', queryId));
    }
  });

  it('answers field errors, a missing viewer and refused variables as yoga does', async () => {
    const missing = await bothWays({ query: 'query ($id: ID!) { query(id: $id) { id } }', variables: { id: 999999 } });
    expect(missing.body.errors[0].extensions.code).toBe('not_found');
    const anonymous = await bothWays({ query: '{ queries(first: 1) { totalCount } }' }, { key: null });
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthenticated');
    const coerced = await bothWays({ query: 'query ($id: ID!) { query(id: $id) { id } }', variables: { id: true } });
    expect(coerced.body.errors).toHaveLength(1);
    const unstorable = await bothWays({
      query: 'query ($s: String) { queries(search: $s) { totalCount } }',
      variables: { s: 'a\u0000b' },
    });
    expect(unstorable.body.errors[0].extensions.code).toBe('validation_failed');
  });

  it('runs a mutation once and answers its refusal as yoga does', async () => {
    const refused = await bothWays({
      query: 'mutation ($input: CreateQueryInput!) { createQuery(input: $input) { ... on SavedQuery { id } ... on UserError { code } } }',
      variables: { input: { dataSourceId: gid('DataSource', dataSourceId), name: '', query: 'SELECT 1' } },
    });
    expect(refused.body.data.createQuery.code).toBe('validation_failed');
    const before = await app.request('GET', '/api/queries?page_size=100', { key: app.admin.key });
    const created = await post(
      JSON.stringify({
        query: 'mutation ($input: CreateQueryInput!) { createQuery(input: $input) { ... on SavedQuery { id name } } }',
        variables: { input: { dataSourceId: gid('DataSource', dataSourceId), name: 'Made once', query: 'SELECT 1' } },
      }),
      { authorization: `Key ${app.admin.key}` },
    );
    expect(created.status).toBe(200);
    expect(created.json.data.createQuery.name).toBe('Made once');
    const after = await app.request('GET', '/api/queries?page_size=100', { key: app.admin.key });
    expect(after.body.count).toBe(before.body.count + 1);
  });

  it('leaves malformed, invalid, batched and unusual requests to yoga, which answers them as before', async () => {
    const syntax = await bothWays({ query: '{ queries(' });
    expect(syntax.body.errors.length).toBeGreaterThan(0);
    const unknownField = await bothWays({ query: '{ noSuchField }' });
    expect(unknownField.body.errors.length).toBeGreaterThan(0);
    const extra = await bothWays({ query: '{ __typename }', unexpected: 1 });
    expect(extra.body.errors.length).toBeGreaterThan(0);
    const notJson = await bothWays('{"query": ');
    expect(notJson.body.errors.length).toBeGreaterThan(0);
    const batch = await bothWays([{ query: '{ __typename }' }]);
    expect(batch.body).toBeTruthy();
    const noQuery = await bothWays({ variables: {} });
    expect(noQuery.body.errors.length).toBeGreaterThan(0);
    const wrongOperation = await bothWays({ query: '{ __typename }', operationName: 'Nope' });
    expect(wrongOperation.body.errors.length).toBeGreaterThan(0);
    const subscription = await bothWays({ query: 'subscription { jobStatus(id: 1) { id } }' });
    expect(subscription.body).toBeTruthy();
    const withExtensions = await post(JSON.stringify({ query: '{ __typename }', extensions: {} }), {});
    expect(withExtensions.status).toBe(200);
    expect(withExtensions.json.data).toEqual({ __typename: 'Query' });
    const graphqlResponse = await post(JSON.stringify({ query: '{ __typename }' }), { accept: 'application/graphql-response+json' });
    expect(graphqlResponse.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
  });
});
