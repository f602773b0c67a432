import type { Tx } from '../../db.js';
import { unplan } from '../schedules/plan-next-fire.js';

/**
 * Deletes a monitor with its schedules, each one's pending fire job included (subscriptions and
 * delivery history go with the monitor row). The caller has authorized the deletion.
 */
export async function deleteMonitor(tx: Tx, monitor: { id: number; orgId: number }): Promise<void> {
  const where = { orgId: monitor.orgId, entityType: 'monitor', entityId: monitor.id };
  const schedules = await tx.schedule.findMany({ where, select: { id: true } });
  for (const schedule of schedules) await unplan(tx, schedule.id);
  await tx.schedule.deleteMany({ where });
  await tx.monitor.delete({ where: { id: monitor.id } });
}
