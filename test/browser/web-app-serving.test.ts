import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('the web app over HTTP', () => {
  it('answers its deep links with index.html under a strict CSP (no inline script, no other host)', async () => {
    for (const path of ['/', '/queries', '/queries/new', '/queries/42', '/dashboards', '/monitors', '/admin']) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      const page = await res.text();
      expect(page).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(page).not.toMatch(/<script(?![^>]*\bsrc=)/);
    }
  });

  it('an unknown page path is the app (its 404 page) with status 404; API paths keep JSON 404s', async () => {
    const page = await fetch(`${app.url}/no/such/page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
    const api = await app.request('GET', '/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 'not_found' });
    const posted = await app.request('POST', '/no/such/page');
    expect(posted.status).toBe(404);
    expect(posted.body).toMatchObject({ code: 'not_found' });
  });

  it('serves hashed assets for a year, gzipped when asked, and nothing outside web/dist/assets', async () => {
    const page = await (await fetch(`${app.url}/`)).text();
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(page)![1];
    const plain = await fetch(`${app.url}${script}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = await plain.text();
    const gzipped = await fetch(`${app.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzipped.headers.get('content-length'))).toBeLessThan(body.length);
    expect(await gzipped.text()).toBe(body);
    expect((await fetch(`${app.url}/assets/nope.js`)).status).toBe(404);
    expect((await fetch(`${app.url}/assets/%2e%2e%2findex.html`)).status).toBeGreaterThanOrEqual(400);
  });
});
