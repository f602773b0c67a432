import type { Tx } from '../../db.js';
import { nextFire } from './schedule-timing.js';

export const scheduleJobKey = (scheduleId: number) => `schedule:${scheduleId}`;

/**
 * Computes the schedule's next fire after `after`, stores it, and (re)places its one durable
 * `fire_schedule` job (job_key per schedule, run_at at the fire), in the caller's transaction.
 * graphile-worker hands each job to one worker, so every process shares one timetable.
 */
export async function planNextFire(tx: Tx, schedule: { id: number; cron: string; timezone: string }, after: Date): Promise<Date | null> {
  const next = nextFire(schedule.cron, schedule.timezone, after);
  await tx.schedule.update({ where: { id: schedule.id }, data: { nextRunAt: next } });
  if (next) {
    await tx.$executeRaw`SELECT graphile_worker.add_job('fire_schedule',
      json_build_object('scheduleId', ${schedule.id}::int, 'at', ${next.toISOString()}::text),
      run_at => ${next}::timestamptz, job_key => ${scheduleJobKey(schedule.id)}, job_key_mode => 'replace', max_attempts => 10)`;
  } else {
    await unplan(tx, schedule.id);
  }
  return next;
}

/** Removes the pending fire (disable, delete). A fire already running finds the schedule changed and stops. */
export async function unplan(tx: Tx, scheduleId: number): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.remove_job(${scheduleJobKey(scheduleId)})`;
}
