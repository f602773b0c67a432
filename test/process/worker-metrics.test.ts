import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { cloneTemplate, dropDatabase, urlFor } from '../helpers/databases.js';
import { spawnOverlook, type ServiceProcess } from '../helpers/process.js';

// /metrics refuses a client that a trusted reverse proxy says is elsewhere: the test's requests
// come from 127.0.0.1, which plays that proxy (production trusts no proxy unless told to).
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '127.0.0.1';
});

const TOKEN = 'worker-metrics-token-0123456789';
let database: string;
const running: ServiceProcess[] = [];
const env = (extra: Record<string, string | undefined> = {}) => ({
  DATABASE_URL: urlFor(database),
  SECRET_KEY: process.env.SECRET_KEY,
  METRICS_TOKEN: undefined,
  HOST: '127.0.0.1',
  ...extra,
});

beforeAll(async () => {
  database = await cloneTemplate(inject('templateDatabase'));
});
afterAll(async () => {
  for (const service of running) await service.stop();
  await dropDatabase(database);
});

/** `overlook worker` as its own process; resolves with the port its /metrics listens on (if any). */
async function startWorker(extra: Record<string, string | undefined>): Promise<{ service: ServiceProcess; metricsPort?: number }> {
  const service = spawnOverlook(['worker'], env(extra));
  running.push(service);
  const started = JSON.parse(await service.waitForLog(/overlook started/)) as { role: string; metricsPort?: number };
  expect(started.role).toBe('worker');
  return { service, metricsPort: started.metricsPort };
}

// The three tests start workers of their own on the one database and change nothing another reads: they
// run at the same time, so the file waits on one worker start rather than four in a row.
describe.concurrent('overlook worker serves /metrics on WORKER_METRICS_PORT', () => {
  it('answers the local network with the process and database figures; refuses a forwarded outside client; 404 elsewhere', async () => {
    // A graphile-worker job due in an hour: the queue gauge must count it as scheduled.
    const client = new pg.Client({ connectionString: urlFor(database) });
    await client.connect();
    try {
      await client.query(`SELECT graphile_worker.add_job('metrics_probe', '{}'::json, run_at := now() + interval '1 hour')`);
    } finally {
      await client.end();
    }
    const { metricsPort } = await startWorker({ WORKER_METRICS_PORT: '0' });
    expect(metricsPort).toBeGreaterThan(0);
    const url = `http://127.0.0.1:${metricsPort}`;

    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    // This process's own pools, the jobs table by status, the worker queue, deliveries, schedules.
    expect(text).toMatch(/^overlook_db_pool_connections\{pool="main",state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^overlook_jobs\{status="pending"\} 0$/m);
    expect(text).toMatch(/^overlook_worker_queue_jobs\{task="metrics_probe",state="scheduled"\} 1$/m);
    expect(text).toMatch(/^overlook_deliveries\{state="failed"\} 0$/m);
    expect(text).toMatch(/^overlook_schedule_fire_lag_seconds\{stat="max"\} /m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);

    const outside = await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(outside.status).toBe(403);
    expect(await outside.json()).toMatchObject({ code: 'forbidden' });

    const elsewhere = await fetch(`${url}/api/queries`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ code: 'not_found' });
  });

  it('with METRICS_TOKEN, only the Bearer token opens it; without WORKER_METRICS_PORT nothing listens', async () => {
    const { metricsPort } = await startWorker({ WORKER_METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    const url = `http://127.0.0.1:${metricsPort}/metrics`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token-0123456789abc' } })).status).toBe(401);
    const allowed = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toMatch(/^overlook_jobs\{status="pending"\} 0$/m);

    const plain = await startWorker({ WORKER_METRICS_PORT: undefined });
    expect(plain.metricsPort).toBeUndefined();
  });

  it('a WORKER_METRICS_PORT in use fails the start with one line and exit 1', async () => {
    const holder = createServer();
    holder.listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const busy = (holder.address() as AddressInfo).port;
    try {
      const service = spawnOverlook(['worker'], env({ WORKER_METRICS_PORT: String(busy) }));
      running.push(service);
      const [code] = service.child.exitCode === null ? await once(service.child, 'exit') : [service.child.exitCode];
      expect(code).toBe(1);
      expect(service.output).toContain(
        `overlook: port ${busy} on 127.0.0.1 is already in use; stop what holds it or set WORKER_METRICS_PORT to a free port`,
      );
    } finally {
      holder.close();
    }
  });
});
