import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitForJob } from '../helpers/jobs.js';

let app: TestApp;
let pgId: number;

beforeAll(async () => {
  app = await startTestApp();
  pgId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  await app?.stop();
});

const call = (method: string, path: string, body?: unknown, key = app.admin.key) => app.request(method, path, { key, body });

/** The body Redash's query editor sends on save. */
function redashQuery(overrides: Record<string, unknown> = {}) {
  return {
    data_source_id: pgId,
    name: 'Orders',
    query: 'SELECT 1 AS n',
    description: null,
    options: { parameters: [] },
    schedule: null,
    tags: [],
    is_draft: true,
    ...overrides,
  };
}

describe('queries as Redash clients read and write them', () => {
  it('creates with tags, an interval schedule and is_draft false; answers Redash’s fields', async () => {
    const created = await call(
      'POST',
      '/api/queries',
      redashQuery({
        name: 'Hourly',
        tags: ['sales', 'ops', 'sales'],
        schedule: { interval: 3600, time: null, day_of_week: null, until: null },
        is_draft: false,
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Hourly',
      tags: ['sales', 'ops'],
      schedule: { interval: 3600, time: null, day_of_week: null, until: null },
      version: 1,
      is_draft: false,
      is_safe: true,
      user: { id: app.admin.userId },
      last_modified_by: { id: app.admin.userId },
    });
    expect(created.body.query_hash).toMatch(/^[0-9a-f]{32,}$/);
    const schedules = await call('GET', `/api/schedules?entity_type=query&entity_id=${created.body.id}`);
    expect(schedules.body.results).toEqual([
      expect.objectContaining({ spec: { type: 'cron', cron: '0 0 */1 * * *' }, timezone: 'UTC', enabled: true }),
    ]);

    const one = await call('GET', `/api/queries/${created.body.id}`);
    expect(one.body).toMatchObject({
      id: created.body.id,
      can_edit: true,
      visualizations: [expect.objectContaining({ type: 'TABLE', name: 'Table', options: {} })],
    });
  });

  it('saves with version (stale: 409, nothing written), daily and weekly schedules, schedule null removes; bad schedules are 422', async () => {
    const id = (await call('POST', '/api/queries', redashQuery())).body.id;
    const saved = await call('POST', `/api/queries/${id}`, {
      query: 'SELECT 2 AS n',
      version: 1,
      tags: ['x'],
      schedule: { interval: 86400, time: '05:30', day_of_week: null, until: null },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      query: 'SELECT 2 AS n',
      version: 2,
      tags: ['x'],
      schedule: { interval: 86400, time: '05:30', day_of_week: null, until: null },
    });

    const stale = await call('POST', `/api/queries/${id}`, { query: 'SELECT 3 AS n', version: 1, tags: ['y'] });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', current_version: 2 });
    expect((await call('GET', `/api/queries/${id}`)).body).toMatchObject({ query: 'SELECT 2 AS n', tags: ['x'], version: 2 });

    const weekly = await call('POST', `/api/queries/${id}`, {
      schedule: { interval: 604800, time: '23:05', day_of_week: 'Monday', until: null },
    });
    expect(weekly.body.schedule).toEqual({ interval: 604800, time: '23:05', day_of_week: 'Monday', until: null });
    const crons = await call('GET', `/api/schedules?entity_type=query&entity_id=${id}`);
    expect(crons.body.results.map((s: { spec: { cron: string } }) => s.spec.cron)).toEqual(['0 5 23 * * 1']);

    for (const [schedule, path] of [
      [{ interval: 7000 }, 'schedule.interval'],
      [{ interval: 604800, time: '01:00' }, 'schedule.day_of_week'],
      [{ interval: 3600, until: '2030-01-01' }, 'schedule.until'],
      [{ interval: 'hourly' }, 'schedule.interval'],
    ] as const) {
      const bad = await call('POST', `/api/queries/${id}`, { schedule });
      expect(bad.status, JSON.stringify(schedule)).toBe(422);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await call('POST', `/api/queries/${id}`, { tags: [{ name: 'x' }] })).status).toBe(422);

    const removed = await call('POST', `/api/queries/${id}`, { schedule: null });
    expect(removed.body.schedule).toBeNull();
    expect((await call('GET', `/api/schedules?entity_type=query&entity_id=${id}`)).body.results).toEqual([]);
  });

  it('is_draft: false publishes what was saved; a viewer then sees it', async () => {
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const id = (await call('POST', '/api/queries', redashQuery({ name: 'Later' }))).body.id;
    expect((await call('GET', `/api/queries/${id}`, undefined, viewer.key)).status).toBe(404);
    const published = await call('POST', `/api/queries/${id}`, { query: 'SELECT 42 AS n', is_draft: false, version: 1 });
    expect(published.body).toMatchObject({ is_draft: false, published_version: 2, working_version: 2 });
    expect((await call('GET', `/api/queries/${id}`, undefined, viewer.key)).body).toMatchObject({
      query: 'SELECT 42 AS n',
      can_edit: false,
    });
    expect((await call('POST', `/api/queries/${id}`, { name: 'mine now' }, viewer.key)).status).toBe(403);
  });

  it('?tags= filters the list (every tag), /api/queries/tags counts them; the list is Redash’s page shape', async () => {
    await call('POST', '/api/queries', redashQuery({ name: 'T1', tags: ['finance', 'weekly'] }));
    await call('POST', '/api/queries', redashQuery({ name: 'T2', tags: ['finance'] }));
    const finance = await call('GET', '/api/queries?tags=finance&page_size=10');
    expect(finance.body).toMatchObject({ count: 2, page: 1, page_size: 10 });
    expect(finance.body.results.map((q: { name: string }) => q.name).sort()).toEqual(['T1', 'T2']);
    const both = await call('GET', '/api/queries?tags=finance&tags=weekly');
    expect(both.body.results.map((q: { name: string }) => q.name)).toEqual(['T1']);
    const tags = await call('GET', '/api/queries/tags');
    expect(tags.body.tags).toEqual(
      expect.arrayContaining([
        { name: 'finance', count: 2 },
        { name: 'weekly', count: 1 },
      ]),
    );
    expect((await call('GET', '/api/queries?page=0')).status).toBe(422);
  });

  it('fork copies the query and its visualizations as a draft of the caller; 403 without create_query, 404 unseen', async () => {
    const source = (await call('POST', '/api/queries', redashQuery({ name: 'Original', tags: ['t'], is_draft: false }))).body;
    const viz = await call('POST', '/api/visualizations', {
      query_id: source.id,
      type: 'CHART',
      name: 'Line',
      options: { globalSeriesType: 'line' },
    });
    expect(viz.status).toBe(201);
    const creator = await buildUser(app, { permissions: ['view_query', 'create_query'] });
    const forked = await call('POST', `/api/queries/${source.id}/fork`, undefined, creator.key);
    expect(forked.status, JSON.stringify(forked.body)).toBe(201);
    expect(forked.body).toMatchObject({
      name: `Copy of (#${source.id}) Original`,
      is_draft: true,
      tags: ['t'],
      user: { id: creator.id },
      version: 1,
    });
    expect(forked.body.id).not.toBe(source.id);
    // The source's own default Table, then its chart: copied, with no second default Table.
    expect(forked.body.visualizations).toEqual([
      expect.objectContaining({ type: 'TABLE', name: 'Table', options: {}, query_id: forked.body.id }),
      expect.objectContaining({ type: 'CHART', name: 'Line', options: { globalSeriesType: 'line' }, query_id: forked.body.id }),
    ]);
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await call('POST', `/api/queries/${source.id}/fork`, undefined, viewer.key)).status).toBe(403);
    expect((await call('POST', `/api/queries/${forked.body.id}/fork`, undefined, viewer.key)).status).toBe(404);
  });

  it('favorites: mark, list (paginated), unmark; idempotent; 404 for a query the caller cannot see', async () => {
    const id = (await call('POST', '/api/queries', redashQuery({ name: 'Fav' }))).body.id;
    expect((await call('POST', `/api/queries/${id}/favorite`)).status).toBe(200);
    expect((await call('POST', `/api/queries/${id}/favorite`)).status).toBe(200);
    const favorites = await call('GET', '/api/queries/favorites');
    expect(favorites.body).toMatchObject({ count: 1, page: 1, page_size: 25, results: [{ id, is_favorite: true }] });
    expect((await call('DELETE', `/api/queries/${id}/favorite`)).status).toBe(200);
    expect((await call('GET', '/api/queries/favorites')).body.count).toBe(0);
    const other = await buildUser(app, { permissions: ['view_query'] });
    expect((await call('POST', `/api/queries/${id}/favorite`, undefined, other.key)).status).toBe(404);
    expect((await app.request('GET', '/api/queries/favorites')).status).toBe(401);
  });

  it('refresh takes ?p_<name>=; results and jobs answer under the query’s path too', async () => {
    const query = (
      await call(
        'POST',
        '/api/queries',
        redashQuery({
          query: 'SELECT {{ n }}::int * 2 AS doubled',
          options: { parameters: [{ name: 'n', title: 'N', type: 'number', value: 1 }] },
        }),
      )
    ).body;
    const refreshed = await call('POST', `/api/queries/${query.id}/refresh?p_n=21`, {});
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const viaQuery = await call('GET', `/api/queries/${query.id}/jobs/${refreshed.body.job.id}`);
    expect(viaQuery.body.job.id).toBe(refreshed.body.job.id);
    const job = await waitForJob(app, app.admin.key, refreshed.body.job.id);
    expect(job.status).toBe(3);
    const result = await call('GET', `/api/queries/${query.id}/results/${job.query_result_id}.json`);
    expect(result.status).toBe(200);
    expect(result.body.rows ?? result.body.query_result?.data?.rows ?? result.body).toEqual([{ doubled: 42 }]);
    const csv = await call('GET', `/api/queries/${query.id}/results.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(String(csv.body).trim().split(/\r?\n/)).toEqual(['doubled', '42']);
    expect((await call('GET', `/api/queries/${query.id}/results.pdf`)).status).toBe(404);
    expect((await call('GET', `/api/queries/${query.id}/results/${job.query_result_id}.pdf`)).status).toBe(404);
    const bad = await call('POST', `/api/queries/${query.id}/refresh?p_n=lots`, {});
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('parameters.n');
  });
});

describe('dashboards as Redash clients read and write them', () => {
  async function dashboardWithWidgets(name: string) {
    const dashboard = (await call('POST', '/api/dashboards', { name })).body;
    const query = (await call('POST', '/api/queries', redashQuery({ name: `${name} query`, is_draft: false }))).body;
    const viz = (await call('POST', '/api/visualizations', { query_id: query.id, type: 'TABLE', name: 'Table', options: {} })).body;
    expect(
      (await call('POST', '/api/widgets', { dashboard_id: dashboard.id, visualization_id: viz.id, width: 1, options: {} })).status,
    ).toBe(201);
    expect((await call('POST', '/api/widgets', { dashboard_id: dashboard.id, text: '## Notes', width: 1, options: {} })).status).toBe(201);
    return { dashboard, query, viz };
  }

  it('answers Redash’s fields by id or slug; widgets carry the visualization’s full query, text widgets no visualization key', async () => {
    const { dashboard, query } = await dashboardWithWidgets('Ops Board');
    expect(dashboard).toMatchObject({
      slug: 'ops-board',
      tags: [],
      version: 1,
      options: {},
      layout: [],
      dashboard_filters_enabled: false,
      is_draft: true,
      user: { id: app.admin.userId },
    });
    const byId = await call('GET', `/api/dashboards/${dashboard.id}`);
    const bySlug = await call('GET', `/api/dashboards/${dashboard.slug}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    const [chartWidget, textWidget] = byId.body.widgets;
    expect(chartWidget.visualization.query).toMatchObject({
      id: query.id,
      name: query.name,
      query: 'SELECT 1 AS n',
      data_source_id: pgId,
      tags: [],
    });
    expect(textWidget.text).toBe('## Notes');
    expect('visualization' in textWidget).toBe(false);
    // Every sub-path takes the id as well.
    expect((await call('POST', `/api/dashboards/${dashboard.id}/publish`)).status).toBe(200);
    expect((await call('POST', `/api/dashboards/${dashboard.id}/share`)).body.public_url).toMatch(/^http/);
    expect((await call('GET', '/api/dashboards/999999')).status).toBe(404);
  });

  it('saves tags, options, layout and filters; a stale version is 409; is_draft false publishes', async () => {
    const { dashboard } = await dashboardWithWidgets('Save Board');
    const saved = await call('POST', `/api/dashboards/${dashboard.id}`, {
      name: 'Saved Board',
      tags: ['kpi'],
      options: { refresh: 60 },
      layout: [],
      dashboard_filters_enabled: true,
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Saved Board',
      slug: 'save-board',
      tags: ['kpi'],
      options: { refresh: 60 },
      dashboard_filters_enabled: true,
      version: 2,
      is_draft: true,
    });
    const stale = await call('POST', `/api/dashboards/${dashboard.slug}`, { name: 'Lost', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', current_version: 2 });
    expect((await call('GET', `/api/dashboards/${dashboard.id}`)).body.name).toBe('Saved Board');
    const published = await call('POST', `/api/dashboards/${dashboard.id}`, { is_draft: false, version: 2 });
    expect(published.body).toMatchObject({ is_draft: false, version: 3 });
    expect(published.body.published_at).not.toBeNull();
    expect((await call('POST', `/api/dashboards/${dashboard.id}`, { tags: [''] })).status).toBe(422);
    expect((await call('POST', `/api/dashboards/${dashboard.id}`, { options: [] })).status).toBe(422);
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await call('POST', `/api/dashboards/${dashboard.id}`, { name: 'x' }, viewer.key)).status).toBe(403);
  });

  it('?tags= and /api/dashboards/tags; fork copies widgets as a draft of the caller; favorites list', async () => {
    const { dashboard } = await dashboardWithWidgets('Fork Board');
    await call('POST', `/api/dashboards/${dashboard.id}`, { tags: ['forkable'] });
    const tagged = await call('GET', '/api/dashboards?tags=forkable');
    expect(tagged.body).toMatchObject({ count: 1, results: [{ id: dashboard.id, tags: ['forkable'] }] });
    expect((await call('GET', '/api/dashboards/tags')).body.tags).toEqual(expect.arrayContaining([{ name: 'forkable', count: 1 }]));

    const forked = await call('POST', `/api/dashboards/${dashboard.id}/fork`);
    expect(forked.status, JSON.stringify(forked.body)).toBe(201);
    expect(forked.body).toMatchObject({ name: 'Copy of Fork Board', slug: 'copy-of-fork-board', is_draft: true, tags: ['forkable'] });
    expect(forked.body.widgets).toHaveLength(2);

    expect((await call('POST', `/api/dashboards/${forked.body.slug}/favorite`)).status).toBe(200);
    const favorites = await call('GET', '/api/dashboards/favorites');
    expect(favorites.body).toMatchObject({ count: 1, page: 1, results: [{ id: forked.body.id, is_favorite: true }] });
    expect((await call('DELETE', `/api/dashboards/${forked.body.id}/favorite`)).status).toBe(200);
    expect((await call('GET', '/api/dashboards/favorites')).body.count).toBe(0);
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await call('POST', `/api/dashboards/${forked.body.id}/favorite`, undefined, viewer.key)).status).toBe(404);
  });
});

describe('users as Redash lists them', () => {
  it('GET /api/users lists enabled users; ?disabled=true only disabled ones; each carries is_disabled', async () => {
    const user = await buildUser(app, { name: 'Dora Disabled' });
    expect((await call('POST', `/api/users/${user.id}/disable`)).status).toBe(200);
    const enabled = await call('GET', '/api/users?page_size=250');
    expect(enabled.body).toMatchObject({ page: 1, page_size: 250 });
    expect(enabled.body.results.every((u: { is_disabled: boolean }) => !u.is_disabled)).toBe(true);
    expect(enabled.body.results.map((u: { id: number }) => u.id)).not.toContain(user.id);
    const disabled = await call('GET', '/api/users?disabled=true');
    expect(disabled.body).toMatchObject({ count: 1, results: [{ id: user.id, name: 'Dora Disabled', is_disabled: true }] });
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await call('GET', '/api/users?disabled=true', undefined, viewer.key)).status).toBe(403);
  });
});
