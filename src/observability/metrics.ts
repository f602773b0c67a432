import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { lockPool, pool } from '../db.js';
import { JobStatus } from '../domain/jobs/job-status.js';
import { env } from '../env.js';
import { logger } from '../logger.js';

/**
 * Prometheus metrics of this process. Every process (start, serve, worker) keeps its own
 * registry; the gauges read from the database are computed at scrape time, so any process
 * answers them the same way and none of them has to be the one that saw the event.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpDuration = new Histogram({
  name: 'overlook_http_request_duration_seconds',
  help: 'HTTP request durations by method, route pattern (never the raw path) and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const JOB_STATUSES: Record<number, string> = {
  [JobStatus.Queued]: 'pending',
  [JobStatus.Started]: 'started',
  [JobStatus.Finished]: 'success',
  [JobStatus.Failed]: 'failure',
  [JobStatus.Cancelled]: 'cancelled',
};

const jobs = new Gauge({
  name: 'overlook_jobs',
  help: 'Query execution jobs (the jobs table) by status.',
  labelNames: ['status'] as const,
  registers: [registry],
});
const pickupLatency = new Gauge({
  name: 'overlook_job_pickup_latency_seconds',
  help: 'Time from enqueue to start of the query jobs started in the last 5 minutes (among the latest 1000 jobs).',
  labelNames: ['stat'] as const,
  registers: [registry],
});
const workerJobs = new Gauge({
  name: 'overlook_worker_queue_jobs',
  help: 'graphile-worker jobs by task and state: ready (due, unlocked), scheduled (due later), locked (running), failed (out of attempts).',
  labelNames: ['task', 'state'] as const,
  registers: [registry],
});
const oldestReady = new Gauge({
  name: 'overlook_worker_queue_oldest_ready_seconds',
  help: 'How long the oldest due, unlocked graphile-worker job has been waiting for a worker (0 when none waits).',
  registers: [registry],
});
const deliveries = new Gauge({
  name: 'overlook_deliveries',
  help: 'Notification deliveries by state (pending, delivered, failed, suppressed).',
  labelNames: ['state'] as const,
  registers: [registry],
});
const fireLag = new Gauge({
  name: 'overlook_schedule_fire_lag_seconds',
  help: 'Delay between the scheduled time and the start of schedule fires in the last 10 minutes.',
  labelNames: ['stat'] as const,
  registers: [registry],
});
const overdue = new Gauge({
  name: 'overlook_schedules_overdue_seconds',
  help: 'How far the most overdue enabled schedule is behind its next run time (0 when none is due).',
  registers: [registry],
});
// Read from the pools at each scrape (collect), so it needs no handle here.
new Gauge({
  name: 'overlook_db_pool_connections',
  help: "This process's connections to the metadata database by pool and state (total, idle, waiting clients).",
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    const pools: [string, pg.Pool | undefined][] = [
      ['main', pool],
      ['locks', lockPool],
    ];
    for (const [name, each] of pools) {
      if (!each) continue;
      this.set({ pool: name, state: 'total' }, each.totalCount);
      this.set({ pool: name, state: 'idle' }, each.idleCount);
      this.set({ pool: name, state: 'waiting' }, each.waitingCount);
    }
  },
});
const collectFailures = new Counter({
  name: 'overlook_metrics_collect_failures_total',
  help: 'Scrapes whose database-derived gauges could not be read (they are left out of that scrape).',
  registers: [registry],
});

/** Records every request's duration under the route pattern that answered it. */
export function httpMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // The pattern of the route that answered (e.g. /api/queries/:id); requests no route took
    // (404s, refusals at the edge) share one label so ids and tokens never become series.
    const pattern = routePath(c);
    const route = c.res.status === 404 && pattern.endsWith('*') ? 'unmatched' : pattern || 'unmatched';
    httpDuration.observe({ method: c.req.method, route, status: String(c.res.status) }, (performance.now() - started) / 1000);
  };
}

/** Every statement of one scrape runs in one read-only transaction bounded by this timeout. */
const SCRAPE_STATEMENT_TIMEOUT_MS = 2000;

async function collectDatabaseGauges(): Promise<void> {
  // Raw: a READ ONLY transaction bounded by SET LOCAL statement_timeout, which Prisma's transactions cannot open.
  const client = await pool.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`SET LOCAL statement_timeout = ${SCRAPE_STATEMENT_TIMEOUT_MS}`);
    const jobRows = await client.query<{ status: number; count: string }>('SELECT status, count(*) AS count FROM jobs GROUP BY status');
    const pickup = await client.query<{ avg: number | null; max: number | null }>(
      `SELECT avg(extract(epoch FROM started_at - created_at))::float8 AS avg, max(extract(epoch FROM started_at - created_at))::float8 AS max
       FROM (SELECT created_at, started_at FROM jobs ORDER BY id DESC LIMIT 1000) recent
       WHERE started_at > now() - interval '5 minutes'`,
    );
    const queue = await client.query<{ task: string; state: string; count: string }>(
      `SELECT task_identifier AS task,
              CASE WHEN locked_at IS NOT NULL THEN 'locked'
                   WHEN attempts >= max_attempts THEN 'failed'
                   WHEN run_at > now() THEN 'scheduled'
                   ELSE 'ready' END AS state,
              count(*) AS count
       FROM graphile_worker.jobs GROUP BY 1, 2`,
    );
    const waiting = await client.query<{ seconds: number | null }>(
      `SELECT extract(epoch FROM now() - min(run_at))::float8 AS seconds FROM graphile_worker.jobs
       WHERE locked_at IS NULL AND run_at <= now() AND attempts < max_attempts`,
    );
    const deliveryRows = await client.query<{ state: string; count: string }>(
      'SELECT state, count(*) AS count FROM deliveries GROUP BY state',
    );
    const fires = await client.query<{ avg: number | null; max: number | null }>(
      `SELECT avg(extract(epoch FROM started_at - scheduled_at))::float8 AS avg, max(extract(epoch FROM started_at - scheduled_at))::float8 AS max
       FROM (SELECT scheduled_at, started_at FROM schedule_fires ORDER BY id DESC LIMIT 1000) recent
       WHERE started_at > now() - interval '10 minutes'`,
    );
    const late = await client.query<{ seconds: number | null }>(
      'SELECT extract(epoch FROM now() - min(next_run_at))::float8 AS seconds FROM schedules WHERE enabled AND next_run_at <= now()',
    );
    await client.query('COMMIT');

    jobs.reset();
    for (const status of Object.values(JOB_STATUSES)) jobs.set({ status }, 0);
    for (const row of jobRows.rows) jobs.set({ status: JOB_STATUSES[row.status] ?? String(row.status) }, Number(row.count));
    setStats(pickupLatency, pickup.rows[0]);
    workerJobs.reset();
    for (const row of queue.rows) workerJobs.set({ task: row.task, state: row.state }, Number(row.count));
    oldestReady.set(Math.max(0, waiting.rows[0]?.seconds ?? 0));
    deliveries.reset();
    for (const state of ['pending', 'delivered', 'failed', 'suppressed']) deliveries.set({ state }, 0);
    for (const row of deliveryRows.rows) deliveries.set({ state: row.state }, Number(row.count));
    setStats(fireLag, fires.rows[0]);
    overdue.set(Math.max(0, late.rows[0]?.seconds ?? 0));
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function setStats(gauge: Gauge<'stat'>, row: { avg: number | null; max: number | null } | undefined): void {
  gauge.reset();
  gauge.set({ stat: 'avg' }, row?.avg ?? 0);
  gauge.set({ stat: 'max' }, row?.max ?? 0);
}

const localNetworks = new BlockList();
localNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
localNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
localNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
localNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
localNetworks.addAddress('::1', 'ipv6');
localNetworks.addSubnet('fc00::', 7, 'ipv6');

function isLocalNetwork(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  const family = isIP(plain);
  return family !== 0 && localNetworks.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/**
 * Who may scrape: with METRICS_TOKEN, whoever sends it as a Bearer token; without, peers on the
 * loopback or a private network only, and only when no forwarding header names an outside client
 * (a reverse proxy on the same host would otherwise make every visitor look local).
 */
function refusal(c: HonoContext): Response | null {
  if (env.METRICS_TOKEN) {
    if (bearerMatches(c.req.header('authorization'), env.METRICS_TOKEN)) return null;
    return c.json({ message: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.', code: 'unauthenticated' }, 401, {
      'www-authenticate': 'Bearer',
    });
  }
  const forwarded = [c.req.header('x-forwarded-for'), c.req.header('x-real-ip')]
    .filter((value): value is string => Boolean(value))
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
  const peers = [getConnInfo(c).remote.address ?? '', ...forwarded];
  if (peers.every(isLocalNetwork)) return null;
  return c.json(
    { message: 'Metrics are served to the local network only; set METRICS_TOKEN to scrape from elsewhere.', code: 'forbidden' },
    403,
  );
}

/** GET /metrics: the Prometheus text exposition of this process. */
export async function metricsHandler(c: HonoContext): Promise<Response> {
  const refused = refusal(c);
  if (refused) return refused;
  try {
    await collectDatabaseGauges();
  } catch (error) {
    // Better no series than stale ones: the scrape shows the gap (and the failure counter).
    for (const gauge of [jobs, pickupLatency, workerJobs, oldestReady, deliveries, fireLag, overdue]) gauge.reset();
    collectFailures.inc();
    logger.warn({ err: error }, 'metrics: database gauges unavailable');
  }
  return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType });
}
