import type { DuckDBConnection } from '@duckdb/node-api';
import { z } from 'zod';
import { openLocked, runOn } from '../duckdb/engine.js';
import type { ColumnType, ConnectorKind, Connection, InputTable, SchemaTable } from '../types.js';

/**
 * Query Results (Redash's `results`): SQL over other saved queries' latest results, named
 * `query_<id>`, run by an in-memory DuckDB instance locked as the DuckDB connector's (no files at
 * all here). The connector never reads the metadata database: the execution layer
 * (src/domain/execution) checks that whoever asked may read each named query and hands their
 * rows in as `tables`.
 */
const optionsSchema = z.object({
  statement_timeout_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional()
    .default(300_000),
});

type Options = z.infer<typeof optionsSchema>;

const TABLE = /\bquery_(\d+)\b/gi;

/** The ids of the saved queries a statement names as `query_<id>`, each once, in order. */
export function queriesNamed(sql: string): number[] {
  return [...new Set([...sql.matchAll(TABLE)].map((m) => Number(m[1])).filter((id) => Number.isSafeInteger(id) && id > 0))];
}

const SQL_TYPES: Record<ColumnType, string> = {
  integer: 'BIGINT',
  float: 'DOUBLE',
  boolean: 'BOOLEAN',
  string: 'VARCHAR',
  datetime: 'TIMESTAMP',
  date: 'DATE',
};

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Loads one input as a temporary table: its values appended as text, then cast to their column types. */
async function load(connection: DuckDBConnection, table: InputTable): Promise<void> {
  if (!/^query_\d+$/.test(table.name)) throw new Error(`Invalid input table name ${table.name}.`);
  const staging = `${table.name}__text`;
  const columns = table.columns.length ? table.columns : [{ name: 'empty', friendly_name: 'empty', type: 'string' as const }];
  await connection.run(`CREATE TEMP TABLE ${staging} (${columns.map((c, i) => `c${i} VARCHAR`).join(', ')})`);
  const appender = await connection.createAppender(staging, 'main', 'temp');
  try {
    for await (const batch of table.batches) {
      for (const row of batch) {
        for (let i = 0; i < columns.length; i++) {
          const value = row[i];
          if (value === null || value === undefined) appender.appendNull();
          else appender.appendVarchar(typeof value === 'object' ? JSON.stringify(value) : String(value));
        }
        appender.endRow();
      }
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  const select = columns.map((c, i) => `TRY_CAST(c${i} AS ${SQL_TYPES[c.type] ?? 'VARCHAR'}) AS ${ident(c.name)}`).join(', ');
  await connection.run(`CREATE TEMP TABLE ${table.name} AS SELECT ${select} FROM ${staging}`);
  await connection.run(`DROP TABLE ${staging}`);
}

async function connect(options: Options): Promise<Connection> {
  const instance = await openLocked(':memory:', []);
  const connection = await instance.connect();
  return {
    async run(sql, { signal, params, tables }) {
      for (const table of tables ?? []) await load(connection, table);
      return runOn(connection, sql, { signal, params, timeoutMs: options.statement_timeout_ms });
    },
    async close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

export const resultsConnector: ConnectorKind<Options> = {
  type: 'results',
  name: 'Query Results',
  dialect: 'DuckDB over other queries’ latest results, named query_<id>',
  options: optionsSchema as unknown as z.ZodType<Options>,
  secretFields: [],
  addressFields: [],
  connect,
  async test() {
    const connection = await connect({ statement_timeout_ms: 10_000 });
    await connection.close();
  },
  /** The tables are the queries each statement names: nothing to list up front. */
  schema: async (): Promise<SchemaTable[]> => [],
  placeholder: (index) => `$${index}`,
  queriesNamed,
};
