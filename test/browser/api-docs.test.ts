import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium, offlineContext, staysLocal, watchCsp } from '../helpers/browser.js';

let app: TestApp;
let browser: Browser;

describe.skipIf(!hasChromium)('/api/docs in headless Chromium, offline', () => {
  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('draws the REST reference from local assets: operation summaries, paths and schemas', async () => {
    const { context, blocked } = await offlineContext(browser);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const cspViolations = watchCsp(page);

    const navigation = await page.goto(`${app.url}/api/docs`);
    expect(navigation?.status()).toBe(200);
    expect(navigation?.headers()['content-security-policy']).toContain("default-src 'self'");

    // The Redoc menu lists every operation by its summary; the body names its path and status codes.
    await page.locator('.menu-content').first().waitFor({ timeout: 30_000 });
    await expect.poll(async () => page.locator('body').innerText(), { timeout: 30_000 }).toContain('Overlook REST API');
    const text = await page.locator('body').innerText();
    expect(text).toContain('Archives the query: it leaves lists and cannot run; its results and versions stay');
    expect(text).toContain('/api/queries/{id}');
    expect(text).toContain('License: Apache-2.0');
    expect(await page.locator('text=204').count()).toBeGreaterThan(0);

    expect(pageErrors).toEqual([]);
    // Nothing from another host, not even Redoc's vendor logo: no CSP refusal, no console error at all.
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(blocked).toEqual([]);
    expect(await page.locator('img[src^="https:"], img[src^="http:"]').count()).toBe(0);
    await context.close();
  });

  // Every page test asserts `blocked` is empty: that is worth something only if a request for
  // another host does land there (and fails, whatever its address).
  it('the offline context records a request for another host, which fails', async () => {
    const { context, blocked } = await offlineContext(browser);
    const page = await context.newPage();
    // A page without a Content-Security-Policy (about:blank), so that the requests are made at all:
    // a host name, and an address (which no name resolution would stop).
    const urls = ['https://cdn.example.com/logo.png', 'http://192.0.2.1/pixel.png'];
    const failures = new Map<string, string>();
    page.on('requestfailed', (request) => failures.set(request.url(), request.failure()?.errorText ?? ''));
    await page.setContent(urls.map((url) => `<img alt="" src="${url}">`).join(''));
    await expect.poll(() => failures.size).toBe(2);
    // Refused at once by the proxy that is not there, not left to time out.
    expect(Object.fromEntries(failures)).toEqual(Object.fromEntries(urls.map((url) => [url, 'net::ERR_PROXY_CONNECTION_FAILED'])));
    expect([...blocked].sort()).toEqual([...urls].sort());
    await context.close();
  });

  // A context of the plainest kind, as a person's browser is: the HTTP cache on (the page is loaded
  // twice) and Chromium's own /favicon.ico request, which a 404 turns into a console error.
  it('logs no console error in a browser as a person has it (cache on, its own favicon request)', async () => {
    const context = await browser.newContext();
    const elsewhere: string[] = [];
    context.on('request', (request) => {
      if (!staysLocal(request.url())) elsewhere.push(request.url());
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Twice: the second load is served from the HTTP cache, as a returning reader's is.
    for (const path of ['/api/docs', '/api/docs']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('.menu-content').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
    expect(consoleErrors).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
