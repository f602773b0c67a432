import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { withManualClock } from '../helpers/clock.js';
import { waitForJob } from '../helpers/jobs.js';
import { seedQueryWithResult, storeResult } from '../helpers/query-results.js';
import { JobStatus } from '../../src/domain/jobs/job-status.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// Tells clients apart by X-Forwarded-For (rate limits, client addresses): the test's requests reach
// the service from 127.0.0.1 as through a reverse proxy, which production trusts only when told to.
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '127.0.0.1';
});

let app: TestApp;
let dataSourceId: number;
let sales: { queryId: number; resultId: number };
let editor: { key: string; id: number };
let viewer: { key: string; id: number };
let outsider: { key: string; id: number };

const SALES_COLUMNS = [
  { name: 'month', type: 'string' as const },
  { name: 'region', type: 'string' as const },
  { name: 'amount', type: 'integer' as const },
];
const SALES_ROWS = [
  ['2026-01', 'north', 10],
  ['2026-01', 'south', 7],
  ['2026-02', 'north', 14],
  ['2026-02', 'south', 9],
];

beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = (await buildPgDataSource(app)).id;
  sales = await seedQueryWithResult(app, { dataSourceId, name: 'Sales by month', columns: SALES_COLUMNS, rows: SALES_ROWS });
  editor = await buildUser(app, { permissions: ['view_query', 'execute_query', 'create_dashboard', 'edit_dashboard', 'share_dashboard'] });
  viewer = await buildUser(app, { permissions: ['view_query'] });
  // Restricted to nothing: reaches no connector at all.
  outsider = await buildUser(app, { permissions: ['view_query'], restricted: true });
});
afterAll(async () => {
  await app?.stop();
});

async function createDashboard(name: string, key = editor.key) {
  const res = await app.request('POST', '/api/dashboards', { key, body: { name } });
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string };
}

async function createVisualization(body: Record<string, unknown>, key = editor.key) {
  const res = await app.request('POST', '/api/visualizations', { key, body: { query_id: sales.queryId, name: 'viz', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

async function addWidget(dashboardId: number, body: Record<string, unknown>, key = editor.key) {
  const res = await app.request('POST', '/api/widgets', { key, body: { dashboard_id: dashboardId, width: 3, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

describe('the dashboard workflow (connector, query, visualization, dashboard, widget, publish)', () => {
  it('runs end to end over HTTP and serves the shared link', async () => {
    // The query runs for real: refresh, poll the job, and the result becomes the query's latest.
    const query = await buildQuery(app, {
      dataSourceId,
      name: 'Sales by month',
      query: `SELECT m AS month, r AS region, (10 + length(r) * i)::int AS amount
              FROM (VALUES ('2026-01', 1), ('2026-02', 2)) AS months(m, i), (VALUES ('north'), ('south')) AS regions(r) ORDER BY 1, 2`,
    });
    const published = await app.request('POST', `/api/queries/${query.id}/publish`, {
      key: app.admin.key,
      body: { expected_version: query.working_version },
    });
    expect(published.status).toBe(200);
    const refreshed = await app.request('POST', `/api/queries/${query.id}/refresh`, { key: app.admin.key, body: { max_age: 0 } });
    expect(refreshed.status).toBe(200);
    if (refreshed.body.job) expect((await waitForJob(app, app.admin.key, refreshed.body.job.id)).status).toBe(JobStatus.Finished);

    const chartRes = await app.request('POST', '/api/visualizations', {
      key: editor.key,
      body: {
        query_id: query.id,
        type: 'CHART',
        name: 'Sales chart',
        options: { globalSeriesType: 'line', xColumn: 'month', yColumns: ['amount'], seriesColumn: 'region' },
      },
    });
    expect(chartRes.status, JSON.stringify(chartRes.body)).toBe(201);
    expect(chartRes.body).toMatchObject({ query_id: query.id, type: 'CHART', options: { globalSeriesType: 'line' } });
    const chart = chartRes.body;
    const listed = await app.request('GET', `/api/visualizations?query_id=${query.id}`, { key: editor.key });
    expect(listed.status).toBe(200);
    // The query's default Table (made with it, as Redash does), then the chart.
    expect(listed.body.map((v: { type: string }) => v.type)).toEqual(['TABLE', 'CHART']);
    expect(listed.body[1].id).toBe(chart.id);
    expect((await app.request('GET', `/api/visualizations/${chart.id}`, { key: viewer.key })).body.name).toBe('Sales chart');
    expect((await app.request('GET', `/api/visualizations?query_id=${query.id}`, { key: outsider.key })).status).toBe(404);
    expect((await app.request('GET', '/api/visualizations', { key: editor.key })).status).toBe(422);
    const dashboard = await app.request('POST', '/api/dashboards', { key: editor.key, body: { name: 'Sales Overview!' } });
    expect(dashboard.status).toBe(201);
    expect(dashboard.body.slug).toBe('sales-overview');
    expect(dashboard.body.is_draft).toBe(true);
    const widget = await app.request('POST', '/api/widgets', {
      key: editor.key,
      body: { dashboard_id: dashboard.body.id, visualization_id: chart.id, width: 4 },
    });
    expect(widget.status).toBe(201);
    expect(widget.body.visualization).toMatchObject({ id: chart.id, type: 'CHART', query_id: query.id });
    expect(widget.body.result.data.rows).toHaveLength(4);
    expect(widget.body.options.position).toMatchObject({ col: 0, row: 0, sizeX: 4 });

    const publishedDashboard = await app.request('POST', `/api/dashboards/${dashboard.body.slug}/publish`, { key: editor.key });
    expect(publishedDashboard.status).toBe(200);
    expect(publishedDashboard.body.is_draft).toBe(false);
    expect(publishedDashboard.body.published_at).toBeTruthy();

    const share = await app.request('POST', `/api/dashboards/${dashboard.body.slug}/share`, { key: editor.key });
    expect(share.status).toBe(200);
    expect(share.body.secret_token.length).toBeGreaterThanOrEqual(40);
    expect(share.body.public_url).toMatch(new RegExp(`/public/dashboards/${share.body.secret_token}$`));
    // Sharing again answers the same link.
    expect((await app.request('POST', `/api/dashboards/${dashboard.body.slug}/share`, { key: editor.key })).body.secret_token).toBe(
      share.body.secret_token,
    );

    const open = await app.request('GET', `/api/public/dashboards/${share.body.secret_token}`, {
      headers: { 'x-forwarded-for': '10.1.0.1' },
    });
    expect(open.status).toBe(200);
    expect(open.body.name).toBe('Sales Overview!');
    expect(open.body.widgets).toHaveLength(1);
    expect(open.body.widgets[0].visualization).toMatchObject({ type: 'CHART', name: 'Sales chart', title: 'Sales by month' });
    expect(open.body.widgets[0].result.data.rows[0]).toEqual({ month: '2026-01', region: 'north', amount: 15 });
    const text = JSON.stringify(open.body);
    expect(text).not.toContain('VALUES');
    expect(text).not.toContain('query_id');
    expect(text).not.toContain('data_source');
    expect(text).not.toContain('user');

    // A dashboard refresh enqueues the query again.
    const again = await app.request('POST', `/api/dashboards/${dashboard.body.slug}/refresh`, { key: editor.key });
    expect(again.status).toBe(200);
    expect(again.body.results).toHaveLength(1);
    expect(again.body.results[0].query_id).toBe(query.id);
    expect(again.body.results[0].job ?? again.body.results[0].query_result).toBeTruthy();
    expect((await app.request('POST', `/api/dashboards/${dashboard.body.slug}/refresh`, { key: viewer.key })).status).toBe(403);

    const html = await app.request('GET', `/public/dashboards/${share.body.secret_token}`, { headers: { 'x-forwarded-for': '10.1.0.1' } });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html.body).toContain('<svg');
    expect(html.headers.get('content-encoding')).toBe('gzip');
    expect(html.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html.body).not.toContain('VALUES');
  });

  it('derives unique slugs per organization', async () => {
    const first = await createDashboard('Weekly KPIs');
    const second = await createDashboard('Weekly KPIs');
    expect(first.slug).toBe('weekly-kpis');
    expect(second.slug).toBe('weekly-kpis-2');
    expect((await createDashboard('***')).slug).toBe('dashboard');
  });
});

describe('draft and published snapshot', () => {
  it('shows viewers nothing before publish, the snapshot after, and later changes only after the next publish', async () => {
    const table = await createVisualization({ type: 'TABLE', name: 'Sales table' });
    const counter = await createVisualization({ type: 'COUNTER', name: 'Total', options: { counterColName: 'amount', targetValue: 12 } });
    const dashboard = await createDashboard('Visibility');
    const first = await addWidget(dashboard.id, { visualization_id: table.id });

    // Before the first publish: editors see the draft, everyone else sees nothing.
    const editorView = await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: editor.key });
    expect(editorView.status).toBe(200);
    expect(editorView.body.widgets.map((w: { id: number }) => w.id)).toEqual([first.id]);
    expect((await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: viewer.key })).status).toBe(404);
    const listed = await app.request('GET', '/api/dashboards?page_size=250', { key: viewer.key });
    expect(listed.body.results.map((d: { slug: string }) => d.slug)).not.toContain(dashboard.slug);

    expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: editor.key })).status).toBe(200);
    const afterPublish = await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: viewer.key });
    expect(afterPublish.status).toBe(200);
    expect(afterPublish.body.can_edit).toBe(false);
    expect(afterPublish.body.widgets.map((w: { id: number }) => w.id)).toEqual([first.id]);
    expect(afterPublish.body.widgets[0].result.data.rows).toHaveLength(4);
    expect(
      (await app.request('GET', '/api/dashboards?page_size=250', { key: viewer.key })).body.results.map((d: { slug: string }) => d.slug),
    ).toContain(dashboard.slug);

    // A later addition and a rearrangement reach the editor at once, viewers only at the next publish.
    const second = await addWidget(dashboard.id, {
      visualization_id: counter.id,
      width: 2,
      options: { position: { col: 0, row: 0, sizeY: 2 } },
    });
    const moved = await app.request('PUT', `/api/widgets/${first.id}`, {
      key: editor.key,
      body: { width: 6, options: { position: { col: 0, row: 5 } } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.width).toBe(6);
    const renamed = await app.request('PUT', `/api/visualizations/${table.id}`, { key: editor.key, body: { name: 'Renamed table' } });
    expect(renamed.status).toBe(200);
    expect(
      (await app.request('PUT', `/api/dashboards/${dashboard.slug}`, { key: editor.key, body: { name: 'Visibility v2' } })).status,
    ).toBe(200);

    const draft = await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: editor.key });
    expect(draft.body.widgets.map((w: { id: number }) => w.id)).toEqual([second.id, first.id]);
    const stale = await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: viewer.key });
    expect(stale.body.widgets.map((w: { id: number }) => w.id)).toEqual([first.id]);
    expect(stale.body.widgets[0].width).toBe(3);
    expect(stale.body.widgets[0].visualization.name).toBe('Sales table');
    expect(stale.body.name).toBe('Visibility');
    expect(draft.body.name).toBe('Visibility v2');

    // Data is live: a new result of the query shows at once, without a publish.
    await storeResult(app, {
      queryId: sales.queryId,
      dataSourceId,
      columns: SALES_COLUMNS,
      rows: [...SALES_ROWS, ['2026-03', 'north', 20]],
    });
    expect(
      (await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: viewer.key })).body.widgets[0].result.data.rows,
    ).toHaveLength(5);

    expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: editor.key })).status).toBe(200);
    const fresh = await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: viewer.key });
    expect(fresh.body.widgets.map((w: { id: number }) => w.id)).toEqual([second.id, first.id]);
    expect(fresh.body.widgets[1].width).toBe(6);
    expect(fresh.body.widgets[1].visualization.name).toBe('Renamed table');
    expect(fresh.body.name).toBe('Visibility v2');

    // A deleted widget stays visible to viewers until the next publish.
    expect((await app.request('DELETE', `/api/widgets/${second.id}`, { key: editor.key })).status).toBe(204);
    expect((await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: viewer.key })).body.widgets).toHaveLength(2);
    expect((await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: editor.key })).body.widgets).toHaveLength(1);
  });

  it('hides widgets whose connector the viewer does not reach', async () => {
    const table = await createVisualization({ type: 'TABLE', name: 'Reach table' });
    const dashboard = await createDashboard('Reach');
    await addWidget(dashboard.id, { visualization_id: table.id });
    await addWidget(dashboard.id, { text: 'Notes for everyone' });
    await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: editor.key });
    const seen = await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: outsider.key });
    expect(seen.status).toBe(200);
    expect(seen.body.widgets).toHaveLength(1);
    expect(seen.body.widgets[0].text).toBe('Notes for everyone');
    expect((await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: viewer.key })).body.widgets).toHaveLength(2);
  });

  it('lists dashboards paginated, renames, archives', async () => {
    const dashboard = await createDashboard('Archive me');
    const page = await app.request('GET', '/api/dashboards?page=1&page_size=2', { key: editor.key });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, page_size: 2 });
    expect(page.body.results).toHaveLength(2);
    expect(page.body.count).toBeGreaterThan(2);
    const renamed = await app.request('PUT', `/api/dashboards/${dashboard.slug}`, { key: editor.key, body: { name: 'Archived one' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Archived one', slug: dashboard.slug });
    expect((await app.request('DELETE', `/api/dashboards/${dashboard.slug}`, { key: editor.key })).status).toBe(204);
    const list = await app.request('GET', '/api/dashboards?page_size=250', { key: editor.key });
    expect(list.body.results.map((d: { slug: string }) => d.slug)).not.toContain(dashboard.slug);
    const archived = await app.request('GET', '/api/dashboards?archived=true&page_size=250', { key: editor.key });
    expect(archived.body.results.map((d: { slug: string }) => d.slug)).toContain(dashboard.slug);
    expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: editor.key })).status).toBe(409);
  });
});

describe('sharing', () => {
  it('rotates (old link dead at once) and revokes (link 404)', async () => {
    const table = await createVisualization({ type: 'TABLE', name: 'Shared table' });
    const dashboard = await createDashboard('Shared');
    await addWidget(dashboard.id, { visualization_id: table.id });
    expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/share/rotate`, { key: editor.key })).status).toBe(409);
    // Sharing works in any state (the spec: "always"); the link shows only a published snapshot.
    const early = await app.request('POST', `/api/dashboards/${dashboard.slug}/share`, { key: editor.key });
    expect(early.status).toBe(200);
    const ip = { 'x-forwarded-for': '10.2.0.1' };
    expect((await app.request('GET', `/api/public/dashboards/${early.body.secret_token}`, { headers: ip })).status).toBe(404);
    await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: editor.key });
    const first = (await app.request('POST', `/api/dashboards/${dashboard.slug}/share`, { key: editor.key })).body.secret_token;
    expect(first).toBe(early.body.secret_token);
    expect((await app.request('GET', `/api/public/dashboards/${first}`, { headers: ip })).status).toBe(200);

    const rotated = await app.request('POST', `/api/dashboards/${dashboard.slug}/share/rotate`, { key: editor.key });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret_token).not.toBe(first);
    const dead = await app.request('GET', `/api/public/dashboards/${first}`, { headers: ip });
    expect(dead.status).toBe(404);
    expect(dead.body.code).toBe('not_found');
    expect((await app.request('GET', `/public/dashboards/${first}`, { headers: ip })).status).toBe(404);
    expect((await app.request('GET', `/api/public/dashboards/${rotated.body.secret_token}`, { headers: ip })).status).toBe(200);
    const got = await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: editor.key });
    expect(got.body.public_url).toBe(rotated.body.public_url);
    expect((await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: viewer.key })).body.public_url).toBeNull();

    expect((await app.request('DELETE', `/api/dashboards/${dashboard.slug}/share`, { key: editor.key })).status).toBe(204);
    const revoked = await app.request('GET', `/api/public/dashboards/${rotated.body.secret_token}`, { headers: ip });
    expect(revoked.status).toBe(404);
    const page = await app.request('GET', `/public/dashboards/${rotated.body.secret_token}`, { headers: ip });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('Dashboard not found');
    expect((await app.request('GET', `/embed/dashboards/${rotated.body.secret_token}`, { headers: ip })).status).toBe(404);
    expect((await app.request('GET', '/api/public/dashboards/unknown-token-unknown-token', { headers: ip })).status).toBe(404);
    expect((await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: editor.key })).body.is_shared).toBe(false);
  });

  it('serves the published snapshot only, never the draft', async () => {
    const table = await createVisualization({ type: 'TABLE', name: 'Snapshot table' });
    const dashboard = await createDashboard('Snapshot only');
    await addWidget(dashboard.id, { visualization_id: table.id });
    await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: editor.key });
    const token = (await app.request('POST', `/api/dashboards/${dashboard.slug}/share`, { key: editor.key })).body.secret_token;
    await addWidget(dashboard.id, { text: '<script>alert(1)</script> & "quotes"' });
    await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: editor.key });
    const escaped = await app.request('GET', `/public/dashboards/${token}`, { headers: { 'x-forwarded-for': '10.3.0.2' } });
    expect(escaped.body).not.toContain('<script>');
    expect(escaped.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    await addWidget(dashboard.id, { text: 'draft only text' });
    const open = await app.request('GET', `/api/public/dashboards/${token}`, { headers: { 'x-forwarded-for': '10.3.0.1' } });
    expect(open.body.widgets).toHaveLength(2);
    expect(JSON.stringify(open.body)).not.toContain('draft only text');
    const embed = await app.request('GET', `/embed/dashboards/${token}`, { headers: { 'x-forwarded-for': '10.3.0.1' } });
    expect(embed.status).toBe(200);
    expect(embed.body).not.toContain('draft only text');
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const one = await app.request('GET', `/embed/dashboards/${token}?widget=${open.body.widgets[0].id}`, {
      headers: { 'x-forwarded-for': '10.3.0.1' },
    });
    expect(one.status).toBe(200);
    expect(one.body.match(/<section class="widget"/g)).toHaveLength(1);
    expect(
      (await app.request('GET', `/embed/dashboards/${token}?widget=999999`, { headers: { 'x-forwarded-for': '10.3.0.1' } })).status,
    ).toBe(404);
    expect((await app.request('GET', `/embed/dashboards/${token}?widget=abc`, { headers: { 'x-forwarded-for': '10.3.0.1' } })).status).toBe(
      404,
    );
  });
});

describe('public rate limits', () => {
  it('answers 429 at the 31st request a minute from one IP while another IP is still served', async () => {
    const table = await createVisualization({ type: 'TABLE', name: 'Limited table' });
    const dashboard = await createDashboard('Limited');
    await addWidget(dashboard.id, { visualization_id: table.id });
    await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: editor.key });
    const token = (await app.request('POST', `/api/dashboards/${dashboard.slug}/share`, { key: editor.key })).body.secret_token;
    const busy = { 'x-forwarded-for': '10.9.9.9' };
    // One fixed minute, so that the window cannot roll over in the middle of the count.
    await withManualClock(new Date('2031-05-05T10:00:10Z'), async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1)
        statuses.push((await app.request('GET', `/api/public/dashboards/${token}`, { headers: busy })).status);
      expect(statuses.slice(0, 30)).toEqual(new Array(30).fill(200));
      expect(statuses[30]).toBe(429);
      const refused = await app.request('GET', `/public/dashboards/${token}`, { headers: busy });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeNull();
      const json429 = await app.request('GET', `/api/public/dashboards/${token}`, { headers: busy });
      expect(json429.body.code).toBe('rate_limited');
      expect((await app.request('GET', `/api/public/dashboards/${token}`, { headers: { 'x-forwarded-for': '10.9.9.10' } })).status).toBe(
        200,
      );
      // The embed limit is its own budget.
      expect((await app.request('GET', `/embed/dashboards/${token}`, { headers: busy })).status).toBe(200);
    });
  });
});

describe('error paths', () => {
  it('401 without credentials on every authenticated endpoint', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/dashboards'],
      ['POST', '/api/dashboards'],
      ['GET', '/api/dashboards/x'],
      ['POST', '/api/dashboards/x'],
      ['DELETE', '/api/dashboards/x'],
      ['POST', '/api/dashboards/x/publish'],
      ['POST', '/api/dashboards/x/share'],
      ['POST', '/api/dashboards/x/share/rotate'],
      ['DELETE', '/api/dashboards/x/share'],
      ['POST', '/api/dashboards/x/refresh'],
      ['GET', '/api/visualizations?query_id=1'],
      ['POST', '/api/visualizations'],
      ['GET', '/api/visualizations/1'],
      ['PUT', '/api/visualizations/1'],
      ['DELETE', '/api/visualizations/1'],
      ['POST', '/api/widgets'],
      ['PUT', '/api/widgets/1'],
      ['DELETE', '/api/widgets/1'],
    ];
    for (const [method, path] of paths) {
      const body = { name: 'x', query_id: 1, type: 'TABLE', dashboard_id: 1, text: 'x', width: 1 };
      const res = await app.request(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
    }
  });

  it('403 without the permission, 404 for what the caller cannot see', async () => {
    const table = await createVisualization({ type: 'TABLE', name: 'Guarded' });
    const dashboard = await createDashboard('Guarded');
    const widget = await addWidget(dashboard.id, { visualization_id: table.id });
    await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: editor.key });

    expect((await app.request('POST', '/api/dashboards', { key: viewer.key, body: { name: 'nope' } })).status).toBe(403);
    expect(
      (await app.request('POST', '/api/visualizations', { key: viewer.key, body: { query_id: sales.queryId, type: 'TABLE', name: 'x' } }))
        .status,
    ).toBe(403);
    expect((await app.request('PUT', `/api/visualizations/${table.id}`, { key: viewer.key, body: { name: 'x' } })).status).toBe(403);
    expect((await app.request('DELETE', `/api/visualizations/${table.id}`, { key: viewer.key })).status).toBe(403);
    expect((await app.request('PUT', `/api/dashboards/${dashboard.slug}`, { key: viewer.key, body: { name: 'x' } })).status).toBe(403);
    expect((await app.request('DELETE', `/api/dashboards/${dashboard.slug}`, { key: viewer.key })).status).toBe(403);
    expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: viewer.key })).status).toBe(403);
    expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/share`, { key: viewer.key })).status).toBe(403);
    expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/share/rotate`, { key: viewer.key })).status).toBe(403);
    expect((await app.request('DELETE', `/api/dashboards/${dashboard.slug}/share`, { key: viewer.key })).status).toBe(403);
    expect(
      (await app.request('POST', '/api/widgets', { key: viewer.key, body: { dashboard_id: dashboard.id, text: 'x', width: 1 } })).status,
    ).toBe(403);
    expect((await app.request('PUT', `/api/widgets/${widget.id}`, { key: viewer.key, body: { width: 2 } })).status).toBe(403);
    expect((await app.request('DELETE', `/api/widgets/${widget.id}`, { key: viewer.key })).status).toBe(403);

    // A creator without edit_dashboard edits only their own dashboards.
    const creator = await buildUser(app, { permissions: ['create_dashboard'] });
    const own = await createDashboard('Mine', creator.key);
    expect((await app.request('POST', `/api/dashboards/${own.slug}/publish`, { key: creator.key })).status).toBe(200);
    expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: creator.key })).status).toBe(403);

    const unpublished = await createDashboard('Hidden draft');
    for (const [method, path] of [
      ['GET', `/api/dashboards/${unpublished.slug}`],
      ['POST', `/api/dashboards/${unpublished.slug}/refresh`],
      ['POST', `/api/dashboards/${unpublished.slug}/publish`],
      ['POST', `/api/dashboards/${unpublished.slug}/share`],
      ['DELETE', `/api/dashboards/${unpublished.slug}`],
      ['GET', '/api/dashboards/no-such-dashboard'],
      ['GET', '/api/visualizations/999999'],
      ['PUT', '/api/visualizations/999999'],
      ['DELETE', '/api/widgets/999999'],
      ['PUT', '/api/widgets/999999'],
      ['GET', `/api/visualizations/${table.id}`],
    ] as const) {
      const key = path.startsWith('/api/visualizations/' + table.id) ? outsider.key : viewer.key;
      expect(
        (await app.request(method, path, { key, body: method === 'PUT' ? { name: 'x' } : undefined })).status,
        `${method} ${path}`,
      ).toBe(404);
    }
    expect(
      (await app.request('POST', '/api/widgets', { key: viewer.key, body: { dashboard_id: unpublished.id, text: 'x', width: 1 } })).status,
    ).toBe(404);
  });

  it('422 for invalid bodies, and nothing is written', async () => {
    const dashboard = await createDashboard('Validation');
    const bad: Record<string, unknown>[] = [
      { query_id: sales.queryId, type: 'PIE3D', name: 'x' },
      { query_id: sales.queryId, type: 'CHART', name: 'x', options: { globalSeriesType: 'donut', xColumn: 'month', yColumns: ['amount'] } },
      { query_id: sales.queryId, type: 'CHART', name: 'x', options: { globalSeriesType: 'line', yColumns: [] } },
      {
        query_id: sales.queryId,
        type: 'CHART',
        name: 'x',
        options: { globalSeriesType: 'pie', xColumn: 'month', yColumns: ['amount', 'region'] },
      },
      { query_id: sales.queryId, type: 'COUNTER', name: 'x', options: {} },
      { query_id: sales.queryId, type: 'COUNTER', name: 'x', options: { counterColName: 'amount', targetValue: 'ten' } },
      { query_id: sales.queryId, type: 'TABLE', name: '' },
      { query_id: sales.queryId, type: 'TABLE', name: 'x', options: [] },
      { query_id: 'one', type: 'TABLE', name: 'x' },
      { query_id: 999999, type: 'TABLE', name: 'x' },
      { type: 'TABLE', name: 'x' },
    ];
    for (const body of bad) {
      const res = await app.request('POST', '/api/visualizations', { key: editor.key, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    const chartError = await app.request('POST', '/api/visualizations', { key: editor.key, body: bad[1] });
    expect(chartError.body.errors[0].path).toBe('options.globalSeriesType');
    const { db } = await import('../../src/db.js');
    expect(await db.visualization.count({ where: { name: 'x' } })).toBe(0);

    const table = await createVisualization({ type: 'TABLE', name: 'Valid' });
    expect((await app.request('PUT', `/api/visualizations/${table.id}`, { key: editor.key, body: { type: 'COUNTER' } })).status).toBe(422);
    for (const body of [
      { dashboard_id: dashboard.id },
      { dashboard_id: dashboard.id, visualization_id: table.id, width: 7 },
      { dashboard_id: dashboard.id, visualization_id: table.id, width: 0 },
      { dashboard_id: dashboard.id, visualization_id: table.id, width: 4, options: { position: { col: 4, row: 0 } } },
      { dashboard_id: dashboard.id, visualization_id: 999999, width: 1 },
      { dashboard_id: dashboard.id, visualization_id: table.id, width: 'wide' },
    ]) {
      const res = await app.request('POST', '/api/widgets', { key: editor.key, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await app.request('POST', '/api/widgets', { key: editor.key, body: { dashboard_id: 999999, text: 'x', width: 1 } })).status,
    ).toBe(404);
    const placed = await addWidget(dashboard.id, { text: 'placed', width: 2, options: { position: { col: 2, row: 4 } } });
    for (const body of [{ options: 'wide' }, { options: [] }, { width: 9 }, { text: '' }, { options: { position: { col: 6, row: 0 } } }]) {
      const res = await app.request('PUT', `/api/widgets/${placed.id}`, { key: editor.key, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const resized = await app.request('PUT', `/api/widgets/${placed.id}`, { key: editor.key, body: { width: 3 } });
    expect(resized.status, JSON.stringify(resized.body)).toBe(200);
    expect(resized.body.options.position).toMatchObject({ col: 2, row: 4, sizeX: 3 });
    expect((await app.request('DELETE', `/api/widgets/${placed.id}`, { key: editor.key })).status).toBe(204);
    expect(await db.widget.count({ where: { dashboardId: dashboard.id } })).toBe(0);
    expect((await app.request('POST', '/api/dashboards', { key: editor.key, body: { name: '  ' } })).status).toBe(422);
    expect((await app.request('POST', '/api/dashboards', { key: editor.key, body: {} })).status).toBe(422);
    expect(
      (await app.request('POST', '/api/dashboards', { key: editor.key, raw: '{nope', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect((await app.request('GET', '/api/dashboards?page=0', { key: editor.key })).status).toBe(422);
    expect((await app.request('PUT', `/api/dashboards/${dashboard.slug}`, { key: editor.key, body: { name: '' } })).status).toBe(422);
  });
});
