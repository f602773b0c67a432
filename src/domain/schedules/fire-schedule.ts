import { hostname } from 'node:os';
import { db } from '../../db.js';
import { runtime } from '../../runtime.js';
import { planNextFire } from './plan-next-fire.js';

const WORKER = `${hostname()}:${process.pid}`;

/**
 * One tick of a schedule. In one transaction, with the schedule row locked: a stale tick (the
 * schedule changed, was disabled or deleted) does nothing; otherwise the fire is recorded (unique
 * per schedule and tick, so it happens once in the cluster), the next tick is planned from now
 * (ticks missed while everything was down collapse into this one), and the check is enqueued.
 */
export async function fireSchedule(scheduleId: number, at: Date): Promise<number | null> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM schedules WHERE id = ${scheduleId} FOR UPDATE`;
    const schedule = await tx.schedule.findUnique({ where: { id: scheduleId } });
    if (!schedule || !schedule.enabled || schedule.nextRunAt?.getTime() !== at.getTime()) return null;
    const inserted = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO schedule_fires (schedule_id, scheduled_at, worker) VALUES (${scheduleId}, ${at}, ${WORKER})
      ON CONFLICT (schedule_id, scheduled_at) DO NOTHING RETURNING id`;
    if (!inserted[0]) return null;
    const now = runtime.clock.now();
    await tx.schedule.update({ where: { id: scheduleId }, data: { lastRunAt: at } });
    await planNextFire(tx, schedule, new Date(Math.max(now.getTime(), at.getTime())));
    await tx.$executeRaw`SELECT graphile_worker.add_job('run_scheduled_check', json_build_object('fireId', ${inserted[0].id}::int),
      job_key => ${`fire:${inserted[0].id}`}, max_attempts => 3)`;
    return inserted[0].id;
  });
}
