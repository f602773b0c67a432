import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildPgDataSource } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium, offlineContext, watchCsp } from '../helpers/browser.js';

// Points the pg connector at the test server, which also holds Overlook's metadata database.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let browser: Browser;
let dataSourceId: number;

beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = (await buildPgDataSource(app, { name: 'Warehouse' })).id;
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const { context, blocked } = await offlineContext(browser);
  const page = await context.newPage();
  const violations = watchCsp(page);
  await page.goto(`${app.url}/`);
  await page.getByLabel('E-mail').fill(app.admin.email);
  await page.getByLabel('Password').fill(app.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  expect(blocked).toEqual([]);
  return { context, page, violations };
}

/** Replaces the editor's text by typing (CodeMirror's content is a contenteditable textbox named "SQL"). */
async function writeSql(page: Page, sql: string) {
  const editor = page.getByRole('textbox', { name: 'SQL' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
}

const status = (page: Page) => page.locator('.query-status');

describe.skipIf(!hasChromium)('the query editor in headless Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });

  it('writes, runs, cancels, saves and publishes a query, and a publish conflict opens a dialog that reloads the newer version', async () => {
    const { context, page, violations } = await signedIn();
    await page.goto(`${app.url}/queries/new?ds=${dataSourceId}`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Data source' }).inputValue()).toBe(String(dataSourceId));

    await writeSql(page, "SELECT n, 'row ' || n AS label, NULL::text AS nothing, '' AS empty FROM generate_series(1, 5) AS n");
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toMatch(/^5 rows in \d+\.\d\d s$/);
    const grid = page.getByRole('grid', { name: 'Results' });
    expect(await grid.getAttribute('aria-rowcount')).toBe('6');
    const firstRow = grid.locator('[role="row"][aria-rowindex="2"] [role="gridcell"]');
    expect(await firstRow.allTextContents()).toEqual(['1', 'row 1', 'null', '']);
    expect(await firstRow.nth(0).getAttribute('class')).toContain('num');
    expect(await firstRow.nth(2).getAttribute('class')).toContain('null');
    expect(await firstRow.nth(3).getAttribute('class')).not.toContain('null');
    // Sorting by a header: descending on the second click.
    await grid.getByRole('columnheader', { name: 'n', exact: true }).click();
    await grid.getByRole('columnheader', { name: 'n', exact: true }).click();
    expect(await grid.getByRole('columnheader', { name: 'n', exact: true }).getAttribute('aria-sort')).toBe('descending');
    expect(await firstRow.nth(0).textContent()).toBe('5');
    for (const format of ['CSV', 'TSV', 'XLSX', 'JSON'])
      expect(await page.getByRole('link', { name: format, exact: true }).getAttribute('href')).toMatch(
        new RegExp(`^/api/query_results/\\d+\\.${format.toLowerCase()}$`),
      );

    // A long statement, cancelled while it runs.
    await writeSql(page, 'SELECT pg_sleep(30)');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
    await expect.poll(() => cancel.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toMatch(/^Running… \d+ rows fetched, \d+\.\d s$/);
    await cancel.click();
    await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe('Cancelled.');

    // A database error is marked at its line and column.
    await writeSql(page, 'SELECT 1\nFORM nowhere');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 })
      .toMatch(/^Error at line 2, column 6: syntax error at or near "nowhere"$/);

    // Save creates the query (a draft) and moves to its page; Publish publishes it.
    await writeSql(page, 'SELECT 1 AS one');
    await page.getByLabel('Query name').fill('Editor e2e');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/queries\/\d+/);
    const id = Number(/\/queries\/(\d+)/.exec(page.url())![1]);
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^Saved version \d+ \(draft\)\.$/);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^Published version \d+\.$/);
    const published = await app.request('GET', `/api/queries/${id}`, { key: app.admin.key });
    expect(published.body).toMatchObject({ name: 'Editor e2e', query: 'SELECT 1 AS one', is_draft: false });

    // A second person publishes first; this editor's publish then conflicts.
    const second = await signedIn();
    await second.page.goto(`${app.url}/queries/${id}`);
    await writeSql(second.page, 'SELECT 2 AS two');
    await second.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => second.page.getByRole('status').first().textContent()).toMatch(/^Published version \d+\.$/);
    await writeSql(page, 'SELECT 3 AS three');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'A newer version was saved' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Newer version').textContent()).toBe('SELECT 2 AS two');
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'SQL' }).textContent()).toBe('SELECT 2 AS two');
    expect((await app.request('GET', `/api/queries/${id}`, { key: app.admin.key })).body.query).toBe('SELECT 2 AS two');

    expect(violations).toEqual([]);
    await second.context.close();
    await context.close();
  });
});
