import pg from 'pg';
import { expect } from 'vitest';
import { buildPgDataSource, buildQuery } from '../factories.js';
import { startTestApp, type StartOptions, type TestApp } from './app.js';
import { eventually } from './eventually.js';
import { startReceiver } from './receiver.js';

export interface MonitorBench {
  app: TestApp;
  /** Stands in for webhooks, chat services and PagerDuty. */
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** A pg connector to the app's own test database, where the gauges are. */
  sourceId: number;
  stop(): Promise<void>;
}

/** The set-up monitor tests share: a receiver, the app, and a connector to the database its gauges live in. */
export async function startMonitorBench(options: StartOptions = {}): Promise<MonitorBench> {
  const receiver = await startReceiver();
  const app = await startTestApp(options);
  const sourceId = (await buildPgDataSource(app, { dbname: databaseName(app) })).id;
  return {
    app,
    receiver,
    sourceId,
    async stop() {
      await app.stop();
      await receiver.close();
    },
  };
}

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

let gauges = 0;
/** A gauge table of its own (named `<prefix>_<n>`) holding `value`, and a saved query reading it: what a monitor checks. */
export async function buildGaugedQuery(bench: Pick<MonitorBench, 'app' | 'sourceId'>, prefix: string, value: number | null) {
  const table = `${prefix}_${(gauges += 1)}`;
  const gauge = await createGauge(bench.app, table, value);
  const query = await buildQuery(bench.app, { dataSourceId: bench.sourceId, query: `SELECT value FROM ${table}` });
  return { table, gauge, query };
}

/** Subscribes the monitor to each destination (201 each). */
export async function subscribeMonitor(app: TestApp, monitorId: number, destinations: { id: number }[]) {
  for (const destination of destinations) {
    const res = await app.request('POST', `/api/monitors/${monitorId}/subscriptions`, {
      key: app.admin.key,
      body: { destination_id: destination.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}
