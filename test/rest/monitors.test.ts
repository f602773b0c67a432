import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManualClock } from '../../src/clock.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { installManualClock } from '../helpers/clock.js';
import { buildDestination, buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { checkNow, createGauge, databaseName, deliveries } from '../helpers/monitors.js';
import { startReceiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sourceId: number;
let clock: ManualClock;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp();
  ({ clock } = await installManualClock());
  sourceId = (await buildPgDataSource(app, { dbname: databaseName(app) })).id;
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

let tables = 0;
async function gaugedMonitor(
  value: number | null,
  overrides: { rearm?: number | null; notifyOnRecovery?: boolean; options?: Record<string, unknown> } = {},
) {
  const table = `gauge_${(tables += 1)}`;
  const gauge = await createGauge(app, table, value);
  const query = await buildQuery(app, { dataSourceId: sourceId, query: `SELECT value FROM ${table}` });
  const monitor = await buildMonitor(app, { queryId: query.id, ...overrides });
  const destination = await buildDestination(app, { options: { url: `${receiver.url}/m${monitor.id}`, secret: 'state-table-secret' } });
  const sub = await app.request('POST', `/api/monitors/${monitor.id}/subscriptions`, {
    key: app.admin.key,
    body: { destination_id: destination.id },
  });
  expect(sub.status).toBe(201);
  return { id: monitor.id, gauge, queryId: query.id, destinationId: destination.id };
}

const post = (path: string, body?: unknown, key = app.admin.key) => app.request('POST', path, { key, body });

describe('monitor CRUD', () => {
  it('creates, reads, lists, updates and deletes with the conventions’ shapes', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId });
    const created = await post('/api/monitors', {
      query_id: query.id,
      name: 'm1',
      options: { column: 'value', op: '>=', value: 3, selector: 'max' },
      rearm: 300,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'm1',
      query_id: query.id,
      options: { column: 'value', op: '>=', value: 3, selector: 'max' },
      rearm: 300,
      state: 'unknown',
      error: null,
      notify_on_recovery: false,
    });
    const id = created.body.id;
    expect((await app.request('GET', `/api/monitors/${id}`, { key: app.admin.key })).body.id).toBe(id);
    const list = await app.request('GET', `/api/monitors?query_id=${query.id}`, { key: app.admin.key });
    expect(list.body).toMatchObject({ count: 1, page: 1, page_size: 25, results: [{ id }] });
    const updated = await app.request('PUT', `/api/monitors/${id}`, { key: app.admin.key, body: { name: 'm2', rearm: null } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'm2', rearm: null, options: { column: 'value' } });
    expect((await app.request('DELETE', `/api/monitors/${id}`, { key: app.admin.key })).status).toBe(204);
    expect((await app.request('GET', `/api/monitors/${id}`, { key: app.admin.key })).status).toBe(404);
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId });
    const before = (await app.request('GET', '/api/monitors', { key: app.admin.key })).body.count;
    const bad = [
      { name: 'x', options: { column: 'v', op: '>', value: 1 } },
      { query_id: query.id, options: { column: 'v', op: '>', value: 1 } },
      { query_id: query.id, name: 'x', options: { column: 'v', op: '=>', value: 1 } },
      { query_id: query.id, name: 'x', options: { column: 'v', op: '>', value: 'ten' } },
      { query_id: query.id, name: 'x', options: { op: '>', value: 1 } },
      { query_id: query.id, name: 'x', options: { column: 'v', op: '>', value: 1, selector: 'median' } },
      { query_id: query.id, name: 'x', options: { column: 'v', op: '>', value: 1 }, rearm: -5 },
      { query_id: query.id, name: 'x', options: { column: 'v', op: '>', value: 1 }, rearm: 'soon' },
      { query_id: 'abc', name: 'x', options: { column: 'v', op: '>', value: 1 } },
    ];
    for (const body of bad) {
      const res = await post('/api/monitors', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    expect(
      (await app.request('POST', '/api/monitors', { key: app.admin.key, raw: '{nope', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect((await app.request('GET', '/api/monitors', { key: app.admin.key })).body.count).toBe(before);
  });

  it('401 without a key, 403 without create_monitor, 404 for an unknown or unreachable query or monitor', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId });
    const monitor = await buildMonitor(app, { queryId: query.id });
    const body = { query_id: query.id, name: 'x', options: { column: 'value', op: '>', value: 1 } };
    expect((await app.request('POST', '/api/monitors', { body })).status).toBe(401);
    expect((await app.request('GET', '/api/monitors')).status).toBe(401);
    expect((await app.request('GET', `/api/monitors/${monitor.id}`)).status).toBe(401);
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await post('/api/monitors', body, viewer.key)).status).toBe(403);
    expect((await app.request('GET', `/api/monitors/${monitor.id}`, { key: viewer.key })).status).toBe(200);
    for (const action of ['run', 'ack', 'mute', 'unmute'])
      expect((await post(`/api/monitors/${monitor.id}/${action}`, undefined, viewer.key)).status).toBe(403);
    expect((await post(`/api/monitors/${monitor.id}/snooze`, { minutes: 5 }, viewer.key)).status).toBe(403);
    expect((await app.request('PUT', `/api/monitors/${monitor.id}`, { key: viewer.key, body: { name: 'y' } })).status).toBe(403);
    expect((await app.request('DELETE', `/api/monitors/${monitor.id}`, { key: viewer.key })).status).toBe(403);
    const outsider = await buildUser(app, { permissions: ['create_monitor'], restricted: true });
    expect((await app.request('GET', `/api/monitors/${monitor.id}`, { key: outsider.key })).status).toBe(404);
    expect((await post(`/api/monitors/${monitor.id}/ack`, undefined, outsider.key)).status).toBe(404);
    expect((await post('/api/monitors', body, outsider.key)).status).toBe(404);
    expect((await app.request('GET', '/api/monitors', { key: outsider.key })).body.results.map((m: any) => m.id)).not.toContain(monitor.id);
    expect((await post('/api/monitors', { ...body, query_id: 999999 })).status).toBe(404);
    for (const path of ['/api/monitors/999999', '/api/monitors/abc'])
      expect((await app.request('GET', path, { key: app.admin.key })).status).toBe(404);
    for (const action of ['run', 'ack', 'mute', 'unmute']) expect((await post(`/api/monitors/999999/${action}`)).status).toBe(404);
  });
});

describe('the monitor rows of the state table', () => {
  it('condition met at a check -> triggered and subscribers notified; not met -> ok; ack only when triggered and unacknowledged', async () => {
    const m = await gaugedMonitor(5);
    expect((await post(`/api/monitors/${m.id}/ack`)).status).toBe(409);
    let state = await checkNow(app, m.id);
    expect(state.state).toBe('ok');
    const notTriggered = await post(`/api/monitors/${m.id}/ack`);
    expect(notTriggered.status).toBe(409);
    expect(notTriggered.body.code).toBe('not_triggered');
    await m.gauge.set(50);
    state = await checkNow(app, m.id);
    expect(state.state).toBe('triggered');
    await receiver.waitFor(1, `/m${m.id}`);
    const ack = await post(`/api/monitors/${m.id}/ack`);
    expect(ack.status).toBe(200);
    expect(ack.body.acknowledged_at).toBe(clock.now().toISOString());
    const again = await post(`/api/monitors/${m.id}/ack`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_acknowledged');
    await m.gauge.set(1);
    state = await checkNow(app, m.id);
    expect(state).toMatchObject({ state: 'ok', acknowledged_at: null });
    expect(receiver.received.filter((r) => r.path === `/m${m.id}`)).toHaveLength(1);
  });

  it('rearm: re-notifies while triggered only after rearm seconds, never while acknowledged', async () => {
    const m = await gaugedMonitor(100, { rearm: 60 });
    const start = clock.now();
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    await eventually(
      () => deliveries(app, m.id),
      (rows) => rows.length === 1 && rows[0].state === 'delivered',
    );
    clock.advance(59_000);
    await checkNow(app, m.id);
    expect(await deliveries(app, m.id)).toHaveLength(1);
    clock.advance(1_000);
    await checkNow(app, m.id);
    let rows = await eventually(
      () => deliveries(app, m.id),
      (r) => r.length === 2 && r[0].state === 'delivered',
    );
    expect(rows[0].event_type).toBe('monitor.renotified');
    expect((await app.request('GET', `/api/monitors/${m.id}`, { key: app.admin.key })).body.last_triggered_at).toBe(start.toISOString());
    expect((await post(`/api/monitors/${m.id}/ack`)).status).toBe(200);
    clock.advance(60_000);
    await checkNow(app, m.id);
    rows = await deliveries(app, m.id);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ state: 'suppressed', error: 'suppressed: acknowledged', status: null });
    expect(receiver.received.filter((r) => r.path === `/m${m.id}`)).toHaveLength(2);
  });

  it('snooze suppresses for the window, then notifications resume; 422 for non-positive minutes', async () => {
    const m = await gaugedMonitor(100, { notifyOnRecovery: true });
    for (const minutes of [0, -3, 1.5, 'ten', null]) {
      const res = await post(`/api/monitors/${m.id}/snooze`, { minutes });
      expect(res.status, String(minutes)).toBe(422);
    }
    expect((await post(`/api/monitors/${m.id}/snooze`, {})).status).toBe(422);
    const snoozed = await post(`/api/monitors/${m.id}/snooze`, { minutes: 10 });
    expect(snoozed.status).toBe(200);
    expect(snoozed.body.snoozed_until).toBe(new Date(clock.now().getTime() + 600_000).toISOString());
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    expect((await deliveries(app, m.id))[0]).toMatchObject({ state: 'suppressed', event_type: 'monitor.triggered' });
    clock.advance(601_000);
    await m.gauge.set(0);
    expect((await checkNow(app, m.id)).state).toBe('ok');
    const rows = await eventually(
      () => deliveries(app, m.id),
      (r) => r.length === 2 && r[0].state === 'delivered',
    );
    expect(rows[0].event_type).toBe('monitor.recovered');
  });

  it('mute suppresses until unmute; both answer 200 in any state', async () => {
    const m = await gaugedMonitor(100);
    expect((await post(`/api/monitors/${m.id}/mute`)).body.muted).toBe(true);
    expect((await post(`/api/monitors/${m.id}/mute`)).status).toBe(200);
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    await m.gauge.set(0);
    await checkNow(app, m.id);
    expect((await post(`/api/monitors/${m.id}/unmute`)).body.muted).toBe(false);
    await m.gauge.set(100);
    await checkNow(app, m.id);
    const rows = await eventually(
      () => deliveries(app, m.id),
      (r) => r.length === 2 && r[0].state === 'delivered',
    );
    expect(rows[1]).toMatchObject({ state: 'suppressed', error: 'suppressed: muted' });
  });

  it('run: 201 for a new run, 200 with the same run while it is in flight', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId, query: 'SELECT 1 AS value FROM pg_sleep(2)' });
    const monitor = await buildMonitor(app, { queryId: query.id });
    const first = await post(`/api/monitors/${monitor.id}/run`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ entity_type: 'monitor', entity_id: monitor.id });
    const second = await post(`/api/monitors/${monitor.id}/run`);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    const done = await eventually(
      async () => (await app.request('GET', `/api/monitors/${monitor.id}`, { key: app.admin.key })).body,
      (m: any) => m.last_run_id === first.body.id,
    );
    expect(done.state).toBe('ok');
    const runs = await app.request('GET', `/api/runs?entity_type=monitor&entity_id=${monitor.id}`, { key: app.admin.key });
    expect(runs.body.count).toBe(1);
  });

  it('a failing query or a missing column leaves the state unknown with the error visible, on the monitor and the run', async () => {
    const broken = await buildQuery(app, { dataSourceId: sourceId, query: 'SELECT value FROM no_such_table' });
    const m1 = await buildMonitor(app, { queryId: broken.id });
    const failed = await checkNow(app, m1.id);
    expect(failed.state).toBe('unknown');
    expect(failed.error).toMatch(/the query failed: .*no_such_table/);
    const run1 = await app.request('GET', `/api/runs/${failed.last_run_id}`, { key: app.admin.key });
    expect(run1.body).toMatchObject({ status: 4, error: expect.stringContaining('no_such_table') });

    const m = await gaugedMonitor(100, { options: { column: 'missing', op: '>', value: 1 } });
    const missing = await checkNow(app, m.id);
    expect(missing.state).toBe('unknown');
    expect(missing.error).toContain('column "missing" is not in the result');
    const run2 = await app.request('GET', `/api/runs/${missing.last_run_id}`, { key: app.admin.key });
    expect(run2.body.error).toContain('column "missing"');
    expect(await deliveries(app, m.id)).toEqual([]);

    // From triggered, an error also means unknown, never a silent ok.
    const t = await gaugedMonitor(100);
    expect((await checkNow(app, t.id)).state).toBe('triggered');
    await m.gauge.set(null);
    await t.gauge.set(null);
    expect(await checkNow(app, t.id)).toMatchObject({ state: 'unknown', error: expect.stringContaining('not a number') });
  });

  it('no subscriptions: the monitor checks, triggers and notifies nobody', async () => {
    await createGauge(app, 'lonely', 100);
    const query = await buildQuery(app, { dataSourceId: sourceId, query: 'SELECT value FROM lonely' });
    const monitor = await buildMonitor(app, { queryId: query.id });
    expect((await checkNow(app, monitor.id)).state).toBe('triggered');
    expect(await deliveries(app, monitor.id)).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('subscribe, list, unsubscribe, with 409/404/422/403/401', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId });
    const monitor = await buildMonitor(app, { queryId: query.id });
    const destination = await buildDestination(app);
    const path = `/api/monitors/${monitor.id}/subscriptions`;
    const created = await post(path, { destination_id: destination.id });
    expect(created.status).toBe(201);
    expect((await post(path, { destination_id: destination.id })).status).toBe(409);
    expect((await post(path, { destination_id: 999999 })).status).toBe(404);
    expect((await post(path, {})).status).toBe(422);
    expect((await post(path, { destination_id: 'x' })).status).toBe(422);
    expect((await app.request('POST', path, { body: { destination_id: destination.id } })).status).toBe(401);
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await post(path, { destination_id: destination.id }, viewer.key)).status).toBe(403);
    expect((await app.request('GET', path, { key: viewer.key })).body.count).toBe(1);
    expect((await app.request('DELETE', `${path}/${created.body.id}`, { key: viewer.key })).status).toBe(403);
    expect((await app.request('DELETE', `${path}/${created.body.id}`, { key: app.admin.key })).status).toBe(204);
    expect((await app.request('DELETE', `${path}/${created.body.id}`, { key: app.admin.key })).status).toBe(404);
    expect((await app.request('GET', path, { key: app.admin.key })).body).toMatchObject({ count: 0, results: [] });
    expect((await app.request('GET', '/api/monitors/999999/subscriptions', { key: app.admin.key })).status).toBe(404);
  });
});

describe('deliveries history', () => {
  it('401 without a key, 404 for an unknown monitor, at most 50 rows newest first', async () => {
    expect((await app.request('GET', '/api/monitors/1/deliveries')).status).toBe(401);
    expect((await app.request('GET', '/api/monitors/999999/deliveries', { key: app.admin.key })).status).toBe(404);
    const m = await gaugedMonitor(100, { rearm: 1 });
    await post(`/api/monitors/${m.id}/mute`);
    const { db } = await import('../../src/db.js');
    await db.delivery.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        orgId: app.admin.orgId,
        monitorId: m.id,
        destinationId: m.destinationId,
        eventId: `e${i}`,
        state: 'suppressed',
        createdAt: new Date(Date.now() - (60 - i) * 1000),
      })),
    });
    const rows = await deliveries(app, m.id);
    expect(rows).toHaveLength(50);
    expect(rows[0].event_id).toBe('e59');
    expect(Array.isArray(rows)).toBe(true);
  });
});
