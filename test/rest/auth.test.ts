import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { buildUser } from '../factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

function cookiesFrom(headers: Headers): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    jar[pair.slice(0, index)] = decodeURIComponent(pair.slice(index + 1));
  }
  return jar;
}

async function signIn(email: string, password: string) {
  const res = await app.request('POST', '/api/session', { body: { email, password } });
  expect(res.status).toBe(200);
  const jar = cookiesFrom(res.headers);
  expect(jar.overlook_session).toBeTruthy();
  expect(res.headers.getSetCookie().find((c) => c.startsWith('overlook_session='))).toMatch(/HttpOnly/);
  return { cookie: `overlook_session=${jar.overlook_session}; csrf_token=${jar.csrf_token}`, csrf: jar.csrf_token, user: res.body.user };
}

describe('authentication', () => {
  it('answers 401 JSON without credentials and with an invalid key', async () => {
    const none = await app.request('GET', '/api/session');
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toMatch(/application\/json/);
    expect(none.body).toMatchObject({ code: 'unauthenticated', message: expect.any(String) });
    const bad = await app.request('GET', '/api/session', { key: 'not-a-key' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toMatch(/Invalid API key/);
  });

  it('accepts the Key header and ?api_key= on GET only', async () => {
    expect((await app.request('GET', '/api/session', { key: app.admin.key })).status).toBe(200);
    expect((await app.request('GET', `/api/session?api_key=${app.admin.key}`)).status).toBe(200);
    const post = await app.request('POST', `/api/groups?api_key=${app.admin.key}`, { body: { name: 'via-query' } });
    expect(post.status).toBe(401);
    const groups = await app.request('GET', '/api/groups', { key: app.admin.key });
    expect(groups.body.map((g: { name: string }) => g.name)).not.toContain('via-query');
  });

  it('prefers the header over the query parameter', async () => {
    const user = await buildUser(app);
    const headerWins = await app.request('GET', `/api/session?api_key=${app.admin.key}`, { key: user.key });
    expect(headerWins.body.user.id).toBe(user.id);
    const badHeader = await app.request('GET', `/api/session?api_key=${app.admin.key}`, { key: 'wrong' });
    expect(badHeader.status).toBe(401);
  });

  it('lets a valid session cookie win over a key, and exempts key requests from CSRF', async () => {
    const user = await buildUser(app);
    const session = await signIn(app.admin.email, app.admin.password);
    const res = await app.request('GET', '/api/session', { key: user.key, headers: { cookie: session.cookie } });
    expect(res.body.user.id).toBe(app.admin.userId);
    expect(res.body.csrf_token).toBe(session.csrf);
    // Key-authenticated unsafe request: no CSRF token needed.
    expect((await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'key-made' } })).status).toBe(201);
  });

  it('requires the CSRF token for cookie-authenticated unsafe requests', async () => {
    const session = await signIn(app.admin.email, app.admin.password);
    const denied = await app.request('POST', '/api/groups', { body: { name: 'csrf-less' }, headers: { cookie: session.cookie } });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('csrf_failed');
    const wrong = await app.request('POST', '/api/groups', {
      body: { name: 'csrf-wrong' },
      headers: { cookie: session.cookie, 'x-csrf-token': 'nope' },
    });
    expect(wrong.status).toBe(403);
    const ok = await app.request('POST', '/api/groups', {
      body: { name: 'csrf-ok' },
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
    });
    expect(ok.status).toBe(201);
    const names = (await app.request('GET', '/api/groups', { key: app.admin.key })).body.map((g: { name: string }) => g.name);
    expect(names).toContain('csrf-ok');
    expect(names).not.toContain('csrf-less');
    // GET with a cookie needs no token.
    expect((await app.request('GET', '/api/session', { headers: { cookie: session.cookie } })).status).toBe(200);
  });

  it('logs out with 204 and the cookie stops working', async () => {
    const session = await signIn(app.admin.email, app.admin.password);
    const out = await app.request('DELETE', '/api/session', { headers: { cookie: session.cookie, 'x-csrf-token': session.csrf } });
    expect(out.status).toBe(204);
    expect(out.body).toBe('');
    expect((await app.request('GET', '/api/session', { headers: { cookie: session.cookie } })).status).toBe(401);
  });

  it('rejects a wrong password with 401 and sets no cookie', async () => {
    const res = await app.request('POST', '/api/session', {
      body: { email: app.admin.email, password: 'wrong-password' },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a disabled user’s key', async () => {
    const user = await buildUser(app);
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(200);
    expect((await app.request('POST', `/api/users/${user.id}/disable`, { key: app.admin.key })).status).toBe(200);
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(401);
    expect((await app.request('POST', `/api/users/${user.id}/enable`, { key: app.admin.key })).status).toBe(200);
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(200);
  });

  it('answers malformed JSON with 400 and unknown routes with 404, both JSON', async () => {
    const malformed = await app.request('POST', '/api/groups', {
      key: app.admin.key,
      raw: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: expect.any(String), code: 'bad_request' });
    const unknown = await app.request('GET', '/api/nothing-here', { key: app.admin.key });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const array = await app.request('POST', '/api/groups', { key: app.admin.key, body: [1, 2] });
    expect(array.status).toBe(422);
  });

  it('serves the same rules over GraphQL', async () => {
    const anonymous = await app.request('POST', '/graphql', { body: { query: '{ session { user { id } } }' } });
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthenticated');
    const ok = await app.graphql('{ session { user { email } permissions } }');
    expect(ok.data.session.user.email).toBe(app.admin.email);
    const user = await buildUser(app);
    const denied = await app.graphql(`{ effectivePermissions(userId: "${gid('User', 1)}") { permissions } }`, {}, user.key);
    expect(denied.errors?.[0].extensions.code).toBe('forbidden');
  });

  it('serves GraphiQL to a browser at /graphql', async () => {
    const res = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/graphiql/i);
  });
});

describe('order of checks', () => {
  it('answers 401 before validating the body of an anonymous request', async () => {
    const res = await app.request('POST', '/api/roles', { body: { permissions: 'not-a-list' } });
    expect(res.status).toBe(401);
    const invalidKey = await app.request('POST', '/api/roles', { key: 'bogus', body: {} });
    expect(invalidKey.status).toBe(401);
    const authed = await app.request('POST', '/api/roles', { key: app.admin.key, body: { permissions: 'not-a-list' } });
    expect(authed.status).toBe(422);
  });
});

describe('CSRF and open endpoints', () => {
  it('lets a cookie request without a CSRF token reach open endpoints as anonymous, and nothing else', async () => {
    const session = await signIn(app.admin.email, app.admin.password);
    // Signing in again from a browser that still holds a session cookie works without the token.
    const again = await app.request('POST', '/api/session', {
      body: { email: app.admin.email, password: app.admin.password },
      headers: { cookie: session.cookie },
    });
    expect(again.status).toBe(200);
    // Logout is not open: without the token it is refused and the session survives.
    const logout = await app.request('DELETE', '/api/session', { headers: { cookie: session.cookie } });
    expect(logout.status).toBe(403);
    expect((await app.request('GET', '/api/session', { headers: { cookie: session.cookie } })).status).toBe(200);
  });
});
