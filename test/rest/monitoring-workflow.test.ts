import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildPgDataSource, buildQuery } from '../factories.js';
import { checkNow, createGauge, databaseName, deliveries } from '../helpers/monitors.js';
import { startReceiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/eventually.js';
import { startSmtpListener } from '../helpers/smtp.js';
import { verifySignature } from '../../src/domain/deliveries/sign-payload.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpListener();
  receiver = await startReceiver();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
  await smtp?.close();
});

describe('the Monitoring workflow, end to end over HTTP', () => {
  it('destination, monitor, subscription, schedule, manual run, ack/snooze/mute, delivery history', async () => {
    const key = app.admin.key;
    const gauge = await createGauge(app, 'workflow_gauge', 5);
    const source = await buildPgDataSource(app, { dbname: databaseName(app) });
    const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT value FROM workflow_gauge' });

    // Destinations: a signed webhook and e-mail.
    const secret = 'receiver-shared-secret';
    const webhook = await app.request('POST', '/api/destinations', {
      key,
      body: { name: 'ops hook', type: 'webhook', options: { url: `${receiver.url}/hook`, secret, headers: { 'x-team': 'ops' } } },
    });
    expect(webhook.status).toBe(201);
    expect(webhook.body.options).toEqual({ url: `${receiver.url}/hook`, secret: '--------', headers: '--------' });
    const email = await app.request('POST', '/api/destinations', {
      key,
      body: { name: 'ops mail', type: 'email', options: { addresses: ['oncall@acme.test'] } },
    });
    expect(email.status).toBe(201);

    // Monitor and subscriptions.
    const monitor = await app.request('POST', '/api/monitors', {
      key,
      body: {
        query_id: query.id,
        name: 'Backlog too high',
        options: { column: 'value', op: '>', value: 10 },
        rearm: 0,
        notify_on_recovery: true,
      },
    });
    expect(monitor.status).toBe(201);
    expect(monitor.body).toMatchObject({
      name: 'Backlog too high',
      query_id: query.id,
      options: { column: 'value', op: '>', value: 10 },
      rearm: 0,
      state: 'unknown',
      muted: false,
      acknowledged_at: null,
      snoozed_until: null,
      last_triggered_at: null,
    });
    const id = monitor.body.id;
    for (const destination of [webhook.body, email.body]) {
      const sub = await app.request('POST', `/api/monitors/${id}/subscriptions`, { key, body: { destination_id: destination.id } });
      expect(sub.status).toBe(201);
      expect(sub.body).toMatchObject({
        monitor_id: id,
        destination_id: destination.id,
        destination: { id: destination.id, type: destination.type },
      });
    }
    const subs = await app.request('GET', `/api/monitors/${id}/subscriptions`, { key });
    expect(subs.body.count).toBe(2);

    // Schedule (a 6-field cron in a time zone); a 5-field one is refused.
    const schedule = await app.request('POST', '/api/schedules', {
      key,
      body: { entity_type: 'monitor', entity_id: id, spec: { type: 'cron', cron: '0 0 9 * * 1' }, timezone: 'Europe/Paris' },
    });
    expect(schedule.status).toBe(201);
    expect(schedule.body).toMatchObject({
      entity_type: 'monitor',
      entity_id: id,
      spec: { type: 'cron', cron: '0 0 9 * * 1' },
      timezone: 'Europe/Paris',
      enabled: true,
    });
    expect(new Date(schedule.body.next_run_at).getTime()).toBeGreaterThan(Date.now());
    const fiveFields = await app.request('POST', '/api/schedules', {
      key,
      body: { entity_type: 'monitor', entity_id: id, spec: { type: 'cron', cron: '0 9 * * 1' } },
    });
    expect(fiveFields.status).toBe(422);

    // Manual run: condition not met -> ok, nobody notified.
    let state = await checkNow(app, id);
    expect(state.state).toBe('ok');
    const runs = await app.request('GET', `/api/runs?entity_type=monitor&entity_id=${id}`, { key });
    expect(runs.status).toBe(200);
    expect(runs.body.results[0]).toMatchObject({ id: state.last_run_id, entity_type: 'monitor', entity_id: id, status: 3 });
    expect(await deliveries(app, id)).toEqual([]);

    // Condition met -> triggered; both destinations notified.
    await gauge.set(42);
    state = await checkNow(app, id);
    expect(state.state).toBe('triggered');
    expect(state.last_triggered_at).not.toBeNull();
    const [hook] = await receiver.waitFor(1, '/hook');
    expect(hook.json).toMatchObject({
      type: 'monitor.triggered',
      value: 42,
      monitor: { id, name: 'Backlog too high', state: 'triggered' },
    });
    expect(hook.headers['x-team']).toBe('ops');
    expect(hook.headers['x-overlook-event-id']).toBe(hook.json.id);
    expect(
      verifySignature(
        secret,
        { signature: hook.headers['x-overlook-signature'] as string, timestamp: hook.headers['x-overlook-timestamp'] as string },
        hook.body,
      ),
    ).toBe(true);
    const mail = await smtp.waitFor('oncall@acme.test');
    expect(mail.raw).toContain('Backlog too high');
    const delivered = await eventually(
      () => deliveries(app, id),
      (rows) => rows.length === 2 && rows.every((r) => r.state === 'delivered'),
    );
    expect(delivered.map((d) => d.destination_id).sort()).toEqual([webhook.body.id, email.body.id].sort());
    expect(delivered.find((d) => d.destination_id === webhook.body.id)).toMatchObject({ status: 200, error: null, event_id: hook.json.id });

    // Still triggered, rearm 0: no re-notification.
    state = await checkNow(app, id);
    expect(state.state).toBe('triggered');
    expect(await deliveries(app, id)).toHaveLength(2);

    // Ack once; a second ack conflicts.
    const ack = await app.request('POST', `/api/monitors/${id}/ack`, { key });
    expect(ack.status).toBe(200);
    expect(ack.body.acknowledged_at).not.toBeNull();
    expect((await app.request('POST', `/api/monitors/${id}/ack`, { key })).status).toBe(409);

    // Snoozed: the recovery notification is recorded as suppressed, not sent.
    const snooze = await app.request('POST', `/api/monitors/${id}/snooze`, { key, body: { minutes: 30 } });
    expect(snooze.status).toBe(200);
    expect(new Date(snooze.body.snoozed_until).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    await gauge.set(1);
    state = await checkNow(app, id);
    expect(state).toMatchObject({ state: 'ok', acknowledged_at: null });
    let rows = await deliveries(app, id);
    expect(rows).toHaveLength(4);
    expect(rows.slice(0, 2).every((r) => r.state === 'suppressed' && r.event_type === 'monitor.recovered')).toBe(true);

    // Muted (after unmute clears the snooze, mute again): a new trigger is suppressed too.
    expect((await app.request('POST', `/api/monitors/${id}/unmute`, { key })).body).toMatchObject({ muted: false, snoozed_until: null });
    expect((await app.request('POST', `/api/monitors/${id}/mute`, { key })).body.muted).toBe(true);
    await gauge.set(99);
    state = await checkNow(app, id);
    expect(state.state).toBe('triggered');
    rows = await deliveries(app, id);
    expect(rows).toHaveLength(6);
    expect(rows.slice(0, 2).every((r) => r.state === 'suppressed' && r.error === 'suppressed: muted')).toBe(true);
    expect(receiver.received).toHaveLength(1);

    // Unmuted: the recovery goes out again, newest first in the history.
    await app.request('POST', `/api/monitors/${id}/unmute`, { key });
    await gauge.set(0);
    state = await checkNow(app, id);
    expect(state.state).toBe('ok');
    const [, recovery] = await receiver.waitFor(2, '/hook');
    expect(recovery.json.type).toBe('monitor.recovered');
    rows = await eventually(
      () => deliveries(app, id),
      (r) => r.length === 8 && r[0].state !== 'pending' && r[1].state !== 'pending',
    );
    expect(rows.slice(0, 2).every((r) => r.state === 'delivered')).toBe(true);
    const times = rows.map((r) => new Date(r.created_at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
