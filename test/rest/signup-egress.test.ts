import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildDestination } from '../factories.js';
import { startReceiver } from '../helpers/receiver.js';

// Signup opened, and the metadata database allowed to connectors (as an operator might for the
// bootstrapped organization): an organization created through signup is still restricted.
vi.hoisted(() => {
  process.env.SIGNUP = 'open';
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
  delete process.env.SIGNUP_ORGANIZATIONS_EGRESS;
});

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

function sessionFrom(headers: Headers) {
  const jar = Object.fromEntries(headers.getSetCookie().map((c) => c.split(';')[0].split('=') as [string, string]));
  return {
    cookie: `overlook_session=${jar.overlook_session}; csrf_token=${jar.csrf_token}`,
    'x-csrf-token': decodeURIComponent(jar.csrf_token),
  };
}

describe('organizations created through signup are egress-restricted', () => {
  it('their connectors reach no loopback, private or local address; the bootstrapped organization still does', async () => {
    const signup = await app.request('POST', '/api/signup', {
      body: { org_name: 'Mallory Inc', name: 'M', email: 'mallory@mallory.test', password: 'mallory-password' },
    });
    expect(signup.status).toBe(201);
    const { db } = await import('../../src/db.js');
    expect((await db.organization.findUniqueOrThrow({ where: { id: signup.body.organization.id } })).egressRestricted).toBe(true);
    expect((await db.organization.findUniqueOrThrow({ where: { id: app.admin.orgId } })).egressRestricted).toBe(false);
    const mallory = sessionFrom(signup.headers);

    for (const host of [
      '127.0.0.1',
      'localhost',
      '::1',
      '10.0.0.5',
      '192.168.1.1',
      '172.16.0.1',
      '100.64.0.1',
      '::ffff:10.0.0.5',
      'fd00::1',
    ]) {
      const res = await app.request('POST', '/api/data_sources/test', {
        headers: mallory,
        body: { type: 'pg', options: { host, port: 5432, user: 'postgres', password: 'x', dbname: 'postgres' } },
      });
      expect(res.status, host).toBe(200);
      expect(res.body, host).toEqual({ ok: false, message: expect.stringContaining('refused') });
    }
    // The bootstrapped organization keeps the server's rules (loopback allowed here).
    const acme = await app.request('POST', '/api/data_sources/test', {
      key: app.admin.key,
      body: { type: 'pg', options: { host: '127.0.0.1', port: 5432, user: 'postgres', password: 'x', dbname: 'postgres' } },
    });
    expect(acme.body).toEqual({ ok: true });
  });

  it('their destinations reach no loopback address', async () => {
    const signup = await app.request('POST', '/api/signup', {
      body: { org_name: 'Mallory Two', name: 'M', email: 'mallory@two.test', password: 'mallory-password' },
    });
    expect(signup.status).toBe(201);
    const mallory = sessionFrom(signup.headers);
    const created = await app.request('POST', '/api/destinations', {
      headers: mallory,
      body: { name: 'hook', type: 'webhook', options: { url: `${receiver.url}/hook` } },
    });
    expect(created.status).toBe(201);
    const tested = await app.request('POST', `/api/destinations/${created.body.id}/test`, { headers: mallory });
    expect(tested.status).toBe(422);
    expect(tested.body.code).toBe('egress_refused');
    // Acme's destination to the same receiver passes the guard.
    const acme = await buildDestination(app, { options: { url: `${receiver.url}/hook` } });
    expect((await app.request('POST', `/api/destinations/${acme.id}/test`, { key: app.admin.key })).status).toBe(200);
  });
});
