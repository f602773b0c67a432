import type pg from 'pg';
import { notifyExpression } from '../../pubsub.js';
import { settleEndingRuns, type EndingRun } from '../runs/runs-ending.js';
import { jobShape, jobTopic, type JobRow, type JobShape } from './job-shape.js';
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

/** A result of at most one chunk, stored by the statement that ends its job (src/domain/execution/execute-job.ts). */
export interface OneChunkResult {
  /** The columns, as JSON. */
  columns: string;
  /** The chunk's rows (a JSON array of row arrays); null for a result without rows. */
  rows: string | null;
  rowCount: number;
  byteSize: number;
  /** Seconds. */
  runtime: number;
}

export type JobOutcome =
  | { status: typeof JobStatus.Finished; queryResultId: number }
  | { status: typeof JobStatus.Finished; result: OneChunkResult }
  | { status: typeof JobStatus.Failed; error: string }
  | { status: typeof JobStatus.Cancelled; error?: string };

/**
 * Moves a job that is still queued or started to a terminal status, inside the caller's
 * transaction: its runs follow (settled here by their entity's ending handler, else one `run_finished`
 * job for all of them), the query's latest result moves
 * on success, and subscribers are told. Answers null when the job had already ended (a cancel,
 * a reaper or another worker won), so exactly one outcome is ever recorded.
 * The job's row, its result when given as `result` (taking its id from the sequence), the query's
 * latest result and the NOTIFY are one statement; a job without runs (`run_id` null) ends with it,
 * so such a job may also be ended on a connection outside a transaction.
 */
export async function finishJob(client: pg.ClientBase, jobId: number, outcome: JobOutcome, now: Date): Promise<JobShape | null> {
  const given = outcome.status === JobStatus.Finished && 'queryResultId' in outcome ? outcome.queryResultId : null;
  const result = outcome.status === JobStatus.Finished && 'result' in outcome ? outcome.result : null;
  const error = outcome.status === JobStatus.Finished ? null : storableError(outcome.error ?? 'Cancelled.');
  // Named: prepared once per connection, its plan cached (a parse and plan cost ~0.6 ms a job here).
  const { rows } = await client.query<JobRow>({
    name: 'finish-job',
    text: `WITH ended AS (
       UPDATE jobs SET status = $2, error = $3, finished_at = $5,
         query_result_id = CASE WHEN $6::jsonb IS NULL THEN $4::int ELSE nextval(pg_get_serial_sequence('query_results', 'id'))::int END,
         rows_fetched = CASE WHEN $6::jsonb IS NULL THEN rows_fetched ELSE $8::int END
       WHERE id = $1 AND status IN (${JobStatus.Queued}, ${JobStatus.Started}) RETURNING *
     ), stored AS (
       INSERT INTO query_results (id, org_id, data_source_id, query_hash, query_text, columns, row_count, byte_size, runtime, retrieved_at, query_id, query_version)
       SELECT query_result_id, org_id, data_source_id, query_hash, query_text, $6::jsonb, $8, $9, $10, $5, query_id, query_version FROM ended WHERE $6::jsonb IS NOT NULL
     ), chunk AS (
       INSERT INTO query_result_chunks (result_id, seq, rows) SELECT query_result_id, 0, $7::text FROM ended WHERE $7::text IS NOT NULL
     ), latest AS (
       UPDATE queries SET latest_query_data_id = ended.query_result_id,
         published_query_data_id = CASE WHEN queries.published_version = ended.query_version THEN ended.query_result_id
                                         ELSE queries.published_query_data_id END
       FROM ended
       WHERE queries.id = ended.query_id AND ended.query_result_id IS NOT NULL
     ), told AS (
       SELECT ${notifyExpression('$11::text', '$12::json')} FROM ended
     )
     SELECT ended.* FROM ended, (SELECT count(*) FROM told) AS sent`,
    values: [
      jobId,
      outcome.status,
      error,
      given,
      now,
      result?.columns ?? null,
      result?.rows ?? null,
      result?.rowCount ?? null,
      result?.byteSize ?? null,
      result?.runtime ?? null,
      jobTopic(jobId),
      JSON.stringify({ id: jobId }),
    ],
  });
  const job = rows[0];
  if (!job) return null;
  const resultId = job.query_result_id;
  if (job.run_id !== null) {
    const runs = await client.query<EndingRun>({
      name: 'finish-job-runs',
      text: `UPDATE runs SET status = $2, error = $3, query_result_id = $4, finished_at = $5 WHERE job_id = $1 RETURNING id, entity_type, entity_id`,
      values: [jobId, outcome.status, error, resultId, now],
    });
    // Runs an entity type settles in this transaction (monitor checks: src/domain/runs/runs-ending.ts) need no job.
    const left = runs.rows.length
      ? await settleEndingRuns(client, runs.rows, { status: outcome.status, error, queryResultId: resultId, now })
      : [];
    if (left.length) {
      // One job for every other run of this job: monitors sharing one execution are applied together.
      // Priority -1, before queued executions (0): a check that ran is judged before the next starts,
      // so under overload monitors are evaluated late rather than never.
      await client.query(
        // The key is this job's own id, which no other task has: 'unsafe_dedupe' deduplicates nothing, it
        // takes add_job's single-statement insert (see prisma/migrations/0018_enqueue_execution).
        `SELECT graphile_worker.add_job('run_finished', json_build_object('runIds', $1::int[]), job_key => 'run_finished:job:' || $2::text,
           priority => -1, job_key_mode => 'unsafe_dedupe')`,
        [left, jobId],
      );
    }
  }
  return jobShape(job);
}
