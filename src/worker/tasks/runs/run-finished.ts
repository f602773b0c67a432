import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { db } from '../../../db.js';
import { runFinishedHandler } from '../../../domain/runs/run-finished-handlers.js';

const payloadSchema = z.object({ runId: z.number().int() });

/** Dispatches a finished run to the handler registered for its entity type (none: nothing to do). */
export const runFinished: Task = async (payload) => {
  const { runId } = payloadSchema.parse(payload);
  const run = await db.run.findUnique({ where: { id: runId }, select: { entityType: true } });
  if (!run) return;
  const handler = runFinishedHandler(run.entityType);
  if (handler) await handler(runId);
};
