import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// queryTags counts in PostgreSQL under the query list's scope (the query policy's scopeSql): each
// caller counts the tags of the queries it sees, archived ones left out, most used first, then by name.

let app: TestApp;
let member: { key: string };
const TAGS = '{ queryTags { name count } }';

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
    expect(admin.data.queryTags).toEqual([
      { name: 'sales', count: 2 },
      { name: 'alpha', count: 1 },
      { name: 'weekly', count: 1 },
      { name: 'zeta', count: 1 },
    ]);
    // The REST route answers the same counts in Redash's shape.
    const rest = await app.request('GET', '/api/queries/tags', { key: app.admin.key });
    expect(rest.body.tags).toEqual(admin.data.queryTags);
  });

  it('a member counts only what its scope admits; an anonymous caller is refused', async () => {
    const seen = await app.graphql(TAGS, {}, member.key);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.queryTags).toEqual([
      { name: 'alpha', count: 1 },
      { name: 'zeta', count: 1 },
    ]);
    const anonymous = await app.request('POST', '/graphql', { body: { query: TAGS } });
    expect(anonymous.body.data?.queryTags ?? null).toBeNull();
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthenticated');
  });
});
