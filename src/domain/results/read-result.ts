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
  }>(
    'SELECT id, org_id, data_source_id, query_hash, query_text, columns, row_count, runtime, retrieved_at FROM query_results WHERE id = $1',
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
