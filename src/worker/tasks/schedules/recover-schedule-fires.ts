import type { Task } from 'graphile-worker';
import { orphanedFires } from '../../../domain/schedules/fire-schedule.js';
import { runScheduledEntity } from '../../../domain/schedules/run-scheduled-entity.js';

/**
 * Every minute: starts the checks of fires whose worker died between recording the fire and
 * starting its check, so a recorded tick is never lost. One durable sweep instead of a safety
 * job per fire keeps the queue small when thousands of schedules fire at once.
 */
export const recoverScheduleFires: Task = async () => {
  for (const fireId of await orphanedFires()) await runScheduledEntity(fireId);
};
