import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource } from '../factories.js';
import { CLI } from '../helpers/process.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { runAdhoc, waitForJob } from '../helpers/jobs.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// This app only serves HTTP: every job is worked by a separate `overlook worker` process.
let app: TestApp;
let dataSourceId: number;
const workers: ChildProcess[] = [];

function startWorker(databaseUrl: string): ChildProcess {
  const child = spawn(process.execPath, [...CLI, 'worker'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: process.env.WORKER_LOG_LEVEL ?? 'silent', JOB_STALE_AFTER_SECS: '10' },
    detached: true,
    stdio: ['ignore', 'ignore', process.env.WORKER_LOG_LEVEL ? 'inherit' : 'ignore'],
  });
  workers.push(child);
  return child;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

beforeAll(async () => {
  app = await startTestApp({ role: 'serve', env: { JOB_STALE_AFTER_SECS: '10' } });
  dataSourceId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  for (const child of workers) killGroup(child, 'SIGKILL');
  await app?.stop();
});

const adhoc = (query: string) => runAdhoc(app, dataSourceId, query);

describe('jobs worked by another process', () => {
  it('a queued job whose graphile job was lost (its worker died before starting it) ends at 4', async () => {
    const job = await adhoc('SELECT 1 AS lost_before_start');
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    await client.query(`SELECT graphile_worker.remove_job('execute_query:' || $1::text)`, [job.id]);
    await client.query(`UPDATE jobs SET created_at = now() - interval '1 minute' WHERE id = $1`, [job.id]);
    await client.end();
    const done = await waitForJob(app, app.admin.key, job.id);
    expect(done.status).toBe(4);
    expect(done.error).toMatch(/stopped before starting it/);
  });

  it('a job stays queued (1) while no worker runs, then a worker process finishes it', async () => {
    const job = await adhoc('SELECT 1 AS worked_elsewhere');
    expect((await app.request('GET', `/api/jobs/${job.id}`, { key: app.admin.key })).body.job.status).toBe(1);
    startWorker(app.databaseUrl);
    const done = await waitForJob(app, app.admin.key, job.id, 60_000);
    expect(done.status, done.error ?? '').toBe(3);
  }, 90_000);

  it('jobStatus pushes each change over graphql-ws, from the worker process', async () => {
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Key ${app.admin.key}` },
    });
    const job = await adhoc('SELECT pg_sleep(1.5) AS watched');
    const statuses: number[] = [];
    await new Promise<void>((done, fail) => {
      client.subscribe<{ jobStatus: { id: number; status: number; queryResultId: number | null } }>(
        {
          query: 'subscription($id: ID!) { jobStatus(id: $id) { id: databaseId status queryResultId } }',
          variables: { id: gid('Job', job.id) },
        },
        {
          next: (message) => {
            if (message.errors) fail(new Error(JSON.stringify(message.errors)));
            statuses.push(message.data!.jobStatus.status);
          },
          error: fail,
          complete: done,
        },
      );
    });
    await client.dispose();
    expect(statuses.at(-1)).toBe(3);
    expect(statuses).toContain(2);
    expect([...statuses].sort()).toEqual(statuses);
  }, 150_000);

  it('a worker killed with SIGKILL mid-run: its job ends at 4 within the bound', async () => {
    for (const child of workers) killGroup(child, 'SIGKILL');
    const victim = startWorker(app.databaseUrl);
    const job = await adhoc('SELECT pg_sleep(20) AS doomed');
    // A worker process takes a while to start (tsx compiles on the fly); the job waits at 1.
    await eventually(async () => (await app.request('GET', `/api/jobs/${job.id}`, { key: app.admin.key })).body.job.status === 2, 90_000);
    killGroup(victim, 'SIGKILL');
    // JOB_STALE_AFTER_SECS is 10 here; polling reaps a stale job on read.
    const done = await waitForJob(app, app.admin.key, job.id, 30_000);
    expect(done.status).toBe(4);
    expect(done.error).toMatch(/stopped responding/);
  }, 150_000);
});
