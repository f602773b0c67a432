import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { eventually } from '../helpers/eventually.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const ADD =
  'mutation { addSampleData { ... on SampleData { dataSourceId queryIds dashboardId dashboardSlug monitorId } ... on UserError { code } } }';

describe('sample data (addSampleData, the first-run page)', () => {
  it('is refused to anyone but an admin', async () => {
    const anonymous = await app.request('POST', '/graphql', { body: { query: ADD } });
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthenticated');
    const editor = await buildUser(app, {
      permissions: ['view_query', 'create_query', 'edit_query', 'create_dashboard', 'create_data_source'],
    });
    const refused = await app.graphql(ADD, {}, editor.key);
    expect(refused.data.addSampleData.code).toBe('forbidden');
    const sources = await app.request('GET', '/api/data_sources', { key: app.admin.key });
    expect(sources.body.map((s: { name: string }) => s.name)).not.toContain('Sample data');
  });

  it('adds a generated DuckDB source, published queries, a dashboard that renders on its public page, and a disabled monitor', async () => {
    const started = performance.now();
    const added = await app.graphql(ADD);
    // Generation (under 5 s: test/domain/sample-data-generate.test.ts) and every row set up, in one
    // request; bounded loosely here, the host being shared.
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(added.errors).toBeUndefined();
    const sample = added.data.addSampleData;
    expect(sample.queryIds).toHaveLength(3);

    const source = await app.request('GET', `/api/data_sources/${sample.dataSourceId}`, { key: app.admin.key });
    expect(source.body).toMatchObject({ name: 'Sample data', type: 'duckdb' });
    const schema = await app.request('GET', `/api/data_sources/${sample.dataSourceId}/schema`, { key: app.admin.key });
    expect(schema.status).toBe(200);
    const tables = (schema.body.schema ?? schema.body).map((t: { name: string }) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['customers', 'products', 'orders', 'web_events']));

    // The queries are published and their first run fills them (the worker of this app).
    for (const id of sample.queryIds) {
      const query = await eventually(
        async () => (await app.request('GET', `/api/queries/${id}`, { key: app.admin.key })).body,
        (q) => q.latest_query_data_id !== null,
      );
      expect(query.is_draft).toBe(false);
    }

    const share = await app.request('POST', `/api/dashboards/${sample.dashboardSlug}/share`, { key: app.admin.key });
    expect(share.status).toBe(200);
    const open = await app.request('GET', `/api/public/dashboards/${share.body.secret_token}`);
    expect(open.status).toBe(200);
    expect(open.body.name).toBe('Sample dashboard');
    const widgets = open.body.widgets as {
      text: string | null;
      visualization?: { type: string };
      result?: { data: { rows: unknown[] } };
    }[];
    expect(widgets.map((w) => w.visualization?.type ?? 'TEXT').sort()).toEqual(['CHART', 'COUNTER', 'TABLE', 'TEXT']);
    for (const widget of widgets.filter((w) => w.visualization)) expect(widget.result!.data.rows.length).toBeGreaterThan(0);
    const chart = widgets.find((w) => w.visualization?.type === 'CHART')!;
    // Two years of months (the first and the current one partial).
    expect(chart.result!.data.rows.length).toBeGreaterThanOrEqual(24);
    expect(widgets.find((w) => !w.visualization)!.text).toContain('Sample data');
    const html = await app.request('GET', `/public/dashboards/${share.body.secret_token}`);
    expect(html.status).toBe(200);
    expect(html.body).toContain('<svg');
    expect(html.body).toContain('Top products');

    const monitor = await app.request('GET', `/api/monitors/${sample.monitorId}`, { key: app.admin.key });
    expect(monitor.body.muted).toBe(true);
    const schedules = await app.request('GET', `/api/schedules?entity_type=monitor&entity_id=${sample.monitorId}`, { key: app.admin.key });
    expect(schedules.body.results.map((s: { enabled: boolean }) => s.enabled)).toEqual([false]);
  });

  it('answers 409 when the organization has it already', async () => {
    const again = await app.graphql(ADD);
    expect(again.data.addSampleData.code).toBe('sample_data_exists');
  });
});
