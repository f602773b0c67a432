import type { Tx } from '../../db.js';
import { unplan } from './plan-next-fire.js';

/** Deletes a schedule with its pending fire job. The caller has authorized the deletion. */
export async function deleteSchedule(tx: Tx, id: number): Promise<void> {
  await unplan(tx, id);
  await tx.schedule.delete({ where: { id } });
}
