import { createClient, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Tells clients apart by X-Forwarded-For (rate limits, client addresses): the test's requests reach
// the service from 127.0.0.1 as through a reverse proxy, which production trusts only when told to.
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '127.0.0.1';
});

// One CSRF rule for every transport, enforced where the context is built: a cookie-authenticated
// request without its CSRF token carries no authority. A WebSocket handshake is a GET that any
// page can open with the user's cookies, so on graphql-ws every operation needs the token, which
// the client sends in connectionParams.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

let n = 0;
const fresh = () => ({ 'x-forwarded-for': `10.92.0.${++n}` });

async function signIn() {
  const res = await app.request('POST', '/api/session', {
    body: { email: app.admin.email, password: app.admin.password },
    headers: fresh(),
  });
  expect(res.status).toBe(200);
  const jar = Object.fromEntries(res.headers.getSetCookie().map((c) => c.split(';')[0].split('=') as [string, string]));
  return { cookie: `overlook_session=${jar.overlook_session}; csrf_token=${jar.csrf_token}`, csrf: decodeURIComponent(jar.csrf_token) };
}

/** Runs one operation over graphql-ws, the handshake carrying `cookie` as a browser would send it. */
async function overWebSocket(
  query: string,
  options: { cookie?: string; connectionParams?: Record<string, unknown> },
): Promise<FormattedExecutionResult<Record<string, unknown>, unknown>[]> {
  const cookie = options.cookie;
  class BrowserLikeWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: BrowserLikeWebSocket,
    connectionParams: options.connectionParams,
    retryAttempts: 0,
  });
  try {
    return await new Promise<FormattedExecutionResult<Record<string, unknown>, unknown>[]>((resolve, reject) => {
      const results: FormattedExecutionResult<Record<string, unknown>, unknown>[] = [];
      client.subscribe(
        { query },
        {
          next: (r) => results.push(r),
          // graphql-ws reports errors raised before execution (subscription setup) as an array.
          error: (e) => (Array.isArray(e) ? resolve([{ errors: e }]) : reject(new Error('graphql-ws connection failed', { cause: e }))),
          complete: () => resolve(results),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

const WHO = 'query { session { user { id } } }';

describe('CSRF over graphql-ws', () => {
  it('a cookie-only connection does not act as the user; with the CSRF token in connectionParams it does', async () => {
    const session = await signIn();

    const cookieOnly = await overWebSocket(WHO, { cookie: session.cookie });
    expect(cookieOnly).toHaveLength(1);
    expect(cookieOnly[0].data?.session ?? null).toBeNull();
    expect(cookieOnly[0].errors?.[0].extensions?.code).toBe('unauthenticated');

    const wrongToken = await overWebSocket(WHO, { cookie: session.cookie, connectionParams: { csrfToken: 'not-the-token' } });
    expect(wrongToken[0].errors?.[0].extensions?.code).toBe('unauthenticated');

    const withToken = await overWebSocket(WHO, { cookie: session.cookie, connectionParams: { csrfToken: session.csrf } });
    expect(withToken[0].errors).toBeUndefined();
    expect(withToken[0].data).toEqual({ session: { user: { id: app.admin.userId } } });

    // The header-style name works too.
    const headerStyle = await overWebSocket(WHO, { cookie: session.cookie, connectionParams: { 'X-CSRF-Token': session.csrf } });
    expect(headerStyle[0].data).toEqual({ session: { user: { id: app.admin.userId } } });
  });

  it('a cookie-only subscription is refused as anonymous; with the token it reaches the monitor lookup', async () => {
    const session = await signIn();
    const subscription = 'subscription { monitorEvents(monitorId: 987654) { type } }';
    const refused = await overWebSocket(subscription, { cookie: session.cookie });
    // Refused exactly as a connection without any credentials is, before the monitor lookup.
    expect(refused).toEqual(await overWebSocket(subscription, {}));
    expect(refused[0].data ?? null).toBeNull();
    expect(refused[0].errors?.[0].extensions?.code).not.toBe('not_found');
    // With the token the caller is the admin: the (missing) monitor is looked up and not found.
    const allowed = await overWebSocket(subscription, { cookie: session.cookie, connectionParams: { csrfToken: session.csrf } });
    expect(allowed[0].errors?.[0].extensions?.code).toBe('not_found');
  });

  it('a key in connectionParams needs no CSRF token; an invalid key is refused', async () => {
    const byKey = await overWebSocket(WHO, { connectionParams: { authorization: `Key ${app.admin.key}` } });
    expect(byKey[0].data).toEqual({ session: { user: { id: app.admin.userId } } });
    const badKey = await overWebSocket(WHO, { connectionParams: { authorization: 'Key nope' } });
    expect(badKey[0].errors?.[0].extensions?.code).toBe('unauthenticated');
  });
});

describe('CSRF over HTTP (unchanged behaviour, now decided by createContext)', () => {
  it('GraphQL POST with a cookie and no token is 403; safe methods need no token; open endpoints go on as anonymous', async () => {
    const session = await signIn();
    const refused = await app.request('POST', '/graphql', { body: { query: WHO }, headers: { cookie: session.cookie, ...fresh() } });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].extensions.code).toBe('csrf_failed');
    const get = await app.request('GET', `/graphql?query=${encodeURIComponent(WHO)}`, { headers: { cookie: session.cookie } });
    expect(get.body.data).toEqual({ session: { user: { id: app.admin.userId } } });
    const withToken = await app.request('POST', '/graphql', {
      body: { query: WHO },
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, ...fresh() },
    });
    expect(withToken.body.data).toEqual({ session: { user: { id: app.admin.userId } } });

    // Sign-in is open: a stale cookie without its token does not block it, nor act as its user.
    const again = await app.request('POST', '/api/session', {
      body: { email: app.admin.email, password: 'wrong-password' },
      headers: { cookie: session.cookie, ...fresh() },
    });
    expect(again.status).toBe(401);
  });
});
