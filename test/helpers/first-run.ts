import { inject } from 'vitest';
import { cloneTemplate, dropDatabase, dropDatabaseLater, urlFor } from './databases.js';

export interface FirstRunApp {
  url: string;
  /** The one-time token the start log printed (read where every process reads it: the database). */
  setUpToken(): Promise<string | null>;
  stop(): Promise<void>;
}

/** The real service on a fresh database with no organization at all: what a first `npm start` finds. */
export async function startFirstRunApp(): Promise<FirstRunApp> {
  const database = await cloneTemplate(inject('templateDatabase'));
  const { startService } = await import('../../src/service.js');
  let service: Awaited<ReturnType<typeof startService>>;
  try {
    service = await startService('serve', { port: 0, databaseUrl: urlFor(database) });
  } catch (error) {
    await dropDatabase(database).catch(() => undefined);
    throw error;
  }
  const { db } = await import('../../src/db.js');
  return {
    url: `http://127.0.0.1:${service.port}`,
    async setUpToken() {
      return (await db.setupToken.findUnique({ where: { id: 1 } }))?.token ?? null;
    },
    async stop() {
      await service.stop();
      dropDatabaseLater(database);
    },
  };
}
