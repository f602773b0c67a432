/**
 * CONTRACT (used by dashboards, monitors, digests and downloads):
 *
 * - `readResultChunks(resultId)`: AsyncIterable of row batches, each row an array in column
 *   order, read from query_result_chunks a few chunks at a time (about 1000 rows a chunk), so a
 *   result of any size is read in bounded memory.
 * - `readResultRows(resultId)`: the same batches with each row an object keyed by column name.
 * - `loadResult(resultId, { maxRows })`: the whole of a small result, or its first `maxRows`
 *   rows (`truncated` tells), as `{ id, orgId, dataSourceId, queryHash, queryText, columns, rows,
 *   rowCount, truncated, runtime, retrievedAt }`; null when the result does not exist (or was
 *   garbage-collected).
 *
 * None of these authorize: callers check the viewer may see the result first.
 */
import type { Column } from '../../connectors/types.js';
import { pool } from '../../db.js';

export interface ResultMeta {
  id: number;
  orgId: number;
  dataSourceId: number;
  queryHash: string;
  queryText: string;
  columns: Column[];
  rowCount: number;
  /** Seconds. */
  runtime: number;
  retrievedAt: Date;
  /** The saved query version that produced it (null: ad-hoc SQL or an older result). */
  queryVersion: number | null;
  /** That saved query as the result-read policy needs it (null: none, or deleted). */
  query: ResultQuery | null;
}

export interface ResultQuery {
  orgId: number;
  userId: number;
  dataSourceId: number;
  publishedVersion: number | null;
  publishedQueryDataId: number | null;
}

export interface LoadedResult extends ResultMeta {
  rows: Record<string, unknown>[];
  truncated: boolean;
}

/** Chunks fetched per round trip: about 8000 rows. */
const CHUNKS_PER_READ = 8;

export async function resultMeta(resultId: number): Promise<ResultMeta | null> {
  // Raw, like every read of this file: result I/O on the hot paths of downloads and widgets.
  const { rows } = await pool.query<{
    id: number;
    org_id: number;
    data_source_id: number;
    query_hash: string;
    query_text: string;
    columns: Column[];
    row_count: number;
    runtime: number;
    retrieved_at: Date;
    query_version: number | null;
    q_org_id: number | null;
    q_user_id: number | null;
    q_data_source_id: number | null;
    q_published_version: number | null;
    q_published_query_data_id: number | null;
  }>(
    `SELECT r.id, r.org_id, r.data_source_id, r.query_hash, r.query_text, r.columns, r.row_count, r.runtime, r.retrieved_at, r.query_version,
            q.org_id AS q_org_id, q.user_id AS q_user_id, q.data_source_id AS q_data_source_id, q.published_version AS q_published_version,
            q.published_query_data_id AS q_published_query_data_id
       FROM query_results r LEFT JOIN queries q ON q.id = r.query_id WHERE r.id = $1`,
    [resultId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    orgId: row.org_id,
    dataSourceId: row.data_source_id,
    queryHash: row.query_hash,
    queryText: row.query_text,
    columns: row.columns,
    rowCount: row.row_count,
    runtime: row.runtime,
    retrievedAt: row.retrieved_at,
    queryVersion: row.query_version,
    query:
      row.q_org_id === null
        ? null
        : {
            orgId: row.q_org_id,
            userId: row.q_user_id!,
            dataSourceId: row.q_data_source_id!,
            publishedVersion: row.q_published_version,
            publishedQueryDataId: row.q_published_query_data_id,
          },
  };
}

/**
 * The next read is sent before this one's chunks are handed out, so PostgreSQL reads (and
 * decompresses) the following chunks while the caller serialises these.
 */
export async function* readResultChunks(resultId: number): AsyncIterable<unknown[][]> {
  const read = (from: number) =>
    pool.query<{ seq: number; rows: string }>(
      'SELECT seq, rows FROM query_result_chunks WHERE result_id = $1 AND seq >= $2 ORDER BY seq LIMIT $3',
      [resultId, from, CHUNKS_PER_READ],
    );
  let pending: ReturnType<typeof read> | undefined = read(0);
  while (pending) {
    const { rows } = await pending;
    pending = undefined;
    if (rows.length === CHUNKS_PER_READ) {
      pending = read(rows[rows.length - 1].seq + 1);
      // A caller that stops early leaves this read unawaited; its failure is of no interest then.
      pending.catch(() => undefined);
    }
    for (const chunk of rows) yield JSON.parse(chunk.rows) as unknown[][];
  }
}

export function rowObject(columns: Column[], row: unknown[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i += 1) object[columns[i].name] = row[i] ?? null;
  return object;
}

export async function loadResult(resultId: number, { maxRows = 10_000 }: { maxRows?: number } = {}): Promise<LoadedResult | null> {
  const meta = await resultMeta(resultId);
  if (!meta) return null;
  const rows: Record<string, unknown>[] = [];
  for await (const batch of readResultChunks(resultId)) {
    for (const row of batch) {
      if (rows.length >= maxRows) return { ...meta, rows, truncated: true };
      rows.push(rowObject(meta.columns, row));
    }
  }
  return { ...meta, rows, truncated: false };
}
