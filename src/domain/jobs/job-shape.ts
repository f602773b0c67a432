import type pg from 'pg';
import { NOTIFY_SQL } from '../../pubsub.js';

export interface JobShape {
  id: number;
  /** A JobStatus. */
  status: number;
  queryResultId: number | null;
  error: string | null;
  runId: number | null;
  /** Null until a worker starts the job. */
  progress: JobProgress | null;
}

/** How far a started job got: rows fetched so far (or in all, once ended) and when it started and ended. */
export interface JobProgress {
  rowsFetched: number;
  startedAt: Date;
  finishedAt: Date | null;
}

export interface JobRow {
  id: number;
  org_id: number;
  user_id: number | null;
  data_source_id: number;
  query_id: number | null;
  /** The saved query's version this job runs (null: ad-hoc SQL, or older jobs). */
  query_version: number | null;
  query_hash: string;
  query_text: string;
  parameters: unknown[];
  status: number;
  error: string | null;
  query_result_id: number | null;
  run_id: number | null;
  rows_fetched: number;
  heartbeat_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
}

type JobShapeRow = Pick<JobRow, 'id' | 'status' | 'query_result_id' | 'error' | 'run_id' | 'rows_fetched' | 'started_at' | 'finished_at'>;

export function jobShape(row: JobShapeRow): JobShape {
  const progress = row.started_at ? { rowsFetched: row.rows_fetched, startedAt: row.started_at, finishedAt: row.finished_at } : null;
  return { id: row.id, status: row.status, queryResultId: row.query_result_id, error: row.error, runId: row.run_id, progress };
}

/** The pubsub topic of one job's status changes (GraphQL `jobStatus(id)`). */
export const jobTopic = (id: number) => `job:${id}`;

/**
 * Announces that a job changed; goes out only if the surrounding transaction commits. The event
 * carries the id alone (an error text can be far over NOTIFY's 8000 bytes): subscribers load the job.
 */
export async function notifyJob(client: pg.ClientBase, job: Pick<JobShape, 'id'>): Promise<void> {
  await client.query(NOTIFY_SQL, [jobTopic(job.id), JSON.stringify({ id: job.id })]);
}
