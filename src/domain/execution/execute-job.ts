import { hostname } from 'node:os';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { connectorKind } from '../../connectors/index.js';
import type { Column, Connection, InputTable, JsonBatch } from '../../connectors/types.js';
import { inTransaction, pool } from '../../db.js';
import { withEgressRules } from '../../egress/guard.js';
import { env } from '../../env.js';
import { logger } from '../../logger.js';
import { runtime } from '../../runtime.js';
import { openOptions } from '../secret-options.js';
import { finishJob } from '../jobs/finish-job.js';
import { jobTopic, notifyJob, type JobRow } from '../jobs/job-shape.js';
import { JobStatus } from '../jobs/job-status.js';
import { NOTIFY_SQL } from '../../pubsub.js';
import { referencedResults } from './referenced-results.js';

/** How often a running job proves its worker is alive and learns whether it was cancelled. */
const HEARTBEAT_MS = 1000;

/** The least time between two progress writes of a running job (rows fetched so far). */
const PROGRESS_INTERVAL_MS = 500;

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
    const { rowCount } = await client.query(`UPDATE jobs SET rows_fetched = $2 WHERE id = $1 AND status = ${JobStatus.Started}`, [
      jobId,
      rowsFetched,
    ]);
    if (rowCount) await notifyJob(client, { id: jobId });
  });
}

interface ClaimedJob extends JobRow {
  source_type: string | null;
  source_options: Record<string, unknown> | null;
  source_secret_options: string | null;
  /** The organization's egress rules (src/egress/guard.ts), read in the same statement. */
  egress_restricted: boolean | null;
}

/**
 * Takes a queued job (1 -> 2) with its runs, tells subscribers and reads its data source, in one
 * statement (one round trip, its own implicit transaction): pickup latency is counted in round
 * trips. The NOTIFY is evaluated only when the job was claimed.
 */
async function claim(client: pg.ClientBase, jobId: number): Promise<ClaimedJob | null> {
  // Named: prepared once per connection, its plan cached (a parse and plan cost ~0.8 ms a pickup here).
  const { rows } = await client.query<ClaimedJob>({
    name: 'claim-job',
    text: `WITH claimed AS (
       UPDATE jobs SET status = ${JobStatus.Started}, started_at = $4, heartbeat_at = now(), worker_id = $5
       WHERE id = $3 AND status = ${JobStatus.Queued} RETURNING *
     ), started_runs AS (
       UPDATE runs SET status = ${JobStatus.Started} WHERE job_id = $3 AND status = ${JobStatus.Queued} AND EXISTS (SELECT 1 FROM claimed)
     ), told AS (
       SELECT (${NOTIFY_SQL}) AS sent FROM claimed
     )
     SELECT claimed.*, ds.type AS source_type, ds.options AS source_options, ds.secret_options_encrypted AS source_secret_options,
            (SELECT o.egress_restricted FROM organizations o WHERE o.id = claimed.org_id) AS egress_restricted
     FROM claimed CROSS JOIN told LEFT JOIN data_sources ds ON ds.id = claimed.data_source_id`,
    values: [jobTopic(jobId), JSON.stringify({ id: jobId }), jobId, runtime.clock.now(), WORKER_ID],
  });
  return rows[0] ?? null;
}

/** COPY's binary format: its signature, a flags word and an empty header extension. */
const BINARY_HEADER = Buffer.from('PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0', 'latin1');
/** The binary format's trailer: a tuple of -1 fields. */
const BINARY_TRAILER = Buffer.from([0xff, 0xff]);

/**
 * The head of a chunk's tuple in COPY's binary format: three fields (result_id and seq as int4,
 * then the length of the rows text), followed on the wire by the JSON bytes themselves. Binary
 * input hands the text to PostgreSQL as it is: no backslash doubling here and no escape scan of
 * every byte on the server (measured on 100 chunks of 1000 rows: ~15 ms less backend CPU).
 */
function tupleHead(resultId: number, seq: number, json: Buffer): Buffer {
  const head = Buffer.allocUnsafe(22);
  head.writeInt16BE(3, 0);
  head.writeInt32BE(4, 2);
  head.writeInt32BE(resultId, 6);
  head.writeInt32BE(4, 10);
  head.writeInt32BE(seq, 14);
  head.writeInt32BE(json.length, 18);
  return head;
}
/**
 * Stores the statement's rows in query_result_chunks (one chunk per connector batch of about 1000
 * rows, serialised once, or already JSON bytes when the connector wrote them so) and ends the job,
 * so a result is either complete and referenced, or absent. A result of one batch (or none) is
 * stored by the statement that ends the job (finishJob), with its runs in the same transaction
 * when it has any. A longer one goes through one binary COPY ... FROM STDIN, inside one transaction that
 * also finishes the job: COPY keeps the metadata database writing while the next batch is fetched
 * and serialised, instead of one INSERT round trip per chunk. Over RESULT_MAX_ROWS /
 * RESULT_MAX_BYTES the run fails instead. The rows fetched so far are recorded at most every
 * PROGRESS_INTERVAL_MS, never per batch.
 */
async function storeResult(
  client: pg.ClientBase,
  job: JobRow,
  connection: Connection,
  signal: AbortSignal,
  started: number,
  tables?: InputTable[],
): Promise<boolean> {
  const stream = await connection.run(job.query_text, { signal, maxRows: env.RESULT_MAX_ROWS, params: job.parameters, tables });
  const columns = JSON.stringify(uniqueColumns(stream.columns));
  const batches = stream.batches[Symbol.asyncIterator]();
  let rowCount = 0;
  let byteSize = 0;
  const take = (batch: unknown[][] | JsonBatch): Buffer => {
    rowCount += Array.isArray(batch) ? batch.length : batch.rowCount;
    if (rowCount > env.RESULT_MAX_ROWS)
      throw new ResultTooLargeError(`The result has more than ${env.RESULT_MAX_ROWS} rows (RESULT_MAX_ROWS); add a LIMIT or aggregate.`);
    const json = Array.isArray(batch) ? Buffer.from(JSON.stringify(batch)) : batch.json;
    byteSize += json.length;
    if (byteSize > env.RESULT_MAX_BYTES)
      throw new ResultTooLargeError(
        `The result is larger than ${env.RESULT_MAX_BYTES} bytes (RESULT_MAX_BYTES); select fewer rows or columns.`,
      );
    return json;
  };
  let taken: Buffer[];
  try {
    const first = await batches.next();
    taken = first.done ? [] : [take(first.value)];
    const second = first.done ? first : await batches.next();
    if (!second.done) taken.push(take(second.value));
  } catch (error) {
    await batches.return?.();
    throw error;
  }
  if (taken.length < 2) {
    const result = { columns, rows: taken[0]?.toString() ?? null, rowCount, byteSize, runtime: (performance.now() - started) / 1000 };
    if (job.run_id === null) return (await finishJob(client, job.id, { status: JobStatus.Finished, result }, runtime.clock.now())) !== null;
    await client.query('BEGIN');
    const ended = await finishJob(client, job.id, { status: JobStatus.Finished, result }, runtime.clock.now());
    await client.query(ended ? 'COMMIT' : 'ROLLBACK');
    return ended !== null;
  }
  await client.query('BEGIN');
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO query_results (org_id, data_source_id, query_hash, query_text, columns, runtime, retrieved_at, query_id, query_version)
     VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8) RETURNING id`,
    [job.org_id, job.data_source_id, job.query_hash, job.query_text, columns, runtime.clock.now(), job.query_id, job.query_version],
  );
  const resultId = rows[0].id;
  async function* chunkLines(): AsyncIterable<Buffer> {
    let seq = 0;
    yield BINARY_HEADER;
    for (const json of taken) {
      yield tupleHead(resultId, seq++, json);
      yield json;
    }
    let progressAt = performance.now();
    for (let next = await batches.next(); !next.done; next = await batches.next()) {
      const json = take(next.value);
      yield tupleHead(resultId, seq++, json);
      yield json;
      if (performance.now() - progressAt >= PROGRESS_INTERVAL_MS) {
        await recordProgress(job.id, rowCount);
        progressAt = performance.now();
      }
    }
    yield BINARY_TRAILER;
  }
  // A failure on either side destroys the COPY (a CopyFail to the server); the caller rolls back.
  try {
    await pipeline(
      Readable.from(chunkLines(), { objectMode: false }),
      client.query(copyFrom('COPY query_result_chunks (result_id, seq, rows) FROM STDIN (FORMAT binary)')),
    );
  } finally {
    // Ends the connector's run when the store stopped early (a limit, a failure of the COPY).
    await batches.return?.();
  }
  const now = runtime.clock.now();
  await client.query(
    `WITH result AS (UPDATE query_results SET row_count = $2, byte_size = $3, runtime = $4, retrieved_at = $5 WHERE id = $1)
     UPDATE jobs SET rows_fetched = $2 WHERE id = $6`,
    [resultId, rowCount, byteSize, (performance.now() - started) / 1000, now, job.id],
  );
  const finished = await finishJob(client, job.id, { status: JobStatus.Finished, queryResultId: resultId }, now);
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
  // Raw: the hot path; one held connection claims the job, COPYs its result in and finishes it.
  const client = await pool.connect();
  let job: ClaimedJob | null;
  try {
    job = await claim(client, jobId);
  } catch (error) {
    client.release();
    throw error;
  }
  if (!job) {
    client.release();
    return;
  }
  const abort = new AbortController();
  const heartbeat = setInterval(() => {
    // Raw: every second per running job, one round trip beside the held connection.
    pool.query<{ status: number }>('UPDATE jobs SET heartbeat_at = now() WHERE id = $1 RETURNING status', [jobId]).then(
      ({ rows }) => {
        if (rows[0]?.status !== JobStatus.Started) abort.abort();
      },
      (error) => logger.warn({ err: error, jobId }, 'job heartbeat failed'),
    );
  }, HEARTBEAT_MS);
  let connection: Connection | undefined;
  try {
    if (job.source_type === null) throw new Error('The data source no longer exists.');
    const kind = connectorKind(job.source_type);
    if (!kind) throw new Error(`Connector type "${job.source_type}" is not available.`);
    const options = kind.options.parse(
      openOptions(runtime, { options: job.source_options ?? {}, secretOptionsEncrypted: job.source_secret_options }),
    );
    const started = performance.now();
    // Query Results: the named queries' latest results, checked again as the job's user.
    const tables = kind.queriesNamed ? await referencedResults(job.org_id, job.user_id, kind.queriesNamed(job.query_text)) : undefined;
    // Pooled per data source: a connection kept from an earlier job whose options were the same (src/connectors/pool.ts).
    connection = await withEgressRules(job.egress_restricted ?? true, () =>
      kind.connect(options, { key: `data-source:${job.data_source_id}` }),
    );
    await storeResult(client, job, connection, abort.signal, started, tables);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (!abort.signal.aborted) {
      const message = (error as Error).message || String(error);
      await inTransaction((tx) => finishJob(tx, jobId, { status: JobStatus.Failed, error: message }, runtime.clock.now()));
    }
  } finally {
    clearInterval(heartbeat);
    client.release();
    await connection?.close().catch(() => undefined);
  }
}
