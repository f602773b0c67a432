import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { buildDestination, buildMonitor, buildQuery } from '../factories.js';
import { buildGaugedQuery, checkNow, deliveries, type MonitorBench, startMonitorBench, subscribeMonitor } from '../helpers/monitors.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let bench: MonitorBench;
let app: TestApp;
let receiver: MonitorBench['receiver'];
let sourceId: number;

beforeAll(async () => {
  bench = await startMonitorBench();
  ({ app, receiver, sourceId } = bench);
});
afterAll(() => bench?.stop());

async function gaugedMonitor(value: number | null, options: Record<string, unknown>, notifyOnRecovery = false) {
  const { gauge, query } = await buildGaugedQuery(bench, 'hyst', value);
  const monitor = await buildMonitor(app, { queryId: query.id, options, notifyOnRecovery });
  const destination = await buildDestination(app, { options: { url: `${receiver.url}/h${monitor.id}`, secret: 'hysteresis-secret' } });
  await subscribeMonitor(app, monitor.id, [destination]);
  return { id: monitor.id, gauge };
}

const notices = async (id: number) => (await deliveries(app, id)).filter((d) => d.state !== 'suppressed');

describe('options.breaches', () => {
  it('a 3-breach monitor is pending on the first two breaches and fires only on the third', async () => {
    const m = await gaugedMonitor(50, { column: 'value', op: '>', value: 10, breaches: 3 });
    const first = await checkNow(app, m.id);
    expect(first).toMatchObject({ state: 'pending', breach_count: 1 });
    expect(await deliveries(app, m.id)).toHaveLength(0);
    expect(await checkNow(app, m.id)).toMatchObject({ state: 'pending', breach_count: 2 });
    expect(await deliveries(app, m.id)).toHaveLength(0);
    const third = await checkNow(app, m.id);
    expect(third).toMatchObject({ state: 'triggered', breach_count: 3 });
    expect(third.last_triggered_at).toBeTruthy();
    expect(await notices(m.id)).toHaveLength(1);
  });

  it('a check that does not breach starts the count again, and goes to ok without a recovery notice', async () => {
    const m = await gaugedMonitor(50, { column: 'value', op: '>', value: 10, breaches: 2 }, true);
    expect((await checkNow(app, m.id)).state).toBe('pending');
    await m.gauge.set(5);
    expect(await checkNow(app, m.id)).toMatchObject({ state: 'ok', breach_count: 0 });
    await m.gauge.set(50);
    expect(await checkNow(app, m.id)).toMatchObject({ state: 'pending', breach_count: 1 });
    expect(await deliveries(app, m.id)).toHaveLength(0);
    expect((await checkNow(app, m.id)).state).toBe('triggered');
  });

  it('refuses breaches outside 1..100 or not an integer with 422', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId });
    for (const breaches of [0, 101, 2.5, 'three', -1]) {
      const res = await app.request('POST', '/api/monitors', {
        key: app.admin.key,
        body: { query_id: query.id, name: 'b', options: { column: 'value', op: '>', value: 1, breaches } },
      });
      expect(res.status, String(breaches)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(JSON.stringify(res.body.errors)).toContain('breaches');
    }
  });
});

describe('options.recovery_value', () => {
  it('holds the monitor in triggered between value and recovery_value, and recovers past recovery_value', async () => {
    const m = await gaugedMonitor(150, { column: 'value', op: '>', value: 100, recovery_value: 80 }, true);
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    await m.gauge.set(90);
    const between = await checkNow(app, m.id);
    expect(between.state).toBe('triggered');
    await m.gauge.set(81);
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    expect((await notices(m.id)).map((d) => d.state)).toHaveLength(1);
    await m.gauge.set(80);
    expect((await checkNow(app, m.id)).state).toBe('ok');
    const sent = await notices(m.id);
    expect(sent).toHaveLength(2);
  });

  it('works downward for <: recovers only at or above recovery_value', async () => {
    const m = await gaugedMonitor(1, { column: 'value', op: '<', value: 5, recovery_value: 10 });
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    await m.gauge.set(7);
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    await m.gauge.set(10);
    expect((await checkNow(app, m.id)).state).toBe('ok');
  });

  it('without recovery_value the monitor recovers as soon as the condition stops holding', async () => {
    const m = await gaugedMonitor(150, { column: 'value', op: '>', value: 100 });
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    await m.gauge.set(90);
    expect((await checkNow(app, m.id)).state).toBe('ok');
  });

  it('refuses a recovery_value on the firing side of value, or with == and !=, with 422', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId });
    const bad = [
      { op: '>', value: 100, recovery_value: 120 },
      { op: '>=', value: 100, recovery_value: 100 },
      { op: '<', value: 5, recovery_value: 1 },
      { op: '<=', value: 5, recovery_value: 5 },
      { op: '==', value: 5, recovery_value: 4 },
      { op: '!=', value: 5, recovery_value: 4 },
      { op: '>', value: 100, recovery_value: 'eighty' },
    ];
    for (const options of bad) {
      const res = await app.request('POST', '/api/monitors', {
        key: app.admin.key,
        body: { query_id: query.id, name: 'r', options: { column: 'value', ...options } },
      });
      expect(res.status, JSON.stringify(options)).toBe(422);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain('recovery_value');
    }
    const ok = await app.request('POST', '/api/monitors', {
      key: app.admin.key,
      body: { query_id: query.id, name: 'r', options: { column: 'value', op: '>', value: 100, recovery_value: 100 } },
    });
    expect(ok.status).toBe(201);
  });
});

describe('options.on_error', () => {
  it('unknown (the default): an erroring check makes the state unknown and sends nothing', async () => {
    const m = await gaugedMonitor(50, { column: 'value', op: '>', value: 10 });
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    await m.gauge.set(null);
    const failed = await checkNow(app, m.id);
    expect(failed.state).toBe('unknown');
    expect(failed.error).toContain('not a number');
    expect(await notices(m.id)).toHaveLength(1);
  });

  it('keep_state: the state stays, the error is shown, and the next good check clears it', async () => {
    const m = await gaugedMonitor(50, { column: 'value', op: '>', value: 10, on_error: 'keep_state' });
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    await m.gauge.set(null);
    const failed = await checkNow(app, m.id);
    expect(failed).toMatchObject({ state: 'triggered' });
    expect(failed.error).toContain('not a number');
    await m.gauge.set(60);
    expect(await checkNow(app, m.id)).toMatchObject({ state: 'triggered', error: null });
    expect(await notices(m.id)).toHaveLength(1);
  });

  it('trigger: an erroring query pages the subscribers, and recovery from the error is notified', async () => {
    const m = await gaugedMonitor(null, { column: 'value', op: '>', value: 10, on_error: 'trigger' }, true);
    const failed = await checkNow(app, m.id);
    expect(failed.state).toBe('triggered');
    expect(failed.error).toContain('not a number');
    const [notice] = await notices(m.id);
    expect(notice).toBeTruthy();
    await m.gauge.set(1);
    expect(await checkNow(app, m.id)).toMatchObject({ state: 'ok', error: null });
    expect(await notices(m.id)).toHaveLength(2);
    const received = receiver.received.filter((r) => r.path === `/h${m.id}`);
    expect(received.length).toBeGreaterThanOrEqual(1);
    const first = received.find((r) => (r.json as { type: string }).type === 'monitor.triggered');
    expect((first?.json as { detail: string }).detail).toContain('The check failed');
  });

  it('refuses an unknown on_error with 422', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId });
    const res = await app.request('POST', '/api/monitors', {
      key: app.admin.key,
      body: { query_id: query.id, name: 'e', options: { column: 'value', op: '>', value: 1, on_error: 'explode' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].path).toBe('on_error');
  });
});
