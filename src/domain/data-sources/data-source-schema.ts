import type { Context } from '../../context.js';
import type { SchemaTable } from '../../connectors/types.js';
import { pool } from '../../db.js';
import { EgressRefusedError, withOrganizationEgress } from '../../egress/guard.js';
import { DomainError } from '../../errors.js';
import { openOptions } from '../secret-options.js';
import { kindOrFail } from './data-source-options.js';

/**
 * Each data source's schema is kept in data_source_schemas (prisma/migrations/0023) and answered
 * from there with its age: a request never waits for the target once a copy is kept. A copy older
 * than SCHEMA_STALE_MS is read again in the background (the read_data_source_schema task, one
 * job per data source by its job_key), when asked for and by the sweep
 * (refresh_data_source_schemas, every five minutes). `refresh` reads it in the request.
 */
export const SCHEMA_STALE_MS = 30 * 60_000;

export interface SchemaSource {
  id: number;
  orgId: number;
  type: string;
  options: unknown;
  secretOptionsEncrypted: string | null;
}

export interface KeptSchema {
  tables: SchemaTable[];
  /** When the kept copy was read from the target; null when none is kept yet. */
  retrievedAt: Date | null;
  ageSeconds: number | null;
  /** A background read of this data source's schema is queued. */
  refreshing: boolean;
  /** The last background read that failed since the copy was kept, and when. */
  error: string | null;
  failedAt: Date | null;
}

interface KeptRow {
  tables: SchemaTable[];
  retrieved_at: Date;
  error: string | null;
  failed_at: Date | null;
}

// Raw pool, not Prisma: the tables (megabytes for a large schema) must not travel when this process
// already holds the same copy (the CASE below), and the background reads are graphile add_job calls.

/** The tables travel only when this process does not hold the same copy already ($2: its retrieved_at). */
const READ_KEPT = `SELECT CASE WHEN retrieved_at IS NOT DISTINCT FROM $2::timestamptz THEN NULL ELSE tables END AS tables,
  retrieved_at, error, failed_at FROM data_source_schemas WHERE data_source_id = $1`;

/**
 * Kept copies this process has parsed, by data source and retrieved_at (a newer read replaces
 * one): a 50,000-column schema is megabytes of JSON, parsed once, not at every request.
 */
const parsed = new Map<number, { retrievedAt: number; tables: SchemaTable[] }>();
const PARSED_MAX = 32;

function remember(dataSourceId: number, retrievedAt: Date, tables: SchemaTable[]): void {
  parsed.delete(dataSourceId);
  parsed.set(dataSourceId, { retrievedAt: retrievedAt.getTime(), tables });
  if (parsed.size > PARSED_MAX) parsed.delete(parsed.keys().next().value!);
}

/** The JSON text of kept tables, written once per copy: the REST route sends it as it is. */
const texts = new WeakMap<SchemaTable[], string>();
export function tablesJson(tables: SchemaTable[]): string {
  let text = texts.get(tables);
  if (text === undefined) {
    text = JSON.stringify(tables);
    texts.set(tables, text);
  }
  return text;
}

async function readKept(dataSourceId: number): Promise<KeptRow | undefined> {
  const held = parsed.get(dataSourceId);
  const { rows } = await pool.query<Omit<KeptRow, 'tables'> & { tables: SchemaTable[] | null }>({
    name: 'read-kept-schema',
    text: READ_KEPT,
    values: [dataSourceId, held ? new Date(held.retrievedAt) : null],
  });
  const row = rows[0];
  if (!row) {
    parsed.delete(dataSourceId);
    return undefined;
  }
  if (row.tables === null) return { ...row, tables: held!.tables };
  remember(dataSourceId, row.retrieved_at, row.tables);
  return { ...row, tables: row.tables };
}

const KEEP = `INSERT INTO data_source_schemas (data_source_id, tables, table_count, column_count, retrieved_at)
  SELECT $1, $2::jsonb, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM data_sources WHERE id = $1)
  ON CONFLICT (data_source_id) DO UPDATE SET tables = excluded.tables, table_count = excluded.table_count,
    column_count = excluded.column_count, retrieved_at = excluded.retrieved_at, error = NULL, failed_at = NULL`;

/** One queued read per data source: a second request while it waits adds nothing (job_key). */
const ENQUEUE = `SELECT graphile_worker.add_job('read_data_source_schema', json_build_object('dataSourceId', $1::int),
  job_key => 'data_source_schema:' || $1::text, job_key_mode => 'preserve_run_at', max_attempts => 1)`;

/** Reads the schema from the target now and keeps it; answers what was read. */
export async function readSchemaNow(
  ctx: Pick<Context, 'secrets' | 'clock'>,
  dataSource: SchemaSource,
): Promise<{ tables: SchemaTable[]; retrievedAt: Date }> {
  const kind = kindOrFail(dataSource.type);
  let tables: SchemaTable[];
  try {
    const stored = { options: dataSource.options as Record<string, unknown>, secretOptionsEncrypted: dataSource.secretOptionsEncrypted };
    tables = await withOrganizationEgress(dataSource.orgId, () => kind.schema(kind.options.parse(openOptions(ctx, stored))));
  } catch (error) {
    if (error instanceof EgressRefusedError) throw error;
    throw new DomainError(`Could not read the schema: ${(error as Error).message}`, 'data_source_unreachable', 502);
  }
  const retrievedAt = ctx.clock.now();
  const columns = tables.reduce((sum, table) => sum + table.columns.length, 0);
  const text = JSON.stringify(tables);
  await pool.query(KEEP, [dataSource.id, text, tables.length, columns, retrievedAt]);
  texts.set(tables, text);
  remember(dataSource.id, retrievedAt, tables);
  return { tables, retrievedAt };
}

/** A background read failed: the kept copy stays, the failure is shown with it. */
export async function recordSchemaFailure(dataSourceId: number, message: string, at: Date): Promise<void> {
  await pool.query('UPDATE data_source_schemas SET error = $2, failed_at = $3 WHERE data_source_id = $1', [dataSourceId, message, at]);
}

/** Queues a background read of the data source's schema (at most one waits per data source). */
export async function enqueueSchemaRead(dataSourceId: number): Promise<void> {
  await pool.query(ENQUEUE, [dataSourceId]);
}

/** Forgets the kept copy (the options changed: it may describe another database). */
export async function forgetKeptSchema(dataSourceId: number): Promise<void> {
  await pool.query('DELETE FROM data_source_schemas WHERE data_source_id = $1', [dataSourceId]);
}

function answer(row: KeptRow, now: Date, refreshing: boolean): KeptSchema {
  return {
    tables: row.tables,
    retrievedAt: row.retrieved_at,
    ageSeconds: Math.max(0, Math.floor((now.getTime() - row.retrieved_at.getTime()) / 1000)),
    refreshing,
    error: row.error,
    failedAt: row.failed_at,
  };
}

/**
 * The kept schema with its age. Nothing kept yet, or `refresh`: read from the target in the
 * request. A stale copy is answered as it is while a background read is queued.
 * The caller has already checked that the viewer reaches the data source (readSchema).
 */
export async function keptSchema(ctx: Pick<Context, 'secrets' | 'clock'>, dataSource: SchemaSource, refresh = false): Promise<KeptSchema> {
  const row = refresh ? undefined : await readKept(dataSource.id);
  const now = ctx.clock.now();
  if (!row) {
    const read = await readSchemaNow(ctx, dataSource);
    return { tables: read.tables, retrievedAt: read.retrievedAt, ageSeconds: 0, refreshing: false, error: null, failedAt: null };
  }
  const stale = now.getTime() - row.retrieved_at.getTime() >= SCHEMA_STALE_MS;
  // A copy whose last read failed is tried again one staleness period after the failure.
  const retry = !row.failed_at || now.getTime() - row.failed_at.getTime() >= SCHEMA_STALE_MS;
  if (stale && retry) await enqueueSchemaRead(dataSource.id);
  return answer(row, now, stale && retry);
}

/** Queues a background read now; answers the kept copy as it is (empty when none is kept yet). */
export async function refreshSchemaLater(ctx: Pick<Context, 'clock'>, dataSourceId: number): Promise<KeptSchema> {
  await enqueueSchemaRead(dataSourceId);
  const row = await readKept(dataSourceId);
  if (!row) return { tables: [], retrievedAt: null, ageSeconds: null, refreshing: true, error: null, failedAt: null };
  return answer(row, ctx.clock.now(), true);
}

/** The tables alone (the AI assistant), from the kept copy as keptSchema answers it. */
export async function dataSourceSchema(ctx: Context, dataSource: SchemaSource, refresh = false): Promise<SchemaTable[]> {
  return (await keptSchema(ctx, dataSource, refresh)).tables;
}

/** Queues a read of every kept schema older than SCHEMA_STALE_MS (the sweep); answers how many. */
export async function enqueueStaleSchemaReads(now: Date): Promise<number> {
  const before = new Date(now.getTime() - SCHEMA_STALE_MS);
  const { rowCount } = await pool.query(
    `SELECT graphile_worker.add_job('read_data_source_schema', json_build_object('dataSourceId', data_source_id),
       job_key => 'data_source_schema:' || data_source_id::text, job_key_mode => 'preserve_run_at', max_attempts => 1)
       FROM data_source_schemas WHERE retrieved_at < $1 AND (failed_at IS NULL OR failed_at < $1)`,
    [before],
  );
  return rowCount ?? 0;
}
