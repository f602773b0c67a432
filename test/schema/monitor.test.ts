import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { spawnOverlook, type ServiceProcess } from '../helpers/process.js';
import { buildDestination, buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startReceiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let worker: ServiceProcess;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  // HTTP only here: checks and deliveries happen in a separate worker process.
  app = await startTestApp({ role: 'serve' });
  worker = spawnOverlook(['worker'], { DATABASE_URL: app.databaseUrl, SECRET_KEY: process.env.SECRET_KEY });
  await worker.waitForLog(/overlook started/);
});
afterAll(async () => {
  await worker?.stop();
  await app?.stop();
  await receiver?.close();
});

const SUBSCRIPTION = 'subscription($id: ID!) { monitorEvents(monitorId: $id) { type monitorId state previousState error delivery } }';

describe('GraphQL subscription monitorEvents', () => {
  it('streams state changes and deliveries caused in another process', async () => {
    const source = await buildPgDataSource(app);
    const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT 50 AS value' });
    const monitor = await buildMonitor(app, { queryId: query.id });
    const destination = await buildDestination(app, { options: { url: `${receiver.url}/events`, secret: 'events-secret' } });
    await app.request('POST', `/api/monitors/${monitor.id}/subscriptions`, {
      key: app.admin.key,
      body: { destination_id: destination.id },
    });

    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Key ${app.admin.key}` },
    });
    const events: any[] = [];
    const errors: unknown[] = [];
    const unsubscribe = client.subscribe(
      { query: SUBSCRIPTION, variables: { id: gid('Monitor', monitor.id) } },
      {
        next: (m) => (m.errors ? errors.push(m.errors) : events.push((m.data as any).monitorEvents)),
        error: (e) => errors.push(e),
        complete: () => undefined,
      },
    );
    // The subscription is live once a harmless change is heard.
    await eventually(
      async () => {
        await app.request('POST', `/api/monitors/${monitor.id}/unmute`, { key: app.admin.key });
        return events.length;
      },
      (n) => n > 0,
    );
    // Late events of the probe are 'history' entries, which the assertions below leave out.
    events.length = 0;

    expect((await app.request('POST', `/api/monitors/${monitor.id}/run`, { key: app.admin.key })).status).toBe(201);
    await eventually(
      async () => events,
      (e) => e.some((x) => x.type === 'delivery' && x.delivery.state === 'delivered'),
    );
    unsubscribe();
    await client.dispose();
    expect(errors).toEqual([]);
    expect(events.filter((e) => e.type === 'state_changed')).toEqual([
      { type: 'state_changed', monitorId: monitor.id, state: 'triggered', previousState: 'unknown', error: null, delivery: null },
    ]);
    const deliveryStates = events.filter((e) => e.type === 'delivery').map((e) => e.delivery.state);
    expect(deliveryStates).toEqual(['pending', 'delivered']);
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses a monitor the caller cannot see', async () => {
    const source = await buildPgDataSource(app);
    const query = await buildQuery(app, { dataSourceId: source.id });
    const monitor = await buildMonitor(app, { queryId: query.id });
    const outsider = await buildUser(app, { restricted: true });
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Key ${outsider.key}` },
    });
    const result = await new Promise<any>((done) => {
      client.subscribe(
        { query: SUBSCRIPTION, variables: { id: gid('Monitor', monitor.id) } },
        { next: (m) => done(m), error: (e) => done({ error: e }), complete: () => done({ completed: true }) },
      );
    });
    await client.dispose();
    expect(result.error?.[0]?.extensions?.code).toBe('not_found');
  });
});

describe('GraphQL monitorSubscriptions', () => {
  it('pages the destinations a monitor notifies, with each destination', async () => {
    const source = await buildPgDataSource(app);
    const query = await buildQuery(app, { dataSourceId: source.id });
    const monitor = await buildMonitor(app, { queryId: query.id });
    const destination = await buildDestination(app, {
      name: 'Paged hook',
      options: { url: `${receiver.url}/paged`, secret: 'paged-signing-secret' },
    });
    const subscribed = await app.request('POST', `/api/monitors/${monitor.id}/subscriptions`, {
      key: app.admin.key,
      body: { destination_id: destination.id },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBeLessThan(300);
    const { data, errors } = await app.graphql(
      'query($id: ID!) { monitorSubscriptions(monitorId: $id, first: 10) { totalCount edges { node { id destination { databaseId name type } } } } }',
      { id: gid('Monitor', monitor.id) },
    );
    expect(errors).toBeUndefined();
    expect(data.monitorSubscriptions.totalCount).toBe(1);
    expect(data.monitorSubscriptions.edges.map((e: any) => e.node.destination)).toEqual([
      { databaseId: destination.id, name: 'Paged hook', type: 'webhook' },
    ]);
  });
});
