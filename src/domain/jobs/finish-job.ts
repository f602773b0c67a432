import type pg from 'pg';
import { jobShape, notifyJob, type JobRow, type JobShape } from './job-shape.js';
import { JobStatus } from './job-status.js';

/** The longest error text a job keeps; the database's own words rarely come near it. */
export const MAX_ERROR_CHARS = 64 * 1024;

/**
 * An error text as a job stores it: NUL characters dropped (PostgreSQL text cannot hold them, and
 * a refused UPDATE would leave the job running until the reaper), and cut at MAX_ERROR_CHARS with
 * a marker that says how much was cut.
 */
export function storableError(text: string): string {
  const clean = text.replaceAll('\0', '');
  if (clean.length <= MAX_ERROR_CHARS) return clean;
  // Never split a surrogate pair: its lone half would not survive the trip to UTF-8.
  const end = /[\uD800-\uDBFF]/.test(clean[MAX_ERROR_CHARS - 1]) ? MAX_ERROR_CHARS - 1 : MAX_ERROR_CHARS;
  return `${clean.slice(0, end)}… [truncated: ${clean.length - end} more characters]`;
}

export type JobOutcome =
  | { status: typeof JobStatus.Finished; queryResultId: number }
  | { status: typeof JobStatus.Failed; error: string }
  | { status: typeof JobStatus.Cancelled; error?: string };

/**
 * Moves a job that is still queued or started to a terminal status, inside the caller's
 * transaction: its runs follow (one `run_finished` job for all of them), the query's latest result moves
 * on success, and subscribers are told. Answers null when the job had already ended (a cancel,
 * a reaper or another worker won), so exactly one outcome is ever recorded.
 */
export async function finishJob(client: pg.ClientBase, jobId: number, outcome: JobOutcome, now: Date): Promise<JobShape | null> {
  const resultId = outcome.status === JobStatus.Finished ? outcome.queryResultId : null;
  const error = outcome.status === JobStatus.Finished ? null : storableError(outcome.error ?? 'Cancelled.');
  const { rows } = await client.query<JobRow>(
    `UPDATE jobs SET status = $2, error = $3, query_result_id = $4, finished_at = $5
     WHERE id = $1 AND status IN (${JobStatus.Queued}, ${JobStatus.Started}) RETURNING *`,
    [jobId, outcome.status, error, resultId, now],
  );
  const job = rows[0];
  if (!job) return null;
  const runs = await client.query<{ id: number }>(
    `UPDATE runs SET status = $2, error = $3, query_result_id = $4, finished_at = $5 WHERE job_id = $1 RETURNING id`,
    [jobId, outcome.status, error, resultId, now],
  );
  if (runs.rows.length) {
    // One job for every run of this job: monitors sharing one execution are applied together.
    // Priority -1, before queued executions (0): a check that ran is judged before the next starts,
    // so under overload monitors are evaluated late rather than never.
    await client.query(
      `SELECT graphile_worker.add_job('run_finished', json_build_object('runIds', $1::int[]), job_key => 'run_finished:job:' || $2::text,
         priority => -1)`,
      [runs.rows.map((run) => run.id), jobId],
    );
  }
  if (resultId !== null && job.query_id !== null) {
    await client.query('UPDATE queries SET latest_query_data_id = $2 WHERE id = $1', [job.query_id, resultId]);
  }
  const shape = jobShape(job);
  await notifyJob(client, shape);
  return shape;
}
