import type { DuckDBInstance } from '@duckdb/node-api';
import { isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import { env } from '../../env.js';
import type { ConnectorKind, Connection, SchemaTable } from '../types.js';
import { openLocked, runOn } from './engine.js';

/**
 * DuckDB (src/connectors/duckdb/engine.ts for the lock): a database file inside DATA_DIR, opened
 * read-only, or an empty in-memory database; either reads CSV, Parquet and JSON files under
 * DUCKDB_ALLOWED_DIRECTORIES. A file's instance is opened once per process and kept (DuckDB holds
 * a file once per process); each job takes its own connection of it.
 */
const optionsSchema = z.object({
  /** A database file inside DATA_DIR; empty or ":memory:" for an in-memory database. */
  path: z.string().optional().default(''),
  statement_timeout_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional()
    .default(300_000),
});

type Options = z.infer<typeof optionsSchema>;

const MEMORY = ':memory:';

function fileOf(options: Options): string {
  if (!options.path || options.path === MEMORY) return MEMORY;
  const root = resolve(env.DATA_DIR);
  const file = resolve(root, options.path);
  const inside = relative(root, file);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) throw new Error('The path must name a file inside DATA_DIR.');
  return file;
}

const instances = new Map<string, Promise<DuckDBInstance>>();

/** The instance of a file (kept), or a new in-memory one with `owned` set (closed with its connection). */
async function instanceFor(options: Options): Promise<{ instance: DuckDBInstance; owned: boolean }> {
  const file = fileOf(options);
  if (file === MEMORY) return { instance: await openLocked(MEMORY, env.DUCKDB_ALLOWED_DIRECTORIES), owned: true };
  let instance = instances.get(file);
  if (!instance) {
    instance = openLocked(file, env.DUCKDB_ALLOWED_DIRECTORIES);
    instances.set(file, instance);
    instance.catch(() => instances.delete(file));
  }
  return { instance: await instance, owned: false };
}

/** Closes the kept instances of database files (the worker's stop; tests). */
export async function closeDuckdbInstances(): Promise<void> {
  const open = [...instances.values()];
  instances.clear();
  for (const instance of await Promise.allSettled(open)) if (instance.status === 'fulfilled') instance.value.closeSync();
}

async function connect(options: Options): Promise<Connection> {
  const { instance, owned } = await instanceFor(options);
  const connection = await instance.connect();
  return {
    run: (sql, { signal, params }) => runOn(connection, sql, { signal, params, timeoutMs: options.statement_timeout_ms }),
    async close() {
      connection.closeSync();
      if (owned) instance.closeSync();
    },
  };
}

export const duckdbConnector: ConnectorKind<Options> = {
  type: 'duckdb',
  name: 'DuckDB',
  dialect: 'DuckDB',
  options: optionsSchema as unknown as z.ZodType<Options>,
  secretFields: [],
  addressFields: ['path'],
  connect,
  async test(options) {
    const connection = await connect(options);
    try {
      const stream = await connection.run('SELECT 1', { signal: new AbortController().signal, maxRows: 1 });
      for await (const batch of stream.batches) void batch;
    } finally {
      await connection.close();
    }
  },
  async schema(options): Promise<SchemaTable[]> {
    const connection = await connect(options);
    try {
      const stream = await connection.run(
        `SELECT schema_name, table_name, column_name, data_type FROM duckdb_columns()
         WHERE NOT internal AND database_name = current_database() ORDER BY schema_name, table_name, column_index`,
        { signal: new AbortController().signal, maxRows: Infinity },
      );
      const tables = new Map<string, SchemaTable>();
      for await (const batch of stream.batches) {
        for (const [schema, table, column, type] of batch as string[][]) {
          const name = schema === 'main' ? table : `${schema}.${table}`;
          const entry = tables.get(name) ?? { name, columns: [] };
          entry.columns.push({ name: column, type });
          tables.set(name, entry);
        }
      }
      return [...tables.values()];
    } finally {
      await connection.close();
    }
  },
  placeholder: (index) => `$${index}`,
};
