import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildMonitor, buildPgDataSource, buildQuery } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium } from '../helpers/browser.js';
import { expectAccessible, signedInContext } from '../helpers/signed-in.js';
import { databaseName } from '../helpers/monitors.js';

// Points the pg connector at the test server (127.0.0.1:5432), which also holds Overlook's
// metadata database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let browser: Browser;
let monitorId: number;
let dataSourceId: number;

beforeAll(async () => {
  app = await startTestApp();
  const source = await buildPgDataSource(app, { dbname: databaseName(app), name: 'Warehouse' });
  dataSourceId = source.id;
  const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT 1 AS value', name: 'Scheduled gauge' });
  monitorId = (await buildMonitor(app, { queryId: query.id, name: 'Scheduled monitor' })).id;
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Signed in to the app as its admin. */
function signedIn(colorScheme: 'light' | 'dark' = 'light') {
  return signedInContext(browser, app.url, app.admin, colorScheme);
}

async function schedulesOfMonitor() {
  const res = await app.request('GET', `/api/schedules?entity_type=monitor&entity_id=${monitorId}`, { key: app.admin.key });
  expect(res.status).toBe(200);
  return (res.body as { results: any[] }).results;
}

describe.skipIf(!hasChromium)('schedules, groups and roles in headless Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });

  it('sets a cron from a preset in a time zone, shows the next five fire times, saves, disables; explains a 5-field cron', async () => {
    const { context, page, violations, errors } = await signedIn();
    await page.goto(`${app.url}/monitors/${monitorId}`);
    const form = page.getByRole('form', { name: 'Schedule' });
    await form.waitFor();
    await form.getByRole('combobox', { name: 'Repeat' }).selectOption({ label: 'Weekly on' });
    await form.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Monday' });
    await form.getByLabel('Time', { exact: true }).fill('08:30');
    await form.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Tokyo');
    expect(await form.getByTestId('schedule-cron').textContent()).toBe('0 30 8 * * 1');
    const next = form.getByRole('list', { name: 'Next fire times' }).getByRole('listitem');
    await expect.poll(() => next.count()).toBe(5);
    const times = await next.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    for (const iso of times) {
      // 08:30 on a Monday in Tokyo (UTC+9, no daylight saving) is 23:30 UTC on the Sunday.
      const d = new Date(iso);
      expect([d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes()]).toEqual([0, 23, 30]);
    }
    expect(await next.first().textContent()).toMatch(/Mon.*08:30:00/);
    await form.getByRole('button', { name: 'Save schedule' }).click();
    await expect.poll(() => page.locator('.schedule-editor [role=status]').textContent()).toBe('Schedule saved.');
    const [saved] = await schedulesOfMonitor();
    expect(saved).toMatchObject({ spec: { type: 'cron', cron: '0 30 8 * * 1' }, timezone: 'Asia/Tokyo', enabled: true });
    await expectAccessible(page, 'schedule editor, light');

    // Disable, then enable again.
    await form.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(async () => (await schedulesOfMonitor())[0].enabled).toBe(false);
    await form.getByRole('button', { name: 'Enable' }).click();
    await expect.poll(async () => (await schedulesOfMonitor())[0].enabled).toBe(true);

    // A 5-field cron is explained, with its 6-field form offered; nothing is saved meanwhile.
    await form.getByRole('combobox', { name: 'Repeat' }).selectOption({ label: 'Custom cron' });
    await form.getByLabel('Cron (6 fields, seconds first)').fill('*/5 * * * *');
    const explanation = form.getByTestId('cron-explanation');
    expect(await explanation.textContent()).toContain('5-field cron');
    expect(await explanation.textContent()).toContain('"0 */5 * * * *"');
    expect(await form.getByRole('button', { name: 'Save schedule' }).isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Use 0 */5 * * * *' }).click();
    await expect.poll(() => form.getByRole('list', { name: 'Next fire times' }).getByRole('listitem').count()).toBe(5);
    await form.getByRole('button', { name: 'Save schedule' }).click();
    await expect.poll(async () => (await schedulesOfMonitor())[0].spec.cron).toBe('0 */5 * * * *');
    expect(await schedulesOfMonitor()).toHaveLength(1);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the schedule editor is accessible in dark', async () => {
    const { context, page } = await signedIn('dark');
    await page.goto(`${app.url}/monitors/${monitorId}`);
    await page.getByRole('form', { name: 'Schedule' }).getByRole('list', { name: 'Next fire times' }).waitFor();
    await expectAccessible(page, 'schedule editor, dark');
    await context.close();
  });

  it('creates a role from the permission catalog, a group, attaches the role, restricts its connectors to an allowlist', async () => {
    const { context, page, violations, errors } = await signedIn();

    await page.goto(`${app.url}/admin/roles`);
    const newRole = page.getByRole('form', { name: 'New role' });
    await newRole.getByLabel('Role name').fill('Writers');
    // Each permission of the catalog comes with its description.
    const createQuery = newRole.getByRole('checkbox', { name: 'create_query' });
    expect((await createQuery.getAttribute('aria-describedby'))!.length).toBeGreaterThan(0);
    expect((await page.locator('#permission-create_query').textContent())!.trim().length).toBeGreaterThan(0);
    await createQuery.check();
    await newRole.getByRole('button', { name: 'Create role' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Role Writers is created.');
    const roles = (await app.request('GET', '/api/roles', { key: app.admin.key })).body as { results: any[] };
    const writers = roles.results.find((r) => r.name === 'Writers');
    expect(writers).toMatchObject({ permissions: ['create_query'] });
    await expectAccessible(page, 'roles, light');

    await page.goto(`${app.url}/admin/groups`);
    expect(await page.getByRole('complementary', { name: 'Connector access' }).textContent()).toContain('create_data_source');
    await page.getByLabel('Group name').fill('Analysts');
    await page.getByRole('button', { name: 'Create group' }).click();
    const card = page.getByRole('article', { name: 'Analysts' });
    await card.waitFor();
    await card.getByRole('combobox', { name: 'Attach role to Analysts' }).selectOption({ label: 'Writers' });
    await card.getByRole('button', { name: 'Attach role to Analysts' }).click();
    await card.getByRole('list', { name: 'Roles of Analysts' }).getByText('Writers').waitFor();
    await card.getByRole('combobox', { name: 'Add member to Analysts' }).selectOption({ index: 1 });
    await card.getByRole('button', { name: 'Add member to Analysts' }).click();
    await card.getByRole('list', { name: 'Members of Analysts' }).waitFor();
    const restrict = card.getByRole('switch', { name: 'Restricted to the allowlist (Analysts)' });
    expect(await restrict.isChecked()).toBe(false);
    await restrict.click({ force: true });
    await expect.poll(() => restrict.isChecked()).toBe(true);
    await card.getByRole('combobox', { name: 'Allow connector for Analysts' }).selectOption({ label: 'Warehouse' });
    await card.getByRole('button', { name: 'Allow connector for Analysts' }).click();
    await card.getByRole('list', { name: 'Allowlist of Analysts' }).getByText('Warehouse').waitFor();

    const groups = (await app.request('GET', '/api/groups', { key: app.admin.key })).body as any[];
    const analysts = groups.find((g) => g.name === 'Analysts');
    expect(analysts).toMatchObject({
      restricted: true,
      roles: [writers.id],
      data_sources: [dataSourceId],
      permissions: ['create_query'],
    });
    expect(analysts.members).toContain(app.admin.userId);
    await expectAccessible(page, 'groups, light');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the groups and roles pages are accessible in dark', async () => {
    const { context, page } = await signedIn('dark');
    await page.goto(`${app.url}/admin/groups`);
    await page.getByRole('heading', { name: 'Groups', level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
    await expectAccessible(page, 'groups, dark');
    await page.goto(`${app.url}/admin/roles`);
    await page.getByRole('table', { name: 'Roles' }).getByRole('row').nth(1).waitFor();
    await expectAccessible(page, 'roles, dark');
    await context.close();
  });
});
