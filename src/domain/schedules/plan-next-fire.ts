import type { Tx } from '../../db.js';
import { nextFire } from './schedule-timing.js';

const scheduleJobKey = (scheduleId: number) => `schedule:${scheduleId}`;

const FIRE_JOB_SQL = `SELECT graphile_worker.add_job('fire_schedule', json_build_object('scheduleId', $1::int, 'at', $2::text),
  run_at => $3::timestamptz, job_key => $4::text, job_key_mode => 'replace', max_attempts => 10, priority => 1)`;
const REMOVE_JOB_SQL = 'SELECT graphile_worker.remove_job($1::text)';

type Schedule = { id: number; cron: string; timezone: string };

/**
 * Computes the schedule's next fire after `after`, stores it, and (re)places its one durable
 * `fire_schedule` job (job_key per schedule, run_at at the fire), in the caller's transaction.
 * graphile-worker hands each job to one worker, so every process shares one timetable.
 * Fires have priority 1 (after the default 0): checks already started finish before new ones
 * start, so an overloaded cluster checks each monitor as often as it can instead of piling up.
 */
export async function planNextFire(tx: Tx, schedule: Schedule, after: Date): Promise<Date | null> {
  const next = nextFire(schedule.cron, schedule.timezone, after);
  await tx.schedule.update({ where: { id: schedule.id }, data: { nextRunAt: next } });
  if (next) await tx.$executeRawUnsafe(FIRE_JOB_SQL, schedule.id, next.toISOString(), next, scheduleJobKey(schedule.id));
  else await unplan(tx, schedule.id);
  return next;
}

/** Removes the pending fire (disable, delete). A fire already running finds the schedule changed and stops. */
export async function unplan(tx: Tx, scheduleId: number): Promise<void> {
  await tx.$executeRawUnsafe(REMOVE_JOB_SQL, scheduleJobKey(scheduleId));
}
