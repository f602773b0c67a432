import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { pool } from '../../../db.js';
import { runFinishedHandler } from '../../../domain/runs/run-finished-handlers.js';

const payloadSchema = z.object({ runId: z.number().int() });

/** Dispatches a finished run to the handler registered for its entity type (none: nothing to do). */
export const runFinished: Task = async (payload) => {
  const { runId } = payloadSchema.parse(payload);
  const { rows } = await pool.query<{ entity_type: string }>('SELECT entity_type FROM runs WHERE id = $1', [runId]);
  const run = rows[0];
  if (!run) return;
  const handler = runFinishedHandler(run.entity_type);
  if (handler) await handler(runId);
};
