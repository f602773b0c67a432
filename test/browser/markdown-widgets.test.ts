import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildPgDataSource, buildQuery } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium, watchCsp } from '../helpers/browser.js';

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

describe.skipIf(!hasChromium)('Markdown text widgets in headless Chromium', () => {
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

  it('the server-drawn dashboard page draws the same sanitised Markdown', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = watchCsp(page);
    expect((await page.goto(`${app.url}/dashboards/${slug}?api_key=${app.admin.key}`))?.status()).toBe(200);
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
