// GET /api/queries (and /favorites) sends again the bytes it answered the same viewer for the same
// page before when the page's revision is unchanged (rest/kept-answers.ts). These tests hold it to a
// fresh rendering after every kind of change to what a page shows, made through the API or straight
// in the database (as another process would, with no notice to this one), across pages, filters,
// viewers and origins.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrganization, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { connectionRevision, freshGet, keptGet, onceGet, sql } from '../helpers/kept-answers.js';
import { seedQueryWithResult, storeResult } from '../helpers/query-results.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let dataSourceId: number;
let editor: { key: string; id: number };
let author: { key: string; id: number };
let saver: { key: string; id: number };
let sales: { queryId: number; resultId: number };

const COLUMNS = [
  { name: 'month', type: 'string' as const },
  { name: 'amount', type: 'integer' as const },
];

/** A query everyone with access to the source lists (saved, then out of draft). */
async function listedQuery(name: string, source = dataSourceId) {
  const query = await buildQuery(app, { dataSourceId: source, name });
  const published = await app.request('POST', `/api/queries/${query.id}`, { key: app.admin.key, body: { is_draft: false } });
  expect(published.status).toBe(200);
  return query;
}

beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = (await buildPgDataSource(app)).id;
  editor = await buildUser(app, { permissions: ['view_query', 'execute_query', 'create_query', 'edit_query'] });
  author = await buildUser(app, { permissions: ['view_query', 'create_query'], name: 'Query Author' });
  saver = await buildUser(app, { permissions: ['view_query', 'create_query'], name: 'Version Saver' });
  for (let i = 0; i < 4; i += 1) await listedQuery(`Older ${i}`);
  sales = await seedQueryWithResult(app, { dataSourceId, name: 'Sales', columns: COLUMNS, rows: [['2026-01', 10]], userId: author.id });
});
afterAll(async () => {
  await app?.stop();
});

const LIST = '/api/queries?page_size=3';
/** The kept-answer reads (test/helpers/kept-answers.ts) of this list. */
const kept = (key: string, path = LIST) => keptGet(app, key, path);
const once = (key: string, path = LIST) => onceGet(app, key, path);
const fresh = (key: string, path = LIST) => freshGet(app, key, path);

const revision = (key: string, variables?: Record<string, unknown>) => connectionRevision(app, 'queries', key, variables);

const salesOf = (body: any) => body.results.find((q: any) => q.id === sales.queryId);

describe('a kept answer of the query list', () => {
  const changes: [string, () => Promise<unknown>, (body: any) => unknown][] = [
    [
      'a listed query renamed (in the database)',
      () => sql('UPDATE queries SET name = $1 WHERE id = $2', ['Sales renamed', sales.queryId]),
      (b) => salesOf(b).name,
    ],
    [
      'a new latest result of a listed query',
      async () => {
        const resultId = await storeResult(app, { queryId: sales.queryId, dataSourceId, columns: COLUMNS, rows: [['2026-02', 99]] });
        await sql('UPDATE queries SET latest_query_data_id = $1 WHERE id = $2', [resultId, sales.queryId]);
      },
      (b) => salesOf(b).latest_query_data_id,
    ],
    [
      'who saved the working version changed',
      // The seeded query has no version rows: its author counts as who saved it until one names someone.
      () =>
        sql(
          `INSERT INTO query_versions (query_id, version, name, query, user_id)
           SELECT id, working_version, name, query, $1 FROM queries WHERE id = $2`,
          [saver.id, sales.queryId],
        ),
      (b) => salesOf(b).last_modified_by,
    ],
    [
      'the query’s author renamed',
      () => sql('UPDATE users SET name = $1 WHERE id = $2', ['Author Renamed', author.id]),
      (b) => salesOf(b).user.name,
    ],
    [
      'who saved the working version renamed',
      () => sql('UPDATE users SET name = $1 WHERE id = $2', ['Saver Renamed', saver.id]),
      (b) => salesOf(b).last_modified_by,
    ],
    [
      'a schedule added to a listed query (in the database)',
      () =>
        sql(
          `INSERT INTO schedules (org_id, user_id, entity_type, entity_id, cron, timezone, enabled)
           VALUES ($1, $2, 'query', $3, '0 0 */2 * * *', 'UTC', true)`,
          [app.admin.orgId, app.admin.userId, sales.queryId],
        ),
      (b) => salesOf(b).schedule,
    ],
    [
      'the schedule changed (in the database)',
      () => sql(`UPDATE schedules SET cron = '0 0 */3 * * *' WHERE entity_type = 'query' AND entity_id = $1`, [sales.queryId]),
      (b) => salesOf(b).schedule,
    ],
    [
      'a listed query made a favorite',
      () => app.request('POST', `/api/queries/${sales.queryId}/favorite`, { key: editor.key }),
      (b) => salesOf(b).is_favorite,
    ],
    [
      'a listed query saved through the API',
      () => app.request('POST', `/api/queries/${sales.queryId}`, { key: app.admin.key, body: { description: 'now described' } }),
      (b) => salesOf(b).description,
    ],
    [
      'a query added (the page moves down one row, the count grows)',
      () => listedQuery('Newest'),
      (b) => [b.count, b.results.map((q: any) => q.id)],
    ],
    [
      'a query archived (the page moves up one row, the count shrinks)',
      async () => {
        const newest = (await once(editor.key)).results[0];
        expect(newest.name).toBe('Newest');
        expect((await app.request('DELETE', `/api/queries/${newest.id}`, { key: app.admin.key })).status).toBeLessThan(300);
      },
      (b) => [b.count, b.results.map((q: any) => q.id)],
    ],
    [
      'a query off the page archived (in the database): only the count shows it',
      async () => {
        const last = (await once(editor.key, '/api/queries?page_size=3&page=2')).results.at(-1);
        await sql('UPDATE queries SET is_archived = true WHERE id = $1', [last.id]);
      },
      (b) => b.count,
    ],
  ];

  it.each(changes)('is rendered anew after %s', async (_name, change, shown) => {
    const before = await kept(editor.key);
    const secondBefore = await kept(editor.key, '/api/queries?page_size=3&page=2');
    const revisionBefore = await revision(editor.key);
    await change();
    const after = await once(editor.key);
    expect(after).toEqual(await fresh(editor.key));
    expect(shown(after)).not.toEqual(shown(before));
    expect(await revision(editor.key)).not.toBe(revisionBefore);
    const second = await once(editor.key, '/api/queries?page_size=3&page=2');
    expect(second).toEqual(await fresh(editor.key, '/api/queries?page_size=3&page=2'));
    expect(secondBefore.page).toBe(2);
  });

  it('is kept for each page, filter and list of its own', async () => {
    const paths = [
      LIST,
      '/api/queries?page_size=3&page=2',
      '/api/queries?page_size=2',
      '/api/queries?page_size=3&q=Older',
      '/api/queries/favorites?page_size=3',
    ];
    const answers = [];
    for (const path of paths) {
      const body = await kept(editor.key, path);
      expect(body).toEqual(await fresh(editor.key, path));
      answers.push(JSON.stringify(body));
    }
    expect(new Set(answers).size).toBe(paths.length);
    expect(JSON.parse(answers[3]).results.every((q: any) => q.name.startsWith('Older'))).toBe(true);
  });

  it('follows the favorites list when a favorite is removed', async () => {
    const before = await kept(editor.key, '/api/queries/favorites');
    expect(before.results.map((q: any) => q.id)).toContain(sales.queryId);
    expect((await app.request('DELETE', `/api/queries/${sales.queryId}/favorite`, { key: editor.key })).status).toBeLessThan(300);
    const after = await once(editor.key, '/api/queries/favorites');
    expect(after).toEqual(await fresh(editor.key, '/api/queries/favorites'));
    expect(after.results.map((q: any) => q.id)).not.toContain(sales.queryId);
  });

  it('has one revision with or without the page, and none for an empty page', async () => {
    const alone = await revision(editor.key);
    const { data, errors } = await app.graphql(
      `{
        a: queries(first: 3) { totalCount revision edges { node { id } } }
        b: queries(first: 3) { ...R }
        c: queries(first: 3) { totalCount revision }
        past: queries(first: 3, after: "T2Zmc2V0Q29ubmVjdGlvbjo5OTk=") { totalCount revision }
        plain: queries(first: 3) { edges { node { id } } }
      }
      fragment R on QueryQueriesConnection { revision pageInfo { hasNextPage } }`,
      {},
      editor.key,
    );
    expect(errors).toBeUndefined();
    expect(data.a.revision).toBe(alone);
    expect(data.a.edges).toHaveLength(3);
    expect(data.b.revision).toBe(alone);
    expect(data.b.pageInfo.hasNextPage).toBe(true);
    expect(data.c).toEqual({ totalCount: data.a.totalCount, revision: alone });
    expect(data.past).toEqual({ totalCount: data.a.totalCount, revision: null });
    expect(data.plain.edges).toEqual(data.a.edges);
  });

  it('keeps its revision while nothing it shows changes, whatever else does', async () => {
    const before = await revision(editor.key);
    const dashboard = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Unrelated' } });
    expect(dashboard.status).toBe(201);
    // The editor authored and saved no listed query: its name is nowhere on the page.
    await sql('UPDATE users SET name = $1 WHERE id = $2', ['Nobody listed', editor.id]);
    expect(await revision(editor.key)).toBe(before);
    expect(await kept(editor.key)).toEqual(await fresh(editor.key));
  });

  it('is its own for each of two viewers with the same rights', async () => {
    const one = await buildUser(app, { permissions: ['view_query'] });
    const other = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('POST', `/api/queries/${sales.queryId}/favorite`, { key: one.key })).status).toBeLessThan(300);
    const ones = await kept(one.key);
    const others = await kept(other.key);
    expect(salesOf(ones).is_favorite).toBe(true);
    expect(salesOf(others).is_favorite).toBe(false);
    expect(others).toEqual(await fresh(other.key));
  });

  it('follows a change to what the viewer may see', async () => {
    const hidden = (await buildPgDataSource(app, { name: 'hidden later' })).id;
    const secret = await listedQuery('On the hidden source', hidden);
    // A reader whose only access is its own group's: both sources, until the hidden one is taken away.
    const reader = await buildUser(app, { permissions: ['view_query'], restricted: true, dataSourceIds: [dataSourceId, hidden] });
    const before = await kept(reader.key);
    expect(before.results.map((q: any) => q.id)).toContain(secret.id);
    const removed = await app.request('DELETE', `/api/groups/${reader.groupId}/data_sources/${hidden}`, { key: app.admin.key });
    expect(removed.status).toBeLessThan(300);
    const after = await once(reader.key);
    expect(after).toEqual(await fresh(reader.key));
    expect(after.results.map((q: any) => q.id)).not.toContain(secret.id);
    expect(after.count).toBe(before.count - 1);
  });

  it('answers a caller it does not know, or from another organization, as before', async () => {
    await kept(editor.key);
    expect((await app.request('GET', LIST)).status).toBe(401);
    expect((await app.request('GET', LIST, { key: 'not-a-key' })).status).toBe(401);
    const stranger = await buildOrganization();
    const theirs = await app.request('GET', LIST, { key: stranger.key });
    expect(theirs.status).toBe(200);
    expect(theirs.body.count).toBe(0);
    expect(theirs.body.results).toEqual([]);
    expect((await app.request('GET', '/api/queries?page_size=999', { key: editor.key })).status).toBe(422);
  });
});
