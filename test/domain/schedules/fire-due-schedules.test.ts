import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { buildMonitor, buildPgDataSource, buildQuery } from '../../factories.js';
import { eventually } from '../../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let sourceId: number;

beforeAll(async () => {
  app = await startTestApp();
  sourceId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  await app?.stop();
});

/** Schedules on these monitors, yearly (so they never fire on their own), answered by id. */
async function yearlySchedules(monitorIds: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const monitorId of monitorIds) {
    const res = await app.request('POST', '/api/schedules', {
      key: app.admin.key,
      body: { entity_type: 'monitor', entity_id: monitorId, spec: { type: 'cron', cron: '0 0 0 1 1 *' } },
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

interface FireRow {
  schedule_id: number;
  run_id: number | null;
  error: string | null;
  job_id: number | null;
  entity_id: number | null;
}

async function firesOf(scheduleIds: number[]): Promise<FireRow[]> {
  const { pool } = await import('../../../src/db.js');
  const { rows } = await pool.query<FireRow>(
    `SELECT f.schedule_id, f.run_id, f.error, r.job_id, r.entity_id FROM schedule_fires f LEFT JOIN runs r ON r.id = f.run_id
      WHERE f.schedule_id = ANY($1::int[]) ORDER BY f.schedule_id`,
    [scheduleIds],
  );
  return rows;
}

describe('a tick fires its due schedules in batches', () => {
  it('one fire job fires every due schedule once; monitors on one query share ONE execution and each is evaluated', async () => {
    const a = await buildQuery(app, { dataSourceId: sourceId, query: 'SELECT 7 AS value' });
    const b = await buildQuery(app, { dataSourceId: sourceId, query: 'SELECT 3 AS value' });
    const onA = [];
    for (let i = 0; i < 3; i++) onA.push((await buildMonitor(app, { queryId: a.id, options: { column: 'value', op: '>', value: 5 } })).id);
    const onB = [];
    for (let i = 0; i < 2; i++) onB.push((await buildMonitor(app, { queryId: b.id, options: { column: 'value', op: '>', value: 5 } })).id);
    const schedules = await yearlySchedules([...onA, ...onB]);
    const { pool } = await import('../../../src/db.js');
    // Due now, with the one fire job of that tick (what planNextFire places).
    await pool.query(`UPDATE schedules SET next_run_at = date_trunc('second', now()) WHERE id = ANY($1::int[])`, [schedules]);
    await pool.query(`SELECT graphile_worker.add_job('fire_due_schedules', '{}'::json, priority => -1)`);

    const fires = await eventually(
      () => firesOf(schedules),
      (rows) => rows.length === schedules.length && rows.every((f) => f.run_id !== null),
    );
    expect(fires.every((f) => f.error === null)).toBe(true);
    const jobOf = new Map(fires.map((f) => [f.entity_id!, f.job_id!]));
    expect(new Set(onA.map((id) => jobOf.get(id))).size).toBe(1);
    expect(new Set(onB.map((id) => jobOf.get(id))).size).toBe(1);
    expect(jobOf.get(onA[0])).not.toBe(jobOf.get(onB[0]));
    expect(new Set(fires.map((f) => f.run_id)).size).toBe(schedules.length);

    // Every monitor judged against its group's one result.
    for (const [ids, state] of [
      [onA, 'triggered'],
      [onB, 'ok'],
    ] as const) {
      for (const id of ids) {
        await eventually(
          async () => (await app.request('GET', `/api/monitors/${id}`, { key: app.admin.key })).body,
          (m: any) => m.state === state && m.last_run_id === fires.find((f) => f.entity_id === id)!.run_id,
        );
      }
    }
    // Each schedule's next fire is planned (next year), and its fire job placed.
    const { rows } = await pool.query<{ next_run_at: Date; jobs: number }>(
      `SELECT s.next_run_at, (SELECT count(*)::int FROM graphile_worker.jobs j WHERE j.task_identifier = 'fire_due_schedules' AND j.run_at = s.next_run_at) AS jobs
         FROM schedules s WHERE s.id = ANY($1::int[])`,
      [schedules],
    );
    for (const row of rows) {
      expect(row.next_run_at.getTime()).toBeGreaterThan(Date.now());
      expect(row.jobs).toBe(1);
    }
  });

  it('firers running at once (small batches, as several workers would) fire each due schedule exactly once', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId, query: 'SELECT 1 AS value' });
    const monitors = [];
    for (let i = 0; i < 24; i++) monitors.push((await buildMonitor(app, { queryId: query.id })).id);
    const schedules = await yearlySchedules(monitors);
    const { pool } = await import('../../../src/db.js');
    const { fireDueSchedules } = await import('../../../src/domain/schedules/fire-due-schedules.js');
    const { runScheduledFires } = await import('../../../src/domain/schedules/run-scheduled-entity.js');
    await pool.query(`UPDATE schedules SET next_run_at = date_trunc('second', now()) - interval '1 second' WHERE id = ANY($1::int[])`, [
      schedules,
    ]);
    const firer = async () => {
      const ids: number[] = [];
      for (;;) {
        // What the fire_due_schedules task does with each batch.
        const { fireIds, full } = await fireDueSchedules(5);
        ids.push(...fireIds);
        await runScheduledFires(fireIds);
        if (!full) return ids;
      }
    };
    // The app's own worker may take some too: counted through the table, not these answers.
    const answered = (await Promise.all([firer(), firer(), firer(), firer()])).flat();
    expect(new Set(answered).size).toBe(answered.length);
    const fires = await firesOf(schedules);
    expect(fires.map((f) => f.schedule_id)).toEqual([...schedules].sort((x, y) => x - y));
    // Every check started once (one monitor per schedule, none in flight before).
    expect(fires.every((f) => f.run_id !== null && f.error === null)).toBe(true);
    expect(new Set(fires.map((f) => f.entity_id)).size).toBe(schedules.length);
    expect(new Set(fires.map((f) => f.run_id)).size).toBe(schedules.length);
  });
});
