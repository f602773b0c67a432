import { randomUUID } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import type { Pool } from 'undici';
import { z } from 'zod';
import { resolveDatabaseHost } from '../../egress/guard.js';
import { env } from '../../env.js';
import { optionsFingerprint } from '../pool.js';
import type { Column, ConnectorKind, Connection, JsonBatch, RowStream, SchemaTable } from '../types.js';
import { columnFor, type FieldJson } from './tsv.js';

/**
 * ClickHouse through its HTTP interface (undici), not `@clickhouse/client`: the client supports
 * ClickHouse 22.8 and later and streams typed rows in JSONCompactEachRowWithNamesAndTypes, which
 * Debian's 18.16 does not have. Rows stream as TSVWithNamesAndTypes (names, then types, then
 * rows) and are written as the store's JSON batches. Each statement runs with its own query_id:
 * a cancel sends `KILL QUERY WHERE query_id = ...`, which stops it on the server.
 * Every connection goes to the address the egress guard answered (src/egress/guard.ts); a data
 * source's HTTP connections are kept alive in one undici Pool per data source.
 */
const optionsSchema = z.object({
  host: z.string().min(1).default('127.0.0.1'),
  port: z.number().int().min(1).max(65535).default(8123),
  user: z.string().min(1).default('default'),
  password: z.string().optional().default(''),
  dbname: z.string().min(1).default('default'),
  /** Redash's form of the address (`http://host:8123`, as its importer brings it): used when given. */
  url: z
    .string()
    .url()
    .refine((url) => /^http:\/\//i.test(url), 'must be an http:// URL (host and port of the HTTP interface)')
    .optional(),
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
const PLACEHOLDER = /\{overlook_p(\d+)\}/g;
/** How 18.16 writes an exception into a body it already started. */
const SERVER_ERROR = /^Code: \d+, e\.displayText\(\) = /;

interface Endpoint {
  fingerprint: string;
  pool: Pool;
  /** The server's time zone, for DateTime columns declared without one. */
  zone?: Promise<string>;
}

/** Kept-alive HTTP connections per data source (pool key), dropped when the options change. */
const endpoints = new Map<string, Endpoint>();

/** Where the HTTP interface is: `url` when given, else host and port. */
function target(options: Options): { host: string; port: number } {
  if (!options.url) return { host: options.host, port: options.port };
  const url = new URL(options.url);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80) };
}

async function newPool(options: Options): Promise<Pool> {
  const { host, port } = target(options);
  const address = await resolveDatabaseHost({ host, port, database: options.dbname });
  // Loaded at the first ClickHouse statement: most processes never open one.
  const { Pool } = await import('undici');
  const origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  return new Pool(origin, {
    connections: Math.max(env.CONNECTOR_POOL_MAX, 2),
    keepAliveTimeout: env.CONNECTOR_POOL_IDLE_MS,
    connectTimeout: 10_000,
    headersTimeout: 0,
    bodyTimeout: 0,
  });
}

/** The endpoint for a pooled data source, or a one-off endpoint (closed by `done`). */
async function endpointFor(options: Options, pool?: { key: string }): Promise<{ endpoint: Endpoint; done: () => Promise<void> }> {
  if (!pool || env.CONNECTOR_POOL_MAX === 0) {
    const endpoint = { fingerprint: '', pool: await newPool(options) };
    return { endpoint, done: () => endpoint.pool.close().catch(() => undefined) };
  }
  const fingerprint = optionsFingerprint(options);
  const kept = endpoints.get(pool.key);
  if (kept && kept.fingerprint === fingerprint) return { endpoint: kept, done: async () => undefined };
  const endpoint = { fingerprint, pool: await newPool(options) };
  const replaced = endpoints.get(pool.key);
  endpoints.set(pool.key, endpoint);
  if (replaced) void replaced.pool.close().catch(() => undefined);
  return { endpoint, done: async () => undefined };
}

/** Closes the kept HTTP connections (the worker's stop). */
export async function closeClickHousePools(): Promise<void> {
  const all = [...endpoints.values()];
  endpoints.clear();
  await Promise.all(all.map((endpoint) => endpoint.pool.close().catch(() => undefined)));
}

/** ClickHouse's error text without its "e.what()" tail. */
function errorFrom(text: string): Error {
  const message = text
    .trim()
    .replace(/^Code: \d+, e\.displayText\(\) = DB::Exception: /, '')
    .replace(/, e\.what\(\) = DB::Exception$/, '');
  return new Error(message || 'ClickHouse answered with an error.');
}

/** A value bound in place of a placeholder: ClickHouse 18.16 has no server-side query parameters. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  const text =
    value instanceof Date
      ? value
          .toISOString()
          .replace('T', ' ')
          .replace(/\.\d+Z$/, '')
      : String(value);
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function bind(sql: string, params: unknown[] | undefined): string {
  if (!params?.length) return sql;
  return sql.replace(PLACEHOLDER, (whole, index: string) => (Number(index) <= params.length ? literal(params[Number(index) - 1]) : whole));
}

interface Request {
  sql: string;
  queryId?: string;
  format?: string;
  signal?: AbortSignal;
}

function headersOf(options: Options): Record<string, string> {
  return { 'X-ClickHouse-User': options.user, 'X-ClickHouse-Key': options.password, 'Content-Type': 'text/plain; charset=utf-8' };
}

async function send(endpoint: Endpoint, options: Options, request: Request) {
  const query = new URLSearchParams({ database: options.dbname, default_format: request.format ?? 'TSVWithNamesAndTypes' });
  if (request.queryId) query.set('query_id', request.queryId);
  if (options.statement_timeout_ms) query.set('max_execution_time', String(Math.ceil(options.statement_timeout_ms / 1000)));
  const response = await endpoint.pool.request({
    method: 'POST',
    path: `/?${query.toString()}`,
    headers: headersOf(options),
    body: request.sql,
    signal: request.signal,
  });
  if (response.statusCode !== 200) throw errorFrom(await response.body.text());
  return response;
}

/** One small statement, its whole answer as text. */
async function textOf(endpoint: Endpoint, options: Options, sql: string, format = 'TabSeparated'): Promise<string> {
  return (await send(endpoint, options, { sql, format })).body.text();
}

function serverZone(endpoint: Endpoint, options: Options): Promise<string> {
  endpoint.zone ??= textOf(endpoint, options, 'SELECT timezone()').then(
    (zone) => zone.trim() || 'UTC',
    () => 'UTC',
  );
  return endpoint.zone;
}

/** KILL QUERY (from another HTTP connection) stops the statement on the server. */
async function kill(endpoint: Endpoint, options: Options, queryId: string): Promise<void> {
  await textOf(endpoint, options, `KILL QUERY WHERE query_id = ${literal(queryId)} SYNC`);
}

function splitFields(line: string): string[] {
  return line.split('\t');
}

async function connect(options: Options, pool?: { key: string }): Promise<Connection> {
  const { endpoint, done } = await endpointFor(options, pool);
  return {
    async run(sql, { signal, params }): Promise<RowStream> {
      if (signal.aborted) throw new Error('Cancelled before the statement started.');
      const queryId = `overlook-${randomUUID()}`;
      const zone = await serverZone(endpoint, options);
      const abort = new AbortController();
      let finished = false;
      const onAbort = () => {
        if (finished) return;
        void kill(endpoint, options, queryId)
          .catch(() => undefined)
          .finally(() => abort.abort(new Error('canceling statement due to user request')));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      let response: Awaited<ReturnType<typeof send>>;
      try {
        response = await send(endpoint, options, { sql: bind(sql, params), queryId, signal: abort.signal });
      } catch (error) {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) throw new Error('canceling statement due to user request', { cause: error });
        throw error;
      }
      const body = response.body;
      const chunks = body[Symbol.asyncIterator]();
      const decoder = new StringDecoder('utf8');
      let carry = '';
      let ended = false;
      const lines: string[] = [];
      /** Reads until at least one complete line is waiting, or the body ends. */
      async function fill(): Promise<void> {
        while (lines.length === 0 && !ended) {
          const next = await chunks.next();
          if (next.done) {
            ended = true;
            carry += decoder.end();
            if (carry) lines.push(carry);
            carry = '';
            return;
          }
          const text = carry + decoder.write(next.value as Buffer);
          const parts = text.split('\n');
          carry = parts.pop()!;
          for (const part of parts) lines.push(part);
        }
      }
      const stop = async () => {
        signal.removeEventListener('abort', onAbort);
        if (!finished) {
          finished = true;
          // The socket first: a statement blocked writing to a reader that stopped cannot end before it.
          body.destroy();
          await kill(endpoint, options, queryId).catch(() => undefined);
        }
      };
      const fail = (error: unknown): never => {
        if (signal.aborted) throw new Error('canceling statement due to user request', { cause: error });
        throw error;
      };
      let names: string[];
      let types: string[];
      try {
        await fill();
        if (lines.length === 0) {
          finished = true;
          signal.removeEventListener('abort', onAbort);
          await done();
          return { columns: [], batches: (async function* () {})() };
        }
        names = splitFields(lines.shift()!);
        await fill();
        const typeLine = lines.shift();
        if (typeLine === undefined || typeLine.startsWith('Code: ')) throw errorFrom(typeLine ?? 'The answer had no column types.');
        types = splitFields(typeLine);
      } catch (error) {
        await stop();
        return fail(error);
      }
      const mapped = types.map((type) => columnFor(type.replace(/\\'/g, "'"), zone));
      const writers: FieldJson[] = mapped.map((column) => column.write);
      const columns: Column[] = names.map((raw, index) => {
        const name = raw.replace(/\\(.)/g, (_, char: string) => (char === 't' ? '\t' : char === 'n' ? '\n' : char));
        return { name, friendly_name: name, type: mapped[index]?.type ?? 'string' };
      });
      const width = writers.length;
      async function* batches(): AsyncGenerator<JsonBatch> {
        try {
          for (;;) {
            const rows: string[] = [];
            while (rows.length < BATCH) {
              if (lines.length === 0) await fill();
              const line = lines.shift();
              if (line === undefined) break;
              const fields = splitFields(line);
              // An error after the first rows arrives as text in the body (the status was already sent).
              if (SERVER_ERROR.test(line)) throw errorFrom(line);
              if (fields.length !== width) throw new Error(`ClickHouse sent a row of ${fields.length} fields for ${width} columns.`);
              let json = '[';
              for (let i = 0; i < width; i += 1) json += (i ? ',' : '') + writers[i]!(fields[i]!);
              rows.push(`${json}]`);
            }
            if (rows.length) yield { rowCount: rows.length, json: Buffer.from(`[${rows.join(',')}]`) };
            if (lines.length === 0 && ended) {
              finished = true;
              return;
            }
          }
        } catch (error) {
          return fail(error);
        } finally {
          // The caller stopped early (a limit, an error, a cancel): stop the statement on the server too.
          await stop();
        }
      }
      return { columns, batches: batches() };
    },
    close: done,
  };
}

export const clickhouseConnector: ConnectorKind<Options> = {
  type: 'clickhouse',
  name: 'ClickHouse',
  dialect: 'ClickHouse SQL',
  options: optionsSchema as unknown as z.ZodType<Options>,
  secretFields: ['password'],
  addressFields: ['host', 'port', 'url'],
  connect,
  async test(options) {
    const { endpoint, done } = await endpointFor(options);
    try {
      await textOf(endpoint, options, 'SELECT 1');
    } finally {
      await done();
    }
  },
  async schema(options): Promise<SchemaTable[]> {
    const { endpoint, done } = await endpointFor(options);
    try {
      // 18.16's system.columns has no `position`; it lists each table's columns in their order.
      const text = await textOf(endpoint, options, `SELECT table, name, type FROM system.columns WHERE database = currentDatabase()`);
      const tables = new Map<string, SchemaTable>();
      const unescape = (raw: string) => raw.replace(/\\(.)/g, (_, char: string) => (char === 't' ? '\t' : char === 'n' ? '\n' : char));
      for (const line of text.split('\n')) {
        if (!line) continue;
        const [table, name, type] = line.split('\t').map(unescape) as [string, string, string];
        const entry = tables.get(table) ?? { name: table, columns: [] };
        entry.columns.push({ name, type });
        tables.set(table, entry);
      }
      return [...tables.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } finally {
      await done();
    }
  },
  placeholder: (index) => `{overlook_p${index}}`,
};
