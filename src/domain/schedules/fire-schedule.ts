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
 * (ticks missed while everything was down collapse into this one). Answers the fire's id; the
 * caller starts the check, and `recoverScheduleFires` starts it if that process died first.
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
    return fireId;
  });
}

/** Fires recorded but never started (their worker died in between) and older than this are started by the sweeper. */
const ORPHAN_AFTER_SECS = 60;

/**
 * Starts the checks of orphaned fires: recorded, but neither a run nor an error after a minute.
 * Runs every minute from the worker's crontab (one sweeper in the cluster at a time).
 */
export async function orphanedFires(limit = 1000): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM schedule_fires WHERE run_id IS NULL AND error IS NULL
       AND started_at < now() - make_interval(secs => $1) AND started_at > now() - interval '1 day'
     ORDER BY id LIMIT $2`,
    [ORPHAN_AFTER_SECS, limit],
  );
  return rows.map((r) => r.id);
}
