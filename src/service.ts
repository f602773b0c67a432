import pg from 'pg';
import { openDatabase, type Database } from './database.js';
import { env } from './env.js';
import { logger } from './logger.js';
import { StartupError } from './startup-error.js';

export type Role = 'start' | 'serve' | 'worker';

export interface Service {
  port?: number;
  /** `worker` with WORKER_METRICS_PORT: where its GET /metrics listens. */
  metricsPort?: number;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Where a connection string points, without its credentials. */
function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    throw new StartupError('DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database');
  }
}

/** Fails the start with one line when the database cannot be reached (wrong URL, host, password). */
async function checkConnection(url: string): Promise<void> {
  const where = describeDatabase(url);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new StartupError(`cannot connect to PostgreSQL at ${where}: ${(error as Error).message}; check DATABASE_URL`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Opens (and migrates) the database: the first step of every process, the CLI's included. */
export async function openAndMigrate(databaseUrl?: string): Promise<Database> {
  // The embedded server (when DATABASE_URL is unset) starts in its own process while the
  // metadata client and the migrator load here.
  const opening = databaseUrl ? Promise.resolve({ url: databaseUrl, close: async () => {} }) : openDatabase();
  const modules = Promise.all([import('./migrate.js'), import('./db.js'), import('./runtime.js')]);
  modules.catch(() => undefined);
  const database = await opening;
  try {
    const [{ migrate }, { connectDb }, { initRuntime }] = await modules;
    await checkConnection(database.url);
    await migrate(database.url);
    connectDb(database.url);
    initRuntime();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Where a person opens the service: BASE_URL when set, else this machine on the port it listens on
 * (`localhost` for a wildcard or loopback HOST).
 */
export function browserUrl(port: number, host = env.HOST, baseUrl = env.BASE_URL): string {
  if (baseUrl) return baseUrl.replace(/\/+$/, '');
  const local = ['0.0.0.0', '::', '', '127.0.0.1', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** What a failed listen means for the operator. */
function listenError(error: NodeJS.ErrnoException, host: string, port: number, setting = 'PORT'): Error {
  if (error.code === 'EADDRINUSE')
    return new StartupError(`port ${port} on ${host} is already in use; stop what holds it or set ${setting} to a free port`);
  if (error.code === 'EACCES')
    return new StartupError(`not allowed to listen on port ${port} (ports below 1024 need privileges); set ${setting}`);
  if (error.code === 'EADDRNOTAVAIL') return new StartupError(`HOST ${host} is not an address of this machine; set HOST`);
  return error;
}

/**
 * While no organization exists, the URL that opens the first-run set-up with its one-time token
 * (as Jupyter and Grafana print theirs). Only a log line: a failure here never stops the start.
 */
async function announceFirstRun(port: number): Promise<void> {
  try {
    const [{ db }, { firstRunSetUpToken }] = await Promise.all([
      import('./db.js'),
      import('./domain/organizations/set-up-first-organization.js'),
    ]);
    const token = await firstRunSetUpToken(db);
    if (!token) return;
    const url = `${(env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '')}/?setup_token=${token}`;
    logger.info(
      { setUpUrl: url },
      `No organization yet: open ${url} to create the first one and its admin (or run \`overlook bootstrap\`).`,
    );
  } catch (error) {
    logger.warn({ err: error }, 'the first-run set-up token could not be made');
  }
}

/**
 * Runs one process role: `start` (HTTP + worker + scheduler), `serve` (HTTP only) or `worker`.
 * stop() closes in order: stop accepting HTTP, let the worker finish or release its jobs, then
 * the database (and the embedded server if this process started it).
 */
export async function startService(role: Role, options: { port?: number; databaseUrl?: string } = {}): Promise<Service> {
  const port = options.port ?? env.PORT;
  // Most of a warm start is loading code: the role's modules load while the database opens and
  // migrates (I/O and, for the embedded default, another process). `serve` never loads the
  // worker's tasks, `worker` never the HTTP app.
  const serverModule = role === 'worker' ? undefined : import('./server.js');
  const workerModule = role === 'serve' ? undefined : import('./worker/index.js');
  const shared = Promise.all([import('./db.js'), import('./pubsub.js'), import('./domain/dashboards/share-access-log.js')]);
  for (const loading of [serverModule, workerModule, shared]) loading?.catch(() => undefined);
  const database = await openAndMigrate(options.databaseUrl);
  let http: { port: number; close(): Promise<void> } | undefined;
  let worker: { stop(): Promise<void> } | undefined;
  let metrics: { port: number; close(): Promise<void> } | undefined;
  let disconnect = async () => {};
  let events: { stop(): Promise<void> } | undefined;
  let accessLog: { flush(): Promise<void> } | undefined;
  try {
    const [{ disconnectDb }, { eventTarget }, { shareAccessLog }] = await shared;
    disconnect = disconnectDb;
    accessLog = shareAccessLog;
    await eventTarget.start();
    events = eventTarget;
    if (serverModule) {
      const { startHttpServer } = await serverModule;
      http = await startHttpServer(port, env.HOST).catch((error: NodeJS.ErrnoException) =>
        Promise.reject(listenError(error, env.HOST, port)),
      );
    }
    if (workerModule) {
      const { startWorker } = await workerModule;
      worker = await startWorker();
    }
    // The server roles answer /metrics on PORT; a worker on its own has an HTTP port only when asked.
    if (role === 'worker' && env.WORKER_METRICS_PORT !== undefined) {
      const metricsPort = env.WORKER_METRICS_PORT;
      const { startMetricsServer } = await import('./observability/worker-metrics.js');
      metrics = await startMetricsServer(metricsPort, env.HOST).catch((error: NodeJS.ErrnoException) =>
        Promise.reject(listenError(error, env.HOST, metricsPort, 'WORKER_METRICS_PORT')),
      );
    }
  } catch (error) {
    // Undo what did start, the embedded PostgreSQL included, each step on its own.
    for (const step of [
      () => http?.close(),
      () => metrics?.close(),
      () => worker?.stop(),
      () => events?.stop(),
      () => disconnect(),
      () => database.close(),
    ]) {
      await Promise.resolve()
        .then(step)
        .catch((cleanup: unknown) => logger.warn({ err: cleanup }, 'cleanup after a failed start'));
    }
    throw error;
  }
  logger.info({ role, port: http?.port, metricsPort: metrics?.port }, 'overlook started');
  if (http) await announceFirstRun(http.port);
  // A person at a terminal gets one plain line saying where to go; a supervisor's log keeps JSON only.
  if (process.stdout.isTTY && http) process.stdout.write(`\nOverlook is ready at ${browserUrl(http.port)}\n\n`);
  let stopping: Promise<void> | undefined;
  return {
    port: http?.port,
    metricsPort: metrics?.port,
    databaseUrl: database.url,
    stop() {
      stopping ??= (async () => {
        await http?.close();
        await metrics?.close();
        await accessLog?.flush();
        await worker?.stop();
        await events?.stop();
        await disconnect();
        await database.close();
        logger.info({ role }, 'overlook stopped');
      })();
      return stopping;
    },
  };
}
