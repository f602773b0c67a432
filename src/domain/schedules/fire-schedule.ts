import { hostname } from 'node:os';
import { pool } from '../../db.js';
import { inTransaction } from '../jobs/finish-job.js';
import { runtime } from '../../runtime.js';
import { planNextFireSql } from './plan-next-fire.js';

const WORKER = `${hostname()}:${process.pid}`;

/**
 * One tick of a schedule. In one transaction, with the schedule row locked: a stale tick (the
 * schedule changed, was disabled or deleted) does nothing; otherwise the fire is recorded (unique
 * per schedule and tick, so it happens once in the cluster), the next tick is planned from now
 * (ticks missed while everything was down collapse into this one), and a delayed
 * `run_scheduled_check` job is enqueued as the durable promise that the check starts even if this
 * process dies before starting it. Answers the fire's id.
 */
export async function fireSchedule(scheduleId: number, at: Date): Promise<number | null> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: number; cron: string; timezone: string; enabled: boolean; next_run_at: Date | null }>(
      'SELECT id, cron, timezone, enabled, next_run_at FROM schedules WHERE id = $1 FOR UPDATE',
      [scheduleId],
    );
    const schedule = rows[0];
    if (!schedule || !schedule.enabled || schedule.next_run_at?.getTime() !== at.getTime()) return null;
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO schedule_fires (schedule_id, scheduled_at, worker) VALUES ($1, $2, $3)
       ON CONFLICT (schedule_id, scheduled_at) DO NOTHING RETURNING id`,
      [scheduleId, at, WORKER],
    );
    const fireId = inserted.rows[0]?.id;
    if (!fireId) return null;
    const now = runtime.clock.now();
    await client.query('UPDATE schedules SET last_run_at = $2 WHERE id = $1', [scheduleId, at]);
    await planNextFireSql(client, schedule, new Date(Math.max(now.getTime(), at.getTime())));
    await client.query(
      `SELECT graphile_worker.add_job('run_scheduled_check', json_build_object('fireId', $1::int),
         run_at => now() + interval '30 seconds', job_key => 'fire:' || $1::text, max_attempts => 3)`,
      [fireId],
    );
    return fireId;
  });
}
