import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { db } from '../../../db.js';
import { runsFinishedHandler } from '../../../domain/runs/run-finished-handlers.js';

// `{runId}`: jobs enqueued before one job carried all the runs of its execution.
const payloadSchema = z.union([z.object({ runIds: z.array(z.number().int()).min(1) }), z.object({ runId: z.number().int() })]);

/** Dispatches finished runs, by entity type, to the handler registered for it (none: nothing to do). */
export const runFinished: Task = async (payload) => {
  const parsed = payloadSchema.parse(payload);
  const runIds = 'runIds' in parsed ? parsed.runIds : [parsed.runId];
  const runs = await db.run.findMany({ where: { id: { in: runIds } }, select: { id: true, entityType: true }, orderBy: { id: 'asc' } });
  const byType = new Map<string, number[]>();
  for (const run of runs) byType.set(run.entityType, [...(byType.get(run.entityType) ?? []), run.id]);
  for (const [entityType, ids] of byType) {
    const handler = runsFinishedHandler(entityType);
    if (handler) await handler(ids);
  }
};
