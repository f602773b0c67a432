import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN_URL } from '../helpers/databases.js';
import { eventually } from '../helpers/eventually.js';
import { runAdhoc, waitForJob } from '../helpers/jobs.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// The worker keeps target connections per data source between jobs (src/connectors/pool.ts).
// Every job here runs through the real API and worker against real PostgreSQL; which backend
// served a job is its pg_backend_pid().

let app: TestApp;
let admin: pg.Client;
let counter = 0;

beforeAll(async () => {
  app = await startTestApp({ env: { JOB_STALE_AFTER_SECS: '60' } });
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await app?.stop();
});

type Row = Record<string, unknown>;

/** Runs `select` (a list of select items) as a job and answers its one row; fails the test unless the job finished. */
async function job(dataSourceId: number, select: string): Promise<Row> {
  counter += 1;
  const queued = await runAdhoc(app, dataSourceId, `SELECT ${select}, ${counter} AS job_no`);
  const done = await waitForJob(app, app.admin.key, queued.id);
  expect(done, JSON.stringify(done)).toMatchObject({ status: 3 });
  const res = await app.request('GET', `/api/query_results/${done.query_result_id}`, { key: app.admin.key });
  return res.body.query_result.data.rows[0] as Row;
}

const pidOf = async (dataSourceId: number) => (await job(dataSourceId, 'pg_backend_pid() AS pid')).pid as number;

async function alive(pid: number): Promise<boolean> {
  return (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 1;
}

describe('pooled target connections', () => {
  it('two consecutive jobs on one data source run on one backend', async () => {
    const source = await buildPgDataSource(app);
    const first = await pidOf(source.id);
    const second = await pidOf(source.id);
    expect(second).toBe(first);
    // Another data source never gets this one's connection.
    const other = await buildPgDataSource(app);
    expect(await pidOf(other.id)).not.toBe(first);
  });

  it("a job's session settings do not reach the next job on the same backend", async () => {
    const source = await buildPgDataSource(app);
    const before = await job(
      source.id,
      "pg_backend_pid() AS pid, current_setting('search_path') AS path, current_setting('statement_timeout') AS timeout",
    );
    expect(before.timeout).toBe('5min');
    const setter = await job(
      source.id,
      "pg_backend_pid() AS pid, set_config('search_path', 'leaked', false) AS path, set_config('statement_timeout', '1234', false) AS timeout",
    );
    expect(setter).toMatchObject({ pid: before.pid, path: 'leaked', timeout: '1234ms' });
    const after = await job(
      source.id,
      "pg_backend_pid() AS pid, current_setting('search_path') AS path, current_setting('statement_timeout') AS timeout",
    );
    expect(after).toMatchObject({ pid: before.pid, path: before.path, timeout: '5min' });
  });

  it("changing the data source's options opens a new connection and closes the old one", async () => {
    const source = await buildPgDataSource(app);
    const first = await pidOf(source.id);
    const update = await app.request('POST', `/api/data_sources/${source.id}`, {
      key: app.admin.key,
      body: {
        options: {
          host: '127.0.0.1',
          port: 5432,
          user: 'postgres',
          password: 'unused-secret',
          dbname: 'postgres',
          statement_timeout_ms: 60_000,
        },
      },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const after = await job(source.id, "pg_backend_pid() AS pid, current_setting('statement_timeout') AS timeout");
    expect(after.pid).not.toBe(first);
    expect(after.timeout).toBe('1min');
    await eventually(async () => !(await alive(first)), 10_000);
    expect(await pidOf(source.id)).toBe(after.pid);
  });

  it("a cancelled job's connection is closed, not given to the next job", async () => {
    const source = await buildPgDataSource(app);
    const marker = `pool_cancel_${Date.now()}`;
    const queued = await runAdhoc(app, source.id, `SELECT pg_sleep(30) AS ${marker}`);
    const running = await eventually(async () => {
      const { rows } = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1", [
        `%${marker}%`,
      ]);
      return rows[0]?.pid;
    });
    const cancelled = await app.request('DELETE', `/api/jobs/${queued.id}`, { key: app.admin.key });
    expect(cancelled.status).toBe(200);
    await eventually(async () => !(await alive(running)), 10_000);
    expect(await pidOf(source.id)).not.toBe(running);
  });

  it("a failed job's connection is closed, not given to the next job", async () => {
    const source = await buildPgDataSource(app);
    const pooled = await pidOf(source.id);
    const queued = await runAdhoc(app, source.id, 'SELECT 1 / (pg_backend_pid() - pg_backend_pid()) AS boom');
    const failed = await waitForJob(app, app.admin.key, queued.id);
    expect(failed).toMatchObject({ status: 4, error: 'division by zero' });
    await eventually(async () => !(await alive(pooled)), 10_000);
    expect(await pidOf(source.id)).not.toBe(pooled);
  });

  it('a pooled backend terminated while idle does not crash the process, and the next job succeeds on a new one', async () => {
    const source = await buildPgDataSource(app);
    const pooled = await pidOf(source.id);
    const { rows } = await admin.query<{ done: boolean }>('SELECT pg_terminate_backend($1) AS done', [pooled]);
    expect(rows[0].done).toBe(true);
    const next = await pidOf(source.id);
    expect(next).not.toBe(pooled);
    expect(await pidOf(source.id)).toBe(next);
  });
});
