import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { z } from 'zod';
import { env } from '../../env.js';
import type { Column, ColumnType, ConnectorKind, Connection, RowStream, SchemaTable } from '../types.js';

/**
 * SQLite through sql.js (SQLite compiled to WebAssembly: no server, no native build). The file is
 * read into memory from a path inside DATA_DIR and queried read-only (changes are not written back).
 * sql.js runs on the event loop, so cancellation and the timeout are checked between rows.
 */
const optionsSchema = z.object({
  path: z.string().min(1),
  statement_timeout_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional()
    .default(300_000),
});

type Options = z.infer<typeof optionsSchema>;

const BATCH = 1000;

let engine: Promise<SqlJsStatic> | undefined;

function fileOf(options: Options): string {
  const root = resolve(env.DATA_DIR);
  const file = resolve(root, options.path);
  const inside = relative(root, file);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) throw new Error('The path must name a file inside DATA_DIR.');
  return file;
}

async function openDatabase(options: Options) {
  const SQL = await (engine ??= initSqlJs());
  return new SQL.Database(await readFile(fileOf(options)));
}

function typeOf(values: unknown[]): ColumnType {
  const present = values.filter((v) => v !== null && v !== undefined);
  if (present.length === 0) return 'string';
  if (present.every((v) => typeof v === 'number' && Number.isInteger(v))) return 'integer';
  if (present.every((v) => typeof v === 'number')) return 'float';
  return 'string';
}

async function connect(options: Options): Promise<Connection> {
  const database = await openDatabase(options);
  return {
    async run(sql, { signal, params }): Promise<RowStream> {
      const deadline = options.statement_timeout_ms ? Date.now() + options.statement_timeout_ms : Infinity;
      const statement = database.prepare(sql);
      statement.bind((params ?? []) as (string | number | null)[]);
      const check = () => {
        if (signal.aborted) throw new Error('canceling statement due to user request');
        if (Date.now() > deadline) throw new Error('canceling statement due to statement timeout');
      };
      const readBatch = (): unknown[][] => {
        const rows: unknown[][] = [];
        while (rows.length < BATCH) {
          check();
          if (!statement.step()) break;
          rows.push(statement.get().map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v)));
        }
        return rows;
      };
      let first: unknown[][];
      try {
        first = readBatch();
      } catch (error) {
        statement.free();
        throw error;
      }
      const names = statement.getColumnNames();
      const columns: Column[] = names.map((name, i) => ({ name, friendly_name: name, type: typeOf(first.map((row) => row[i])) }));
      async function* batches() {
        try {
          let rows = first;
          while (rows.length > 0) {
            yield rows;
            if (rows.length < BATCH) break;
            // Lets a cancel arriving on the event loop be seen between batches.
            await new Promise((done) => setImmediate(done));
            rows = readBatch();
          }
        } finally {
          statement.free();
        }
      }
      return { columns, batches: batches() };
    },
    close: async () => database.close(),
  };
}

export const sqliteConnector: ConnectorKind<Options> = {
  type: 'sqlite',
  name: 'SQLite (file in DATA_DIR)',
  dialect: 'SQLite',
  options: optionsSchema as unknown as z.ZodType<Options>,
  secretFields: [],
  addressFields: ['path'],
  connect,
  async test(options) {
    const database = await openDatabase(options);
    try {
      database.exec('SELECT count(*) FROM sqlite_master');
    } finally {
      database.close();
    }
  },
  async schema(options): Promise<SchemaTable[]> {
    const database = await openDatabase(options);
    try {
      const tables = database.exec(
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name",
      );
      return (tables[0]?.values ?? []).map(([name]) => {
        const info = database.exec(`PRAGMA table_info(${JSON.stringify(String(name))})`);
        return { name: String(name), columns: (info[0]?.values ?? []).map((c) => ({ name: String(c[1]), type: String(c[2] || 'any') })) };
      });
    } finally {
      database.close();
    }
  },
  placeholder: () => '?',
};
