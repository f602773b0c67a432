import { DuckDBInstance } from '@duckdb/node-api';
import { mkdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildQuery } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitForJob } from '../helpers/jobs.js';
import { JobStatus } from '../../src/domain/jobs/job-status.js';

// DuckDB data sources of this file may read files in this one folder, set before the app reads its
// configuration; and results stop at 1000 rows, to see the limit end a DuckDB run.
const ALLOWED = vi.hoisted(() => {
  const folder = `/tmp/overlook-duckdb-dashboard-${process.pid}`;
  process.env.DUCKDB_ALLOWED_DIRECTORIES = folder;
  process.env.RESULT_MAX_ROWS = '1000';
  return folder;
});
const PARQUET = `${ALLOWED}/orders.parquet`;

let app: TestApp;

beforeAll(async () => {
  mkdirSync(ALLOWED, { recursive: true });
  // The operator's file, written by DuckDB itself: 90 days of orders in three regions.
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (
      SELECT DATE '2026-01-01' + (i % 90)::INTEGER AS day, ['north', 'south', 'east'][1 + i % 3] AS region, (i % 17) * 2.5 + 10 AS amount
      FROM range(3000) t(i)
    ) TO '${PARQUET}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
  rmSync(ALLOWED, { recursive: true, force: true });
});

describe('a dashboard on DuckDB over a Parquet file', () => {
  it('runs the query on the file, charts it, and serves the dashboard on its public link', async () => {
    const source = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'Files', type: 'duckdb', options: {} },
    });
    expect(source.status, JSON.stringify(source.body)).toBe(201);
    const query = await buildQuery(app, {
      dataSourceId: source.body.id,
      name: 'Orders by region',
      query: `SELECT region, count(*) AS orders, sum(amount) AS revenue FROM '${PARQUET}' GROUP BY region ORDER BY region`,
    });
    const published = await app.request('POST', `/api/queries/${query.id}/publish`, {
      key: app.admin.key,
      body: { expected_version: query.working_version },
    });
    expect(published.status).toBe(200);
    const refresh = await app.request('POST', `/api/queries/${query.id}/refresh`, { key: app.admin.key, body: { max_age: 0 } });
    expect(refresh.status).toBe(200);
    const job = await waitForJob(app, app.admin.key, refresh.body.job.id);
    expect(job.status, job.error ?? '').toBe(JobStatus.Finished);

    const chart = await app.request('POST', '/api/visualizations', {
      key: app.admin.key,
      body: {
        query_id: query.id,
        type: 'CHART',
        name: 'Revenue',
        options: { globalSeriesType: 'column', xColumn: 'region', yColumns: ['revenue'] },
      },
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(201);
    const dashboard = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Parquet orders' } });
    expect(dashboard.status).toBe(201);
    const widget = await app.request('POST', '/api/widgets', {
      key: app.admin.key,
      body: { dashboard_id: dashboard.body.id, visualization_id: chart.body.id, width: 6 },
    });
    expect(widget.status).toBe(201);
    expect(widget.body.result.data.rows).toEqual([
      { region: 'east', orders: 1000, revenue: expect.any(Number) },
      { region: 'north', orders: 1000, revenue: expect.any(Number) },
      { region: 'south', orders: 1000, revenue: expect.any(Number) },
    ]);
    expect((await app.request('POST', `/api/dashboards/${dashboard.body.slug}/publish`, { key: app.admin.key })).status).toBe(200);
    const share = await app.request('POST', `/api/dashboards/${dashboard.body.slug}/share`, { key: app.admin.key });
    expect(share.status).toBe(200);
    const open = await app.request('GET', `/api/public/dashboards/${share.body.secret_token}`, {});
    expect(open.status).toBe(200);
    expect(open.body.widgets[0].result.data.rows.map((r: { region: string }) => r.region)).toEqual(['east', 'north', 'south']);
    const html = await app.request('GET', `/public/dashboards/${share.body.secret_token}`);
    expect(html.status).toBe(200);
    expect(html.body).toContain('<svg');
  });

  it('fails a query reading a file outside the allowed folders, with DuckDB’s message', async () => {
    const source = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'Files 2', type: 'duckdb', options: {} },
    });
    const res = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: source.body.id, query: "SELECT * FROM read_csv('/etc/passwd')", max_age: 0 },
    });
    expect(res.status).toBe(200);
    const job = await waitForJob(app, app.admin.key, res.body.job.id);
    expect(job.status).toBe(JobStatus.Failed);
    expect(job.error).toMatch(/disabled by configuration/);
  });

  it('ends a run past RESULT_MAX_ROWS with the limit’s message', async () => {
    const source = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'Files 3', type: 'duckdb', options: {} },
    });
    const res = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: source.body.id, query: 'SELECT i FROM range(1000000000) t(i)', max_age: 0 },
    });
    const job = await waitForJob(app, app.admin.key, res.body.job.id);
    expect(job.status).toBe(JobStatus.Failed);
    expect(job.error).toMatch(/more than 1000 rows \(RESULT_MAX_ROWS\)/);
  });
});
