import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { runAdhoc, waitForJob } from '../helpers/jobs.js';
import { JobStatus } from '../../src/domain/jobs/job-status.js';

// The source queries run on a pg connector pointed at the test server, which also holds
// Overlook's metadata database (refused by default).
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let pgId: number;
let resultsId: number;
let regions: { id: number };
let sales: { id: number };
let draft: { id: number };
let analyst: { key: string; id: number };

async function refreshed(queryId: number, key = app.admin.key) {
  const res = await app.request('POST', `/api/queries/${queryId}/refresh`, { key, body: { max_age: 0 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const job = await waitForJob(app, key, res.body.job.id);
  expect(job.status, job.error ?? '').toBe(JobStatus.Finished);
  return job;
}

async function published(query: { id: number; working_version: number }) {
  const res = await app.request('POST', `/api/queries/${query.id}/publish`, {
    key: app.admin.key,
    body: { expected_version: query.working_version },
  });
  expect(res.status).toBe(200);
  return query;
}

beforeAll(async () => {
  app = await startTestApp();
  pgId = (await buildPgDataSource(app)).id;
  const created = await app.request('POST', '/api/data_sources', {
    key: app.admin.key,
    body: { name: 'Query Results', type: 'results', options: {} },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  resultsId = created.body.id;
  regions = await published(
    await buildQuery(app, {
      dataSourceId: pgId,
      name: 'Regions',
      query: "SELECT * FROM (VALUES (1, 'north'), (2, 'south'), (3, 'east')) AS t(region_id, region)",
    }),
  );
  sales = await published(
    await buildQuery(app, {
      dataSourceId: pgId,
      name: 'Sales',
      query:
        "SELECT * FROM (VALUES (1, 10.5, DATE '2026-01-01'), (1, 4.5, DATE '2026-01-02'), (2, 7, DATE '2026-01-01')) AS t(region_id, amount, day)",
    }),
  );
  // The admin's own draft, never published: other users do not see it.
  draft = await buildQuery(app, { dataSourceId: pgId, name: 'Draft', query: 'SELECT 42 AS secret' });
  for (const query of [regions, sales, draft]) await refreshed(query.id);
  analyst = await buildUser(app, { permissions: ['view_query', 'execute_query', 'create_query'] });
});
afterAll(async () => {
  await app?.stop();
});

const JOIN = (a: number, b: number) => `SELECT r.region, sum(s.amount) AS total, count(*) AS days, min(s.day) AS first_day
  FROM query_${a} r JOIN query_${b} s USING (region_id) GROUP BY r.region ORDER BY r.region`;

describe('Query Results data source', () => {
  it('joins two queries’ latest results, ad hoc and as a saved query refreshed like any other', async () => {
    const job = await waitForJob(app, analyst.key, (await runAdhoc(app, resultsId, JOIN(regions.id, sales.id), analyst.key)).id);
    expect(job.status, job.error ?? '').toBe(JobStatus.Finished);
    const result = (await app.request('GET', `/api/query_results/${job.query_result_id}`, { key: analyst.key })).body.query_result;
    expect(result.data.rows).toEqual([
      { region: 'north', total: 15, days: 2, first_day: '2026-01-01' },
      { region: 'south', total: 7, days: 1, first_day: '2026-01-01' },
    ]);
    expect(result.data.columns.map((c: { name: string; type: string }) => [c.name, c.type])).toEqual([
      ['region', 'string'],
      ['total', 'float'],
      ['days', 'integer'],
      ['first_day', 'date'],
    ]);

    const saved = await buildQuery(app, {
      dataSourceId: resultsId,
      name: 'Sales by region',
      query: JOIN(regions.id, sales.id),
      key: analyst.key,
    });
    const refresh = await refreshed(saved.id, analyst.key);
    const latest = await app.request('GET', `/api/query_results/${refresh.query_result_id}`, { key: analyst.key });
    expect(latest.body.query_result.data.rows).toHaveLength(2);
  });

  it('refuses a query naming one the caller cannot read, as the query itself answers (404)', async () => {
    // The analyst does not see the admin's draft: the query itself is 404 for them...
    expect((await app.request('GET', `/api/queries/${draft.id}`, { key: analyst.key })).status).toBe(404);
    // ...and so is SQL over its result, and nothing is enqueued.
    const refused = await app.request('POST', '/api/query_results', {
      key: analyst.key,
      body: { data_source_id: resultsId, query: `SELECT * FROM query_${draft.id} JOIN query_${regions.id} ON true`, max_age: 0 },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('not_found');
    const missing = await app.request('POST', '/api/query_results', {
      key: analyst.key,
      body: { data_source_id: resultsId, query: 'SELECT * FROM query_987654', max_age: 0 },
    });
    expect(missing.status).toBe(404);
    // The admin, who reads the draft, gets its rows.
    const job = await waitForJob(app, app.admin.key, (await runAdhoc(app, resultsId, `SELECT secret FROM query_${draft.id}`)).id);
    expect(job.status, job.error ?? '').toBe(JobStatus.Finished);
    const result = await app.request('GET', `/api/query_results/${job.query_result_id}`, { key: app.admin.key });
    expect(result.body.query_result.data.rows).toEqual([{ secret: 42 }]);
  });

  it('checks again when the worker runs the job, as the job’s user', async () => {
    // The worker's side (src/domain/execution/referenced-results.ts): a job that waited in the queue
    // is refused the queries its user can no longer read; a user-less (scheduled) job reads its
    // organization's queries only.
    const { referencedResults } = await import('../../src/domain/execution/referenced-results.js');
    await expect(referencedResults(app.admin.orgId, analyst.id, [regions.id, draft.id])).rejects.toMatchObject({
      extensions: { code: 'not_found' },
    });
    expect((await referencedResults(app.admin.orgId, app.admin.userId, [draft.id])).map((t) => t.name)).toEqual([`query_${draft.id}`]);
    expect((await referencedResults(app.admin.orgId, null, [regions.id, draft.id])).map((t) => t.name)).toHaveLength(2);
    await expect(referencedResults(app.admin.orgId + 1000, null, [regions.id])).rejects.toThrow(`query_${regions.id}: no such query`);
  });

  it('a monitor on a Query Results query checks it like any other (dry run)', async () => {
    const saved = await published(await buildQuery(app, { dataSourceId: resultsId, name: 'Totals', query: JOIN(regions.id, sales.id) }));
    const monitor = await buildMonitor(app, { queryId: saved.id, options: { column: 'total', op: '>', value: 10 } });
    const res = await app.request('POST', `/api/monitors/${monitor.id}/dry_run`, { key: app.admin.key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ job_status: JobStatus.Finished, value: 15, met: true, error: null, to_state: 'triggered' });
  });

  it('fails the job with a message when a named query has no result yet', async () => {
    const fresh = await buildQuery(app, { dataSourceId: pgId, name: 'Never run', query: 'SELECT 1 AS one' });
    const job = await waitForJob(app, app.admin.key, (await runAdhoc(app, resultsId, `SELECT * FROM query_${fresh.id}`)).id);
    expect(job.status).toBe(JobStatus.Failed);
    expect(job.error).toMatch(new RegExp(`query_${fresh.id} has no result yet`));
  });
});
