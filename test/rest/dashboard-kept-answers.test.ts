// GET /api/dashboards/{ref} sends again the bytes it answered the same viewer before when the read's
// revision is unchanged (rest/kept-answers.ts). These tests hold it to a fresh rendering after every
// kind of change to what a dashboard shows, made through the API or straight in the database (as
// another process would, with no notice to this one), and across viewers and origins.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrganization, buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { freshGet, keptGet, onceGet, sql } from '../helpers/kept-answers.js';
import { seedQueryWithResult, storeResult } from '../helpers/query-results.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let dataSourceId: number;
let editor: { key: string; id: number };
let viewer: { key: string; id: number; groupId: number };
let author: { key: string; id: number };
let saver: { key: string; id: number };
let sales: { queryId: number; resultId: number };
let dashboard: { id: number; slug: string; userId: number };
let vizId: number;
let textWidgetId: number;

const COLUMNS = [
  { name: 'month', type: 'string' as const },
  { name: 'amount', type: 'integer' as const },
];

beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = (await buildPgDataSource(app)).id;
  editor = await buildUser(app, { permissions: ['view_query', 'execute_query', 'create_dashboard', 'edit_dashboard', 'share_dashboard'] });
  viewer = await buildUser(app, { permissions: ['view_query'] });
  author = await buildUser(app, { permissions: ['view_query', 'create_query'], name: 'Query Author' });
  saver = await buildUser(app, { permissions: ['view_query', 'create_query'], name: 'Version Saver' });
  sales = await seedQueryWithResult(app, { dataSourceId, name: 'Sales', columns: COLUMNS, rows: [['2026-01', 10]], userId: author.id });
  const created = await app.request('POST', '/api/dashboards', { key: editor.key, body: { name: 'Kept answers' } });
  expect(created.status).toBe(201);
  dashboard = { id: created.body.id, slug: created.body.slug, userId: editor.id };
  const viz = await app.request('POST', '/api/visualizations', {
    key: editor.key,
    body: { query_id: sales.queryId, type: 'TABLE', name: 'Table', options: {} },
  });
  expect(viz.status).toBe(201);
  vizId = viz.body.id;
  const widget = await app.request('POST', '/api/widgets', {
    key: editor.key,
    body: { dashboard_id: dashboard.id, visualization_id: vizId, width: 3 },
  });
  expect(widget.status).toBe(201);
  const text = await app.request('POST', '/api/widgets', {
    key: editor.key,
    body: { dashboard_id: dashboard.id, text: '## Notes', width: 3 },
  });
  expect(text.status).toBe(201);
  textWidgetId = text.body.id;
});
afterAll(async () => {
  await app?.stop();
});

/** The kept-answer reads (test/helpers/kept-answers.ts) of the dashboard, by slug unless given `ref`. */
const kept = (key: string, ref: string = dashboard.slug) => keptGet(app, key, `/api/dashboards/${ref}`);
const once = (key: string, ref: string = dashboard.slug) => onceGet(app, key, `/api/dashboards/${ref}`);
const fresh = (key: string, ref: string = dashboard.slug) => freshGet(app, key, `/api/dashboards/${ref}`);

async function revision(key: string): Promise<string> {
  const { data, errors } = await app.graphql<{ dashboard: { revision: string } }>(
    'query ($slug: String!) { dashboard(slug: $slug) { revision } }',
    { slug: dashboard.slug },
    key,
  );
  expect(errors).toBeUndefined();
  return data!.dashboard.revision;
}

describe('a kept dashboard answer', () => {
  const changes: [string, () => Promise<unknown>, (body: any) => unknown][] = [
    [
      'the dashboard renamed (in the database)',
      () => sql('UPDATE dashboards SET name = $1 WHERE id = $2', ['Renamed', dashboard.id]),
      (b) => b.name,
    ],
    ['its author renamed', () => sql('UPDATE users SET name = $1 WHERE id = $2', ['Editor Renamed', dashboard.userId]), (b) => b.user.name],
    [
      'a widget’s options changed',
      () => sql(`UPDATE widgets SET options = '{"position":{"col":1}}' WHERE id = $1`, [textWidgetId]),
      (b) => b.widgets.map((w: any) => w.options),
    ],
    [
      'a widget added',
      () => app.request('POST', '/api/widgets', { key: editor.key, body: { dashboard_id: dashboard.id, text: 'More', width: 1 } }),
      (b) => b.widgets.length,
    ],
    [
      'a widget removed',
      async () => {
        const added = (await once(editor.key)).widgets.find((w: any) => w.text === 'More');
        expect((await app.request('DELETE', `/api/widgets/${added.id}`, { key: editor.key })).status).toBeLessThan(300);
      },
      (b) => b.widgets.length,
    ],
    [
      'the visualization renamed (in the database)',
      () => sql('UPDATE visualizations SET name = $1 WHERE id = $2', ['Renamed table', vizId]),
      (b) => b.widgets.find((w: any) => w.visualization)?.visualization.name,
    ],
    [
      'the query renamed (in the database)',
      () => sql('UPDATE queries SET name = $1 WHERE id = $2', ['Sales renamed', sales.queryId]),
      (b) => b.widgets.find((w: any) => w.visualization)?.visualization.query.name,
    ],
    [
      'a new latest result of the query',
      async () => {
        const resultId = await storeResult(app, { queryId: sales.queryId, dataSourceId, columns: COLUMNS, rows: [['2026-02', 99]] });
        await sql('UPDATE queries SET latest_query_data_id = $1 WHERE id = $2', [resultId, sales.queryId]);
      },
      (b) => b.widgets.find((w: any) => w.visualization)?.visualization.query.latest_query_data_id,
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
      (b) => b.widgets.find((w: any) => w.visualization)?.visualization.query.last_modified_by,
    ],
    [
      'the query’s author renamed (no longer who saved it)',
      () => sql('UPDATE users SET name = $1 WHERE id = $2', ['Author Renamed', author.id]),
      (b) => b.widgets.find((w: any) => w.visualization)?.visualization.query.user.name,
    ],
    [
      'who saved the working version renamed',
      () => sql('UPDATE users SET name = $1 WHERE id = $2', ['Saver Renamed', saver.id]),
      (b) => b.widgets.find((w: any) => w.visualization)?.visualization.query.last_modified_by,
    ],
    [
      'a schedule added to the query (in the database)',
      () =>
        sql(
          `INSERT INTO schedules (org_id, user_id, entity_type, entity_id, cron, timezone, enabled)
           VALUES ($1, $2, 'query', $3, '0 0 */2 * * *', 'UTC', true)`,
          [app.admin.orgId, app.admin.userId, sales.queryId],
        ),
      (b) => b.widgets.find((w: any) => w.visualization)?.visualization.query.schedule,
    ],
    [
      'the query’s schedule changed (in the database)',
      () => sql(`UPDATE schedules SET cron = '0 0 */3 * * *' WHERE entity_type = 'query' AND entity_id = $1`, [sales.queryId]),
      (b) => b.widgets.find((w: any) => w.visualization)?.visualization.query.schedule,
    ],
    [
      'the dashboard made a favorite',
      () => app.request('POST', `/api/dashboards/${dashboard.slug}/favorite`, { key: editor.key }),
      (b) => b.is_favorite,
    ],
    [
      'the query made a favorite',
      () => app.request('POST', `/api/queries/${sales.queryId}/favorite`, { key: editor.key }),
      (b) => b.widgets.find((w: any) => w.visualization)?.visualization.query.is_favorite,
    ],
    [
      'the dashboard published',
      () => app.request('POST', `/api/dashboards/${dashboard.slug}`, { key: editor.key, body: { is_draft: false } }),
      (b) => b.is_draft,
    ],
    [
      'the dashboard shared',
      () => app.request('POST', `/api/dashboards/${dashboard.slug}/share`, { key: editor.key, body: {} }),
      (b) => b.public_url,
    ],
  ];

  it.each(changes)('is rendered anew after %s, by id and by slug', async (_name, change, shown) => {
    for (const ref of [dashboard.slug, String(dashboard.id)]) await kept(editor.key, ref);
    const before = await kept(editor.key);
    const revisionBefore = await revision(editor.key);
    await change();
    for (const ref of [dashboard.slug, String(dashboard.id)]) {
      const after = await once(editor.key, ref);
      expect(after).toEqual(await fresh(editor.key, ref));
      expect(shown(after)).not.toEqual(shown(before));
    }
    expect(await revision(editor.key)).not.toBe(revisionBefore);
  });

  it('is rendered anew for a viewer of the published widgets when a query only they show changes', async () => {
    // The draft no longer shows the query; the published snapshot (which viewers see) still does.
    const draft = await once(editor.key);
    const vizWidget = draft.widgets.find((w: any) => w.visualization);
    expect((await app.request('DELETE', `/api/widgets/${vizWidget.id}`, { key: editor.key })).status).toBeLessThan(300);
    const before = await kept(viewer.key);
    expect(before.widgets.find((w: any) => w.visualization)?.visualization.query.name).toBe('Sales renamed');
    await sql('UPDATE queries SET description = $1, name = $2 WHERE id = $3', ['now described', 'Sales, last name', sales.queryId]);
    const after = await once(viewer.key);
    expect(after).toEqual(await fresh(viewer.key));
    expect(after.widgets.find((w: any) => w.visualization)?.visualization.query.name).toBe('Sales, last name');
  });

  it('has one revision, whatever else a GraphQL selection reads beside it', async () => {
    const alone = await revision(editor.key);
    const { data, errors } = await app.graphql(
      `query ($slug: String!) {
        a: dashboard(slug: $slug) { name revision }
        b: dashboard(slug: $slug) { ...W }
        c: dashboard(slug: $slug) { __typename revision }
      }
      fragment W on Dashboard { revision widgets { id } }`,
      { slug: dashboard.slug },
      editor.key,
    );
    expect(errors).toBeUndefined();
    expect(data.a).toEqual({ name: (await once(editor.key)).name, revision: alone });
    expect(data.b.revision).toBe(alone);
    expect(data.b.widgets.length).toBeGreaterThan(0);
    expect(data.c).toEqual({ __typename: 'Dashboard', revision: alone });
    const listed = await app.graphql('{ dashboards(first: 5) { edges { node { revision } } } }', {}, editor.key);
    expect(listed.errors).toBeUndefined();
    for (const edge of listed.data.dashboards.edges) expect(edge.node.revision).toBeNull();
  });

  it('keeps its revision while nothing it shows changes, whatever else does', async () => {
    const before = await revision(editor.key);
    const other = await app.request('POST', '/api/dashboards', { key: editor.key, body: { name: 'Another one' } });
    expect(other.status).toBe(201);
    await app.request('POST', '/api/widgets', { key: editor.key, body: { dashboard_id: other.body.id, text: 'x', width: 1 } });
    expect(await revision(editor.key)).toBe(before);
    expect(await kept(editor.key)).toEqual(await fresh(editor.key));
  });

  it('is its own for each of two viewers with the same rights', async () => {
    const one = await buildUser(app, { permissions: ['view_query'] });
    const other = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/favorite`, { key: one.key })).status).toBeLessThan(300);
    const ones = await kept(one.key);
    const others = await kept(other.key);
    expect(ones.is_favorite).toBe(true);
    expect(others.is_favorite).toBe(false);
    expect(others).toEqual(await fresh(other.key));
  });

  it('is never another viewer’s, and follows a change to the viewer’s own permissions', async () => {
    const editors = await kept(editor.key);
    const viewers = await kept(viewer.key);
    expect(viewers).toEqual(await fresh(viewer.key));
    expect(editors.can_edit).toBe(true);
    expect(viewers.can_edit).toBe(false);
    expect(viewers.public_url).toBeNull();

    // The viewer's group gets a role that may edit dashboards: the next GET renders for the new rights.
    const role = await app.request('POST', '/api/roles', {
      key: app.admin.key,
      body: { name: 'dashboard editors', permissions: ['view_query', 'edit_dashboard'] },
    });
    expect(role.status).toBe(201);
    const granted = await app.request('POST', `/api/groups/${viewer.groupId}/roles`, {
      key: app.admin.key,
      body: { role_id: role.body.id },
    });
    expect(granted.status).toBe(200);
    const after = await once(viewer.key);
    expect(after).toEqual(await fresh(viewer.key));
    expect(after).not.toEqual(viewers);
  });

  it('answers a caller it does not know, or from another organization, as before', async () => {
    const anonymous = await app.request('GET', `/api/dashboards/${dashboard.slug}`);
    expect(anonymous.status).toBe(401);
    const stranger = await buildOrganization();
    await kept(editor.key);
    for (const ref of [dashboard.slug, String(dashboard.id)]) {
      expect((await app.request('GET', `/api/dashboards/${ref}`, { key: stranger.key })).status).toBe(404);
    }
    const missing = await app.request('GET', '/api/dashboards/no-such-dashboard', { key: editor.key });
    expect(missing.status).toBe(404);
  });
});
