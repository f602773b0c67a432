import type mysql from 'mysql2';
import type { z } from 'zod';
import { resolveDatabaseHost } from '../../egress/guard.js';
import { env } from '../../env.js';
import { ConnectionPools, optionsFingerprint } from '../pool.js';
import { relationalOptions } from '../registry.js';
import type { Column, ColumnType, ConnectorKind, Connection, RowStream, SchemaTable } from '../types.js';

type Options = z.infer<typeof relationalOptions>;

const BATCH = 1000;

// mysql2 column type codes -> result column types.
const TYPES: Record<number, ColumnType> = {
  0: 'float',
  1: 'integer',
  2: 'integer',
  3: 'integer',
  4: 'float',
  5: 'float',
  8: 'integer',
  9: 'integer',
  13: 'integer',
  246: 'float',
  7: 'datetime',
  12: 'datetime',
  10: 'date',
  14: 'date',
};

/** A connection to the checked address of `options.host` (src/egress/guard.ts), not the name itself. */
async function connectionFor(options: Options): Promise<mysql.Connection> {
  const host = await resolveDatabaseHost({ host: options.host, port: options.port, database: options.dbname });
  // Loaded at the first MySQL connection: most processes never open one, and a start need not load it.
  const { default: driver } = await import('mysql2');
  return driver.createConnection({
    host,
    port: options.port,
    user: options.user,
    password: options.password || undefined,
    database: options.dbname,
    connectTimeout: 10_000,
    dateStrings: true,
    supportBigNumbers: true,
    multipleStatements: false,
    // Values arrive JSON-friendly: decimals as numbers, datetimes as ISO-like text.
    typeCast: (field, next) => {
      if (field.type === 'NEWDECIMAL' || field.type === 'DECIMAL') {
        const text = field.string();
        return text === null ? null : Number(text);
      }
      if (field.type === 'DATETIME' || field.type === 'TIMESTAMP') return field.string()?.replace(' ', 'T') ?? null;
      if (field.type === 'JSON') {
        const text = field.string();
        return text === null ? null : JSON.parse(text);
      }
      return next();
    },
  });
}

async function open(options: Options): Promise<mysql.Connection> {
  const connection = await connectionFor(options);
  await new Promise<void>((done, fail) => connection.connect((error) => (error ? fail(error) : done())));
  connection.on('error', () => undefined);
  return connection;
}

function query<T = unknown>(connection: mysql.Connection, sql: string, values: unknown[] = []): Promise<T> {
  return new Promise((done, fail) => connection.query(sql, values, (error, rows) => (error ? fail(error) : done(rows as T))));
}

/** KILL QUERY from a second connection stops the statement on the server. */
async function cancel(options: Options, threadId: number): Promise<void> {
  const admin = await open(options);
  try {
    await query(admin, `KILL QUERY ${Number(threadId)}`);
  } finally {
    admin.destroy();
  }
}

/** MariaDB (max_statement_time, seconds) and MySQL (max_execution_time, ms) name the timeout differently. */
async function setTimeoutOn(connection: mysql.Connection, ms: number): Promise<void> {
  if (!ms) return;
  await query(connection, 'SET SESSION max_statement_time = ?', [ms / 1000]).catch(() =>
    query(connection, 'SET SESSION max_execution_time = ?', [ms]).catch(() => undefined),
  );
}

const pools = new ConnectionPools<mysql.Connection>(
  {
    watch(connection, broken) {
      connection.on('error', broken);
      connection.on('end', broken);
    },
    // COM_RESET_CONNECTION: rolls back, clears session variables, temporary tables, locks and prepared statements.
    reset: (connection) => new Promise((done, fail) => connection.reset((error: Error | null) => (error ? fail(error) : done()))),
    ping: (connection) => new Promise((done, fail) => connection.ping((error) => (error ? fail(error) : done()))),
    destroy: async (connection) => connection.destroy(),
  },
  () => ({ max: env.CONNECTOR_POOL_MAX, idleMs: env.CONNECTOR_POOL_IDLE_MS }),
);

/** Closes the pooled target connections this process keeps (the worker's stop). */
export const closeMysqlPools = (): Promise<void> => pools.close();

async function connect(options: Options, pool?: { key: string }): Promise<Connection> {
  if (!pool || env.CONNECTOR_POOL_MAX === 0) {
    const connection = await open(options);
    await setTimeoutOn(connection, options.statement_timeout_ms);
    return connectionOn(connection, options, async () => connection.destroy());
  }
  const lease = await pools.acquire(pool.key, optionsFingerprint(options), () => open(options));
  try {
    // A reset connection is back at the server's default: the data source's timeout is set again for each job.
    await setTimeoutOn(lease.connection, options.statement_timeout_ms);
  } catch (error) {
    await lease.release(false);
    throw error;
  }
  return connectionOn(lease.connection, options, (clean) => lease.release(clean));
}

/** Runs statements on `connection`; close() hands `done` whether every run was read to its end without failing or being cancelled. */
function connectionOn(connection: mysql.Connection, options: Options, done: (clean: boolean) => Promise<void>): Connection {
  let poisoned = false;
  let streaming = 0;
  return {
    async run(sql, { signal, params }): Promise<RowStream> {
      if (signal.aborted) throw new Error('Cancelled before the statement started.');
      const onAbort = () => {
        poisoned = true;
        void cancel(options, connection.threadId!).catch(() => undefined);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const pending: unknown[][] = [];
      let columns: Column[] | undefined;
      let finished = false;
      let failure: Error | undefined;
      let wake: (() => void) | undefined;
      const notify = () => {
        wake?.();
        wake = undefined;
      };
      const statement = connection.query({ sql, values: params ?? [], rowsAsArray: true });
      statement.on('fields', (fields: { name: string; columnType: number }[] | undefined) => {
        // A statement without a result set (SET, KILL, DDL) announces no fields: it ends with no columns.
        if (!fields) return;
        columns = fields.map((f) => ({ name: f.name, friendly_name: f.name, type: TYPES[f.columnType] ?? 'string' }));
        notify();
      });
      statement.on('result', (row: unknown) => {
        if (!Array.isArray(row)) return;
        pending.push(row);
        if (pending.length >= BATCH * 2) connection.pause();
        if (pending.length >= BATCH) notify();
      });
      statement.on('error', (error: Error) => {
        failure = error;
        notify();
      });
      statement.on('end', () => {
        finished = true;
        notify();
      });
      const waitForEvent = () => new Promise<void>((done) => (wake = done));
      while (!columns && !finished && !failure) await waitForEvent();
      if (failure) {
        poisoned = true;
        signal.removeEventListener('abort', onAbort);
        throw failure;
      }
      async function* batches() {
        let complete = false;
        try {
          for (;;) {
            if (failure) throw failure;
            if (pending.length >= BATCH || (finished && pending.length > 0)) {
              yield pending.splice(0, BATCH);
              connection.resume();
              continue;
            }
            if (finished) {
              complete = true;
              return;
            }
            await waitForEvent();
          }
        } finally {
          streaming -= 1;
          if (!complete) poisoned = true;
          signal.removeEventListener('abort', onAbort);
          // The caller stopped early (a limit, an error): stop the statement on the server too.
          if (!finished && !failure) await cancel(options, connection.threadId!).catch(() => undefined);
        }
      }
      streaming += 1;
      return { columns: columns ?? [], batches: batches() };
    },
    // Unpooled, destroy, not end: end() would wait for a paused, abandoned statement to drain.
    close: () => done(!poisoned && streaming === 0),
  };
}

export const mysqlConnector: ConnectorKind<Options> = {
  type: 'mysql',
  name: 'MySQL / MariaDB',
  dialect: 'MySQL',
  options: relationalOptions as unknown as z.ZodType<Options>,
  secretFields: ['password'],
  addressFields: ['host', 'port'],
  connect,
  async test(options) {
    const connection = await open(options);
    try {
      await query(connection, 'SELECT 1');
    } finally {
      connection.destroy();
    }
  },
  async schema(options): Promise<SchemaTable[]> {
    const connection = await open(options);
    try {
      const rows = await query<{ TABLE_NAME: string; COLUMN_NAME: string; DATA_TYPE: string }[]>(
        connection,
        `SELECT TABLE_NAME, COLUMN_NAME, DATA_TYPE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()
         ORDER BY TABLE_NAME, ORDINAL_POSITION`,
      );
      const tables = new Map<string, SchemaTable>();
      for (const row of rows) {
        const table = tables.get(row.TABLE_NAME) ?? { name: row.TABLE_NAME, columns: [] };
        table.columns.push({ name: row.COLUMN_NAME, type: row.DATA_TYPE });
        tables.set(row.TABLE_NAME, table);
      }
      return [...tables.values()];
    } finally {
      connection.destroy();
    }
  },
  placeholder: () => '?',
};
