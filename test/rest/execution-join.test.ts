import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitForJob } from '../helpers/jobs.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// An execution request takes the key's lock and joins the active identical job in one statement
// (src/domain/execution/request-execution.ts): concurrent identical requests share one job.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('execution requests', () => {
  it('12 concurrent identical requests share one job; a different text gets its own', async () => {
    const source = await buildPgDataSource(app);
    const query = `SELECT pg_sleep(0.3), ${Date.now()} AS marker`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.request('POST', '/api/query_results', { key: app.admin.key, body: { data_source_id: source.id, query, max_age: 0 } }),
      ),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = new Set(answers.map((answer) => (answer.body as { job: { id: number } }).job.id));
    expect(ids.size).toBe(1);
    const other = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: source.id, query: `${query}, 1 AS other`, max_age: 0 },
    });
    expect((other.body as { job: { id: number } }).job.id).not.toBe([...ids][0]);
    const done = await waitForJob(app, app.admin.key, [...ids][0]);
    expect(done).toMatchObject({ status: 3 });
    // Once it ended, the same text is a new job.
    const again = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: source.id, query, max_age: 0 },
    });
    expect((again.body as { job: { id: number } }).job.id).toBeGreaterThan([...ids][0]);
  });

  it('a run gets a job of its own while the identical ad-hoc job is active, and the ad-hoc request after it still joins', async () => {
    const source = await buildPgDataSource(app);
    const text = `SELECT pg_sleep(0.3), ${Date.now()} AS run_marker`;
    const saved = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: { name: 'Joined or not', data_source_id: source.id, query: text },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const adHoc = async () =>
      app.request('POST', '/api/query_results', { key: app.admin.key, body: { data_source_id: source.id, query: text, max_age: 0 } });
    const first = await adHoc();
    const firstJob = (first.body as { job: { id: number } }).job.id;
    const run = await app.request('POST', `/api/queries/${(saved.body as { id: number }).id}/run`, { key: app.admin.key, body: {} });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const runJob = (run.body as { job: { id: number } }).job.id;
    expect(runJob).not.toBe(firstJob);
    const second = await adHoc();
    expect((second.body as { job: { id: number } }).job.id).toBe(firstJob);
    const [doneFirst, doneRun] = await Promise.all([waitForJob(app, app.admin.key, firstJob), waitForJob(app, app.admin.key, runJob)]);
    expect(doneFirst).toMatchObject({ status: 3, run_id: null });
    expect(doneRun.status).toBe(3);
    expect(doneRun.run_id).not.toBeNull();
  });
});
