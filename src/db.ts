import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../prisma/generated/client/client.js';
import { env } from './env.js';
import { logger } from './logger.js';

export type { Prisma } from '../prisma/generated/client/client.js';
/** A row of `queries` as Prisma reads it. */
export type { Query as QueryRow, DataSource as DataSourceRow } from '../prisma/generated/client/client.js';
export type Db = PrismaClient;
/** A Prisma client or an interactive transaction on it. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/** Metadata access (Prisma). Set by connectDb() before anything else runs. */
export let db: PrismaClient;
/**
 * The process's one pool on the metadata database: Prisma's queries, raw SQL (bulk rows,
 * rate-limit counters), graphile-worker and the pubsub LISTEN connection all draw from it.
 */
export let pool: pg.Pool;
/**
 * A small second pool whose only use is holding a row lock while the caller takes connections
 * from `pool` (see startMonitorCheck): holding a `pool` connection while waiting for another
 * would deadlock once every connection is held by a caller waiting for one more.
 */
export let lockPool: pg.Pool;
export let databaseUrl: string;

/** Requests and jobs (Prisma and raw SQL); graphile-worker and the LISTEN connections come on top. */
const REQUEST_CONNECTIONS = 30;

/**
 * A pool whose every connection has an error listener for its whole life. node-postgres emits
 * 'error' on a connection the server drops (a restart, an admin shutdown); on an idle connection
 * the pool forwards it, but on a checked-out one (a transaction, a LISTEN) nobody listens and
 * Node would exit. With the listener, the caller's next query fails instead (a 503), and the pool
 * discards the broken connection on release and opens a new one on the next checkout.
 */
function createPool(url: string, max: number, name: string): pg.Pool {
  const created = new pg.Pool({ connectionString: url, max });
  // Our own shutdown closes every connection (and then, for the embedded default, the server,
  // which terminates any still open): that is no loss, and says so only at debug level.
  const onError = (error: Error) =>
    closing
      ? logger.debug({ err: error, pool: name }, 'database connection closed by the shutdown')
      : logger.warn({ err: error, pool: name }, 'database connection lost');
  created.on('error', onError);
  created.on('connect', (client) => {
    client.on('error', onError);
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  return created;
}

/** Set while disconnectDb() closes the pools. */
let closing = false;
/** Every connection of both pools until its socket has closed. */
const open = new Set<pg.Client>();

export function connectDb(url: string): void {
  closing = false;
  databaseUrl = url;
  // graphile-worker's own queries (a LISTEN, fetching and completing jobs) take up to its
  // concurrency + 4, as its own pool used to; pubsub holds one LISTEN connection.
  pool = createPool(url, REQUEST_CONNECTIONS + env.WORKER_CONCURRENCY + 5, 'main');
  lockPool = createPool(url, 4, 'locks');
  // Prisma's interactive transactions expire after 5 s by default: a busy host (a CPU shared with
  // database work) can take that long to finish a short one, and the user then gets a 500 for work
  // that would have succeeded. 20 s; waiting for a connection stays bounded by the pool.
  db = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: { timeout: 20_000, maxWait: 10_000 } });
}

/**
 * Runs `fn` in a transaction on one connection of `on` (the main pool unless the caller needs
 * the lock pool): the raw-SQL twin of `db.$transaction`, for the job paths that speak SQL to
 * node-postgres directly.
 */
export async function inTransaction<T>(fn: (client: pg.PoolClient) => Promise<T>, on: pg.Pool = pool): Promise<T> {
  const client = await on.connect();
  try {
    await client.query('BEGIN');
    const value = await fn(client);
    await client.query('COMMIT');
    return value;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Statement names by text: one per shape of a generated statement (a few per call site). */
const statementNames = new Map<string, string>();
/** Past this many shapes, statements go unnamed: a call site that builds unbounded texts must not fill every connection. */
const MAX_NAMED_STATEMENTS = 200;

/**
 * pg's query config for `text` as a named prepared statement: pg parses it once per connection and
 * afterwards sends only its name and values, and PostgreSQL skips parsing and (after its first
 * executions) planning. Texts built from a few alternatives (a policy's scope, optional filters)
 * each get their own name under `prefix`.
 */
export function namedStatement(prefix: string, text: string, values: unknown[]): pg.QueryConfig {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return { text, values };
    name = `${prefix}_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

/** How long disconnectDb() waits for the connections it ended to close. */
const CLOSE_WAIT_MS = 5000;

export async function disconnectDb(): Promise<void> {
  closing = true;
  await db?.$disconnect();
  await lockPool?.end();
  await pool?.end();
  // pool.end() resolves once it has told its connections to end, not once they have: wait for
  // them to close, so that an embedded server stopped next has no sessions left to terminate.
  const closed = [...open].map((client) => new Promise<void>((done) => client.once('end', () => done())));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(closed), new Promise<void>((done) => (timer = setTimeout(done, CLOSE_WAIT_MS).unref()))]);
  clearTimeout(timer);
}
