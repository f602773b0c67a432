import type { Tx } from '../../db.js';

/**
 * Deletes a monitor with its schedules (subscriptions and delivery history go with the monitor
 * row); a fire job that finds the schedules gone does nothing. The caller has authorized the deletion.
 */
export async function deleteMonitor(tx: Tx, monitor: { id: number; orgId: number }): Promise<void> {
  await tx.schedule.deleteMany({ where: { orgId: monitor.orgId, entityType: 'monitor', entityId: monitor.id } });
  await tx.monitor.delete({ where: { id: monitor.id } });
}
