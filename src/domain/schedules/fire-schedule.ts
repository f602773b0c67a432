import { hostname } from 'node:os';
import { db } from '../../db.js';
import { runtime } from '../../runtime.js';
import { planNextFire } from './plan-next-fire.js';

const WORKER = `${hostname()}:${process.pid}`;

/**
 * One tick of a schedule. In one transaction, with the schedule row locked: a stale tick (the
 * schedule changed, was disabled or deleted) does nothing; otherwise the fire is recorded (unique
 * per schedule and tick, so it happens once in the cluster), the next tick is planned from now
 * (ticks missed while everything was down collapse into this one). Answers the fire's id; the
 * caller starts the check, and `recoverScheduleFires` starts it if that process died first.
 */
export async function fireSchedule(scheduleId: number, at: Date): Promise<number | null> {
  return db.$transaction(async (tx) => {
    const [schedule] = await tx.$queryRaw<{ id: number; cron: string; timezone: string; enabled: boolean; nextRunAt: Date | null }[]>`
      SELECT id, cron, timezone, enabled, next_run_at AS "nextRunAt" FROM schedules WHERE id = ${scheduleId} FOR UPDATE`;
    if (!schedule || !schedule.enabled || schedule.nextRunAt?.getTime() !== at.getTime()) return null;
    const [inserted] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO schedule_fires (schedule_id, scheduled_at, worker) VALUES (${scheduleId}, ${at}, ${WORKER})
      ON CONFLICT (schedule_id, scheduled_at) DO NOTHING RETURNING id`;
    if (!inserted) return null;
    const now = runtime.clock.now();
    await tx.$executeRaw`UPDATE schedules SET last_run_at = ${at} WHERE id = ${scheduleId}`;
    await planNextFire(tx, schedule, new Date(Math.max(now.getTime(), at.getTime())));
    return inserted.id;
  });
}

/** Fires recorded but never started (their worker died in between) and older than this are started by the sweeper. */
const ORPHAN_AFTER_SECS = 60;

/**
 * Starts the checks of orphaned fires: recorded, but neither a run nor an error after a minute.
 * Runs every minute from the worker's crontab (one sweeper in the cluster at a time).
 */
export async function orphanedFires(limit = 1000): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM schedule_fires WHERE run_id IS NULL AND error IS NULL
       AND started_at < now() - make_interval(secs => ${ORPHAN_AFTER_SECS}::float8) AND started_at > now() - interval '1 day'
     ORDER BY id LIMIT ${limit}::int`;
  return rows.map((r) => r.id);
}
