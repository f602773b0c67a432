import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The query list reads each row's list fields (author, last modifier, schedule, favorite,
// timestamps) from its one statement instead of the request loaders; every listed row must
// answer exactly what the same query answers when read alone (through the loaders).

let app: TestApp;
let pgId: number;

beforeAll(async () => {
  app = await startTestApp();
  pgId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  await app?.stop();
});

function saved(name: string, overrides: Record<string, unknown> = {}) {
  return { data_source_id: pgId, name, query: `SELECT '${name}' AS n`, options: { parameters: [] }, tags: [], ...overrides };
}

describe('query list fields', () => {
  it('answer on each listed row what the query alone answers, for every viewer', async () => {
    const admin = app.admin.key;
    const editor = await buildUser(app, { permissions: ['view_query', 'edit_query', 'create_query'] });
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const hourly = await app.request('POST', '/api/queries', {
      key: admin,
      body: saved('Hourly', { schedule: { interval: 3600, time: null, day_of_week: null, until: null }, is_draft: false }),
    });
    expect(hourly.status, JSON.stringify(hourly.body)).toBe(201);
    // Saved again by someone else: its last modifier is the editor, its author still the admin.
    const edited = await app.request('POST', `/api/queries/${hourly.body.id}`, {
      key: editor.key,
      body: { query: 'SELECT 2 AS n', version: hourly.body.version },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const plain = await app.request('POST', '/api/queries', { key: admin, body: saved('Plain', { is_draft: false }) });
    const draft = await app.request('POST', '/api/queries', { key: editor.key, body: saved('Editor draft') });
    expect([plain.status, draft.status]).toEqual([201, 201]);
    expect((await app.request('POST', `/api/queries/${hourly.body.id}/favorite`, { key: admin })).status).toBe(200);
    expect((await app.request('POST', `/api/queries/${draft.body.id}/favorite`, { key: editor.key })).status).toBe(200);

    for (const key of [admin, editor.key, viewer.key]) {
      for (const path of ['/api/queries?page_size=250', '/api/queries/favorites']) {
        const list = await app.request('GET', path, { key });
        expect(list.status).toBe(200);
        for (const row of list.body.results) {
          const alone = await app.request('GET', `/api/queries/${row.id}`, { key });
          expect(alone.status).toBe(200);
          const fields = Object.fromEntries(Object.keys(row).map((name) => [name, alone.body[name]]));
          expect(row).toEqual(fields);
        }
      }
      const { data, errors } = await app.graphql(
        `{ queries(first: 50) { edges { node { id name user { id name email } createdAt updatedAt workingVersion } } } }`,
        {},
        key,
      );
      expect(errors).toBeUndefined();
      for (const { node } of data.queries.edges) {
        const alone = await app.graphql(
          `query ($id: Int!) { query(id: $id) { id name user { id name email } createdAt updatedAt workingVersion } }`,
          { id: node.id },
          key,
        );
        expect(node).toEqual(alone.data.query);
      }
    }
    // The rows the fixtures set up are among them, with the values they were given.
    const list = await app.request('GET', '/api/queries?page_size=250', { key: admin });
    const byId = new Map(list.body.results.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(hourly.body.id)).toMatchObject({
      user: { id: app.admin.userId },
      last_modified_by: { id: editor.id },
      schedule: { interval: 3600, time: null, day_of_week: null, until: null },
      is_favorite: true,
    });
    expect(byId.get(draft.body.id)).toMatchObject({ user: { id: editor.id }, is_favorite: false, schedule: null });
    const editorFavorites = await app.request('GET', '/api/queries/favorites', { key: editor.key });
    expect(editorFavorites.body.results.map((r: { id: number }) => r.id)).toEqual([draft.body.id]);
  });
});
