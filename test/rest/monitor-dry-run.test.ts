import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifySignature } from '../../src/domain/deliveries/sign-payload.js';
import type { TestApp } from '../helpers/app.js';
import { withManualClock } from '../helpers/clock.js';
import { eventually } from '../helpers/eventually.js';
import { buildDestination, buildMonitor, buildUser } from '../factories.js';
import { buildGaugedQuery, checkNow, deliveries, type MonitorBench, startMonitorBench, subscribeMonitor } from '../helpers/monitors.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let bench: MonitorBench;
let app: TestApp;
let receiver: MonitorBench['receiver'];

beforeAll(async () => {
  bench = await startMonitorBench();
  ({ app, receiver } = bench);
});
afterAll(() => bench?.stop());

async function counts(monitorId: number) {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string) => Number((await client.query(sql, [monitorId])).rows[0].n);
    return {
      deliveries: await one('SELECT count(*) AS n FROM deliveries WHERE monitor_id = $1'),
      runs: await one("SELECT count(*) AS n FROM runs WHERE entity_type = 'monitor' AND entity_id = $1"),
      events: await one('SELECT count(*) AS n FROM monitor_events WHERE monitor_id = $1'),
      outbox: await one('SELECT count(*) AS n FROM mail_outbox WHERE $1::int IS NOT NULL'),
      notificationJobs: await one(
        "SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = 'deliver_notification' AND $1::int IS NOT NULL",
      ),
    };
  } finally {
    await client.end();
  }
}

async function setup(value: number | null, options: Record<string, unknown> = { column: 'value', op: '>', value: 10 }) {
  const { gauge, query } = await buildGaugedQuery(bench, 'dry', value);
  const monitor = await buildMonitor(app, { queryId: query.id, options, notifyOnRecovery: true });
  const webhook = await buildDestination(app, {
    options: {
      url: `${receiver.url}/dry${monitor.id}`,
      secret: 'dry-run-signing-secret',
      headers: { authorization: 'Bearer header-secret-456' },
    },
  });
  // A chat webhook's URL is its secret.
  const slack = await buildDestination(app, { type: 'slack', options: { url: `${receiver.url}/dry${monitor.id}/url-secret-123` } });
  const mail = await buildDestination(app, { type: 'email', options: { addresses: ['ops@acme.test'], subject_prefix: '[ops]' } });
  await subscribeMonitor(app, monitor.id, [webhook, mail, slack]);
  return { id: monitor.id, gauge, webhook, mail, slack };
}

describe('POST /api/monitors/{id}/dry_run', () => {
  it('answers the value, outcome, transition and each exact notification, and leaves no trace', async () => {
    const m = await setup(42);
    const before = await counts(m.id);
    const monitorBefore = (await app.request('GET', `/api/monitors/${m.id}`, { key: app.admin.key })).body;
    const res = await app.request('POST', `/api/monitors/${m.id}/dry_run`, { key: app.admin.key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      job_status: 3,
      value: 42,
      met: true,
      error: null,
      from_state: 'unknown',
      to_state: 'triggered',
      notification: 'triggered',
    });
    const [http, email, slack] = res.body.notifications;
    expect(http).toMatchObject({ destination_id: m.webhook.id, channel: 'http', method: 'POST', suppressed_by: null });
    expect(http.url).toBe(`${receiver.url}/dry${m.id}`);
    expect(http.headers.authorization).toBe('--------');
    expect(http.headers['content-type']).toBe('application/json');
    expect(http.headers['x-overlook-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(http.payload).toMatchObject({ type: 'monitor.triggered', value: 42, monitor: { id: m.id, state: 'triggered' } });
    expect(http.headers['x-overlook-event-id']).toBe(http.payload.id);
    // The signature is the one the receiver would check, computed over the exact body.
    expect(
      verifySignature(
        'dry-run-signing-secret',
        { signature: http.headers['x-overlook-signature'], timestamp: http.headers['x-overlook-timestamp'] },
        JSON.stringify(http.payload),
        Number(http.headers['x-overlook-timestamp']),
      ),
    ).toBe(true);
    expect(email).toMatchObject({
      destination_id: m.mail.id,
      channel: 'email',
      to: ['ops@acme.test'],
      headers: { 'X-Overlook-Event-Id': http.payload.id },
    });
    expect(email.subject).toBe(`[ops] Monitor "${monitorBefore.name}" triggered`);
    expect(email.text).toContain('value > 10');
    expect(slack).toMatchObject({ destination_id: m.slack.id, channel: 'http', url: '--------' });
    expect(slack.payload.text).toContain('triggered');
    const text = JSON.stringify(res.body);
    for (const secret of ['dry-run-signing-secret', 'url-secret-123', 'header-secret-456']) expect(text).not.toContain(secret);

    expect(await counts(m.id)).toEqual(before);
    const monitorAfter = (await app.request('GET', `/api/monitors/${m.id}`, { key: app.admin.key })).body;
    expect(monitorAfter).toEqual(monitorBefore);
    expect(receiver.received.filter((r) => r.path.startsWith(`/dry${m.id}`))).toHaveLength(0);
  });

  it('shows the transition from the current state: a triggered monitor that would recover', async () => {
    const m = await setup(42);
    expect((await checkNow(app, m.id)).state).toBe('triggered');
    await m.gauge.set(3);
    // The real check's notifications are delivered first, so that only the dry run could change the counts.
    const before = await eventually(
      () => counts(m.id),
      (c) => c.notificationJobs === 0,
    );
    const res = await app.request('POST', `/api/monitors/${m.id}/dry_run`, { key: app.admin.key });
    expect(res.body).toMatchObject({ value: 3, met: false, from_state: 'triggered', to_state: 'ok', notification: 'recovered' });
    expect(res.body.notifications[0].payload.type).toBe('monitor.recovered');
    expect(await counts(m.id)).toEqual(before);
    expect((await app.request('GET', `/api/monitors/${m.id}`, { key: app.admin.key })).body.state).toBe('triggered');
  });

  it('shows a pending hysteresis step and a failed check without any notification', async () => {
    const m = await setup(42, { column: 'value', op: '>', value: 10, breaches: 2 });
    expect((await app.request('POST', `/api/monitors/${m.id}/dry_run`, { key: app.admin.key })).body).toMatchObject({
      to_state: 'pending',
      breach_count: 1,
      notification: null,
      notifications: [],
    });
    await m.gauge.set(null);
    const failed = (await app.request('POST', `/api/monitors/${m.id}/dry_run`, { key: app.admin.key })).body;
    expect(failed).toMatchObject({ met: null, value: null, to_state: 'unknown', notifications: [] });
    expect(failed.error).toContain('not a number');
    expect(await deliveries(app, m.id)).toHaveLength(0);
  });

  it('401 anonymous, 404 unseen, 403 without create_monitor; counts against the execute limit (429)', async () => {
    const m = await setup(1);
    expect((await app.request('POST', `/api/monitors/${m.id}/dry_run`)).status).toBe(401);
    expect((await app.request('POST', '/api/monitors/999999/dry_run', { key: app.admin.key })).status).toBe(404);
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const forbidden = await app.request('POST', `/api/monitors/${m.id}/dry_run`, { key: viewer.key });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('forbidden');

    // One fixed minute whose execute budget the admin has already spent, as 60 runs would.
    await withManualClock(new Date('2032-03-03T10:00:10Z'), async () => {
      const client = new pg.Client({ connectionString: app.databaseUrl });
      await client.connect();
      try {
        await client.query(
          `INSERT INTO rate_limits (name, key, window_start, count) VALUES ('query_execute', $1, '2032-03-03T10:00:00Z', 60)`,
          [`user:${app.admin.userId}`],
        );
      } finally {
        await client.end();
      }
      const before = await counts(m.id);
      const limited = await app.request('POST', `/api/monitors/${m.id}/dry_run`, { key: app.admin.key });
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('rate_limited');
      expect(await counts(m.id)).toEqual(before);
    });
  });
});
