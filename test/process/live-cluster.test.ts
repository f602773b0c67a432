import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildPublishedDashboard, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitForJob } from '../helpers/jobs.js';
import { startOverlookServer, type ServiceProcess } from '../helpers/process.js';

// Live data (issue 31, item 6) across two processes: subscribers talk to process A (`serve`, this
// test's), while the changes are made through process B (`start`: its HTTP and its worker, which
// runs the jobs). Events travel through PostgreSQL NOTIFY only. Then access is lost (the
// subscriber's key regenerated through B) and every subscription on A ends.
vi.hoisted(() => {
  // Points pg connectors at the test server, which also holds Overlook's metadata database.
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let second: ServiceProcess;
let b: string;
let user: { id: number; key: string };
let queryId: number;
let dashboard: { id: number; slug: string };

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');

beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
  second = await startOverlookServer('start', { DATABASE_URL: app.databaseUrl });
  b = `http://127.0.0.1:${second.port}`;
  const dataSource = await buildPgDataSource(app);
  user = await buildUser(app, { dataSourceIds: [dataSource.id], permissions: ['view_query'] });
  queryId = (await buildQuery(app, { dataSourceId: dataSource.id, query: 'SELECT 1 AS value' })).id;
  // Published, so that the second user may read it too.
  const saved = await app.request('GET', `/api/queries/${queryId}`, { key: app.admin.key });
  const published = await app.request('POST', `/api/queries/${queryId}/publish`, {
    key: app.admin.key,
    body: { expected_version: saved.body.version },
  });
  expect(published.status).toBe(200);
  dashboard = await buildPublishedDashboard(app);
}, 120_000);
afterAll(async () => {
  await second?.stop();
  await app?.stop();
});

/** POST/GET through process B with `key`. */
async function viaB(method: string, path: string, key: string, body?: unknown) {
  const res = await fetch(`${b}${path}`, {
    method,
    headers: { authorization: `Key ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function refreshViaB(key = app.admin.key): Promise<number> {
  const refreshed = await viaB('POST', `/api/queries/${queryId}/refresh`, key, { max_age: 0 });
  expect(refreshed.status).toBe(200);
  const job = await waitForJob(app, app.admin.key, refreshed.body.job.id);
  expect(job.status).toBe(3);
  return job.query_result_id!;
}

/** One subscription on process A: what it delivered, the next delivery, and its end. */
function subscribeOnA(client: Client, query: string, variables: Record<string, unknown>) {
  const received: any[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const completed = new Promise<void>((resolve, reject) =>
    client.subscribe(
      { query, variables },
      {
        next: (result) => {
          received.push(result);
          waiters.splice(0).forEach((wake) => wake());
        },
        error: (error) => reject(new Error(`subscription failed: ${JSON.stringify(error)}`)),
        complete: () => {
          ended = true;
          resolve();
        },
      },
    ),
  );
  /** Resolves once `count` results have arrived (an event, not a sleep). */
  const atLeast = (count: number) =>
    new Promise<any[]>((resolve) => {
      const check = () => (received.length >= count ? resolve(received) : waiters.push(check));
      check();
    });
  return { received, atLeast, completed, ended: () => ended };
}

function clientOnA(key: string) {
  return createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Key ${key}` },
    retryAttempts: 0,
  });
}

const RESULT_READY = 'subscription ($id: ID!) { queryResultReady(queryId: $id) { id databaseId rowCount } }';
const DASHBOARD_UPDATED = 'subscription ($id: ID!) { dashboardUpdated(dashboardId: $id) { id databaseId name isDraft } }';

describe('live data across two processes', () => {
  it('queryResultReady: the latest result, then the one a refresh through the other process stores', async () => {
    const first = await refreshViaB();
    const client = clientOnA(app.admin.key);
    try {
      const sub = subscribeOnA(client, RESULT_READY, { id: globalId('SavedQuery', queryId) });
      expect((await sub.atLeast(1))[0].data.queryResultReady.databaseId).toBe(first);
      const next = await refreshViaB();
      expect(next).not.toBe(first);
      const results = await sub.atLeast(2);
      expect(results[1].data.queryResultReady).toMatchObject({ databaseId: next, rowCount: 1 });
    } finally {
      await client.dispose();
    }
  });

  it('dashboardUpdated: fires on a widget added and a rename made through the other process', async () => {
    const client = clientOnA(app.admin.key);
    try {
      const sub = subscribeOnA(client, DASHBOARD_UPDATED, { id: globalId('Dashboard', dashboard.id) });
      expect((await sub.atLeast(1))[0].data.dashboardUpdated.databaseId).toBe(dashboard.id);
      const widget = await viaB('POST', '/api/widgets', app.admin.key, { dashboard_id: dashboard.id, text: 'More', width: 1 });
      expect(widget.status).toBe(201);
      await sub.atLeast(2);
      const renamed = await viaB('POST', `/api/dashboards/${dashboard.id}`, app.admin.key, { name: 'Renamed live' });
      expect(renamed.status).toBe(200);
      const results = await new Promise<any[]>((resolve) => {
        const look = async () => {
          const all = await sub.atLeast(sub.received.length + 1);
          if (all.some((r) => r.data?.dashboardUpdated?.name === 'Renamed live')) resolve(all);
          else void look();
        };
        if (sub.received.some((r) => r.data?.dashboardUpdated?.name === 'Renamed live')) resolve(sub.received);
        else void look();
      });
      expect(results.at(-1).data.dashboardUpdated).toMatchObject({ id: globalId('Dashboard', dashboard.id), name: 'Renamed live' });
    } finally {
      await client.dispose();
    }
  });

  it('dashboardUpdated: each event shows the widgets as they are now, a widget added through the other process included', async () => {
    const client = clientOnA(app.admin.key);
    try {
      const query = 'subscription ($id: ID!) { dashboardUpdated(dashboardId: $id) { databaseId widgets { databaseId } } }';
      const sub = subscribeOnA(client, query, { id: globalId('Dashboard', dashboard.id) });
      const first = (await sub.atLeast(1))[0].data.dashboardUpdated;
      const before = first.widgets.map((w: { databaseId: number }) => w.databaseId);
      const widget = await viaB('POST', '/api/widgets', app.admin.key, { dashboard_id: dashboard.id, text: 'Appears live', width: 1 });
      expect(widget.status).toBe(201);
      expect(before).not.toContain(widget.body.id);
      // Events until one lists the new widget (the first event's loaders cached the old list).
      const shows = (r: any) => r.data?.dashboardUpdated?.widgets?.some((w: { databaseId: number }) => w.databaseId === widget.body.id);
      const results = await new Promise<any[]>((resolve) => {
        const look = async () => {
          const all = await sub.atLeast(sub.received.length + 1);
          if (all.some(shows)) resolve(all);
          else void look();
        };
        if (sub.received.some(shows)) resolve(sub.received);
        else void look();
      });
      const latest = results.find(shows).data.dashboardUpdated.widgets.map((w: { databaseId: number }) => w.databaseId);
      expect(latest).toEqual(expect.arrayContaining([...before, widget.body.id]));
    } finally {
      await client.dispose();
    }
  });

  it('a foreign or garbled id is not found', async () => {
    const client = clientOnA(app.admin.key);
    try {
      for (const id of [globalId('Dashboard', queryId + 100000), globalId('SavedQuery', dashboard.id).slice(0, 6), globalId('User', 1)]) {
        const errors = await new Promise<any[]>((resolve, reject) =>
          client.subscribe(
            { query: DASHBOARD_UPDATED, variables: { id } },
            {
              next: (r) => resolve(r.errors as any[]),
              error: (e) => (Array.isArray(e) ? resolve(e) : reject(new Error('connection failed'))),
              complete: () => undefined,
            },
          ),
        );
        expect(errors.length).toBeGreaterThan(0);
      }
    } finally {
      await client.dispose();
    }
  });

  it('every subscription ends when the subscriber’s key is regenerated through the other process', async () => {
    const client = clientOnA(user.key);
    try {
      const results = subscribeOnA(client, RESULT_READY, { id: globalId('SavedQuery', queryId) });
      const board = subscribeOnA(client, DASHBOARD_UPDATED, { id: globalId('Dashboard', dashboard.id) });
      expect((await results.atLeast(1))[0].data.queryResultReady.databaseId).toBeGreaterThan(0);
      expect((await board.atLeast(1))[0].data.dashboardUpdated.databaseId).toBe(dashboard.id);
      expect(results.ended() || board.ended()).toBe(false);
      const regenerated = await viaB('POST', `/api/users/${user.id}/regenerate_api_key`, app.admin.key);
      expect(regenerated.status).toBe(200);
      await Promise.all([results.completed, board.completed]);
      expect(results.ended() && board.ended()).toBe(true);
    } finally {
      await client.dispose();
    }
  });
});
