import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { planNextFire } from './plan-next-fire.js';

export interface NewSchedule {
  entityType: 'monitor' | 'query';
  entityId: number;
  cron: string;
  timezone: string;
  enabled: boolean;
}

/** Creates a schedule owned by the viewer and plans its first fire when enabled. The caller has authorized the entity. */
export async function createSchedule(ctx: Context, tx: Tx, input: NewSchedule) {
  const viewer = ctx.viewer!;
  const schedule = await tx.schedule.create({ data: { orgId: viewer.org.id, userId: viewer.id, ...input } });
  if (input.enabled) await planNextFire(tx, schedule, ctx.clock.now());
  return schedule;
}
