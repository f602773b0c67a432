import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { MAX_BODY_BYTES: String(64 * 1024) } });
});
afterAll(async () => {
  await app?.stop();
});

/** `{errors: [{message, extensions: {code}}]}` and nothing REST-shaped beside it. */
function expectGraphQLError(body: any, code: string) {
  expect(body).not.toHaveProperty('code');
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]).toMatchObject({ message: expect.any(String), extensions: { code } });
}

async function signIn(): Promise<{ cookie: string; csrf: string }> {
  const res = await app.request('POST', '/api/session', { body: { email: app.admin.email, password: app.admin.password } });
  expect(res.status).toBe(200);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { cookie: cookies.join('; '), csrf: cookies.find((c) => c.startsWith('csrf_token='))!.split('=')[1] };
}

describe('errors on /graphql are GraphQL-shaped', () => {
  it('a cookie POST without the CSRF token: 403 csrf_failed; with it, the answer', async () => {
    const { cookie, csrf } = await signIn();
    const body = { query: '{ session { user { email } } }' };
    const refused = await app.request('POST', '/graphql', { body, headers: { cookie } });
    expect(refused.status).toBe(403);
    expectGraphQLError(refused.body, 'csrf_failed');
    const wrong = await app.request('POST', '/graphql', { body, headers: { cookie, 'x-csrf-token': `${csrf}x` } });
    expect(wrong.status).toBe(403);
    expectGraphQLError(wrong.body, 'csrf_failed');
    const ok = await app.request('POST', '/graphql', { body, headers: { cookie, 'x-csrf-token': csrf } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ session: { user: { email: app.admin.email } } });
    // REST keeps its own shape for the same refusal.
    const rest = await app.request('POST', '/api/dashboards', { body: { name: 'x' }, headers: { cookie } });
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ code: 'csrf_failed', message: expect.any(String) });
  });

  it('an invalid or missing key: unauthenticated', async () => {
    const invalid = await app.request('POST', '/graphql', { body: { query: '{ session { user { email } } }' }, key: 'not-a-key' });
    expectGraphQLError(invalid.body, 'unauthenticated');
    expect(invalid.body.errors[0].message).toBe('Invalid API key.');
    const anonymous = await app.request('POST', '/graphql', { body: { query: '{ session { user { email } } }' } });
    expectGraphQLError(anonymous.body, 'unauthenticated');
  });

  it('a body over MAX_BODY_BYTES: 413 payload_too_large', async () => {
    const res = await app.request('POST', '/graphql', {
      key: app.admin.key,
      body: { query: `{ session { user { email } } } # ${'x'.repeat(70 * 1024)}` },
    });
    expect(res.status).toBe(413);
    expectGraphQLError(res.body, 'payload_too_large');
  });

  it('malformed JSON and an unsupported method: 4xx with errors, never a REST body', async () => {
    const malformed = await app.request('POST', '/graphql', {
      key: app.admin.key,
      raw: '{"query": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].message).toMatch(/JSON/);
    expect(malformed.body).not.toHaveProperty('code');
    const put = await app.request('PUT', '/graphql', { key: app.admin.key, body: { query: '{ __typename }' } });
    expect(put.status).toBe(405);
    expect(put.body.errors[0].message).toBeTruthy();
    expect(put.body).not.toHaveProperty('code');
  });

  it('GraphiQL assets: unknown files are 404 and the page names only local URLs', async () => {
    const page = await app.request('GET', '/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const urls = [...(page.body as string).matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url).toMatch(/^\/graphql\/assets\//);
    for (const url of urls) expect((await app.request('GET', url)).status).toBe(200);
    expect((await app.request('GET', '/graphql/assets/nope.js')).status).toBe(404);
    expect((await app.request('GET', '/graphql/assets/constructor')).status).toBe(404);
  });
});
