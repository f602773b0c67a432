import type { Context } from '../../context.js';
import { inTransaction } from '../../db.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { finishJob } from './finish-job.js';
import type { JobShape } from './job-shape.js';
import { JobStatus } from './job-status.js';

/**
 * Cancels a queued or started job (-> Cancelled). A started job's worker sees the cancel on its next
 * heartbeat (within a second) and stops the statement on the database itself. 409 when the job
 * already ended. The caller authorizes.
 */
export async function cancelJob(ctx: Context, jobId: number): Promise<JobShape> {
  return inTransaction(async (client) => {
    const cancelled = await finishJob(client, jobId, { status: JobStatus.Cancelled, error: 'Cancelled.' }, ctx.clock.now());
    if (cancelled) return cancelled;
    const { rows } = await client.query<{ status: number }>('SELECT status FROM jobs WHERE id = $1', [jobId]);
    if (!rows[0]) throw new NotFoundError('Job');
    throw new ConflictError(`The job already ended with status ${rows[0].status}.`, 'job_finished', { status_code: rows[0].status });
  });
}
