import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildQuery } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitForJob } from '../helpers/jobs.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN } });
});
afterAll(async () => {
  await app?.stop();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text format (0.0.4): one sample per line, comments skipped. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[name] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const res = await app.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: res.body as string, samples: parse(res.body as string) };
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value;
}

describe('GET /metrics', () => {
  it('needs the metrics token as a Bearer token (401 otherwise, never an API key)', async () => {
    const none = await app.request('GET', '/metrics');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'unauthenticated' });
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await app.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const apiKey = await app.request('GET', '/metrics', { key: app.admin.key });
    expect(apiKey.status).toBe(401);
  });

  it('reports request durations by route pattern and status, never raw paths', async () => {
    const before = (await scrape()).samples;
    const label = { method: 'GET', route: '/api/queries/:id', status: '404' };
    const countBefore = value(before, 'overlook_http_request_duration_seconds_count', label) ?? 0;
    for (let i = 0; i < 3; i++) expect((await app.request('GET', '/api/queries/987654', { key: app.admin.key })).status).toBe(404);
    expect((await app.request('GET', '/api/public/dashboards/sharetoken-should-not-appear')).status).toBe(404);

    const { text, samples } = await scrape();
    expect(value(samples, 'overlook_http_request_duration_seconds_count', label)).toBe(countBefore + 3);
    expect(value(samples, 'overlook_http_request_duration_seconds_bucket', { ...label, le: '+Inf' })).toBe(countBefore + 3);
    expect(
      samples.some((s) => s.name === 'overlook_http_request_duration_seconds_count' && s.labels.route === '/api/public/dashboards/:token'),
    ).toBe(true);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('sharetoken-should-not-appear');
  });

  it('reports jobs by status, pickup latency, the worker queue, deliveries, schedule lag and pool sizes', async () => {
    const before = (await scrape()).samples;
    for (const status of ['pending', 'started', 'success', 'failure', 'cancelled'])
      expect(value(before, 'overlook_jobs', { status })).toBeDefined();
    for (const state of ['pending', 'delivered', 'failed', 'suppressed']) expect(value(before, 'overlook_deliveries', { state })).toBe(0);
    for (const stat of ['avg', 'max']) {
      expect(value(before, 'overlook_schedule_fire_lag_seconds', { stat })).toBeGreaterThanOrEqual(0);
      expect(value(before, 'overlook_job_pickup_latency_seconds', { stat })).toBeGreaterThanOrEqual(0);
    }
    expect(value(before, 'overlook_schedules_overdue_seconds')).toBe(0);
    expect(value(before, 'overlook_db_pool_connections', { pool: 'main', state: 'total' })).toBeGreaterThan(0);
    expect(value(before, 'overlook_db_pool_connections', { pool: 'main', state: 'waiting' })).toBe(0);
    expect(value(before, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    const successBefore = value(before, 'overlook_jobs', { status: 'success' })!;

    // A query run moves the jobs gauge and gives a pickup latency.
    const source = await buildPgDataSource(app);
    const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT 1 AS value' });
    const run = await app.request('POST', `/api/queries/${query.id}/results`, { key: app.admin.key, body: { max_age: 0 } });
    expect(run.status).toBe(200);
    expect((await waitForJob(app, app.admin.key, run.body.job.id)).status).toBe(3);

    // A job no worker of this service takes (unknown task) waits in the queue.
    const { pool } = await import('../../src/db.js');
    await pool.query(`SELECT graphile_worker.add_job('metrics_probe', '{}'::json, run_at := now() - interval '5 seconds')`);
    await pool.query(`SELECT graphile_worker.add_job('metrics_probe', '{}'::json, run_at := now() + interval '1 hour')`);

    const after = (await scrape()).samples;
    expect(value(after, 'overlook_jobs', { status: 'success' })).toBe(successBefore + 1);
    expect(value(after, 'overlook_job_pickup_latency_seconds', { stat: 'max' })).toBeGreaterThan(0);
    expect(value(after, 'overlook_worker_queue_jobs', { task: 'metrics_probe', state: 'ready' })).toBe(1);
    expect(value(after, 'overlook_worker_queue_jobs', { task: 'metrics_probe', state: 'scheduled' })).toBe(1);
    expect(value(after, 'overlook_worker_queue_oldest_ready_seconds')).toBeGreaterThanOrEqual(5);
    expect(value(after, 'overlook_metrics_collect_failures_total')).toBe(0);
  });

  it('shows an overdue schedule and a delivery outcome from the database', async () => {
    const { pool } = await import('../../src/db.js');
    const org = app.admin.orgId;
    const destination = await app.request('POST', '/api/destinations', {
      key: app.admin.key,
      body: { name: 'metrics hook', type: 'webhook', options: { url: 'http://127.0.0.1:9/hook', secret: 'test-signing-secret' } },
    });
    expect(destination.status).toBe(201);
    await pool.query(
      `INSERT INTO deliveries (org_id, destination_id, event_id, state, status) VALUES ($1, $2, 'metrics-probe', 'failed', 500)`,
      [org, destination.body.id],
    );
    const source = await buildPgDataSource(app);
    const query = await buildQuery(app, { dataSourceId: source.id });
    const schedule = await pool.query<{ id: number }>(
      `INSERT INTO schedules (org_id, user_id, entity_type, entity_id, cron, timezone, enabled, next_run_at)
       VALUES ($1, $2, 'query', $3, '0 0 1 1 *', 'UTC', true, now() - interval '2 minutes') RETURNING id`,
      [org, app.admin.userId, query.id],
    );
    await pool.query(
      `INSERT INTO schedule_fires (schedule_id, scheduled_at, started_at) VALUES ($1, now() - interval '3 seconds', now())`,
      [schedule.rows[0].id],
    );
    const { samples } = await scrape();
    expect(value(samples, 'overlook_deliveries', { state: 'failed' })).toBe(1);
    expect(value(samples, 'overlook_schedules_overdue_seconds')).toBeGreaterThanOrEqual(120);
    expect(value(samples, 'overlook_schedule_fire_lag_seconds', { stat: 'max' })).toBeGreaterThanOrEqual(3);
  });
});
