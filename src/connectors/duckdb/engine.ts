import {
  DuckDBInstance,
  DuckDBTypeId,
  JsonDuckDBValueConverter,
  StatementType,
  type DuckDBConnection,
  type DuckDBResult,
  type DuckDBValue,
} from '@duckdb/node-api';
import { resolve, sep } from 'node:path';
import type { Column, ColumnType, RowStream } from '../types.js';

/**
 * DuckDB, embedded through @duckdb/node-api: the statements run on libuv's thread pool, never on
 * the event loop. Every instance is locked before any user SQL reaches it:
 * - `enable_external_access=false` with `allowed_directories`: files are read only under the
 *   folders the operator allows (DUCKDB_ALLOWED_DIRECTORIES), never a URL;
 * - extensions are neither installed nor loaded on demand (no httpfs, nothing from the network);
 * - `lock_configuration=true`: no SET or RESET of any setting afterwards;
 * - statements that change the engine or write files are refused before they are prepared
 *   (SET, PRAGMA, CALL, INSTALL/LOAD, COPY, EXPORT, ...; REFUSED below).
 */

/** Statement kinds user SQL may not run: settings, extensions, and anything that writes files. */
const REFUSED = new Map<StatementType, string>([
  [StatementType.SET, 'SET/RESET'],
  [StatementType.VARIABLE_SET, 'SET VARIABLE'],
  [StatementType.PRAGMA, 'PRAGMA'],
  // CALL reaches pragma functions too (CALL enable_profiling()); a table function is SELECT * FROM f().
  [StatementType.CALL, 'CALL (use SELECT * FROM the function)'],
  [StatementType.LOAD, 'INSTALL/LOAD'],
  [StatementType.EXTENSION, 'extension statements'],
  [StatementType.UPDATE_EXTENSIONS, 'UPDATE EXTENSIONS'],
  [StatementType.COPY, 'COPY'],
  [StatementType.COPY_DATABASE, 'COPY FROM DATABASE'],
  [StatementType.EXPORT, 'EXPORT DATABASE'],
  [StatementType.VACUUM, 'VACUUM'],
]);

const BATCH = 1000;

/** Each folder once, absolute, ending with the separator (so /data/a does not admit /data/ab). */
function folders(directories: readonly string[]): string[] {
  return [...new Set(directories.map((d) => resolve(d) + sep))];
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A new locked instance: `path` a database file (opened read-only unless `writable`), or
 * ':memory:'. `allowed` are the folders its SQL may read files from.
 */
export async function openLocked(path: string, allowed: readonly string[], { writable = false } = {}): Promise<DuckDBInstance> {
  const instance = await DuckDBInstance.create(path, {
    ...(path !== ':memory:' && !writable ? { access_mode: 'READ_ONLY' } : {}),
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  });
  const setup = await instance.connect();
  try {
    const dirs = folders(allowed);
    if (dirs.length > 0) await setup.run(`SET allowed_directories = [${dirs.map(quote).join(', ')}]`);
    await setup.run('SET enable_external_access = false');
    await setup.run('SET allow_community_extensions = false');
    await setup.run('SET lock_configuration = true');
  } catch (error) {
    setup.closeSync();
    instance.closeSync();
    throw error;
  }
  setup.closeSync();
  return instance;
}

const INTEGERS = new Set([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
]);
const FLOATS = new Set([DuckDBTypeId.FLOAT, DuckDBTypeId.DOUBLE, DuckDBTypeId.DECIMAL]);
const TIMESTAMPS = new Set([DuckDBTypeId.TIMESTAMP, DuckDBTypeId.TIMESTAMP_S, DuckDBTypeId.TIMESTAMP_MS, DuckDBTypeId.TIMESTAMP_NS]);

function columnType(id: DuckDBTypeId): ColumnType {
  if (id === DuckDBTypeId.BOOLEAN) return 'boolean';
  if (INTEGERS.has(id)) return 'integer';
  if (FLOATS.has(id)) return 'float';
  if (id === DuckDBTypeId.DATE) return 'date';
  if (TIMESTAMPS.has(id) || id === DuckDBTypeId.TIMESTAMP_TZ) return 'datetime';
  return 'string';
}

type Convert = (value: unknown) => unknown;

/** JSON values as the other connectors give them: numbers, ISO-like datetimes (UTC with Z when zoned). */
function converterFor(id: DuckDBTypeId): Convert | undefined {
  if (INTEGERS.has(id) || id === DuckDBTypeId.DECIMAL) return (v) => (typeof v === 'string' ? Number(v) : v);
  if (TIMESTAMPS.has(id)) return (v) => (typeof v === 'string' ? v.replace(' ', 'T') : v);
  if (id === DuckDBTypeId.TIMESTAMP_TZ)
    return (v) => {
      if (typeof v !== 'string') return v;
      const iso = v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? v : date.toISOString();
    };
  return undefined;
}

/** Reads a DuckDB result as a RowStream of row arrays, in batches of about BATCH rows. */
function rowStream(result: DuckDBResult, finish: (complete: boolean) => void): RowStream {
  const ids = Array.from({ length: result.columnCount }, (_, i) => result.columnTypeId(i));
  const columns: Column[] = result.columnNames().map((name, i) => ({ name, friendly_name: name, type: columnType(ids[i]) }));
  const converters = ids.map(converterFor);
  async function* batches() {
    let complete = false;
    try {
      const pending: unknown[][] = [];
      for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
        const rows = chunk.convertRows(JsonDuckDBValueConverter) as unknown[][];
        for (const row of rows) {
          for (let c = 0; c < row.length; c++) {
            const convert = converters[c];
            if (convert && row[c] !== null) row[c] = convert(row[c]);
          }
          pending.push(row);
        }
        while (pending.length >= BATCH) yield pending.splice(0, BATCH);
      }
      if (pending.length > 0) yield pending;
      complete = true;
    } finally {
      finish(complete);
    }
  }
  return { columns, batches: batches() };
}

export interface RunOn {
  signal: AbortSignal;
  params?: unknown[];
  timeoutMs: number;
}

/**
 * Runs `sql` (one or more statements; the last one's rows are answered) on `connection`. A
 * cancel or the timeout interrupts the statement in the engine (duckdb_interrupt).
 */
export async function runOn(connection: DuckDBConnection, sql: string, { signal, params, timeoutMs }: RunOn): Promise<RowStream> {
  if (signal.aborted) throw new Error('Cancelled before the statement started.');
  let timedOut = false;
  const interrupt = () => connection.interrupt();
  signal.addEventListener('abort', interrupt, { once: true });
  const timer = timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        connection.interrupt();
      }, timeoutMs)
    : undefined;
  const finish = () => {
    clearTimeout(timer);
    signal.removeEventListener('abort', interrupt);
  };
  const explain = (error: unknown): Error => {
    if (timedOut) return new Error(`canceling statement due to statement timeout (${timeoutMs} ms)`);
    if (signal.aborted) return new Error('canceling statement due to user request');
    return error instanceof Error ? error : new Error(String(error));
  };
  try {
    const extracted = await connection.extractStatements(sql);
    if (extracted.count === 0) throw new Error('The query has no statement.');
    const prepared = [];
    for (let i = 0; i < extracted.count; i++) {
      const statement = await extracted.prepare(i);
      const refused = REFUSED.get(statement.statementType);
      if (refused) {
        statement.destroySync();
        throw new Error(`${refused} statements are not allowed on this data source.`);
      }
      prepared.push(statement);
    }
    const last = prepared.pop()!;
    for (const statement of prepared) await statement.run();
    if (params?.length) last.bind(params as DuckDBValue[]);
    const result = await last.stream();
    const stream = rowStream(result, finish);
    return {
      columns: stream.columns,
      batches: (async function* () {
        try {
          yield* stream.batches;
        } catch (error) {
          throw explain(error);
        }
      })(),
    };
  } catch (error) {
    finish();
    throw explain(error);
  }
}
