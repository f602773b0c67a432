import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium, watchCsp } from '../helpers/browser.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

const MARKDOWN = '**bold** and <script>window.__pwned = 1</script> [bad](javascript:window.__pwned=2) [docs](https://example.test/docs)';

let app: TestApp;
let browser: Browser;
let slug: string;
let token: string;
let widgetId: number;

async function post(path: string, body?: unknown) {
  const res = await app.request('POST', path, { key: app.admin.key, body });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

beforeAll(async () => {
  app = await startTestApp();
  const source = await buildPgDataSource(app);
  await buildQuery(app, { dataSourceId: source.id, name: 'Weekly <signups>', query: 'SELECT 1' });
  const dashboard = await post('/api/dashboards', { name: 'Team overview' });
  slug = dashboard.slug;
  widgetId = (await post('/api/widgets', { dashboard_id: dashboard.id, text: MARKDOWN, width: 3 })).id;
  await post(`/api/dashboards/${slug}/publish`);
  token = (await post(`/api/dashboards/${slug}/share`)).secret_token;
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('GET / and its sign-in form over HTTP', () => {
  it('signed out: the form (posting to its own origin), not a JSON 404', async () => {
    const res = await fetch(`${app.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
    const page = await res.text();
    expect(page).toContain('<form class="signin" method="post" action="/">');
    expect(page).not.toContain('Team overview');
  });

  it('signed in with a key: the dashboards and queries the viewer may open, names escaped', async () => {
    const page = await (await fetch(`${app.url}/?api_key=${app.admin.key}`)).text();
    expect(page).toContain(`href="/dashboards/${slug}"`);
    expect(page).toContain('Weekly &lt;signups&gt;');
    // Another user of the organization sees the list the API gives them: no queries of a data source they cannot use.
    const outsider = await buildUser(app, { restricted: true });
    const theirs = await (await fetch(`${app.url}/?api_key=${outsider.key}`)).text();
    expect((await app.request('GET', '/api/queries', { key: outsider.key })).body.count).toBe(0);
    expect(theirs).not.toContain('Weekly');
    expect(theirs).toContain('No queries yet.');
  });

  it('refuses a sign-in posted from another site (403), answers wrong credentials with the form (401), keeps `next` on this origin', async () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const crossSite = await fetch(`${app.url}/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, origin: 'https://evil.test' },
      body: form({ email: app.admin.email, password: app.admin.password }),
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    const noOrigin = await fetch(`${app.url}/`, {
      method: 'POST',
      redirect: 'manual',
      headers,
      body: form({ email: app.admin.email, password: app.admin.password }),
    });
    expect(noOrigin.status).toBe(403);
    const origin = app.url;
    const wrong = await fetch(`${app.url}/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, origin },
      body: form({ email: app.admin.email, password: 'not-the-password' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('role="alert"');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const offsite = await fetch(`${app.url}/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, origin },
      body: form({ email: app.admin.email, password: app.admin.password, next: '//evil.test/x' }),
    });
    expect(offsite.status).toBe(303);
    expect(offsite.headers.get('location')).toBe('/');
    expect(offsite.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  });
});

describe.skipIf(!hasChromium)('GET / and Markdown text widgets in headless Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });

  async function expectMarkdown(page: Page) {
    const widget = page.locator(`section[data-widget-id="${widgetId}"]`);
    expect(await widget.locator('strong').textContent()).toBe('bold');
    expect(await widget.locator('script').count()).toBe(0);
    expect(await widget.textContent()).toContain('<script>window.__pwned = 1</script>');
    expect(await widget.locator('a').count()).toBe(1);
    expect(await widget.locator('a').getAttribute('href')).toBe('https://example.test/docs');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  }

  it('signed out shows the form; signing in through it shows the list; a dashboard draws its Markdown', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = watchCsp(page);
    await page.goto(`${app.url}/`);
    expect(await page.locator('form.signin').count()).toBe(1);
    await page.fill('input[name=email]', app.admin.email);
    await page.fill('input[name=password]', 'wrong-password-1');
    await Promise.all([page.waitForLoadState('load'), page.click('button[type=submit]')]);
    await expect.poll(() => page.locator('[role=alert]').count()).toBe(1);
    await page.fill('input[name=email]', app.admin.email);
    await page.fill('input[name=password]', app.admin.password);
    await Promise.all([page.waitForURL(`${app.url}/`), page.click('button[type=submit]')]);
    await expect.poll(() => page.locator('[data-list=dashboards] li').count()).toBe(1);
    expect(await page.locator('[data-list=dashboards] a').textContent()).toBe('Team overview');
    expect(await page.locator('[data-list=queries] a').textContent()).toBe('Weekly <signups>');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.httpOnly)).toBeTruthy();
    await Promise.all([page.waitForURL(`${app.url}/dashboards/${slug}`), page.click('[data-list=dashboards] a')]);
    await expectMarkdown(page);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the public page and the embed draw the same sanitised Markdown', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = watchCsp(page);
    for (const path of [`/public/dashboards/${token}`, `/embed/dashboards/${token}`]) {
      expect((await page.goto(`${app.url}${path}`))?.status(), path).toBe(200);
      await expectMarkdown(page);
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
