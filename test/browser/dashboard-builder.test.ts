import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildPgDataSource } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium, offlineContext, watchCsp } from '../helpers/browser.js';
import { seedQueryWithResult, storeResult } from '../helpers/query-results.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url);

let app: TestApp;
let browser: Browser;
let slug: string;
let dataSourceId: number;
let sales: { queryId: number; resultId: number };
let vizId: number;

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the dashboard page, as `id: target html` lines. */
async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; html: string }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run({ include: [['.dashboard-page']] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`);
}

interface RestWidget {
  id: number;
  text: string | null;
  visualization?: { id: number } | null;
  options: { position: { col: number; row: number; sizeX: number; sizeY: number } };
}

async function savedWidgets(dashboardSlug = slug): Promise<RestWidget[]> {
  const res = await app.request('GET', `/api/dashboards/${dashboardSlug}`, { key: app.admin.key });
  expect(res.status).toBe(200);
  return (res.body as { widgets: RestWidget[] }).widgets;
}

describe.skipIf(!hasChromium)('the dashboard builder in headless Chromium', () => {
  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchChromium();
    dataSourceId = (await buildPgDataSource(app)).id;
    sales = await seedQueryWithResult(app, {
      dataSourceId,
      name: 'Monthly sales',
      columns: [
        { name: 'month', type: 'string' },
        { name: 'amount', type: 'integer' },
      ],
      rows: [
        ['2026-01', 10],
        ['2026-02', 14],
        ['2026-03', 18],
      ],
    });
    const viz = await app.request('POST', '/api/visualizations', {
      key: app.admin.key,
      body: {
        query_id: sales.queryId,
        name: 'Sales line',
        type: 'CHART',
        options: { globalSeriesType: 'line', xColumn: 'month', yColumns: ['amount'] },
      },
    });
    expect(viz.status).toBeLessThan(300);
    vizId = viz.body.id;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('builds a dashboard (a chart and a text), rearranges it by keyboard, publishes and shares it; the public link shows the same chart signed out', async () => {
    const { context, blocked } = await offlineContext(browser);
    const page = await context.newPage();
    const violations = watchCsp(page);
    await page.goto(`${app.url}/`);
    await page.getByLabel('E-mail').fill(app.admin.email);
    await page.getByLabel('Password').fill(app.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    // "New dashboard" from the list opens the new dashboard's page in the app.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboards' }).click();
    await page.getByRole('button', { name: 'New dashboard' }).click();
    await page.getByRole('dialog', { name: 'New dashboard' }).getByLabel('Name').fill('Builder check');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Builder check', level: 1 }).waitFor();
    slug = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    expect((await app.request('GET', `/api/dashboards/${slug}`, { key: app.admin.key })).body.name).toBe('Builder check');
    expect(await page.getByRole('note', { name: 'Draft' }).textContent()).toMatch(/Only you and other editors can see this dashboard/);

    // A chart widget: search the queries, pick the visualization.
    await page.getByRole('button', { name: 'Add widget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add widget' });
    await dialog.getByLabel('Search queries').fill('Monthly');
    await expect.poll(() => dialog.getByRole('option', { name: 'Monthly sales: Sales line' }).count()).toBe(1);
    await dialog.getByRole('combobox', { name: 'Visualization' }).selectOption({ label: 'Monthly sales: Sales line' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const chart = page.getByRole('img', { name: 'Sales line' });
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 15_000 }).toBe(1);
    expect(await chart.getAttribute('data-chart-kind')).toBe('line');

    // A text widget, with its preview; raw HTML stays text.
    await page.getByRole('button', { name: 'Add widget' }).click();
    await dialog.getByRole('radio', { name: 'Text' }).check();
    await dialog.getByRole('textbox', { name: 'Markdown' }).fill('Figures are **monthly**. <b>raw</b>');
    expect(await dialog.locator('.markdown-preview strong').textContent()).toBe('monthly');
    expect(await dialog.locator('.markdown-preview b').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('.dashboard-grid .widget-text strong').waitFor();
    expect(await page.locator('.dashboard-grid .widget-text').textContent()).toContain('<b>raw</b>');

    let widgets = await savedWidgets();
    expect(widgets).toHaveLength(2);
    const text = widgets.find((w) => w.text)!;
    expect(text.options.position).toMatchObject({ col: 0, row: 3, sizeX: 3, sizeY: 3 });

    // Keyboard: the text's Move handle, three steps right (it rises beside the chart), one taller.
    const move = page.locator(`section[data-widget-id="${text.id}"]`).getByRole('button', { name: 'Move', exact: true });
    await move.focus();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await savedWidgets()).find((w) => w.id === text.id)!.options.position.col).toBe(i + 1);
    }
    await page.keyboard.press('Shift+ArrowDown');
    await expect
      .poll(async () => (await savedWidgets()).find((w) => w.id === text.id)!.options.position)
      .toMatchObject({ col: 3, row: 0, sizeX: 3, sizeY: 4 });
    widgets = await savedWidgets();
    expect(widgets.find((w) => !w.text)!.options.position).toMatchObject({ col: 0, row: 0, sizeX: 3, sizeY: 3 });

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      expect(await axeProblems(page), theme).toEqual([]);
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: new URL(`dashboard-builder-${theme}.png`, ARTIFACTS).pathname, fullPage: true });
    }

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByRole('note', { name: 'Draft' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    const link = share.getByRole('textbox', { name: 'Public link' });
    await expect.poll(() => link.inputValue()).toMatch(/\/public\/dashboards\/[\w-]+$/);
    const first = await link.inputValue();
    await share.getByRole('button', { name: 'Rotate' }).click();
    await expect.poll(() => link.inputValue()).not.toBe(first);
    const url = await link.inputValue();
    expect((await fetch(first)).status).toBe(404);
    expect(violations).toEqual([]);
    expect(blocked).toEqual([]);

    // Signed out: the public link draws the same chart (the chart kit's SVG, server-side) and the text.
    const anonymous = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const publicPage = await anonymous.newPage();
    expect((await publicPage.goto(url))?.status()).toBe(200);
    const publicChart = publicPage.locator('section.widget svg:visible');
    await expect.poll(() => publicChart.count()).toBe(1);
    expect(await publicChart.textContent()).toContain('2026-02');
    expect(await publicPage.locator('section.widget').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Figures are monthly.')]),
    );
    await anonymous.close();

    // The view is in the access log, as views per day; then Revoke kills the link.
    await share.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => share.getByRole('status').textContent()).toMatch(/revoked/);
    await expect.poll(() => share.locator('.share-views tbody td.num').first().textContent()).toBe('1');
    expect((await fetch(url)).status).toBe(404);
    await context.close();
  });

  it('drags a widget with the mouse, removes one, refreshes, and redraws live when a new result arrives', async () => {
    const created = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Live check' } });
    expect(created.status).toBe(201);
    const liveSlug = created.body.slug as string;
    const chartWidget = await app.request('POST', '/api/widgets', {
      key: app.admin.key,
      body: { dashboard_id: created.body.id, visualization_id: vizId, width: 3 },
    });
    const textWidget = await app.request('POST', '/api/widgets', {
      key: app.admin.key,
      body: { dashboard_id: created.body.id, text: 'Note', width: 2 },
    });
    expect([chartWidget.status, textWidget.status]).toEqual([201, 201]);

    const { context } = await offlineContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    await page.getByLabel('E-mail').fill(app.admin.email);
    await page.getByLabel('Password').fill(app.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto(`${app.url}/dashboards/${liveSlug}`);
    const chartSection = page.locator(`section[data-widget-id="${chartWidget.body.id}"]`);
    await expect.poll(() => chartSection.locator('canvas').count(), { timeout: 15_000 }).toBe(1);

    // Drag the chart by its Move handle into the right half of the grid.
    const handle = chartSection.getByRole('button', { name: 'Move', exact: true });
    const box = (await handle.boundingBox())!;
    const grid = (await page.locator('.dashboard-grid').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + grid.width / 2 + 20, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(async () => (await savedWidgets(liveSlug)).find((w) => w.id === chartWidget.body.id)?.options.position)
      .toMatchObject({ col: 3, row: 0, sizeX: 3 });

    await page.locator(`section[data-widget-id="${textWidget.body.id}"]`).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(async () => (await savedWidgets(liveSlug)).map((w) => w.id)).toEqual([chartWidget.body.id]);
    await expect.poll(() => page.locator('section.widget').count()).toBe(1);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.locator('.dashboard-notice').textContent()).toMatch(/^Refreshing 1 query/);

    // A new result for the widget's query (as a schedule or another person's run would store it) is drawn without a reload.
    expect(await chartSection.locator('.widget-body').getAttribute('data-row-count')).toBe('3');
    await storeResult(app, {
      queryId: sales.queryId,
      dataSourceId,
      columns: [
        { name: 'month', type: 'string' },
        { name: 'amount', type: 'integer' },
      ],
      rows: [
        ['2026-01', 10],
        ['2026-02', 14],
        ['2026-03', 18],
        ['2026-04', 21],
      ],
    });
    await expect.poll(() => chartSection.locator('.widget-body').getAttribute('data-row-count'), { timeout: 15_000 }).toBe('4');
    await context.close();
  });
});
