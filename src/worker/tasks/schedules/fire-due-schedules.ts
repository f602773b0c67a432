import type { Task } from 'graphile-worker';
import { FIRE_BATCH, fireDueSchedules as fireBatch } from '../../../domain/schedules/fire-due-schedules.js';
import { runScheduledFires } from '../../../domain/schedules/run-scheduled-entity.js';

/**
 * Fires every due schedule, a batch at a time, and starts each batch's checks once its fires are
 * committed (the `recover_schedule_fires` sweep starts them if this process dies in between). A
 * full batch first asks for a helper job, so other workers take the following batches at once
 * (SKIP LOCKED keeps them apart); at most one helper waits at a time.
 */
export const fireDueSchedules: Task = async (_payload, helpers) => {
  for (;;) {
    const { fireIds, full } = await fireBatch(FIRE_BATCH);
    if (full) {
      await helpers.addJob('fire_due_schedules', {}, { jobKey: 'fire_due_schedules:helper', jobKeyMode: 'replace', priority: -1 });
    }
    if (fireIds.length) await runScheduledFires(fireIds);
    if (!full) return;
  }
};
