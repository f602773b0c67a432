import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium, watchCsp } from '../helpers/browser.js';
import { checkNow, createGauge, databaseName, deliveries } from '../helpers/monitors.js';
import { startReceiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let browser: Browser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let monitorId: number;
let queryId: number;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp();
  const key = app.admin.key;
  await createGauge(app, 'page_gauge', 42);
  const source = await buildPgDataSource(app, { dbname: databaseName(app) });
  const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT value FROM page_gauge' });
  queryId = query.id;
  const monitor = await app.request('POST', '/api/monitors', {
    key,
    body: { query_id: query.id, name: 'Backlog <too> high', options: { column: 'value', op: '>', value: 10 }, rearm: 0 },
  });
  expect(monitor.status).toBe(201);
  monitorId = monitor.body.id;
  const hook = await app.request('POST', '/api/destinations', {
    key,
    body: { name: 'ops hook', type: 'webhook', options: { url: `${receiver.url}/hook`, secret: 's3cret-signing' } },
  });
  expect(hook.status).toBe(201);
  expect(
    (await app.request('POST', `/api/monitors/${monitorId}/subscriptions`, { key, body: { destination_id: hook.body.id } })).status,
  ).toBe(201);
  expect((await checkNow(app, monitorId)).state).toBe('triggered');
  await eventually(
    () => deliveries(app, monitorId),
    (rows) => rows.some((d) => d.state === 'delivered'),
  );
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await receiver?.close();
});

describe('/monitors/{id} over HTTP', () => {
  it('answers the page to a viewer who may see the monitor, with escaped names', async () => {
    const res = await fetch(`${app.url}/monitors/${monitorId}?api_key=${app.admin.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await res.text();
    expect(page).toContain('Backlog &lt;too&gt; high');
    expect(page).not.toContain('<too>');
    expect(page).toContain('data-state="triggered"');
  });

  it('lists the state history newest first: time, kind, from -> to, value, who acted, escaped', async () => {
    expect((await app.request('POST', `/api/monitors/${monitorId}/mute`, { key: app.admin.key })).status).toBe(200);
    const page = await (await fetch(`${app.url}/monitors/${monitorId}?api_key=${app.admin.key}`)).text();
    const table = /<table data-list="history">([\s\S]*?)<\/table>/.exec(page);
    expect(table).not.toBeNull();
    const rows = [...table![1].matchAll(/<tr data-kind="([a-z_]+)">([\s\S]*?)<\/tr>/g)].map(([, kind, cells]) => ({
      kind,
      cells: [...cells.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]),
    }));
    expect(rows.map((r) => r.kind)).toEqual(['muted', 'state_changed']);
    const [muted, fired] = rows;
    expect(muted.cells.slice(1, 6)).toEqual(['muted', 'triggered', 'triggered', '', `user ${app.admin.userId}`]);
    expect(fired.cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    expect(fired.cells.slice(1, 5)).toEqual(['state_changed', 'unknown', 'triggered', '42']);
    expect(fired.cells[5]).toMatch(/^check \(run \d+\)$/);
    expect((await app.request('POST', `/api/monitors/${monitorId}/unmute`, { key: app.admin.key })).status).toBe(200);

    // A failed check's error is the query's words (here a column name): drawn as text, never as markup.
    const broken = await app.request('POST', '/api/monitors', {
      key: app.admin.key,
      body: { query_id: queryId, name: 'Broken', options: { column: '<img src=x onerror=alert(1)>', op: '>', value: 1 } },
    });
    expect(broken.status).toBe(201);
    await checkNow(app, broken.body.id);
    const brokenPage = await (await fetch(`${app.url}/monitors/${broken.body.id}?api_key=${app.admin.key}`)).text();
    expect(brokenPage).toContain('<tr data-kind="error">');
    expect(brokenPage).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(brokenPage).not.toContain('<img');
  });

  it('says so when the monitor has no history yet, and its 404 page shows none', async () => {
    const fresh = await app.request('POST', '/api/monitors', {
      key: app.admin.key,
      body: { query_id: queryId, name: 'Fresh', options: { column: 'value', op: '>', value: 10 } },
    });
    expect(fresh.status).toBe(201);
    const page = await (await fetch(`${app.url}/monitors/${fresh.body.id}?api_key=${app.admin.key}`)).text();
    expect(page).toContain('No transitions yet.');
    expect(page).not.toContain('data-list="history"');
  });

  it('is a 404 page for an unknown id, a malformed id, and a monitor the viewer may not see', async () => {
    const outsider = await buildUser(app, { restricted: true });
    for (const url of [
      `/monitors/999999?api_key=${app.admin.key}`,
      `/monitors/abc?api_key=${app.admin.key}`,
      `/monitors/${monitorId}?api_key=${outsider.key}`,
    ]) {
      const res = await fetch(`${app.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      const page = await res.text();
      expect(page).toContain('Monitor not found');
      expect(page).not.toContain('Backlog');
    }
    // The API agrees: the same policy.
    expect((await app.request('GET', `/api/monitors/${monitorId}`, { key: outsider.key })).status).toBe(404);
  });

  it('sends a signed-out visitor to the sign-in form, coming back to the monitor after', async () => {
    const res = await fetch(`${app.url}/monitors/${monitorId}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/?next=${encodeURIComponent(`/monitors/${monitorId}`)}`);
    const invalid = await fetch(`${app.url}/monitors/${monitorId}?api_key=not-a-key`, { redirect: 'manual' });
    expect(invalid.status).toBe(401);
  });
});

describe.skipIf(!hasChromium)('/monitors/{id} in headless Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });

  it('a notification link: sign in, then the state, the latest checks and the deliveries', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = watchCsp(page);
    await page.goto(`${app.url}/monitors/${monitorId}`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.fill('input[name=email]', app.admin.email);
    await page.fill('input[name=password]', app.admin.password);
    await Promise.all([page.waitForURL(`${app.url}/monitors/${monitorId}`), page.click('button[type=submit]')]);
    expect(await page.locator('h1').textContent()).toBe('Backlog <too> high');
    expect(await page.locator('[data-state]').first().textContent()).toBe('triggered');
    const runs = page.locator('table[data-list=runs] tbody tr');
    expect(await runs.count()).toBeGreaterThanOrEqual(1);
    expect(await runs.first().locator('td').nth(1).textContent()).toBe('done');
    const history = page.locator('table[data-list=history] tbody tr');
    expect(await history.count()).toBeGreaterThanOrEqual(1);
    expect(await history.last().locator('td').nth(3).textContent()).toBe('triggered');
    const delivered = page.locator('table[data-list=deliveries] tbody tr td[data-state=delivered]');
    expect(await delivered.count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('table[data-list=deliveries] tbody tr').first().textContent()).toContain('200');
    expect(violations).toEqual([]);
    await context.close();
  });
});
