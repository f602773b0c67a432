import type { Tx } from '../../db.js';

/**
 * Deletes a schedule. The fire job of its next tick may serve other schedules too, so it stays:
 * finding nothing due, it does nothing. The caller has authorized the deletion.
 */
export async function deleteSchedule(tx: Tx, id: number): Promise<void> {
  await tx.schedule.delete({ where: { id } });
}
