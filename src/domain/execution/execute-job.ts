import { hostname } from 'node:os';
import type pg from 'pg';
import { connectorKind } from '../../connectors/index.js';
import type { Column, Connection } from '../../connectors/types.js';
import { inTransaction, pool } from '../../db.js';
import { env } from '../../env.js';
import { logger } from '../../logger.js';
import { runtime } from '../../runtime.js';
import { openOptions } from '../secret-options.js';
import { finishJob } from '../jobs/finish-job.js';
import { jobShape, notifyJob, type JobRow } from '../jobs/job-shape.js';

/** How often a running job proves its worker is alive and learns whether it was cancelled. */
export const HEARTBEAT_MS = 1000;

/** The least time between two progress writes of a running job (rows fetched so far). */
export const PROGRESS_INTERVAL_MS = 500;

const WORKER_ID = `${hostname()}:${process.pid}`;

class ResultTooLargeError extends Error {}

/** Redash's rule: a repeated column name gets a numeric suffix, so rows can be objects. */
function uniqueColumns(columns: Column[]): Column[] {
  const seen = new Map<string, number>();
  return columns.map((column) => {
    const count = seen.get(column.name) ?? 0;
    seen.set(column.name, count + 1);
    return count === 0 ? column : { ...column, name: `${column.name}_${count}` };
  });
}

/**
 * Records how many rows a running job fetched so far and tells its subscribers (by id). Its own
 * short transaction, so pollers see it while the result is still being written.
 */
async function recordProgress(jobId: number, rowsFetched: number): Promise<void> {
  await inTransaction(async (client) => {
    const { rowCount } = await client.query('UPDATE jobs SET rows_fetched = $2 WHERE id = $1 AND status = 2', [jobId, rowsFetched]);
    if (rowCount) await notifyJob(client, { id: jobId });
  });
}

async function claim(jobId: number): Promise<JobRow | null> {
  return inTransaction(async (client) => {
    const { rows } = await client.query<JobRow>(
      `UPDATE jobs SET status = 2, started_at = $2, heartbeat_at = now(), worker_id = $3
       WHERE id = $1 AND status = 1 RETURNING *`,
      [jobId, runtime.clock.now(), WORKER_ID],
    );
    if (!rows[0]) return null;
    await client.query('UPDATE runs SET status = 2 WHERE job_id = $1 AND status = 1', [jobId]);
    await notifyJob(client, jobShape(rows[0]));
    return rows[0];
  });
}

/**
 * Streams the statement's rows into query_result_chunks (one chunk per connector batch of about
 * 1000 rows) inside one transaction that also finishes the job, so a result is either complete
 * and referenced, or absent. Over RESULT_MAX_ROWS / RESULT_MAX_BYTES the run fails instead.
 * The rows fetched so far are recorded at most every PROGRESS_INTERVAL_MS, never per batch.
 */
async function storeResult(client: pg.ClientBase, job: JobRow, connection: Connection, signal: AbortSignal, started: number): Promise<boolean> {
  const stream = await connection.run(job.query_text, { signal, maxRows: env.RESULT_MAX_ROWS, params: job.parameters });
  const columns = uniqueColumns(stream.columns);
  await client.query('BEGIN');
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO query_results (org_id, data_source_id, query_hash, query_text, columns, runtime, retrieved_at)
     VALUES ($1, $2, $3, $4, $5, 0, $6) RETURNING id`,
    [job.org_id, job.data_source_id, job.query_hash, job.query_text, JSON.stringify(columns), runtime.clock.now()],
  );
  const resultId = rows[0].id;
  let rowCount = 0;
  let byteSize = 0;
  let seq = 0;
  let progressAt = performance.now();
  for await (const batch of stream.batches) {
    rowCount += batch.length;
    if (rowCount > env.RESULT_MAX_ROWS) throw new ResultTooLargeError(`The result has more than ${env.RESULT_MAX_ROWS} rows (RESULT_MAX_ROWS); add a LIMIT or aggregate.`);
    const text = JSON.stringify(batch);
    byteSize += Buffer.byteLength(text);
    if (byteSize > env.RESULT_MAX_BYTES) throw new ResultTooLargeError(`The result is larger than ${env.RESULT_MAX_BYTES} bytes (RESULT_MAX_BYTES); select fewer rows or columns.`);
    await client.query('INSERT INTO query_result_chunks (result_id, seq, rows) VALUES ($1, $2, $3)', [resultId, seq, text]);
    seq += 1;
    if (performance.now() - progressAt >= PROGRESS_INTERVAL_MS) {
      await recordProgress(job.id, rowCount);
      progressAt = performance.now();
    }
  }
  const now = runtime.clock.now();
  await client.query('UPDATE query_results SET row_count = $2, byte_size = $3, runtime = $4, retrieved_at = $5 WHERE id = $1', [
    resultId, rowCount, byteSize, (performance.now() - started) / 1000, now,
  ]);
  await client.query('UPDATE jobs SET rows_fetched = $2 WHERE id = $1', [job.id, rowCount]);
  const finished = await finishJob(client, job.id, { status: 3, queryResultId: resultId }, now);
  if (!finished) {
    await client.query('ROLLBACK');
    return false;
  }
  await client.query('COMMIT');
  return true;
}

/**
 * Runs one job: claims it (1 -> 2), beats a heartbeat while the statement runs (a cancel seen on
 * a beat aborts the statement on the database), stores the result and ends the job at 3, or at 4
 * with the database's own message. Never throws for a failure of the query itself.
 */
export async function executeJob(jobId: number): Promise<void> {
  const job = await claim(jobId);
  if (!job) return;
  const abort = new AbortController();
  const heartbeat = setInterval(() => {
    pool.query<{ status: number }>('UPDATE jobs SET heartbeat_at = now() WHERE id = $1 RETURNING status', [jobId]).then(
      ({ rows }) => {
        if (rows[0]?.status !== 2) abort.abort();
      },
      (error) => logger.warn({ err: error, jobId }, 'job heartbeat failed'),
    );
  }, HEARTBEAT_MS);
  const client = await pool.connect();
  let connection: Connection | undefined;
  try {
    const { rows } = await client.query<{ type: string; options: Record<string, unknown>; secret_options_encrypted: string | null }>(
      'SELECT type, options, secret_options_encrypted FROM data_sources WHERE id = $1',
      [job.data_source_id],
    );
    const source = rows[0];
    if (!source) throw new Error('The data source no longer exists.');
    const kind = connectorKind(source.type);
    if (!kind) throw new Error(`Connector type "${source.type}" is not available.`);
    const options = kind.options.parse(openOptions(runtime, { options: source.options, secretOptionsEncrypted: source.secret_options_encrypted }));
    const started = performance.now();
    connection = await kind.connect(options);
    await storeResult(client, job, connection, abort.signal, started);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (!abort.signal.aborted) {
      const message = (error as Error).message || String(error);
      await inTransaction((tx) => finishJob(tx, jobId, { status: 4, error: message }, runtime.clock.now()));
    }
  } finally {
    clearInterval(heartbeat);
    client.release();
    await connection?.close().catch(() => undefined);
  }
}
