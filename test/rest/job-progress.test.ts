import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgDataSource } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { runAdhoc, waitForJob } from '../helpers/jobs.js';
import { eventually } from '../helpers/eventually.js';

// Each row sleeps, so the cursor hands over a batch of rows about every second.
const SLOW_QUERY = 'SELECT g, pg_sleep(0.0005) AS slept FROM generate_series(1, 8000) g';

let app: TestApp;
let dataSourceId: number;

beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  await app?.stop();
});

interface JobBody {
  id: number;
  status: number;
  query_result_id: number | null;
  error: string | null;
  run_id: number | null;
  progress: { rows_fetched: number; elapsed_ms: number } | null;
}

const adhoc = async (query: string) => (await runAdhoc(app, dataSourceId, query)) as JobBody;

async function getJob(id: number): Promise<JobBody> {
  const res = await app.request('GET', `/api/jobs/${id}`, { key: app.admin.key });
  expect(res.status).toBe(200);
  return res.body.job;
}

describe('progress of a running job', () => {
  it('GET /api/jobs/{id} shows rows fetched so far growing while the job runs, then the total', async () => {
    const job = await adhoc(SLOW_QUERY);
    const first = await eventually(async () => {
      const now = await getJob(job.id);
      return now.status === 2 && now.progress && now.progress.rows_fetched > 0 ? now : null;
    });
    // The existing fields keep their shape.
    expect(Object.keys(first).sort()).toEqual(['error', 'id', 'progress', 'query_result_id', 'run_id', 'status']);
    expect(first.progress!.rows_fetched).toBeLessThan(8000);
    const later = await eventually(async () => {
      const now = await getJob(job.id);
      return now.status === 2 && now.progress!.rows_fetched > first.progress!.rows_fetched ? now : null;
    });
    expect(later.progress!.elapsed_ms).toBeGreaterThan(first.progress!.elapsed_ms);
    const done = await waitForJob(app, app.admin.key, job.id, 60_000);
    expect(done.status, done.error ?? '').toBe(3);
    const ended = await getJob(job.id);
    expect(ended.progress!.rows_fetched).toBe(8000);
    // Once ended the elapsed time stops growing: it reads the same after another job has run from start to end.
    const after = await adhoc('SELECT 1 AS after_the_end');
    expect((await waitForJob(app, app.admin.key, after.id)).status).toBe(3);
    expect((await getJob(job.id)).progress!.elapsed_ms).toBe(ended.progress!.elapsed_ms);
  }, 90_000);

  it('a queued job has no progress yet; a job unknown to the caller is 404, without a key 401', async () => {
    const res = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, query: 'SELECT 1 AS quick', max_age: 0 },
    });
    const job = res.body.job as JobBody;
    expect(job).toHaveProperty('progress');
    if (job.status === 1) expect(job.progress).toBeNull();
    expect((await app.request('GET', '/api/jobs/999999', { key: app.admin.key })).status).toBe(404);
    expect((await app.request('GET', `/api/jobs/${job.id}`)).status).toBe(401);
    await waitForJob(app, app.admin.key, job.id);
  });

  it('the jobStatus subscription pushes progress while the job runs', async () => {
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Key ${app.admin.key}` },
    });
    const job = await adhoc(SLOW_QUERY.replace('8000', '6000'));
    const seen: { status: number; rows: number | null }[] = [];
    await new Promise<void>((done, fail) => {
      client.subscribe<{ jobStatus: { status: number; progress: { rowsFetched: number; elapsedMs: number } | null } }>(
        {
          query: 'subscription($id: ID!) { jobStatus(id: $id) { status progress { rowsFetched elapsedMs } } }',
          variables: { id: gid('Job', job.id) },
        },
        {
          next: ({ data, errors }) => {
            if (errors) fail(new Error(JSON.stringify(errors)));
            if (data) seen.push({ status: data.jobStatus.status, rows: data.jobStatus.progress?.rowsFetched ?? null });
          },
          error: fail,
          complete: done,
        },
      );
    });
    await client.dispose();
    const running = seen.filter((s) => s.status === 2 && s.rows !== null && s.rows > 0).map((s) => s.rows!);
    expect(running.length, JSON.stringify(seen)).toBeGreaterThanOrEqual(2);
    expect(running).toEqual([...running].sort((a, b) => a - b));
    expect(running[0]).toBeLessThan(6000);
    expect(seen.at(-1)).toEqual({ status: 3, rows: 6000 });
  }, 90_000);
});
