import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildDestination, buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
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
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;

beforeAll(async () => {
  receiver = await startReceiver();
  smtp = await startSmtpListener();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
  await smtp?.close();
});

const key = () => app.admin.key;

describe('GET /api/destinations/types', () => {
  it('lists every type with its options as JSON schema and its secret fields', async () => {
    const res = await app.request('GET', '/api/destinations/types', { key: key() });
    expect(res.status).toBe(200);
    expect(res.body.map((t: any) => t.type)).toEqual([
      'webhook',
      'slack',
      'mattermost',
      'microsoft_teams',
      'discord',
      'google_chat',
      'pagerduty',
      'email',
    ]);
    const webhook = res.body.find((t: any) => t.type === 'webhook');
    expect(webhook.configuration_schema).toMatchObject({
      type: 'object',
      properties: { url: { type: 'string' }, secret: { type: 'string' } },
      required: ['url'],
    });
    expect(webhook.secret_fields).toEqual(['secret', 'headers']);
    expect(res.body.find((t: any) => t.type === 'email').configuration_schema.properties.addresses.type).toBe('array');
    expect((await app.request('GET', '/api/destinations/types')).status).toBe(401);
  });
});

describe('destinations CRUD', () => {
  it('creates, lists, reads, updates, deletes; secrets are never answered and are encrypted at rest', async () => {
    const created = await app.request('POST', '/api/destinations', {
      key: key(),
      body: { name: 'Team chat', type: 'slack', options: { url: 'https://hooks.slack.test/services/T000/B000/XXXX' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Team chat', type: 'slack', options: { url: '--------', secret: '--------' } });
    expect(JSON.stringify(created.body)).not.toContain('XXXX');
    const { db } = await import('../../src/db.js');
    const row = await db.destination.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(JSON.stringify(row)).not.toContain('hooks.slack.test');
    const id = created.body.id;
    const list = await app.request('GET', '/api/destinations', { key: key() });
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body.map((d: any) => d.id)).toContain(id);
    expect((await app.request('GET', `/api/destinations/${id}`, { key: key() })).body.options.url).toBe('--------');
    const renamed = await app.request('PUT', `/api/destinations/${id}`, {
      key: key(),
      body: { name: 'Renamed', options: { url: '--------' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Renamed');
    const { openOptions: openDestinationOptions } = await import('../../src/domain/secret-options.js');
    const { runtime } = await import('../../src/runtime.js');
    const after = await db.destination.findUniqueOrThrow({ where: { id } });
    expect(
      openDestinationOptions(runtime, { options: after.options as any, secretOptionsEncrypted: after.secretOptionsEncrypted }).url,
    ).toBe('https://hooks.slack.test/services/T000/B000/XXXX');
    expect((await app.request('DELETE', `/api/destinations/${id}`, { key: key() })).status).toBe(204);
    expect((await app.request('GET', `/api/destinations/${id}`, { key: key() })).status).toBe(404);
  });

  it('422 for an unknown type, a missing name or invalid options; nothing is written', async () => {
    const before = (await app.request('GET', '/api/destinations', { key: key() })).body.length;
    const bad = [
      { name: 'x', type: 'carrier_pigeon', options: {} },
      { name: 'x', options: { url: 'https://x.test' } },
      { type: 'webhook', options: { url: 'https://x.test' } },
      { name: '  ', type: 'webhook', options: { url: 'https://x.test' } },
      { name: 'x', type: 'webhook', options: { url: 'not a url' } },
      { name: 'x', type: 'webhook', options: { url: 'ftp://x.test/file' } },
      { name: 'x', type: 'webhook', options: { url: 'https://x.test', secret: 'short' } },
      { name: 'x', type: 'webhook', options: { url: 'https://x.test', headers: { a: 1 } } },
      { name: 'x', type: 'webhook', options: 'https://x.test' },
      { name: 'x', type: 'email', options: { addresses: [] } },
      { name: 'x', type: 'email', options: { addresses: ['not-an-address'] } },
      { name: 'x', type: 'pagerduty', options: {} },
    ];
    for (const body of bad) {
      const res = await app.request('POST', '/api/destinations', { key: key(), body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    const d = await buildDestination(app);
    expect((await app.request('PUT', `/api/destinations/${d.id}`, { key: key(), body: { options: { url: 'nope' } } })).status).toBe(422);
    expect((await app.request('GET', '/api/destinations', { key: key() })).body).toHaveLength(before + 1);
  });

  it('401 without a key, 403 without manage_destinations, 404 for unknown ids', async () => {
    const d = await buildDestination(app);
    const body = { name: 'x', type: 'webhook', options: { url: 'https://x.test' } };
    expect((await app.request('POST', '/api/destinations', { body })).status).toBe(401);
    expect((await app.request('GET', '/api/destinations')).status).toBe(401);
    expect((await app.request('POST', `/api/destinations/${d.id}/test`)).status).toBe(401);
    const user = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('POST', '/api/destinations', { key: user.key, body })).status).toBe(403);
    expect((await app.request('PUT', `/api/destinations/${d.id}`, { key: user.key, body: { name: 'y' } })).status).toBe(403);
    expect((await app.request('DELETE', `/api/destinations/${d.id}`, { key: user.key })).status).toBe(403);
    expect((await app.request('POST', `/api/destinations/${d.id}/test`, { key: user.key })).status).toBe(403);
    expect((await app.request('GET', `/api/destinations/${d.id}`, { key: user.key })).body.options.secret).toBe('--------');
    const manager = await buildUser(app, { permissions: ['manage_destinations'] });
    expect((await app.request('POST', '/api/destinations', { key: manager.key, body })).status).toBe(201);
    for (const [method, path] of [
      ['GET', '/api/destinations/999999'],
      ['PUT', '/api/destinations/999999'],
      ['DELETE', '/api/destinations/999999'],
      ['POST', '/api/destinations/999999/test'],
    ]) {
      expect(
        (await app.request(method, path, { key: key(), body: method === 'PUT' ? { name: 'z' } : undefined })).status,
        `${method} ${path}`,
      ).toBe(404);
    }
  });
});

describe('POST /api/destinations/{id}/test and native payloads', () => {
  it('sends a signed test notification and answers its delivery row', async () => {
    const d = await buildDestination(app, { options: { url: `${receiver.url}/test-hook`, secret: 'a-test-secret' } });
    const res = await app.request('POST', `/api/destinations/${d.id}/test`, { key: key() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      destination_id: d.id,
      monitor_id: null,
      state: 'delivered',
      status: 200,
      error: null,
      attempt: 1,
      event_type: 'destination.test',
    });
    const [hit] = await receiver.waitFor(1, '/test-hook');
    expect(hit.json).toMatchObject({ id: res.body.event_id, type: 'destination.test' });
    expect(
      verifySignature(
        'a-test-secret',
        { signature: hit.headers['x-overlook-signature'] as string, timestamp: hit.headers['x-overlook-timestamp'] as string },
        hit.body,
      ),
    ).toBe(true);
    expect(
      verifySignature(
        'another-secret',
        { signature: hit.headers['x-overlook-signature'] as string, timestamp: hit.headers['x-overlook-timestamp'] as string },
        hit.body,
      ),
    ).toBe(false);
  });

  it('a destination created without a secret still signs, with a generated one', async () => {
    const d = await buildDestination(app, { options: { url: `${receiver.url}/unsigned` } });
    expect((await app.request('POST', `/api/destinations/${d.id}/test`, { key: key() })).body.state).toBe('delivered');
    const [hit] = await receiver.waitFor(1, '/unsigned');
    expect(hit.headers['x-overlook-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
  });

  it('speaks each chat service’s native payload', async () => {
    const expectations: Record<string, (body: any) => void> = {
      slack: (b) =>
        expect(b).toMatchObject({ text: expect.stringContaining('test notification'), attachments: [{ title: expect.any(String) }] }),
      mattermost: (b) => expect(b).toMatchObject({ username: 'Overlook', text: expect.any(String) }),
      microsoft_teams: (b) => expect(b).toMatchObject({ '@type': 'MessageCard', summary: expect.any(String), title: expect.any(String) }),
      discord: (b) => expect(b).toMatchObject({ content: expect.any(String), embeds: [{ title: expect.any(String) }] }),
      google_chat: (b) => expect(Object.keys(b)).toEqual(['text']),
    };
    for (const [type, check] of Object.entries(expectations)) {
      const d = await buildDestination(app, { type, options: { url: `${receiver.url}/${type}` } });
      const res = await app.request('POST', `/api/destinations/${d.id}/test`, { key: key() });
      expect(res.body.state, type).toBe('delivered');
      const [hit] = await receiver.waitFor(1, `/${type}`);
      check(hit.json);
      expect(hit.headers['x-overlook-event-id']).toBe(res.body.event_id);
    }
  });

  it('e-mail goes out through the outbox and SMTP', async () => {
    const d = await buildDestination(app, { type: 'email', options: { addresses: ['alerts@acme.test'], subject_prefix: '[overlook]' } });
    const res = await app.request('POST', `/api/destinations/${d.id}/test`, { key: key() });
    // Handed to the outbox: pending until the mail task's send result settles it.
    expect(res.body).toMatchObject({ state: 'pending', status: null });
    const mail = await smtp.waitFor('alerts@acme.test');
    const headers = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    // The subject is an RFC 2047 encoded word (it holds quotes).
    expect(headers).toMatch(/^Subject: =\?UTF-8\?Q\?=5Boverlook=5D_Test_notification_for/m);
    expect(mail.raw).toContain('This is a test notification from Overlook');
    expect(headers.toLowerCase()).toContain(`x-overlook-event-id: ${res.body.event_id}`);
  });

  it('PagerDuty: trigger on fire, resolve on recovery, with one dedup key, at a configurable events URL', async () => {
    await createGauge(app, 'pd_gauge', 100);
    const source = await buildPgDataSource(app, { dbname: databaseName(app) });
    const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT value FROM pd_gauge' });
    const monitor = await buildMonitor(app, { queryId: query.id, notifyOnRecovery: true });
    const pd = await buildDestination(app, {
      type: 'pagerduty',
      options: { routing_key: 'R0UTING', events_url: `${receiver.url}/v2/enqueue` },
    });
    expect((await app.request('GET', `/api/destinations/${pd.id}`, { key: key() })).body.options).toMatchObject({
      routing_key: '--------',
      events_url: `${receiver.url}/v2/enqueue`,
      severity: 'error',
    });
    await app.request('POST', `/api/monitors/${monitor.id}/subscriptions`, { key: key(), body: { destination_id: pd.id } });
    await checkNow(app, monitor.id);
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: app.databaseUrl });
    await client.connect();
    await client.query('UPDATE pd_gauge SET value = 0');
    await client.end();
    await checkNow(app, monitor.id);
    const [trigger, resolve] = await receiver.waitFor(2, '/v2/enqueue');
    expect(trigger.json).toMatchObject({
      routing_key: 'R0UTING',
      event_action: 'trigger',
      dedup_key: `overlook-monitor-${monitor.id}`,
      payload: { source: 'overlook', severity: 'error' },
    });
    expect(resolve.json).toMatchObject({ routing_key: 'R0UTING', event_action: 'resolve', dedup_key: `overlook-monitor-${monitor.id}` });
    await eventually(
      () => deliveries(app, monitor.id),
      (rows) => rows.length === 2 && rows.every((r) => r.state === 'delivered'),
    );
  });
});
