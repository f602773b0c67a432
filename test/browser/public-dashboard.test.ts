import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildPgDataSource } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium, watchCsp } from '../helpers/browser.js';
import { seedQueryWithResult } from '../helpers/query-results.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url);

let app: TestApp;
let browser: Browser;
let token: string;
let slug: string;
let widgetIds: Record<string, number>;

async function post(path: string, body?: unknown) {
  const res = await app.request('POST', path, { key: app.admin.key, body });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

describe.skipIf(!hasChromium)('public dashboard pages in headless Chromium', () => {
  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchChromium();
    const dataSourceId = (await buildPgDataSource(app)).id;
    const sales = await seedQueryWithResult(app, {
      dataSourceId,
      name: 'Monthly sales',
      columns: [
        { name: 'month', type: 'string' },
        { name: 'region', type: 'string' },
        { name: 'amount', type: 'integer' },
      ],
      rows: [
        ['2026-01', 'north', 10],
        ['2026-01', 'south', 7],
        ['2026-02', 'north', 14],
        ['2026-02', 'south', 9],
        ['2026-03', 'north', 18],
        ['2026-03', 'south', 12],
      ],
    });
    const total = await seedQueryWithResult(app, {
      dataSourceId,
      name: 'Revenue',
      columns: [{ name: 'total', type: 'integer' }],
      rows: [[4242]],
    });
    const dashboard = await post('/api/dashboards', { name: 'Browser check' });
    slug = dashboard.slug;
    const kinds: [string, Record<string, unknown>, number, unknown][] = [
      [
        'line',
        { type: 'CHART', options: { globalSeriesType: 'line', xColumn: 'month', yColumns: ['amount'], seriesColumn: 'region' } },
        3,
        sales.queryId,
      ],
      ['column', { type: 'CHART', options: { globalSeriesType: 'column', xColumn: 'month', yColumns: ['amount'] } }, 3, sales.queryId],
      ['bar', { type: 'CHART', options: { globalSeriesType: 'bar', xColumn: 'region', yColumns: ['amount'] } }, 2, sales.queryId],
      [
        'area',
        {
          type: 'CHART',
          options: { globalSeriesType: 'area', columnMapping: { month: 'x', amount: 'y', region: 'series' }, stacking: 'stack' },
        },
        2,
        sales.queryId,
      ],
      ['pie', { type: 'CHART', options: { globalSeriesType: 'pie', xColumn: 'region', yColumns: ['amount'] } }, 2, sales.queryId],
      ['scatter', { type: 'CHART', options: { globalSeriesType: 'scatter', xColumn: 'amount', yColumns: ['amount'] } }, 2, sales.queryId],
      ['table', { type: 'TABLE', options: {} }, 4, sales.queryId],
      ['counter', { type: 'COUNTER', options: { counterColName: 'total', targetValue: 4000, stringPrefix: '$' } }, 2, total.queryId],
      ['details', { type: 'DETAILS', options: {} }, 2, sales.queryId],
    ];
    widgetIds = {};
    for (const [name, body, width, queryId] of kinds) {
      const visualization = await post('/api/visualizations', { query_id: queryId, name: `${name} view`, ...body });
      widgetIds[name] = (await post('/api/widgets', { dashboard_id: dashboard.id, visualization_id: visualization.id, width })).id;
    }
    widgetIds.text = (await post('/api/widgets', { dashboard_id: dashboard.id, text: 'Figures are in euros.', width: 2 })).id;
    await post(`/api/dashboards/${slug}/publish`);
    token = (await post(`/api/dashboards/${slug}/share`)).secret_token;
    mkdirSync(ARTIFACTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('draws every widget kind without JavaScript, under the strict CSP', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const violations = watchCsp(page);
    const response = await page.goto(`${app.url}/public/dashboards/${token}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Browser check');
    expect(await page.locator('section.widget').count()).toBe(10);

    for (const kind of ['line', 'column', 'bar', 'area', 'pie', 'scatter']) {
      const chart = page.locator(`section[data-widget-id="${widgetIds[kind]}"] svg:visible`);
      await expect.poll(() => chart.count()).toBe(1);
      // Drawn data: series paths, not just axes.
      expect(await chart.locator('path').count(), kind).toBeGreaterThan(3);
      const box = await chart.boundingBox();
      expect(box!.width).toBeGreaterThan(100);
      expect(box!.height).toBeGreaterThan(100);
    }
    const lineText = await page.locator(`section[data-widget-id="${widgetIds.line}"] svg:visible`).textContent();
    expect(lineText).toContain('2026-02');
    const pieText = await page.locator(`section[data-widget-id="${widgetIds.pie}"] svg:visible`).textContent();
    expect(pieText).toContain('north');

    const table = page.locator(`section[data-widget-id="${widgetIds.table}"] table`);
    expect(await table.locator('tbody tr').count()).toBe(6);
    expect(await table.locator('thead th').allTextContents()).toEqual(['month', 'region', 'amount']);
    expect(await table.locator('tbody tr').first().locator('td').allTextContents()).toEqual(['2026-01', 'north', '10']);

    const counter = page.locator(`section[data-widget-id="${widgetIds.counter}"]`);
    expect(await counter.locator('[data-counter]').textContent()).toBe('$4,242');
    expect(await counter.locator('.target').textContent()).toContain('242');
    expect(await page.locator(`section[data-widget-id="${widgetIds.details}"] dd`).first().textContent()).toBe('2026-01');
    expect(await page.locator(`section[data-widget-id="${widgetIds.text}"]`).textContent()).toContain('Figures are in euros.');
    expect(violations).toEqual([]);
    await page.screenshot({ path: new URL('public-dashboard.png', ARTIFACTS).pathname, fullPage: true });
    await context.close();
  });

  it('fits a phone screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/public/dashboards/${token}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await page.locator(`section[data-widget-id="${widgetIds.line}"]`).boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    // The phone gets the narrow drawing, so that labels stay readable.
    const chart = page.locator(`section[data-widget-id="${widgetIds.line}"] svg:visible`);
    expect(await chart.count()).toBe(1);
    expect(await chart.getAttribute('width')).toBe('360');
    await page.screenshot({ path: new URL('public-dashboard-phone.png', ARTIFACTS).pathname, fullPage: true });
    await context.close();
  });

  it('renders the chromeless embed inside an iframe of another origin, whole or one widget', async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
    const page = await context.newPage();
    const embedUrl = `${app.url}/embed/dashboards/${token}?widget=${widgetIds.column}`;
    // A page on another origin (another port) frames the embed.
    const host = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><iframe id="f" src="${embedUrl}" width="800" height="420"></iframe>`);
    });
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    const frame = page.frameLocator('#f');
    await expect.poll(() => frame.locator('section.widget').count()).toBe(1);
    expect(await frame.locator('svg:visible path').count()).toBeGreaterThan(3);
    expect(await frame.locator('header').count()).toBe(0);
    await page.screenshot({ path: new URL('embed-widget.png', ARTIFACTS).pathname });
    host.close();

    const whole = await context.newPage();
    await whole.goto(`${app.url}/embed/dashboards/${token}`);
    expect(await whole.locator('section.widget').count()).toBe(10);
    expect(await whole.locator('table tbody tr').count()).toBe(6);
    expect(await whole.locator('[data-counter]').textContent()).toBe('$4,242');
    await whole.screenshot({ path: new URL('embed-dashboard.png', ARTIFACTS).pathname, fullPage: true });
    await context.close();
  });

  it('shows a 404 page for a rotated and for a revoked link', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const rotated = (await post(`/api/dashboards/${slug}/share/rotate`)).secret_token;
    const old = await page.goto(`${app.url}/public/dashboards/${token}`);
    expect(old?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Dashboard not found');
    const fresh = await page.goto(`${app.url}/public/dashboards/${rotated}`);
    expect(fresh?.status()).toBe(200);

    expect((await app.request('DELETE', `/api/dashboards/${slug}/share`, { key: app.admin.key })).status).toBe(204);
    const revoked = await page.goto(`${app.url}/embed/dashboards/${rotated}`);
    expect(revoked?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Dashboard not found');
    await page.screenshot({ path: new URL('revoked-link.png', ARTIFACTS).pathname });
    await context.close();
  });
});
