import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { inOneRateWindow } from '../helpers/minute.js';

// Tells clients apart by X-Forwarded-For (rate limits, client addresses): the test's requests reach
// the service from 127.0.0.1 as through a reverse proxy, which production trusts only when told to.
// These tests create organizations through signup, which is closed by default.
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '127.0.0.1';
  process.env.SIGNUP = 'open';
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

function sessionCookie(headers: Headers): { cookie: string; csrf: string } {
  const jar = Object.fromEntries(headers.getSetCookie().map((c) => c.split(';')[0].split('=') as [string, string]));
  return { cookie: `overlook_session=${jar.overlook_session}; csrf_token=${jar.csrf_token}`, csrf: decodeURIComponent(jar.csrf_token) };
}

describe('signup, organizations and session exchange', () => {
  it('signs up a new organization whose objects stay apart from others', async () => {
    const res = await app.request('POST', '/api/signup', {
      body: { org_name: 'Globex', name: 'Hank', email: 'hank@globex.test', password: 'globex-password' },
      headers: from('10.1.0.1'),
    });
    expect(res.status).toBe(201);
    expect(res.body.organization).toMatchObject({ name: 'Globex', slug: 'globex' });
    expect(res.body.user.email).toBe('hank@globex.test');
    const { cookie } = sessionCookie(res.headers);
    const session = await app.request('GET', '/api/session', { headers: { cookie } });
    expect(session.body.organization.slug).toBe('globex');
    expect(session.body.permissions).toContain('admin');
    // Acme's objects are 404 from Globex.
    expect((await app.request('GET', `/api/users/${app.admin.userId}`, { headers: { cookie } })).status).toBe(404);
    const acmeGroups = (await app.request('GET', '/api/groups', { key: app.admin.key })).body;
    expect((await app.request('GET', `/api/groups/${acmeGroups[0].id}`, { headers: { cookie } })).status).toBe(404);
    const invalid = await app.request('POST', '/api/signup', {
      body: { org_name: 'X', name: 'X', email: 'x', password: 'short' },
      headers: from('10.1.0.2'),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'password']);
  });

  it('selects another organization of the same person and exchanges the token once', async () => {
    const signup = await app.request('POST', '/api/signup', {
      body: { org_name: 'Initech', name: 'Ada', email: app.admin.email, password: 'initech-password' },
      headers: from('10.2.0.1'),
    });
    expect(signup.status).toBe(201);
    // Organization select needs the address verified on both sides: follow the link mailed to it.
    const { db } = await import('../../src/db.js');
    const mail = await db.mailOutbox.findFirstOrThrow({
      where: { to: app.admin.email, subject: { contains: 'Initech' } },
      orderBy: { id: 'desc' },
    });
    const link = /\/verify_email\/([\w-]+)/.exec(mail.text)![1];
    expect((await app.request('POST', `/api/verify_email/${link}`, { headers: from('10.2.0.8') })).status).toBe(200);
    const acme = await app.request('POST', '/api/session', {
      body: { email: app.admin.email, password: app.admin.password },
      headers: from('10.2.0.2'),
    });
    expect(acme.status).toBe(200);
    const { cookie, csrf } = sessionCookie(acme.headers);
    const selected = await app.request('POST', '/api/session/organization', {
      body: { org_slug: 'initech', password: 'initech-password' },
      headers: { cookie, 'x-csrf-token': csrf, ...from('10.2.0.3') },
    });
    expect(selected.status).toBe(200);
    expect(selected.body.exchange_url).toMatch(/\/api\/session\/exchange$/);
    const exchanged = await app.request('POST', '/api/session/exchange', {
      body: { exchange_token: selected.body.exchange_token },
      headers: from('10.2.0.4'),
    });
    expect(exchanged.status).toBe(200);
    const initech = sessionCookie(exchanged.headers);
    expect((await app.request('GET', '/api/session', { headers: { cookie: initech.cookie } })).body.organization.slug).toBe('initech');
    const again = await app.request('POST', '/api/session/exchange', {
      body: { exchange_token: selected.body.exchange_token },
      headers: from('10.2.0.5'),
    });
    expect(again.status).toBe(401);
    const unknownOrg = await app.request('POST', '/api/session/organization', {
      body: { org_slug: 'nowhere' },
      headers: { cookie, 'x-csrf-token': csrf, ...from('10.2.0.6') },
    });
    expect(unknownOrg.status).toBe(404);
    expect(
      (await app.request('POST', '/api/session/organization', { body: { org_slug: 'initech' }, headers: from('10.2.0.7') })).status,
    ).toBe(401);
  });
});

describe('rate limits per IP', () => {
  async function burst(count: number, send: (ip: string) => Promise<{ status: number }>, ip: string) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await send(ip)).status);
    return statuses;
  }

  it('sign-in: 10 a minute, the 11th is 429 JSON without Retry-After; another IP is served', async () => {
    await inOneRateWindow();
    const send = (ip: string) =>
      app.request('POST', '/api/session', { body: { email: app.admin.email, password: 'wrong' }, headers: from(ip) });
    const statuses = await burst(11, send, '10.3.0.1');
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await send('10.3.0.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeNull();
    expect(limited.body).toMatchObject({ code: 'rate_limited', message: expect.any(String) });
    expect((await send('10.3.0.2')).status).toBe(401);
  });

  it('signup: 5 a minute; a body without its required fields is 422 before any budget is spent', async () => {
    await inOneRateWindow();
    const empty = await app.request('POST', '/api/signup', { body: {}, headers: from('10.4.0.2') });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'name', 'org_name', 'password']);
    // Complete but refused (the password is too short): each attempt counts.
    const body = { org_name: 'Acme', name: 'Ann', email: 'ann@example.test', password: 'x' };
    const send = (ip: string) => app.request('POST', '/api/signup', { body, headers: from(ip) });
    const statuses = await burst(6, send, '10.4.0.1');
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('invitation lookup: 10 a minute; invite accept: 5 a minute; each its own budget', async () => {
    await inOneRateWindow();
    const lookup = (ip: string) => app.request('GET', '/api/invitations/nope', { headers: from(ip) });
    expect(await burst(11, lookup, '10.5.0.1')).toEqual([...Array(10).fill(404), 429]);
    const accept = (ip: string) =>
      app.request('POST', '/api/invitations/nope/accept', { body: { password: 'whatever-1' }, headers: from(ip) });
    expect(await burst(6, accept, '10.5.0.1')).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('session exchange and organization select share 10 a minute', async () => {
    await inOneRateWindow();
    const exchange = (ip: string) => app.request('POST', '/api/session/exchange', { body: { exchange_token: 'nope' }, headers: from(ip) });
    expect(await burst(11, exchange, '10.6.0.1')).toEqual([...Array(10).fill(401), 429]);
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const { clientIp } = await import('../../src/client-ip.js');
    expect(clientIp('203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
    expect(clientIp('127.0.0.1', '10.0.0.1, 10.0.0.2')).toBe('10.0.0.2');
    expect(clientIp('::ffff:127.0.0.1', 'garbage')).toBe('127.0.0.1');
  });
});
