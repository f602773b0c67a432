import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium, offlineContext } from '../helpers/browser.js';

let app: TestApp;
let browser: Browser;

describe.skipIf(!hasChromium)('GraphiQL in headless Chromium, offline', () => {
  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('renders from local assets and runs a query as the signed-in user, sending the CSRF token', async () => {
    const { context, blocked } = await offlineContext(browser);
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
    expect((await response.json()).data).toEqual({ session: { user: { email: app.admin.email } } });
    await expect.poll(async () => page.locator('.graphiql-response').first().innerText(), { timeout: 15_000 }).toContain(app.admin.email);

    expect(blocked).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('answers a signed-in POST without the CSRF token with a GraphQL-shaped 403', async () => {
    const { context } = await offlineContext(browser);
    const signIn = await context.request.post(`${app.url}/api/session`, { data: { email: app.admin.email, password: app.admin.password } });
    expect(signIn.status()).toBe(200);
    const refused = await context.request.post(`${app.url}/graphql`, { data: { query: '{ session { user { email } } }' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ errors: [{ message: expect.stringContaining('CSRF'), extensions: { code: 'csrf_failed' } }] });
    await context.close();
  });
});
