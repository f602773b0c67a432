import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium } from '../helpers/browser.js';

let app: TestApp;
let browser: Browser;
let frontend: Server;
/** The allowlisted origin (the frontend's dev server) and one that is not listed (same server). */
let allowed: string;
let other: string;

describe('CORS for frontends on another origin', () => {
  beforeAll(async () => {
    frontend = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>frontend</title><p>frontend</p>'),
    );
    await new Promise<void>((done) => frontend.listen(0, '127.0.0.1', done));
    const port = (frontend.address() as AddressInfo).port;
    allowed = `http://127.0.0.1:${port}`;
    other = `http://localhost:${port}`;
    app = await startTestApp({ env: { CORS_ORIGINS: `https://app.example.com, ${allowed}` } });
    if (hasChromium) {
      browser = await launchChromium();
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((done) => frontend?.close(done));
  });

  it('answers the preflight of a listed origin with credentials, and nothing to another origin', async () => {
    const preflight = (origin: string, path: string) =>
      fetch(`${app.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-csrf-token' },
      });
    for (const path of ['/graphql', '/api/queries']) {
      const ok = await preflight(allowed, path);
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
      expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
      expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-csrf-token');

      const refused = await preflight(other, path);
      for (const name of refused.headers.keys()) expect(name).not.toMatch(/^access-control-/);
    }
    // An actual request: only the listed origin is echoed, never a wildcard.
    const listed = await fetch(`${app.url}/api/session`, { headers: { origin: allowed, authorization: `Key ${app.admin.key}` } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(listed.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-request-id');
    const unlisted = await fetch(`${app.url}/api/session`, { headers: { origin: other, authorization: `Key ${app.admin.key}` } });
    expect(unlisted.status).toBe(200);
    for (const name of unlisted.headers.keys()) expect(name).not.toMatch(/^access-control-/);
    expect(unlisted.headers.get('vary')).toContain('Origin');
    const graphqlUnlisted = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { origin: other, 'content-type': 'application/json', authorization: `Key ${app.admin.key}` },
      body: '{"query":"{ session { user { email } } }"}',
    });
    expect(graphqlUnlisted.status).toBe(200);
    for (const name of graphqlUnlisted.headers.keys()) expect(name).not.toMatch(/^access-control-/);
  });

  describe.skipIf(!hasChromium)('in Chromium', () => {
    async function pageOn(origin: string): Promise<Page> {
      const context = await browser.newContext();
      await context.route('**/*', (route) => {
        const host = new URL(route.request().url()).hostname;
        return host === '127.0.0.1' || host === 'localhost' ? route.continue() : route.abort();
      });
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      return page;
    }

    it('a page on the listed origin signs in and calls /graphql with its cookie and CSRF token', async () => {
      const page = await pageOn(allowed);
      const result = await page.evaluate(
        async ({ api, email, password }) => {
          const signIn = await fetch(`${api}/api/session`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          });
          // A frontend on another origin cannot read the API's cookies: it asks for its CSRF token.
          const who = await fetch(`${api}/graphql?query=${encodeURIComponent('{ session { csrfToken user { email } } }')}`, {
            credentials: 'include',
          });
          const session = (await who.json()).data.session;
          const post = await fetch(`${api}/graphql`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
            body: JSON.stringify({ query: 'mutation { createDashboard(name: "From the frontend") { ... on Dashboard { id name } } }' }),
          });
          const withoutToken = await fetch(`${api}/graphql`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ session { user { email } } }' }),
          });
          return {
            signIn: signIn.status,
            email: session.user.email,
            post: { status: post.status, body: await post.json(), requestId: post.headers.get('x-request-id') },
            withoutToken: { status: withoutToken.status, body: await withoutToken.json() },
          };
        },
        { api: app.url, email: app.admin.email, password: app.admin.password },
      );
      // JSON bodies and X-CSRF-Token make each of these calls preflighted: they pass only because
      // the preflight allowed them (Chromium does not surface preflights as page requests).
      expect(result.signIn).toBe(200);
      expect(result.email).toBe(app.admin.email);
      expect(result.post.status).toBe(200);
      expect(result.post.body.errors).toBeUndefined();
      expect(result.post.body.data.createDashboard.name).toBe('From the frontend');
      expect(result.post.requestId).toBeTruthy();
      // CSRF rules are unchanged across origins: a cookie without its token is refused.
      expect(result.withoutToken.status).toBe(403);
      expect(result.withoutToken.body.errors[0].extensions.code).toBe('csrf_failed');
      await page.context().close();
    });

    it('a page on an unlisted origin cannot read any answer', async () => {
      const page = await pageOn(other);
      const outcome = await page.evaluate(
        async ({ api, key }) => {
          try {
            const res = await fetch(`${api}/api/session`, { headers: { authorization: `Key ${key}` } });
            return `read ${res.status}`;
          } catch (error) {
            return `blocked: ${(error as Error).name}`;
          }
        },
        { api: app.url, key: app.admin.key },
      );
      expect(outcome).toBe('blocked: TypeError');
      await page.context().close();
    });
  });
});
