import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildDestination, buildPgDataSource } from '../factories.js';
import { startReceiver } from '../helpers/receiver.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// OUTBOUND_DENY=127.0.0.0/8: loopback is refused to every outgoing connection users choose,
// whether named by address or by a name that resolves to it. (Its own file: the app reads its
// environment once per test file.)

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ env: { OUTBOUND_DENY: '127.0.0.0/8', OUTBOUND_ALLOW: '' } });
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

const key = () => app.admin.key;
const port = () => new URL(receiver.url).port;

describe('OUTBOUND_DENY=127.0.0.0/8', () => {
  it('refuses a loopback webhook, by address and by a name that resolves to it', async () => {
    for (const [url, shown] of [
      [`${receiver.url}/hook`, '127.0.0.1'],
      [`http://localhost:${port()}/hook`, 'localhost (127.0.0.1)'],
      [`http://[::ffff:127.0.0.1]:${port()}/hook`, '::ffff:7f00:1'],
    ] as const) {
      const destination = await buildDestination(app, { options: { url, secret: 'signing-secret' } });
      const res = await app.request('POST', `/api/destinations/${destination.id}/test`, { key: key() });
      expect(res.status, url).toBe(422);
      expect(res.body).toEqual({
        code: 'egress_refused',
        message: `Connections to ${shown} are refused by the outbound policy: denied by OUTBOUND_DENY address.`,
      });
    }
    // The refusal comes before any connection is opened.
    expect(receiver.received).toHaveLength(0);
  });

  it('checks a name when the connection opens, not only beforehand (the lookup itself is guarded)', async () => {
    const { outboundFetch } = await import('../../src/egress/http.js');
    const { EgressRefusedError } = await import('../../src/egress/guard.js');
    const attempt = outboundFetch(`http://localhost:${port()}/direct`, { method: 'POST', body: '{}' });
    await expect(attempt).rejects.toBeInstanceOf(EgressRefusedError);
    await expect(outboundFetch(`http://127.0.0.1:${port()}/direct`, { method: 'GET' })).rejects.toBeInstanceOf(EgressRefusedError);
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a connector test to loopback, by address and by name', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const res = await app.request('POST', '/api/data_sources/test', {
        key: key(),
        body: { type: 'pg', options: { host, port: 5432, user: 'postgres', password: 'x', dbname: 'postgres' } },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: false, message: expect.stringContaining('denied by OUTBOUND_DENY') });
    }
    const saved = await buildPgDataSource(app);
    const schema = await app.request('GET', `/api/data_sources/${saved.id}/schema`, { key: key() });
    expect(schema.status).toBe(422);
    expect(schema.body.code).toBe('egress_refused');
  });

  it('refuses an AI provider on loopback', async () => {
    const saved = await buildPgDataSource(app);
    // A schema is needed before the provider is asked; give the connector a kept one.
    const { db } = await import('../../src/db.js');
    await db.dataSourceSchema.create({
      data: { dataSourceId: saved.id, tables: [], tableCount: 0, columnCount: 0, retrievedAt: new Date() },
    });
    expect(
      (await app.request('PUT', '/api/settings/ai', { key: key(), body: { enabled: true, base_url: `${receiver.url}/v1`, model: 'm' } }))
        .status,
    ).toBe(200);
    const res = await app.request('POST', '/api/ai/sql', { key: key(), body: { data_source_id: saved.id, prompt: 'count users' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'egress_refused', message: expect.stringContaining('denied by OUTBOUND_DENY') });
    expect(receiver.received).toHaveLength(0);
  });
});
