import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;

const SEARCH = `query ($mine: Boolean, $draft: Boolean) {
  queries(mine: $mine, draft: $draft, first: 50) { edges { node { name isDraft } } }
}`;

async function names(variables: Record<string, unknown>, key = app.admin.key): Promise<string[]> {
  const res = await app.graphql(SEARCH, variables, key);
  expect(res.errors).toBeUndefined();
  return res.data.queries.edges.map((edge: { node: { name: string } }) => edge.node.name).sort();
}

beforeAll(async () => {
  app = await startTestApp();
  const source = await buildPgDataSource(app);
  const published = await buildQuery(app, { dataSourceId: source.id, name: 'Admin published' });
  const res = await app.request('POST', `/api/queries/${published.id}/publish`, {
    key: app.admin.key,
    body: { expected_version: published.working_version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await buildQuery(app, { dataSourceId: source.id, name: 'Admin draft' });
  const other = await buildUser(app, { permissions: ['create_query', 'edit_query', 'view_query', 'execute_query'] });
  const theirs = await buildQuery(app, { dataSourceId: source.id, name: 'Their published', key: other.key });
  expect(
    (await app.request('POST', `/api/queries/${theirs.id}/publish`, { key: other.key, body: { expected_version: theirs.working_version } }))
      .status,
  ).toBe(200);
});
afterAll(async () => {
  await app?.stop();
});

describe('queries: mine and draft', () => {
  it('mine keeps the caller’s own queries; draft true keeps drafts, false published ones; both combine', async () => {
    expect(await names({})).toEqual(['Admin draft', 'Admin published', 'Their published']);
    expect(await names({ mine: true })).toEqual(['Admin draft', 'Admin published']);
    expect(await names({ draft: true })).toEqual(['Admin draft']);
    expect(await names({ draft: false })).toEqual(['Admin published', 'Their published']);
    expect(await names({ mine: true, draft: false })).toEqual(['Admin published']);
  });

  it('needs a caller (401 unauthenticated)', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SEARCH, variables: { mine: true } }),
    });
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('unauthenticated');
  });
});
