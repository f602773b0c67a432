import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// queryTags counts in PostgreSQL under the query list's scope (the query policy's scopeSql): each
// caller counts the tags of the queries it sees, archived ones left out, most used first, then by name.
// A connection, as every public list; REST's GET /api/queries/tags answers them all in Redash's array.

let app: TestApp;
let member: { key: string };
const TAGS = '{ queryTags(first: 100) { totalCount edges { node { name count } } } }';
/** The counted tags of a queryTags (or dashboardTags) connection, in order. */
const tagsOf = (connection: { edges: { node: { name: string; count: number } }[] }) => connection.edges.map((edge) => edge.node);

beforeAll(async () => {
  app = await startTestApp();
  const dataSourceId = (await buildPgDataSource(app)).id;
  // A member without view_query sees its own queries only (drafts of others and published ones alike stay unseen).
  const user = await buildUser(app, { permissions: ['create_query'] });
  member = user;
  const tag = async (id: number, tags: string[], key = app.admin.key) =>
    expect((await app.request('POST', `/api/queries/${id}`, { key, body: { tags } })).status).toBe(200);
  const a = await buildQuery(app, { dataSourceId, name: 'A' });
  await tag(a.id, ['sales', 'weekly']);
  const b = await buildQuery(app, { dataSourceId, name: 'B' });
  await tag(b.id, ['sales']);
  const c = await buildQuery(app, { dataSourceId, name: 'C' });
  await tag(c.id, ['archived-only', 'sales']);
  expect((await app.request('DELETE', `/api/queries/${c.id}`, { key: app.admin.key })).status).toBe(204);
  const mine = await buildQuery(app, { dataSourceId, name: 'Mine', key: user.key });
  await tag(mine.id, ['zeta', 'alpha'], user.key);
  // Published by the admin: seen only with view_query or edit_query, which the member lacks.
  const version = (await app.request('GET', `/api/queries/${a.id}`, { key: app.admin.key })).body.version;
  expect(
    (await app.request('POST', `/api/queries/${a.id}/publish`, { key: app.admin.key, body: { expected_version: version } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await app?.stop();
});

describe('queryTags', () => {
  it('counts the tags of the queries the caller sees, archived ones left out, most used first then by name', async () => {
    const admin = await app.graphql(TAGS);
    expect(admin.errors).toBeUndefined();
    expect(admin.data.queryTags.totalCount).toBe(4);
    expect(tagsOf(admin.data.queryTags)).toEqual([
      { name: 'sales', count: 2 },
      { name: 'alpha', count: 1 },
      { name: 'weekly', count: 1 },
      { name: 'zeta', count: 1 },
    ]);
    // The REST route answers the same counts in Redash's shape.
    const rest = await app.request('GET', '/api/queries/tags', { key: app.admin.key });
    expect(rest.body.tags).toEqual(tagsOf(admin.data.queryTags));
  });

  it('a member counts only what its scope admits; an anonymous caller is refused', async () => {
    const seen = await app.graphql(TAGS, {}, member.key);
    expect(seen.errors).toBeUndefined();
    expect(tagsOf(seen.data.queryTags)).toEqual([
      { name: 'alpha', count: 1 },
      { name: 'zeta', count: 1 },
    ]);
    const anonymous = await app.request('POST', '/graphql', { body: { query: TAGS } });
    expect(anonymous.body.data?.queryTags ?? null).toBeNull();
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthenticated');
  });

  it('pages like every connection', async () => {
    const { data, errors } = await app.graphql(`{
      a: queryTags(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { name } } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.a.totalCount).toBe(4);
    expect(data.a.pageInfo.hasNextPage).toBe(true);
    expect(data.a.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['sales', 'alpha']);
    const rest = await app.graphql(
      'query ($after: String) { queryTags(first: 2, after: $after) { pageInfo { hasNextPage } edges { node { name } } } }',
      {
        after: data.a.pageInfo.endCursor,
      },
    );
    expect(rest.data.queryTags.pageInfo.hasNextPage).toBe(false);
    expect(rest.data.queryTags.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['weekly', 'zeta']);
  });
});

describe('dashboardTags', () => {
  it('counts the tags of the dashboards the caller may open, archived ones left out, as REST does', async () => {
    const save = async (name: string, tags: string[]) => {
      const created = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name } });
      expect((await app.request('POST', `/api/dashboards/${created.body.slug}`, { key: app.admin.key, body: { tags } })).status).toBe(200);
      return created.body.slug as string;
    };
    await save('Ops', ['ops', 'eu']);
    await save('Ops too', ['ops']);
    const gone = await save('Archived', ['old', 'ops']);
    expect((await app.request('DELETE', `/api/dashboards/${gone}`, { key: app.admin.key })).status).toBe(204);
    const { data, errors } = await app.graphql('{ dashboardTags(first: 50) { totalCount edges { node { name count } } } }');
    expect(errors).toBeUndefined();
    expect(tagsOf(data.dashboardTags)).toEqual([
      { name: 'ops', count: 2 },
      { name: 'eu', count: 1 },
    ]);
    expect(data.dashboardTags.totalCount).toBe(2);
    const rest = await app.request('GET', '/api/dashboards/tags', { key: app.admin.key });
    expect(rest.body.tags).toEqual(tagsOf(data.dashboardTags));
    // A member who may open none of them (drafts of the admin) counts none.
    const seen = await app.graphql('{ dashboardTags(first: 50) { totalCount } }', {}, member.key);
    expect(seen.data.dashboardTags.totalCount).toBe(0);
  });
});
