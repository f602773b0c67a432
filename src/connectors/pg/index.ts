import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import Cursor from 'pg-cursor';
import type { z } from 'zod';
import { resolveDatabaseHost } from '../../egress/guard.js';
import { env } from '../../env.js';
import { ConnectionPools, optionsFingerprint } from '../pool.js';
import { relationalOptions } from '../registry.js';
import type { Column, ColumnType, ConnectorKind, Connection, RowStream, SchemaTable } from '../types.js';
import { copyJsonBatches } from './copy-rows.js';

type Options = z.infer<typeof relationalOptions>;

const BATCH = 1000;

// pg type OIDs -> result column types.
const TYPES: Record<number, ColumnType> = {
  16: 'boolean',
  20: 'integer',
  21: 'integer',
  23: 'integer',
  26: 'integer',
  700: 'float',
  701: 'float',
  1700: 'float',
  1082: 'date',
  1114: 'datetime',
  1184: 'datetime',
};

/** A client for the checked address of `options.host` (src/egress/guard.ts), not the name itself. */
async function clientFor(options: Options): Promise<pg.Client> {
  const host = await resolveDatabaseHost({ host: options.host, port: options.port, database: options.dbname });
  return new pg.Client({
    host,
    port: options.port,
    user: options.user,
    password: options.password || undefined,
    database: options.dbname,
    statement_timeout: options.statement_timeout_ms || undefined,
    connectionTimeoutMillis: 10_000,
    application_name: 'overlook',
    // Values arrive as JSON-friendly text; numbers and booleans are parsed below.
    types: {
      getTypeParser: (oid: number) => {
        if (oid === 20 || oid === 21 || oid === 23 || oid === 26) return (v: string) => Number(v);
        if (oid === 700 || oid === 701 || oid === 1700) return (v: string) => Number(v);
        if (oid === 16) return (v: string) => v === 't';
        if (oid === 1114) return (v: string) => `${v.replace(' ', 'T')}`;
        if (oid === 1184) return (v: string) => new Date(v).toISOString();
        if (oid === 114 || oid === 3802) return (v: string) => JSON.parse(v);
        return (v: string) => v;
      },
    } as pg.CustomTypesConfig,
  });
}

async function cancel(options: Options, pid: number): Promise<void> {
  const admin = await clientFor(options);
  await admin.connect();
  try {
    await admin.query('SELECT pg_cancel_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

interface Field {
  name: string;
  dataTypeID: number;
}

const columnsOf = (fields: Field[]): Column[] =>
  fields.map((f) => ({ name: f.name, friendly_name: f.name, type: TYPES[f.dataTypeID] ?? 'string' }));

/**
 * Parses and describes a statement without running it (extended protocol: Parse, Describe, Sync),
 * answering its result fields, or null when it returns no rows. A pg "submittable", like pg-cursor.
 */
function describe(client: pg.Client, sql: string): Promise<Field[] | null> {
  return new Promise((resolve, reject) => {
    let fields: Field[] | null = null;
    const submittable = {
      submit(connection: { parse(q: object): void; describe(m: object): void; sync(): void }) {
        connection.parse({ text: sql, types: [] });
        connection.describe({ type: 'S', name: '' });
        connection.sync();
      },
      handleRowDescription: (message: { fields: Field[] }) => (fields = message.fields),
      // At once: a lost connection sends no ReadyForQuery (after a statement error, pg still takes it).
      handleError: (error: Error) => reject(error),
      handleReadyForQuery: () => resolve(fields),
      handleDataRow: () => undefined,
      handleCommandComplete: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
      handleCopyInResponse: () => undefined,
      handleCopyData: () => undefined,
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}

/** Statements COPY does not take (SHOW, EXPLAIN, a trailing semicolon, ...) fail as syntax errors before running. */
const NOT_COPYABLE = new Set(['42601', '0A000', '42P02']);

/** ReadyForQuery's transaction status of each open client: 'I' idle, 'T' in a transaction, 'E' in a failed one. */
const transactionStatus = new WeakMap<pg.Client, string>();
const IDLE = 'I';

/** A new connection, through the egress guard (clientFor). */
async function openClient(options: Options): Promise<pg.Client> {
  const client = await clientFor(options);
  // An idle client's failure (a terminated backend, a restart) is an 'error' event: unheard, it would end the process.
  client.on('error', () => undefined);
  (client as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', (message: { status?: string }) =>
    transactionStatus.set(client, message.status ?? ''),
  );
  await client.connect();
  return client;
}

const pools = new ConnectionPools<pg.Client>(
  {
    watch(client, broken) {
      client.on('error', broken);
      client.on('end', broken);
    },
    async reset(client) {
      // A statement may have left a transaction open (BEGIN); DISCARD ALL refuses to run inside one.
      // The server says after every statement whether a transaction is open (ReadyForQuery's status).
      if (transactionStatus.get(client) !== IDLE) await client.query('ROLLBACK');
      await client.query('DISCARD ALL');
    },
    async ping(client) {
      await client.query('SELECT 1');
    },
    destroy: (client) => client.end().catch(() => undefined),
  },
  () => ({ max: env.CONNECTOR_POOL_MAX, idleMs: env.CONNECTOR_POOL_IDLE_MS }),
);

/** Closes the pooled target connections this process keeps (the worker's stop). */
export const closePostgresPools = (): Promise<void> => pools.close();

/** Idle pooled connections of a pool key (tests). */
export const idlePostgresConnections = (key: string): number => pools.idleCount(key);

/**
 * A pooled connection given back less than this long ago is handed out without the ping round
 * trip (a job's pickup is counted in round trips): the run's first step, which executes nothing,
 * proves it instead, and one found lost there is replaced by a checked connection (`proven`).
 */
const TRUST_RECENT_MS = 500;

/** Whether a failure means the connection is gone (rather than the statement being refused). */
function connectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // A server error names its SQLSTATE: class 08 (connection exception) and 57P (a terminated
  // backend, a shutdown) end the session. Anything else (a socket error, "Connection terminated
  // unexpectedly") is the connection itself.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code.startsWith('08') || code.startsWith('57P');
  return true;
}

async function connect(options: Options, pool?: { key: string }): Promise<Connection> {
  if (!pool || env.CONNECTOR_POOL_MAX === 0) {
    const client = await openClient(options);
    return connectionOn(client, options, () => client.end());
  }
  const fingerprint = optionsFingerprint(options);
  const open = () => openClient(options);
  let lease = await pools.acquire(pool.key, fingerprint, open, { trustRecentMs: TRUST_RECENT_MS });
  const replace = async () => {
    await lease.release(false);
    lease = await pools.acquire(pool.key, fingerprint, open);
    return lease.connection;
  };
  return connectionOn(lease.connection, options, (clean) => lease.release(clean), lease.checked ? undefined : replace);
}

const processId = (client: pg.Client): number => (client as unknown as { processID: number }).processID;

/**
 * Runs statements on `client`; close() hands `done` whether the connection is clean: every run
 * read to its end, none failed or was cancelled. Anything else may leave a statement, a cancel or
 * protocol state behind, and the connection is closed rather than kept. `replace` is given for a
 * pooled connection handed out unchecked: it closes this one and answers a checked one.
 */
function connectionOn(
  client: pg.Client,
  options: Options,
  done: (clean: boolean) => Promise<void>,
  replace?: () => Promise<pg.Client>,
): Connection {
  let pid = processId(client);
  let poisoned = false;
  let streaming = 0;
  /**
   * Runs `step`, which must execute nothing (a Describe, a ping), as the first use of the
   * connection: on an unchecked one found lost there, it runs once more on its replacement.
   */
  async function proven<T>(step: () => Promise<T>): Promise<T> {
    const replacement = replace;
    replace = undefined;
    if (!replacement) return step();
    try {
      return await step();
    } catch (error) {
      if (!connectionLost(error)) throw error;
      client = await replacement();
      pid = processId(client);
      return step();
    }
  }
  /**
   * A statement without parameters that returns rows is read through `COPY (...) TO STDOUT`: the
   * rows arrive as text lines written straight into JSON, without pg parsing each DataRow and
   * decoding each field (about half of a large store's CPU). Its columns come from describing the
   * statement first. Anything COPY does not take falls back to the cursor.
   */
  async function runCopy(sql: string, signal: AbortSignal, onAbort: () => void): Promise<RowStream | null> {
    const fields = await proven(() => describe(client, sql));
    if (!fields || fields.length === 0) return null;
    const copy = client.query(copyTo(`COPY (${sql}\n) TO STDOUT`));
    const rows = copy[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let ended = false;
    const next = async () => {
      try {
        const result = await rows.next();
        ended = result.done === true;
        return result;
      } catch (error) {
        ended = true;
        throw error;
      }
    };
    // The COPY's first bytes (or its error) tell whether COPY took the statement.
    let first: IteratorResult<Buffer>;
    try {
      first = await next();
    } catch (error) {
      if (NOT_COPYABLE.has((error as { code?: string }).code ?? '')) return null;
      throw error;
    }
    async function* chunks(): AsyncIterable<Buffer> {
      for (let result = first; !result.done; result = await next()) yield result.value;
    }
    async function* batches() {
      let complete = false;
      try {
        yield* copyJsonBatches(
          chunks(),
          fields!.map((f) => f.dataTypeID),
          BATCH,
        );
        complete = true;
      } finally {
        streaming -= 1;
        if (!complete) poisoned = true;
        signal.removeEventListener('abort', onAbort);
        if (!ended) {
          // The caller stopped early (a limit, an error): cancel the statement and read what is still
          // sent until its error, so the connection is left at a protocol boundary and can close.
          void cancel(options, pid).catch(() => undefined);
          while (!ended) await next().catch(() => undefined);
        }
      }
    }
    streaming += 1;
    return { columns: columnsOf(fields), batches: batches() };
  }

  return {
    async run(sql, { signal, params }): Promise<RowStream> {
      if (signal.aborted) throw new Error('Cancelled before the statement started.');
      const onAbort = () => {
        poisoned = true;
        void cancel(options, pid).catch(() => undefined);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      if (!params?.length) {
        try {
          const copied = await runCopy(sql, signal, onAbort);
          if (copied) return copied;
        } catch (error) {
          poisoned = true;
          signal.removeEventListener('abort', onAbort);
          throw error;
        }
      }
      let cursor: Cursor;
      let first: unknown[][];
      try {
        // The cursor runs the statement at once: an unchecked connection is pinged first.
        if (replace) await proven(() => client.query('SELECT 1'));
        cursor = client.query(new Cursor(sql, params ?? [], { rowMode: 'array' }));
        first = await cursor.read(BATCH);
      } catch (error) {
        poisoned = true;
        signal.removeEventListener('abort', onAbort);
        throw error;
      }
      const columns = columnsOf((cursor as unknown as { _result?: { fields?: Field[] } })._result?.fields ?? []);
      async function* batches() {
        let complete = false;
        try {
          let rows = first;
          while (rows.length > 0) {
            if (rows.length < BATCH) {
              yield rows;
              break;
            }
            // The next batch is read from the target while the caller stores this one.
            const next = cursor.read(BATCH);
            next.catch(() => undefined);
            yield rows;
            rows = await next;
          }
          complete = true;
        } finally {
          streaming -= 1;
          if (!complete) poisoned = true;
          signal.removeEventListener('abort', onAbort);
          await cursor.close().catch(() => undefined);
        }
      }
      streaming += 1;
      return { columns, batches: batches() };
    },
    close: () => done(!poisoned && streaming === 0),
  };
}

export const postgresConnector: ConnectorKind<Options> = {
  type: 'pg',
  name: 'PostgreSQL',
  dialect: 'PostgreSQL',
  options: relationalOptions as unknown as z.ZodType<Options>,
  secretFields: ['password'],
  addressFields: ['host', 'port'],
  connect,
  async test(options) {
    const client = await clientFor(options);
    await client.connect();
    try {
      await client.query('SELECT 1');
    } finally {
      await client.end();
    }
  },
  async schema(options): Promise<SchemaTable[]> {
    const client = await clientFor(options);
    await client.connect();
    try {
      const { rows } = await client.query<{ table_schema: string; table_name: string; column_name: string; data_type: string }>(
        `SELECT table_schema, table_name, column_name, data_type FROM information_schema.columns
         WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY table_schema, table_name, ordinal_position`,
      );
      const tables = new Map<string, SchemaTable>();
      for (const row of rows) {
        const name = row.table_schema === 'public' ? row.table_name : `${row.table_schema}.${row.table_name}`;
        const table = tables.get(name) ?? { name, columns: [] };
        table.columns.push({ name: row.column_name, type: row.data_type });
        tables.set(name, table);
      }
      return [...tables.values()];
    } finally {
      await client.end();
    }
  },
  placeholder: (index) => `$${index}`,
};
