import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildDestination, buildMonitor, buildPgDataSource, buildQuery } from '../factories.js';
import { checkNow, createGauge, databaseName, deliveries } from '../helpers/monitors.js';
import { startReceiver, type ScriptedAnswer } from '../helpers/receiver.js';
import { eventually } from '../helpers/eventually.js';
import { verifySignature } from '../../src/domain/deliveries/sign-payload.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let sourceId: number;
const receivers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: { DELIVERY_BACKOFF_MS: '300', DELIVERY_MAX_ATTEMPTS: '3', DELIVERY_TIMEOUT_MS: '1000' } });
  sourceId = (await buildPgDataSource(app, { dbname: databaseName(app) })).id;
  await createGauge(app, 'always_high', 100);
});
afterAll(async () => {
  await app?.stop();
  for (const r of receivers) await r.close();
});

/** A triggered monitor whose one subscriber is a receiver answering `answers`; answers the monitor and receiver. */
async function triggeredMonitor(answers: ScriptedAnswer[], fallback?: ScriptedAnswer) {
  const receiver = await startReceiver({ answers, fallback });
  receivers.push(receiver);
  const query = await buildQuery(app, { dataSourceId: sourceId, query: 'SELECT value FROM always_high' });
  const monitor = await buildMonitor(app, { queryId: query.id });
  const destination = await buildDestination(app, { options: { url: `${receiver.url}/hook`, secret: 'delivery-secret' } });
  await app.request('POST', `/api/monitors/${monitor.id}/subscriptions`, { key: app.admin.key, body: { destination_id: destination.id } });
  expect((await checkNow(app, monitor.id)).state).toBe('triggered');
  return { monitorId: monitor.id, destinationId: destination.id, receiver };
}

const settled = (rows: any[]) => rows.every((r) => r.state !== 'pending');

describe('delivery with retries', () => {
  it('500 then 200: retried, both attempts recorded with the same event id', async () => {
    const { monitorId, receiver } = await triggeredMonitor([{ status: 500, body: 'boom' }], { status: 200 });
    const rows = await eventually(
      () => deliveries(app, monitorId),
      (r) => r.length === 2 && settled(r),
    );
    expect(rows[1]).toMatchObject({ attempt: 1, state: 'failed', status: 500, error: 'receiver answered 500' });
    expect(rows[0]).toMatchObject({ attempt: 2, state: 'delivered', status: 200, error: null });
    expect(rows[0].event_id).toBe(rows[1].event_id);
    expect(receiver.received.map((r) => r.headers['x-overlook-event-id'])).toEqual([rows[0].event_id, rows[0].event_id]);
  });

  it('404: failed at once, no retry', async () => {
    const { monitorId, receiver } = await triggeredMonitor([], { status: 404, body: 'no such hook' });
    const rows = await eventually(
      () => deliveries(app, monitorId),
      (r) => r.length === 1 && settled(r),
    );
    expect(rows[0]).toMatchObject({ state: 'failed', status: 404, attempt: 1 });
    // A retry would be a pending row written in the transaction that settled this one: none is, and none can come.
    expect(await deliveries(app, monitorId)).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('429 is retried after Retry-After; the number of attempts is bounded', async () => {
    const { monitorId, receiver } = await triggeredMonitor([], { status: 429, headers: { 'retry-after': '1' } });
    const rows = await eventually(
      () => deliveries(app, monitorId),
      (r) => r.length === 3 && settled(r),
      30_000,
    );
    expect(rows.map((r) => [r.attempt, r.state, r.status])).toEqual([
      [3, 'failed', 429],
      [2, 'failed', 429],
      [1, 'failed', 429],
    ]);
    // Each retry waited for Retry-After (1 s), not the 300 ms backoff: its row was created when the
    // previous attempt failed and settled no sooner than a second later.
    for (const retry of rows.slice(0, 2))
      expect(new Date(retry.updated_at).getTime() - new Date(retry.created_at).getTime()).toBeGreaterThanOrEqual(950);
    // The third attempt settled without planning a fourth (it would be a pending row from the same transaction).
    expect(await deliveries(app, monitorId)).toHaveLength(3);
    expect(receiver.received).toHaveLength(3);
  });

  it('a receiver slower than the timeout fails the attempt with a timeout error, and is retried', async () => {
    const { monitorId } = await triggeredMonitor([{ status: 200, delayMs: 3000 }], { status: 200 });
    const rows = await eventually(
      () => deliveries(app, monitorId),
      (r) => r.length === 2 && settled(r),
      30_000,
    );
    expect(rows[1]).toMatchObject({ state: 'failed', status: null, error: 'request failed: timed out after 1000 ms' });
    expect(rows[0].state).toBe('delivered');
  });

  it('a refused connection is a failed attempt with the network error', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId, query: 'SELECT value FROM always_high' });
    const monitor = await buildMonitor(app, { queryId: query.id });
    const gone = await startReceiver();
    await gone.close();
    const destination = await buildDestination(app, { options: { url: `${gone.url}/closed`, secret: 'delivery-secret' } });
    await app.request('POST', `/api/monitors/${monitor.id}/subscriptions`, {
      key: app.admin.key,
      body: { destination_id: destination.id },
    });
    await checkNow(app, monitor.id);
    const rows = await eventually(
      () => deliveries(app, monitor.id),
      (r) => r.length === 3 && settled(r),
      30_000,
    );
    expect(rows.map((r) => [r.state, r.status, r.error])).toEqual(Array(3).fill(['failed', null, 'request failed: ECONNREFUSED']));
  });

  it('POST .../deliveries/{id}/retry re-sends a failed notification; 409 while pending; 404/401/403', async () => {
    const { monitorId, receiver } = await triggeredMonitor([], { status: 404 });
    const [failed] = await eventually(
      () => deliveries(app, monitorId),
      (r) => r.length === 1 && settled(r),
    );
    receiver.setFallback({ status: 200, delayMs: 600 });
    const path = `/api/monitors/${monitorId}/deliveries/${failed.id}/retry`;
    expect((await app.request('POST', path)).status).toBe(401);
    const retried = await app.request('POST', path, { key: app.admin.key });
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ state: 'pending', event_id: failed.event_id, destination_id: failed.destination_id });
    const conflict = await app.request('POST', path, { key: app.admin.key });
    expect(conflict.status).toBe(409);
    expect(
      (await app.request('POST', `/api/monitors/${monitorId}/deliveries/${retried.body.id}/retry`, { key: app.admin.key })).status,
    ).toBe(409);
    const rows = await eventually(
      () => deliveries(app, monitorId),
      (r) => r.length === 2 && settled(r),
    );
    expect(rows[0]).toMatchObject({ id: retried.body.id, state: 'delivered', status: 200 });
    const last = receiver.received.at(-1)!;
    expect(
      verifySignature(
        'delivery-secret',
        { signature: last.headers['x-overlook-signature'] as string, timestamp: last.headers['x-overlook-timestamp'] as string },
        last.body,
      ),
    ).toBe(true);
    expect((await app.request('POST', `/api/monitors/${monitorId}/deliveries/999999/retry`, { key: app.admin.key })).status).toBe(404);
    expect((await app.request('POST', `/api/monitors/999999/deliveries/${failed.id}/retry`, { key: app.admin.key })).status).toBe(404);
    const { buildUser } = await import('../factories.js');
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('POST', path, { key: viewer.key })).status).toBe(403);
  });
});
