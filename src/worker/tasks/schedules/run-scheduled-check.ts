import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { runScheduledEntity } from '../../../domain/schedules/run-scheduled-entity.js';

const payloadSchema = z.object({ fireId: z.number().int() });

/** Starts the monitor check or query run of one recorded fire; a fire already started is left alone. */
export const runScheduledCheck: Task = async (payload) => {
  const { fireId } = payloadSchema.parse(payload);
  await runScheduledEntity(fireId);
};
