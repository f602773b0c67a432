import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { spawnOverlook, type ServiceProcess } from '../helpers/process.js';
import { buildMonitor, buildPgDataSource, buildQuery } from '../factories.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
const workers: ServiceProcess[] = [];

async function startWorkerProcess(): Promise<ServiceProcess> {
  const worker = spawnOverlook(['worker'], { DATABASE_URL: app.databaseUrl, SECRET_KEY: process.env.SECRET_KEY });
  workers.push(worker);
  await worker.waitForLog(/overlook started/);
  return worker;
}

beforeAll(async () => {
  // HTTP only in this process: every job and every schedule fire runs in the worker processes.
  app = await startTestApp({ role: 'serve' });
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await app?.stop();
});

interface Fire {
  scheduled_at: Date;
  started_at: Date;
  worker: string;
  run_id: number | null;
  error: string | null;
}

async function fires(scheduleId: number): Promise<Fire[]> {
  const { pool } = await import('../../src/db.js');
  const { rows } = await pool.query<Fire>(
    'SELECT scheduled_at, started_at, worker, run_id, error FROM schedule_fires WHERE schedule_id = $1 ORDER BY scheduled_at',
    [scheduleId],
  );
  return rows;
}

describe('durable schedules shared by worker processes', () => {
  // Every 2 s, not every second: a check still running at the next tick (a loaded machine) makes that fire a skip, not a run.
  it('an every-2-seconds schedule fires once per tick across two workers, and a restart loses nothing', async () => {
    await Promise.all([startWorkerProcess(), startWorkerProcess()]);
    const source = await buildPgDataSource(app);
    const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT 7 AS value' });
    const monitor = await buildMonitor(app, { queryId: query.id, options: { column: 'value', op: '>', value: 1 } });
    const created = await app.request('POST', '/api/schedules', {
      key: app.admin.key,
      body: { entity_type: 'monitor', entity_id: monitor.id, spec: { type: 'cron', cron: '*/2 * * * * *' }, timezone: 'UTC' },
    });
    expect(created.status).toBe(201);
    const scheduleId = created.body.id;

    const firstBatch = await eventually(
      () => fires(scheduleId),
      (f) => f.filter((x) => x.run_id !== null).length >= 6,
      40_000,
    );
    const ticks = firstBatch.map((f) => f.scheduled_at.getTime());
    expect(new Set(ticks).size).toBe(ticks.length);
    for (const tick of ticks) expect(tick % 2000).toBe(0);
    const started = firstBatch.filter((f) => f.run_id !== null);
    expect(new Set(started.map((f) => f.run_id)).size).toBe(started.length);
    expect(started.every((f) => f.error === null)).toBe(true);
    const lags = firstBatch.map((f) => f.started_at.getTime() - f.scheduled_at.getTime());
    console.log(`fire lag ms: ${lags.join(', ')}; workers: ${[...new Set(firstBatch.map((f) => f.worker))].join(', ')}`);
    for (const lag of lags) expect(lag).toBeGreaterThanOrEqual(0);

    // Every fire is one run of the monitor, listed by GET /api/runs; the monitor's state moved.
    const runs = await eventually(
      async () =>
        (await app.request('GET', `/api/runs?entity_type=monitor&entity_id=${monitor.id}&page_size=250`, { key: app.admin.key })).body,
      (body: any) => body.count >= started.length,
    );
    for (const fire of started) expect(runs.results.map((r: any) => r.id)).toContain(fire.run_id);
    await eventually(
      async () => (await app.request('GET', `/api/monitors/${monitor.id}`, { key: app.admin.key })).body,
      (m: any) => m.state === 'triggered',
    );

    // Everything down: both workers stop; ticks pass.
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    const { pool } = await import('../../src/db.js');
    const pending = (await pool.query<{ next_run_at: Date }>('SELECT next_run_at FROM schedules WHERE id = $1', [scheduleId])).rows[0]
      .next_run_at;
    const firesBefore = (await fires(scheduleId)).length;
    // Wait, on the database's clock, until the pending tick and the next one are due with a tick to spare: any fire would be recorded by then.
    await eventually(
      async () =>
        (await pool.query<{ due: boolean }>(`SELECT now() > $1::timestamptz + interval '4 seconds' AS due`, [pending])).rows[0].due,
    );
    expect((await fires(scheduleId)).length).toBe(firesBefore);

    // One worker comes back: the missed tick runs once at start-up, then the schedule goes on from now.
    const restartedAt = Date.now();
    await startWorkerProcess();
    const after = await eventually(
      () => fires(scheduleId),
      (f) => f.length >= firesBefore + 3,
      40_000,
    );
    const fresh = after.slice(firesBefore);
    expect(fresh[0].scheduled_at.getTime()).toBe(pending.getTime());
    expect(fresh[0].scheduled_at.getTime()).toBeLessThan(restartedAt);
    // No catching up: after the missed tick, the next one is in the future of the restart.
    expect(fresh[1].scheduled_at.getTime()).toBeGreaterThan(restartedAt);
    const allTicks = after.map((f) => f.scheduled_at.getTime());
    expect(new Set(allTicks).size).toBe(allTicks.length);
    // Three worker processes start during this test; under a loaded CI machine each takes a while.
  }, 240_000);
});
