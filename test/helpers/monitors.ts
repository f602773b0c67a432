import pg from 'pg';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { eventually } from './eventually.js';

/** A table in the app's own test database whose single value a monitor's query reads. */
export async function createGauge(app: TestApp, table: string, value: number | null) {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE TABLE ${table} (value integer)`);
    await client.query(`INSERT INTO ${table} (value) VALUES ($1)`, [value]);
  } finally {
    await client.end();
  }
  return {
    async set(next: number | null) {
      const c = new pg.Client({ connectionString: app.databaseUrl });
      await c.connect();
      try {
        await c.query(`UPDATE ${table} SET value = $1`, [next]);
      } finally {
        await c.end();
      }
    },
  };
}

export const databaseName = (app: TestApp) => new URL(app.databaseUrl).pathname.slice(1);

/** POST /run (a new run: 201), then waits until that run has been evaluated; answers the monitor. */
export async function checkNow(app: TestApp, monitorId: number, key = app.admin.key) {
  const started = await app.request('POST', `/api/monitors/${monitorId}/run`, { key });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return eventually(
    async () => (await app.request('GET', `/api/monitors/${monitorId}`, { key })).body,
    (m: any) => m.last_run_id === started.body.id,
  );
}

export async function deliveries(app: TestApp, monitorId: number, key = app.admin.key) {
  const res = await app.request('GET', `/api/monitors/${monitorId}/deliveries`, { key });
  expect(res.status).toBe(200);
  return res.body as any[];
}
