import type pg from 'pg';
import type { Tx } from '../../db.js';
import { nextFire } from './schedule-timing.js';

/**
 * One `fire_due_schedules` job per distinct fire time (job_key by the millisecond), however many
 * schedules share it: 10,000 every-minute schedules at one second are one job a minute, which
 * fires all of them in batches. A job that finds nothing due (its schedules were changed, disabled
 * or fired by an earlier job) does nothing. Priority -1, before the checks (0): a tick's fires
 * never wait behind the previous tick's backlog; an overloaded monitor skips a fire while its last
 * check is in flight instead of piling up.
 */
const TICK_JOBS_SQL = `SELECT graphile_worker.add_job('fire_due_schedules', '{}'::json, run_at => t,
    job_key => 'fire_due_schedules:' || (extract(epoch FROM t) * 1000)::bigint::text, job_key_mode => 'preserve_run_at',
    max_attempts => 10, priority => -1)
  FROM (SELECT DISTINCT t FROM unnest($1::timestamptz[]) AS t WHERE t IS NOT NULL) AS ticks`;

type Schedule = { id: number; cron: string; timezone: string };

/** Places the fire jobs of these fire times (one per distinct time) on a raw connection. */
export async function placeTickJobs(client: pg.ClientBase, at: (Date | null)[]): Promise<void> {
  if (at.some((t) => t !== null)) await client.query(TICK_JOBS_SQL, [at]);
}

/**
 * Computes the schedule's next fire after `after`, stores it, and makes sure a fire job runs at
 * that time, in the caller's transaction. graphile-worker hands each job to one worker, and the
 * job takes due schedules with SKIP LOCKED, so every process shares one timetable.
 */
export async function planNextFire(tx: Tx, schedule: Schedule, after: Date): Promise<Date | null> {
  const next = nextFire(schedule.cron, schedule.timezone, after);
  await tx.schedule.update({ where: { id: schedule.id }, data: { nextRunAt: next } });
  if (next) await tx.$executeRawUnsafe(TICK_JOBS_SQL, [next]);
  return next;
}
