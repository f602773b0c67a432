import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe.js';
import { offlineContext, watchCsp } from './browser.js';

/** A browser context signed in to `url` as `admin` through the web app's form; no request left this machine. */
export async function signedInContext(
  browser: Browser,
  url: string,
  admin: { email: string; password: string },
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page; violations: string[]; errors: string[] }> {
  const { context, blocked } = await offlineContext(browser, { viewport: { width: 1280, height: 900 }, colorScheme });
  const page = await context.newPage();
  const violations = watchCsp(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}/`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  expect(blocked).toEqual([]);
  return { context, page, violations, errors };
}

/** axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  expect(await seriousViolations(page), label).toEqual([]);
}

/** For the README's tour (docs/screenshots): written only when UPDATE_SCREENSHOTS=1 (npm run screenshots). */
export async function screenshot(page: Page, name: string) {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  const dir = new URL('../../docs/screenshots/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, dir).pathname });
}
