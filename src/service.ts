import { openDatabase, type Database } from './database.js';
import { connectDb, disconnectDb } from './db.js';
import { env } from './env.js';
import { logger } from './logger.js';
import { migrate } from './migrate.js';
import { eventTarget } from './pubsub.js';
import { initRuntime } from './runtime.js';
import { startHttpServer } from './server.js';
import { startWorker, type Worker } from './worker/index.js';

export type Role = 'start' | 'serve' | 'worker';

export interface Service {
  port?: number;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Opens (and migrates) the database: the first step of every process, the CLI's included. */
export async function openAndMigrate(databaseUrl?: string): Promise<Database> {
  const database = databaseUrl ? { url: databaseUrl, close: async () => {} } : await openDatabase();
  await migrate(database.url);
  connectDb(database.url);
  initRuntime();
  return database;
}

/**
 * Runs one process role: `start` (HTTP + worker + scheduler), `serve` (HTTP only) or `worker`.
 * stop() closes in order: stop accepting HTTP, let the worker finish or release its jobs, then
 * the database (and the embedded server if this process started it).
 */
export async function startService(role: Role, options: { port?: number; databaseUrl?: string } = {}): Promise<Service> {
  const port = options.port ?? env.PORT;
  const database = await openAndMigrate(options.databaseUrl);
  await eventTarget.start(database.url);
  const http = role === 'worker' ? undefined : await startHttpServer(port, env.HOST);
  let worker: Worker | undefined;
  if (role !== 'serve') worker = await startWorker(database.url);
  logger.info({ role, port: http?.port }, 'overlook started');
  let stopping: Promise<void> | undefined;
  return {
    port: http?.port,
    databaseUrl: database.url,
    stop() {
      stopping ??= (async () => {
        await http?.close();
        await worker?.stop();
        await eventTarget.stop();
        await disconnectDb();
        await database.close();
        logger.info({ role }, 'overlook stopped');
      })();
      return stopping;
    },
  };
}
