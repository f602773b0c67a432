import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/helpers/app.js';
import { seedQueryWithResult, storeResult } from '../../../test/helpers/query-results.js';
import { Harness, hasChromium, type Session } from '../harness.js';
import { DashboardPage } from '../pages/dashboard-page.js';
import { SignInPage } from '../pages/sign-in-page.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let harness: Harness;
let dataSourceId: number;
let sales: { queryId: number; resultId: number };
let vizId: number;

const SALES_COLUMNS = [
  { name: 'month', type: 'string' },
  { name: 'amount', type: 'integer' },
] as const;

interface RestWidget {
  id: number;
  text: string | null;
  visualization?: { id: number } | null;
  options: { position: { col: number; row: number; sizeX: number; sizeY: number } };
}

async function savedWidgets(slug: string): Promise<RestWidget[]> {
  const res = await app.request('GET', `/api/dashboards/${slug}`, { key: app.admin.key });
  expect(res.status).toBe(200);
  return (res.body as { widgets: RestWidget[] }).widgets;
}

async function visualization(queryId: number, name: string, options: Record<string, unknown>): Promise<number> {
  const res = await app.request('POST', '/api/visualizations', {
    key: app.admin.key,
    body: { query_id: queryId, name, type: 'CHART', options },
  });
  expect(res.status).toBeLessThan(300);
  return res.body.id as number;
}

async function signedIn(path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<{ session: Session; dashboard: DashboardPage }> {
  const session = await harness.open({ colorScheme });
  await session.goto(path);
  await new SignInPage(session.page).signIn(app.admin.email, app.admin.password);
  await session.page.getByRole('navigation', { name: 'Main' }).waitFor();
  return { session, dashboard: new DashboardPage(session.page) };
}

/** react-aria's usePress <style> (the shell's known CSP report, as in editor-fixture.ts); anything else fails. */
const REACT_ARIA_PRESS_STYLE = 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=';
function expectClean(session: Session) {
  expect(session.cspViolations.filter((v) => !v.includes(REACT_ARIA_PRESS_STYLE))).toEqual([]);
  expect(session.blocked).toEqual([]);
  expect(session.pageErrors).toEqual([]);
}

beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = (await buildPgDataSource(app)).id;
  sales = await seedQueryWithResult(app, {
    dataSourceId,
    name: 'Monthly sales',
    columns: [...SALES_COLUMNS],
    rows: [
      ['2026-01', 10],
      ['2026-02', 14],
      ['2026-03', 18],
      ['2026-04', 16],
      ['2026-05', 23],
      ['2026-06', 27],
    ],
  });
  vizId = await visualization(sales.queryId, 'Sales line', { globalSeriesType: 'line', xColumn: 'month', yColumns: ['amount'] });
  const regions = await seedQueryWithResult(app, {
    dataSourceId,
    name: 'Sales by region',
    columns: [
      { name: 'region', type: 'string' },
      { name: 'orders', type: 'integer' },
    ],
    rows: [
      ['North', 42],
      ['South', 31],
      ['East', 25],
      ['West', 38],
    ],
  });
  await visualization(regions.queryId, 'Orders by region', { globalSeriesType: 'column', xColumn: 'region', yColumns: ['orders'] });
  if (hasChromium) harness = await Harness.start(app.url);
});

afterAll(async () => {
  await harness?.stop();
  await app?.stop();
});

describe.skipIf(!hasChromium)('dashboards in the web app', () => {
  it('builds a dashboard (charts and a Markdown text with its preview), rearranges it by keyboard, publishes and shares it; the public link shows the same chart signed out', async () => {
    const { session, dashboard } = await signedIn('/dashboards');
    const { page } = session;

    // "New dashboard" from the list opens the new dashboard's page in the app.
    await dashboard.button('New dashboard').click();
    await page.getByRole('dialog', { name: 'New dashboard' }).getByLabel('Name').fill('Sales overview');
    await page.getByRole('button', { name: 'Create' }).click();
    await dashboard.heading('Sales overview').waitFor();
    const slug = dashboard.slug();
    expect((await app.request('GET', `/api/dashboards/${slug}`, { key: app.admin.key })).body.name).toBe('Sales overview');
    expect(await dashboard.draftBanner().textContent()).toMatch(/Only you and other editors can see this dashboard/);

    // Chart widgets: search the queries, pick a visualization.
    const dialog = dashboard.addWidgetDialog();
    for (const [search, label] of [
      ['Monthly', 'Monthly sales: Sales line'],
      ['region', 'Sales by region: Orders by region'],
    ]) {
      await dashboard.button('Add widget').click();
      await dialog.getByLabel('Search queries').fill(search);
      await expect.poll(() => dialog.getByRole('option', { name: label }).count()).toBe(1);
      await dialog.getByRole('combobox', { name: 'Visualization' }).selectOption({ label });
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect.poll(() => dialog.count()).toBe(0);
    }
    const chart = dashboard.chart('Sales line');
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 15_000 }).toBe(1);
    expect(await chart.getAttribute('data-chart-kind')).toBe('line');

    // A text widget, with its live preview; raw HTML stays text.
    await dashboard.button('Add widget').click();
    await dialog.getByRole('radio', { name: 'Text' }).check();
    await dialog.getByRole('textbox', { name: 'Markdown' }).fill('## Notes\nFigures are **monthly**, in thousands. <b>raw</b>');
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.locator('strong').textContent()).toBe('monthly');
    expect(await preview.locator('b').count()).toBe(0);
    await dialog.getByRole('combobox', { name: 'Width' }).selectOption('2');
    await session.expectAccessible('add widget dialog');
    await session.screenshot('dashboard-add-widget');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('.dashboard-grid .widget-text strong').waitFor();
    expect(await page.locator('.dashboard-grid .widget-text').textContent()).toContain('<b>raw</b>');

    // New widgets go below the others: the line chart, the bar chart under it, then the text.
    const placed = await savedWidgets(slug);
    expect(placed.map((w) => w.options.position)).toEqual([
      { col: 0, row: 0, sizeX: 3, sizeY: 3 },
      { col: 0, row: 3, sizeX: 3, sizeY: 3 },
      { col: 0, row: 6, sizeX: 2, sizeY: 3 },
    ]);
    const [line, bar, text] = placed;
    const positions = async () => new Map((await savedWidgets(slug)).map((w) => [w.id, w.options.position]));

    // Keyboard: the bar chart's Move handle, three steps right (it rises beside the line chart and the text follows up)...
    await dashboard.moveHandle(bar.id).focus();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await positions()).get(bar.id)!.col).toBe(i + 1);
    }
    await expect.poll(async () => (await positions()).get(bar.id)).toEqual({ col: 3, row: 0, sizeX: 3, sizeY: 3 });
    // ...then the text's handle: Shift+Right four times to the full width, Shift+Up one row shorter.
    await dashboard.moveHandle(text.id).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowUp');
    await expect.poll(async () => (await positions()).get(text.id)).toEqual({ col: 0, row: 3, sizeX: 6, sizeY: 2 });
    await expect.poll(() => dashboard.notice().textContent()).toBe('Layout saved.');
    expect((await positions()).get(line.id)).toEqual({ col: 0, row: 0, sizeX: 3, sizeY: 3 });
    // The handle keeps the focus through the redraws that the saves cause.
    expect(await dashboard.moveHandle(text.id).evaluate((el) => el === document.activeElement)).toBe(true);

    await session.expectAccessible('dashboard editor (light)');
    await session.screenshot('dashboard');

    await dashboard.button('Publish').click();
    await expect.poll(() => dashboard.draftBanner().count()).toBe(0);
    await expect.poll(() => dashboard.notice().textContent()).toBe('Published.');

    await dashboard.button('Share').click();
    const share = dashboard.shareDialog();
    await share.getByRole('button', { name: 'Copy link' }).click();
    const link = share.getByRole('textbox', { name: 'Public link' });
    await expect.poll(() => link.inputValue()).toMatch(/\/public\/dashboards\/[\w-]+$/);
    expect(await share.getByRole('status').textContent()).toMatch(/^(Link copied\.|The link is below: copy it from the field\.)$/);
    const first = await link.inputValue();
    // An expiry, applied by Rotate: the new link works until then, the old one is dead at once.
    await share.getByLabel('Expires on (optional)').fill('2099-12-31');
    await share.getByRole('button', { name: 'Rotate' }).click();
    await expect.poll(() => link.inputValue()).not.toBe(first);
    expect(await share.locator('[slot="description"]').textContent()).toMatch(/^Works until .*2099/);
    const url = await link.inputValue();
    expect((await fetch(first)).status).toBe(404);

    // Signed out: the public link draws the same chart (the chart kit's SVG, server-side) and the text.
    const anonymous = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const publicPage = await anonymous.newPage();
    expect((await publicPage.goto(url))?.status()).toBe(200);
    const publicCharts = publicPage.locator('section.widget svg:visible');
    await expect.poll(() => publicCharts.count()).toBe(2);
    expect(await publicCharts.first().textContent()).toContain('2026-02');
    expect(await publicPage.locator('section.widget').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Figures are monthly, in thousands.')]),
    );
    await anonymous.close();

    // The view is in the access log as views per day; Revoke kills the link.
    await share.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => share.getByRole('status').textContent()).toMatch(/revoked/);
    await expect.poll(() => share.locator('.share-views tbody td.num').first().textContent()).toBe('1');
    expect(
      await share
        .getByRole('table', { name: /^Views per day/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe(new Date().toISOString().slice(0, 10));
    await session.expectAccessible('share dialog');
    await session.screenshot('dashboard-share');
    expect((await fetch(url)).status).toBe(404);
    expectClean(session);
    await session.close();

    // The same dashboard in dark mode, axe clean; sharing changed nothing to publish.
    const dark = await signedIn(`/dashboards/${slug}`, 'dark');
    await expect.poll(() => dark.dashboard.chart('Orders by region').locator('canvas').count(), { timeout: 15_000 }).toBe(1);
    expect(await dark.dashboard.draftBanner().count()).toBe(0);
    await dark.session.expectAccessible('dashboard (dark)');
    await dark.session.screenshot('dashboard-dark');
    // A move after the publish is an unpublished change until the next publish.
    await dark.dashboard.moveHandle(text.id).focus();
    await dark.session.page.keyboard.press('Shift+ArrowDown');
    await expect
      .poll(() => dark.dashboard.draftBanner().textContent())
      .toMatch(/^Unpublished changes\. You and other editors see this draft/);
    await dark.dashboard.button('Publish').click();
    await expect.poll(() => dark.dashboard.draftBanner().count()).toBe(0);
    expect((await app.request('GET', `/api/public/dashboards/${url.split('/').pop()}`)).status).toBe(404);
    expectClean(dark.session);
    await dark.session.close();
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

    const { session, dashboard } = await signedIn(`/dashboards/${liveSlug}`);
    const { page } = session;
    const chartSection = dashboard.widget(chartWidget.body.id);
    await expect.poll(() => chartSection.locator('canvas').count(), { timeout: 15_000 }).toBe(1);

    // Drag the chart by its Move handle into the right half of the grid.
    const box = (await dashboard.moveHandle(chartWidget.body.id).boundingBox())!;
    const grid = (await page.locator('.dashboard-grid').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + grid.width / 2 + 20, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(async () => (await savedWidgets(liveSlug)).find((w) => w.id === chartWidget.body.id)?.options.position)
      .toMatchObject({ col: 3, row: 0, sizeX: 3 });

    // Resize by the corner handle: one column narrower.
    const corner = chartSection.locator('.react-resizable-handle');
    const cornerBox = (await corner.boundingBox())!;
    await page.mouse.move(cornerBox.x + cornerBox.width / 2, cornerBox.y + cornerBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(cornerBox.x - grid.width / 6, cornerBox.y + cornerBox.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(async () => (await savedWidgets(liveSlug)).find((w) => w.id === chartWidget.body.id)?.options.position.sizeX).toBe(2);

    await dashboard.widget(textWidget.body.id).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(async () => (await savedWidgets(liveSlug)).map((w) => w.id)).toEqual([chartWidget.body.id]);
    await expect.poll(() => dashboard.widgets().count()).toBe(1);

    await dashboard.button('Refresh').click();
    await expect.poll(() => dashboard.notice().textContent()).toMatch(/^Refreshing 1 query/);

    // A new result for the widget's query (as a schedule or another person's run would store it) is drawn without a reload.
    expect(await chartSection.locator('.widget-body').getAttribute('data-row-count')).toBe('6');
    await storeResult(app, {
      queryId: sales.queryId,
      dataSourceId,
      columns: [...SALES_COLUMNS],
      rows: [
        ['2026-01', 10],
        ['2026-02', 14],
        ['2026-03', 18],
        ['2026-04', 21],
      ],
    });
    await expect.poll(() => chartSection.locator('.widget-body').getAttribute('data-row-count'), { timeout: 15_000 }).toBe('4');
    expectClean(session);
    await session.close();
  });
});
