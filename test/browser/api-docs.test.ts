import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app.js';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

if (!hasChromium) {
  console.warn(`Skipping browser tests: ${CHROMIUM} is missing (apt-get update && apt-get install -y chromium).`);
}

let app: TestApp;
let browser: Browser;

describe.skipIf(!hasChromium)('/api/docs in headless Chromium, offline', () => {
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

  it('draws the REST reference from local assets: operation summaries, paths and schemas', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1') return route.continue();
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });

    const navigation = await page.goto(`${app.url}/api/docs`);
    expect(navigation?.status()).toBe(200);
    expect(navigation?.headers()['content-security-policy']).toContain("default-src 'self'");

    // The Redoc menu lists every operation by its summary; the body names its path and status codes.
    await page.locator('.menu-content').first().waitFor({ timeout: 30_000 });
    await expect.poll(async () => page.locator('body').innerText(), { timeout: 30_000 }).toContain('Overlook REST API');
    const text = await page.locator('body').innerText();
    expect(text).toContain('Archives the query: it leaves lists and cannot run; its results and versions stay');
    expect(text).toContain('/api/queries/{id}');
    expect(await page.locator('text=204').count()).toBeGreaterThan(0);

    expect(pageErrors).toEqual([]);
    // Redoc's footer links its vendor logo on a CDN: the self-only CSP refuses it before any request.
    expect(cspViolations.filter((violation) => !violation.includes('https://cdn.redoc.ly/redoc/logo-mini.svg'))).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
