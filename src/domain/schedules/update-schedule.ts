import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { planNextFire } from './plan-next-fire.js';

export interface ScheduleSettings {
  cron: string;
  timezone: string;
  enabled: boolean;
}

/**
 * Changes a schedule's cron, time zone or enabled flag and plans its next fire again (disabled: no
 * next fire, so no fire job takes it). The row lock orders it against a fire of the same schedule.
 * The caller has validated and authorized the change.
 */
export async function updateSchedule(ctx: Context, tx: Tx, id: number, settings: ScheduleSettings): Promise<void> {
  await tx.$queryRaw`SELECT id FROM schedules WHERE id = ${id} FOR UPDATE`;
  const schedule = await tx.schedule.update({ where: { id }, data: settings });
  if (schedule.enabled) await planNextFire(tx, schedule, ctx.clock.now());
  else await tx.schedule.update({ where: { id }, data: { nextRunAt: null } });
}
