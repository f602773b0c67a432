import type { Task } from 'graphile-worker';
import { fireDueSchedules, orphanedFires } from '../../../domain/schedules/fire-due-schedules.js';
import { runScheduledFires } from '../../../domain/schedules/run-scheduled-entity.js';

/**
 * Every minute: starts the checks of fires whose worker died between recording the fire and
 * starting its check, so a recorded tick is never lost, and fires any schedule still due (its
 * fire job lost or failed for good), so a planned tick is never lost either. One durable sweep
 * instead of a safety job per fire keeps the queue small when thousands of schedules fire at once.
 */
export const recoverScheduleFires: Task = async () => {
  const orphans = await orphanedFires();
  if (orphans.length) await runScheduledFires(orphans);
  for (;;) {
    const { fireIds, full } = await fireDueSchedules();
    if (fireIds.length) await runScheduledFires(fireIds);
    if (!full) return;
  }
};
