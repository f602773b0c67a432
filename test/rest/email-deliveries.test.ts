import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildDestination, buildMonitor, buildPgDataSource, buildQuery } from '../factories.js';
import { checkNow, createGauge, databaseName, deliveries } from '../helpers/monitors.js';
import { eventually } from '../helpers/eventually.js';
import { startSmtpListener } from '../helpers/smtp.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let sourceId: number;
const attempts = new Map<string, number>();

beforeAll(async () => {
  // nobody-*: refused for good (550); busy-*: refused once for now (451), then accepted.
  smtp = await startSmtpListener({
    refuse: (to) => {
      attempts.set(to, (attempts.get(to) ?? 0) + 1);
      if (to.startsWith('nobody-')) return { code: 550, message: 'no such mailbox' };
      if (to.startsWith('busy-') && attempts.get(to) === 1) return { code: 451, message: 'try again later' };
      return undefined;
    },
  });
  app = await startTestApp({ env: { SMTP_URL: smtp.url, DELIVERY_BACKOFF_MS: '300', DELIVERY_MAX_ATTEMPTS: '3' } });
  sourceId = (await buildPgDataSource(app, { dbname: databaseName(app) })).id;
  await createGauge(app, 'mail_gauge', 100);
});
afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

const key = () => app.admin.key;
const settled = (rows: any[]) => rows.every((r) => r.state !== 'pending');

async function outbox() {
  const { db } = await import('../../src/db.js');
  return db.mailOutbox;
}

/** A triggered monitor whose one subscriber is an e-mail destination to `address`. */
async function triggeredMonitor(address: string) {
  const query = await buildQuery(app, { dataSourceId: sourceId, query: 'SELECT value FROM mail_gauge' });
  const monitor = await buildMonitor(app, { queryId: query.id, name: `Gauge for ${address}` });
  const destination = await buildDestination(app, { type: 'email', options: { addresses: [address] } });
  const sub = await app.request('POST', `/api/monitors/${monitor.id}/subscriptions`, {
    key: key(),
    body: { destination_id: destination.id },
  });
  expect(sub.status).toBe(201);
  expect((await checkNow(app, monitor.id)).state).toBe('triggered');
  return monitor.id;
}

describe('monitor e-mail goes through the outbox', () => {
  it('the delivery is settled by the send result: delivered once the message is sent, with the event id in a header', async () => {
    const monitorId = await triggeredMonitor('oncall@acme.test');
    const rows = await eventually(
      () => deliveries(app, monitorId),
      (r) => r.length === 1 && settled(r),
    );
    expect(rows[0]).toMatchObject({ state: 'delivered', status: null, error: null, attempt: 1 });
    const mail = await smtp.waitFor('oncall@acme.test');
    expect(mail.raw).toContain('Gauge for oncall@acme.test');
    const headers = mail.raw.split(/\r?\n\r?\n/)[0].toLowerCase();
    expect(headers).toContain(`x-overlook-event-id: ${rows[0].event_id}`);
    const message = await (await outbox()).findUnique({ where: { deliveryId: rows[0].id } });
    expect(message).toMatchObject({ status: 'sent', to: 'oncall@acme.test', error: null });
    expect(message!.sentAt).not.toBeNull();
  });

  it('a permanent SMTP refusal (5xx) fails the delivery with the SMTP error and is not retried', async () => {
    const monitorId = await triggeredMonitor('nobody-1@acme.test');
    // A retry would be recorded in the same transaction as the failure: one row now is one row for good.
    const rows = await eventually(
      () => deliveries(app, monitorId),
      (r) => r.length >= 1 && settled(r),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'failed', status: null, attempt: 1 });
    expect(rows[0].error).toMatch(/^SMTP: .*no such mailbox/);
    expect(await (await outbox()).findUnique({ where: { deliveryId: rows[0].id } })).toMatchObject({ status: 'failed' });
    expect(smtp.received.filter((m) => m.to.includes('nobody-1@acme.test'))).toEqual([]);
  });

  it('a transient SMTP refusal (4xx) fails the attempt; the next attempt is a new message with the same event id, delivered', async () => {
    const monitorId = await triggeredMonitor('busy-1@acme.test');
    const rows = await eventually(
      () => deliveries(app, monitorId),
      (r) => r.length === 2 && settled(r),
    );
    expect(rows[1]).toMatchObject({ attempt: 1, state: 'failed' });
    expect(rows[1].error).toMatch(/^SMTP: .*try again later/);
    expect(rows[0]).toMatchObject({ attempt: 2, state: 'delivered', error: null, event_id: rows[1].event_id });
    const messages = await (await outbox()).findMany({ where: { deliveryId: { in: rows.map((r: any) => r.id) } }, orderBy: { id: 'asc' } });
    expect(messages.map((m) => m.status)).toEqual(['failed', 'sent']);
    expect(smtp.received.filter((m) => m.to.includes('busy-1@acme.test'))).toHaveLength(1);
  });

  it('a destination test answers the pending delivery at once; the send result settles it', async () => {
    const destination = await buildDestination(app, { type: 'email', options: { addresses: ['test-mail@acme.test'] } });
    const res = await app.request('POST', `/api/destinations/${destination.id}/test`, { key: key() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ destination_id: destination.id, state: 'pending', attempt: 1 });
    await smtp.waitFor('test-mail@acme.test');
    const { db } = await import('../../src/db.js');
    const row = await eventually(
      () => db.delivery.findUniqueOrThrow({ where: { id: res.body.id } }),
      (d) => d.state !== 'pending',
    );
    expect(row).toMatchObject({ state: 'delivered', error: null });
  });
});
