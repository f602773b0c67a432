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

/** A fresh database cloned from the migrated template: one per test file. */
export async function cloneTemplate(template: string): Promise<string> {
  const name = `overlook_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
