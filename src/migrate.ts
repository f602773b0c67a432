import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Logger as WorkerLogger, runMigrations as runWorkerMigrations } from 'graphile-worker';
import { logger } from './logger.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations/', import.meta.url));
/** Any fixed number: every process that migrates takes this advisory lock first. */
const MIGRATION_LOCK = 7_415_003_221;

interface Migration {
  name: string;
  sql: string;
}

function listMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, sql: readFileSync(`${MIGRATIONS_DIR}${name}/migration.sql`, 'utf8') }));
}

/**
 * Applies every migration not yet recorded, each in its own transaction, under an advisory lock
 * so that several processes may start at once. Then installs graphile-worker's own schema.
 */
export async function migrate(connectionString: string): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS _overlook_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM _overlook_migrations')).rows.map((r) => r.name));
    for (const migration of listMigrations()) {
      if (done.has(migration.name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO _overlook_migrations (name) VALUES ($1)', [migration.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.name);
      logger.info({ migration: migration.name }, 'migration applied');
    }
    await runWorkerMigrations({ connectionString, logger: workerLogger() });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
  return applied;
}

/** True when every migration file has been applied: what /readyz reports. */
export async function migrationsApplied(query: (sql: string) => Promise<{ name: string }[]>): Promise<boolean> {
  const rows = await query('SELECT name FROM _overlook_migrations').catch(() => []);
  const done = new Set(rows.map((r) => r.name));
  return listMigrations().every((m) => done.has(m.name));
}

export function workerLogger(): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    // graphile's LogLevel is a string enum ('error', 'warning', 'info', 'debug') that its CommonJS build does not export to ESM.
    const name: string = level;
    // A task that completed is routine (every few seconds on an idle install): debug, not info.
    const routine = name === 'info' && (meta as { success?: unknown } | undefined)?.success === true;
    const method = name === 'error' ? 'error' : name === 'warning' ? 'warn' : name === 'info' && !routine ? 'info' : 'debug';
    logger[method]({ component: 'worker', ...scope, ...meta }, message);
  });
}
