import pg from 'pg';

/** The server tests create their databases on (PostgreSQL 15 on every machine and in CI). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function urlFor(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The template of a run is `overlook_template_<run>` (global-setup.ts); its clones are `overlook_test_<run>_...`. */
export function clonePrefix(template: string): string {
  return `overlook_test_${template.replace(/^overlook_template_/, '')}_`;
}

async function createClone(template: string): Promise<string> {
  const name = `${clonePrefix(template)}${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return name;
}

/**
 * The clone the next test file of this process will take, made while the current file runs. Kept on
 * globalThis: the test process outlives a test file (isolate false) and its fresh copy of this module.
 */
const shared = globalThis as typeof globalThis & { overlookSpareClone?: { template: string; name: Promise<string> } };

/**
 * A fresh database cloned from the migrated template: one per test file. A clone costs about 0.4 s
 * of waiting on PostgreSQL, so each test process keeps one spare, made in the background while its
 * current file runs: the file takes the spare (no other process knows its name) and starts the next.
 * global-setup.ts drops the last spares, and any clone a file left, after the run.
 */
export async function cloneTemplate(template: string): Promise<string> {
  const spare = shared.overlookSpareClone;
  shared.overlookSpareClone = undefined;
  const name = spare?.template === template ? await spare.name.catch(() => createClone(template)) : await createClone(template);
  const next = createClone(template);
  next.catch(() => undefined);
  shared.overlookSpareClone = { template, name: next };
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * Drops a test file's clone without making the file wait for it (about 0.1 s each); a drop that has
 * not happened by the end of the run is global-setup.ts's to do.
 */
export function dropDatabaseLater(name: string): void {
  dropDatabase(name).catch(() => undefined);
}

/** Drops every clone of the run: the spares left and what a file did not drop (waits for the clones still being made). */
export async function dropClonesOf(template: string): Promise<void> {
  const pattern = `${clonePrefix(template).replace(/_/g, '\\_')}%`;
  await withAdmin(async (client) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE query ILIKE 'CREATE DATABASE ' || $1 || '%' AND state = 'active' AND pid <> pg_backend_pid()`,
        [clonePrefix(template)],
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [pattern]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
