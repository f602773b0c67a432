import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app.js';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

if (!hasChromium) {
  console.warn(`Skipping browser tests: ${CHROMIUM} is missing (apt-get update && apt-get install -y chromium).`);
}

let app: TestApp;
let browser: Browser;

/** A browser context that can reach 127.0.0.1 only: anything else is aborted and recorded. */
async function offlineContext(): Promise<{ context: BrowserContext; blocked: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1') return route.continue();
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return { context, blocked };
}

describe.skipIf(!hasChromium)('GraphiQL in headless Chromium, offline', () => {
  beforeAll(async () => {
    app = await startTestApp();
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('renders from local assets and runs a query as the signed-in user, sending the CSRF token', async () => {
    const { context, blocked } = await offlineContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // Sign in as a browser would: the session and csrf_token cookies land in this context.
    const signIn = await context.request.post(`${app.url}/api/session`, { data: { email: app.admin.email, password: app.admin.password } });
    expect(signIn.status()).toBe(200);

    const query = '{ session { user { email } } }';
    const navigation = await page.goto(`${app.url}/graphql?query=${encodeURIComponent(query)}`);
    expect(navigation?.status()).toBe(200);
    expect(navigation?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.graphiql-container').first().waitFor({ timeout: 30_000 });
    await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor({ timeout: 30_000 });

    const answered = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${app.url}/graphql`) &&
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes('session'),
    );
    await page.locator('.graphiql-execute-button').first().click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['x-csrf-token']).toBeTruthy();
    expect(await response.json()).toEqual({ data: { session: { user: { email: app.admin.email } } } });
    await expect.poll(async () => page.locator('.graphiql-response').first().innerText(), { timeout: 15_000 }).toContain(app.admin.email);

    expect(blocked).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('answers a signed-in POST without the CSRF token with a GraphQL-shaped 403', async () => {
    const { context } = await offlineContext();
    const signIn = await context.request.post(`${app.url}/api/session`, { data: { email: app.admin.email, password: app.admin.password } });
    expect(signIn.status()).toBe(200);
    const refused = await context.request.post(`${app.url}/graphql`, { data: { query: '{ session { user { email } } }' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ errors: [{ message: expect.stringContaining('CSRF'), extensions: { code: 'csrf_failed' } }] });
    await context.close();
  });
});
