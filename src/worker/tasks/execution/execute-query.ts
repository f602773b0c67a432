import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { executeJob } from '../../../domain/execution/execute-job.js';

const payloadSchema = z.object({ jobId: z.number().int() });

/** Runs one queued job; a job already taken, cancelled or finished is left alone. */
export const executeQuery: Task = async (payload) => {
  const { jobId } = payloadSchema.parse(payload);
  await executeJob(jobId);
};
