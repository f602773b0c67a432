import { createHash } from 'node:crypto';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { randomToken } from './crypto.js';
import {
  canReach,
  initialise,
  reachableBinaries,
  runningServer,
  serverAccount,
  SHARED_ROOT,
  startServer,
  stopServer,
  type Account,
} from './embedded-cluster.js';
import { env } from './env.js';
import { logger } from './logger.js';
import { StartupError } from './startup-error.js';

export interface Database {
  url: string;
  /** Stops the embedded server if this process started it; a no-op otherwise. */
  close(): Promise<void>;
}

interface EmbeddedState {
  password: string;
  /** Set when the cluster lives outside DATA_DIR (root, with DATA_DIR where `postgres` cannot go). */
  clusterDir?: string;
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

function urlFor(password: string, port: number): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/overlook`;
}

/** DATA_DIR, created if need be, writable by this process; else a StartupError that says so. */
function prepareDataDir(root: string): void {
  try {
    mkdirSync(root, { recursive: true });
    accessSync(root, constants.W_OK | constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
      throw new StartupError(
        `DATA_DIR ${root} is not writable by this user (uid ${process.getuid?.()}): ${code}; fix its permissions or set DATA_DIR to a folder this user owns`,
      );
    }
    throw new StartupError(`DATA_DIR ${root} cannot be used: ${(error as Error).message}`);
  }
}

/** The owner file names the Overlook process that started the running cluster. */
function ownerAlive(ownerFile: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile, 'utf8').trim());
    if (!pid || pid === process.pid) return undefined;
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync('/proc/self') && !(existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes('node'))) return undefined;
  return pid;
}

function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

/**
 * Where the cluster lives: DATA_DIR/postgres, unless (as root) the `postgres` account cannot
 * reach DATA_DIR; then a folder under SHARED_ROOT named after DATA_DIR, recorded in the state file.
 */
function chooseClusterDir(root: string, account: Account | undefined): string {
  const local = join(root, 'postgres');
  if (existsSync(join(local, 'PG_VERSION')) || canReach(account, root)) return local;
  const shared = join(SHARED_ROOT, 'clusters', createHash('sha256').update(root).digest('hex').slice(0, 16));
  try {
    mkdirSync(join(SHARED_ROOT, 'clusters'), { recursive: true, mode: 0o755 });
    chmodSync(SHARED_ROOT, statSync(SHARED_ROOT).mode | 0o755);
  } catch (error) {
    throw new StartupError(
      `PostgreSQL runs as the postgres user, which cannot enter DATA_DIR ${root}, and ${SHARED_ROOT} could not be created (${(error as NodeJS.ErrnoException).code}); set DATA_DIR to a folder every user can traverse, or set DATABASE_URL`,
    );
  }
  return shared;
}

async function createDatabase(password: string, port: number): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', ['overlook']);
    if (found.rowCount === 0) await client.query('CREATE DATABASE overlook');
  } finally {
    await client.end();
  }
}

/**
 * The embedded default: a private PostgreSQL whose data lives under DATA_DIR/postgres and survives
 * restarts. A process that finds it run by another live Overlook process (the server, while the
 * CLI runs) uses it; one left behind by a process that is gone (a crash, SIGKILL) is stopped and
 * started again under this process. When this process exits, however it exits, the server it
 * started is told to shut down.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<Database> {
  const root = resolve(dataDir);
  const stateFile = join(root, 'embedded-postgres.json');
  const ownerFile = join(root, 'embedded-postgres.owner');
  prepareDataDir(root);
  const account = serverAccount();
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter DATA_DIR.
  if (account) chmodSync(root, statSync(root).mode | 0o711);
  const existing = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as EmbeddedState) : undefined;
  const password = existing?.password ?? randomToken(18);
  const clusterDir = existing?.clusterDir ?? chooseClusterDir(root, account);
  // As root with a DATA_DIR the postgres user cannot enter (the README's "As root"): expected, not
  // a fault, but the operator must know where the data lives (and back it up), at every start.
  if (clusterDir !== join(root, 'postgres')) {
    logger.info(
      { dataDir: root, clusterDir },
      `the embedded PostgreSQL keeps its data in ${clusterDir}, as the postgres user it runs as cannot enter DATA_DIR ${root}`,
    );
  }

  const running = runningServer(clusterDir);
  if (running && existing) {
    const owner = ownerAlive(ownerFile);
    if (owner) {
      logger.debug({ port: running.port, owner }, 'using the embedded PostgreSQL another Overlook process runs');
      return { url: urlFor(password, running.port), close: async () => {} };
    }
  }
  if (running) {
    logger.warn(
      { pid: running.pid, clusterDir },
      'found an embedded PostgreSQL left running by a process that is gone; stopping it before starting again',
    );
    await stopServer(clusterDir, running.pid);
  }

  const binaries = reachableBinaries(account, (target) =>
    logger.info({ target }, `copying the PostgreSQL binaries to ${target}, where the postgres user can run them`),
  );
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    logger.info({ dir: clusterDir }, 'initialising embedded PostgreSQL');
    await initialise(binaries, clusterDir, password, account);
    writeFileSync(
      stateFile,
      JSON.stringify({ password, ...(clusterDir === join(root, 'postgres') ? {} : { clusterDir }) } satisfies EmbeddedState),
      { mode: 0o600 },
    );
  }
  const port = await freePort();
  const server = await startServer(binaries, clusterDir, port, account, (line) => logger.debug({ component: 'embedded-postgres' }, line));
  // Whatever ends this process (an uncaught error, process.exit after the grace time) also ends
  // the server it started; the listener is removed once the server was stopped in order.
  const onExit = () => {
    try {
      process.kill(server.pid, 'SIGINT');
    } catch {
      // already gone
    }
    removeFile(ownerFile);
  };
  process.on('exit', onExit);
  const close = async () => {
    await server.stop();
    process.off('exit', onExit);
    removeFile(ownerFile);
    logger.info({ port }, 'embedded PostgreSQL stopped');
  };
  try {
    writeFileSync(ownerFile, String(process.pid));
    await createDatabase(password, port);
  } catch (error) {
    await close();
    throw error;
  }
  logger.info({ port, pid: server.pid }, 'embedded PostgreSQL started');
  return { url: urlFor(password, port), close };
}

/** DATABASE_URL when set, else the embedded default under DATA_DIR. */
export async function openDatabase(): Promise<Database> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, close: async () => {} };
  return openEmbeddedDatabase(env.DATA_DIR);
}
