import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitForJob } from '../helpers/jobs.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let dataSourceId: number;
beforeAll(async () => {
  app = await startTestApp({ env: { RESULT_MAX_ROWS: '2500', RESULT_MAX_BYTES: '200000' } });
  dataSourceId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  await app?.stop();
});

async function run(query: string) {
  const res = await app.request('POST', '/api/query_results', {
    key: app.admin.key,
    body: { data_source_id: dataSourceId, query, max_age: 0 },
  });
  expect(res.status).toBe(200);
  return waitForJob(app, app.admin.key, res.body.job.id);
}

describe('result limits', () => {
  it('a result over RESULT_MAX_ROWS ends the job at 4 with a clear error and stores nothing', async () => {
    const job = await run('SELECT g FROM generate_series(1, 10000) g');
    expect(job.status).toBe(4);
    expect(job.error).toMatch(/more than 2500 rows \(RESULT_MAX_ROWS\)/);
    expect(job.query_result_id).toBeNull();
    const ok = await run('SELECT g FROM generate_series(1, 2000) g');
    expect(ok.status).toBe(3);
  });

  it('the row limit also ends a MariaDB run at 4 (the abandoned statement does not hang the worker)', async () => {
    const maria = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'maria', type: 'mysql', options: { host: '127.0.0.1', port: 3306, user: 'root', dbname: 'test' } },
    });
    const res = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: maria.body.id, query: 'SELECT seq FROM seq_1_to_100000', max_age: 0 },
    });
    const job = await waitForJob(app, app.admin.key, res.body.job.id);
    expect(job.status).toBe(4);
    expect(job.error).toMatch(/RESULT_MAX_ROWS/);
    const after = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: maria.body.id, query: 'SELECT 1 AS still_working', max_age: 0 },
    });
    expect((await waitForJob(app, app.admin.key, after.body.job.id)).status).toBe(3);
  });

  it('a result over RESULT_MAX_BYTES ends the job at 4', async () => {
    const job = await run("SELECT repeat('x', 1000) AS wide FROM generate_series(1, 500)");
    expect(job.status).toBe(4);
    expect(job.error).toMatch(/RESULT_MAX_BYTES/);
  });

  it('cancelling needs execute_query', async () => {
    const res = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, query: 'SELECT pg_sleep(3) AS slow_cancel', max_age: 0 },
    });
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('GET', `/api/jobs/${res.body.job.id}`, { key: viewer.key })).status).toBe(200);
    expect((await app.request('DELETE', `/api/jobs/${res.body.job.id}`, { key: viewer.key })).status).toBe(403);
    expect((await app.request('DELETE', `/api/jobs/${res.body.job.id}`, { key: app.admin.key })).status).toBe(200);
  });
});
