import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { hashPassword } from '../../src/crypto.js';
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
let queryId: number;

beforeAll(async () => {
  app = await startTestApp();
  const source = await buildPgDataSource(app, { dbname: databaseName(app), name: 'Warehouse' });
  dataSourceId = source.id;
  const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT 1 AS value', name: 'Scheduled gauge' });
  queryId = query.id;
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

  it('schedules a query from its page as a monitor is: presets, a time zone, the same next fire time as the server, keyboard, enable and disable', async () => {
    const { context, page, violations, errors } = await signedIn();
    await page.goto(`${app.url}/queries/${queryId}`);
    // Below the editor, a line about the schedule; "Edit schedule" opens the editor, focus on its first field.
    const summary = page.getByTestId('query-schedule-summary');
    await expect.poll(() => summary.textContent()).toBe('Not scheduled: it runs when someone runs it.');
    await page.getByRole('button', { name: 'Edit schedule' }).click();
    const form = page.getByRole('form', { name: 'Schedule' });
    await form.waitFor();
    expect(await form.textContent()).toContain('Not scheduled yet.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent)).toMatch(/^Repeat/);
    const repeat = form.getByRole('combobox', { name: 'Repeat' });
    const cron = form.getByTestId('schedule-cron');
    await repeat.selectOption({ label: 'Every minute' });
    expect(await cron.textContent()).toBe('0 * * * * *');
    await repeat.selectOption({ label: 'Hourly' });
    expect(await cron.textContent()).toBe('0 0 * * * *');
    await repeat.selectOption({ label: 'Daily at' });
    await form.getByLabel('Time', { exact: true }).fill('06:15');
    await form.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
    expect(await cron.textContent()).toBe('0 15 6 * * *');
    const times = form.getByRole('list', { name: 'Next fire times' }).locator('time');
    await expect.poll(() => times.count()).toBe(5);
    const fires = (await times.evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!))).map((iso) => new Date(iso));
    const newYork = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(fires.map((d) => newYork.format(d))).toEqual(Array(5).fill('06:15'));
    expect(await times.first().textContent()).toMatch(/06:15:00/);

    // Saved from the keyboard: Tab from the time zone reaches "Save schedule".
    await form.getByRole('combobox', { name: 'Time zone' }).focus();
    for (let stop = 0; stop < 8; stop += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Save schedule') break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Save schedule');
    await page.keyboard.press('Enter');
    const schedulesOfQuery = async () =>
      (await app.request('GET', `/api/schedules?entity_type=query&entity_id=${queryId}`, { key: app.admin.key })).body.results as any[];
    await expect.poll(async () => (await schedulesOfQuery()).length).toBe(1);
    const [saved] = await schedulesOfQuery();
    expect(saved).toMatchObject({ spec: { type: 'cron', cron: '0 15 6 * * *' }, timezone: 'America/New_York', enabled: true });
    // The browser computed the fire times before saving; the server agrees on the next one.
    expect(Date.parse(saved.next_run_at)).toBe(fires[0].getTime());
    await expect.poll(() => form.textContent()).toContain('This schedule is enabled.');
    await expectAccessible(page, 'query page with its schedule, light');

    await form.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(async () => (await schedulesOfQuery())[0].enabled).toBe(false);
    await expect.poll(() => form.textContent()).toContain('This schedule is disabled.');
    await form.getByRole('button', { name: 'Enable' }).click();
    await expect.poll(async () => (await schedulesOfQuery())[0].enabled).toBe(true);
    await page.reload();
    await expect.poll(() => summary.textContent()).toMatch(/^Runs on "0 15 6 \* \* \*" \(America\/New_York\); next at .*06:15:00.*\.$/);
    await page.getByRole('button', { name: 'Edit schedule' }).click();

    // A 5-field expression is explained here too, and nothing is saved.
    await repeat.selectOption({ label: 'Custom cron' });
    await form.getByLabel('Cron (6 fields, seconds first)').fill('15 6 * * *');
    expect(await form.getByTestId('cron-explanation').textContent()).toContain('"0 15 6 * * *"');
    expect(await form.getByRole('button', { name: 'Save schedule' }).isDisabled()).toBe(true);
    expect((await schedulesOfQuery())[0].spec.cron).toBe('0 15 6 * * *');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without the schedule permission the editor is read-only on a monitor, and absent from a query', async () => {
    // Published, so that a view_query holder sees it.
    const published = await app.request('POST', `/api/queries/${queryId}`, { key: app.admin.key, body: { is_draft: false } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const member = await buildUser(app, { permissions: ['view_query', 'create_query', 'execute_query'], name: 'Nora Noscheduler' });
    const { db } = await import('../../src/db.js');
    await db.user.update({ where: { id: member.id }, data: { passwordHash: await hashPassword('member-password-1') } });
    const { context, page, violations, errors } = await signedInContext(browser, app.url, {
      email: member.email,
      password: 'member-password-1',
    });
    await page.goto(`${app.url}/monitors/${monitorId}`);
    const form = page.getByRole('form', { name: 'Schedule' });
    await form.getByRole('list', { name: 'Next fire times' }).waitFor();
    expect(await form.getByRole('combobox', { name: 'Repeat' }).isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Save schedule' }).count()).toBe(0);
    expect(await form.textContent()).toContain('Changing schedules needs the schedule permission.');
    await expectAccessible(page, 'read-only schedule, light');
    await page.goto(`${app.url}/queries/${queryId}`);
    await page.getByRole('heading', { name: 'Query: Scheduled gauge' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('form', { name: 'Schedule' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit schedule' }).count()).toBe(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the schedule editor is accessible in dark', async () => {
    const { context, page } = await signedIn('dark');
    await page.goto(`${app.url}/monitors/${monitorId}`);
    await page.getByRole('form', { name: 'Schedule' }).getByRole('list', { name: 'Next fire times' }).waitFor();
    await expectAccessible(page, 'schedule editor, dark');
    await page.goto(`${app.url}/queries/${queryId}`);
    await page.getByRole('button', { name: 'Edit schedule' }).click();
    await page.getByRole('form', { name: 'Schedule' }).getByRole('list', { name: 'Next fire times' }).waitFor();
    await expectAccessible(page, 'query page with its schedule, dark');
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

    // View-only: members reach Warehouse (its queries and results) but cannot run SQL on it.
    expect(await page.getByRole('complementary', { name: 'Connector access' }).textContent()).toContain('view-only');
    const viewOnly = card.getByRole('checkbox', { name: 'View-only: Warehouse for Analysts' });
    expect(await viewOnly.isChecked()).toBe(false);
    await viewOnly.check();
    const allowlist = async () =>
      (await app.request('GET', `/api/groups/${analysts.id}/data_sources`, { key: app.admin.key })).body as {
        id: number;
        view_only: boolean;
      }[];
    await expect.poll(async () => (await allowlist()).find((d) => d.id === dataSourceId)?.view_only).toBe(true);
    await expect.poll(() => viewOnly.isChecked()).toBe(true);

    // Rename: a taken name is refused in words; a free one holds.
    const temporary = await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'Temporary' } });
    expect(temporary.status).toBe(201);
    await page.reload();
    await card.getByRole('button', { name: 'Rename Analysts' }).click();
    const renameForm = card.getByRole('form', { name: 'Rename Analysts' });
    await renameForm.getByLabel('New name of Analysts').fill('Temporary');
    await renameForm.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('A group named Temporary exists.');
    await renameForm.getByLabel('New name of Analysts').fill('Data analysts');
    await renameForm.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('article', { name: 'Data analysts' }).waitFor();
    expect((await app.request('GET', `/api/groups/${analysts.id}`, { key: app.admin.key })).body.name).toBe('Data analysts');

    // Delete, after a confirmation that says what it costs; the built-in groups offer neither.
    // By keyboard: Escape closes the dialog and changes nothing; Tab and Enter confirm.
    await page.getByRole('button', { name: 'Delete Temporary' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete Temporary?' });
    await confirm.waitFor();
    await expectAccessible(page, 'delete group dialog, light');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect((await app.request('GET', `/api/groups/${temporary.body.id}`, { key: app.admin.key })).status).toBe(200);
    await page.getByRole('button', { name: 'Delete Temporary' }).focus();
    await page.keyboard.press('Enter');
    await confirm.waitFor();
    for (let stop = 0; stop < 6; stop += 1) {
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Delete group') break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Delete group');
    await page.keyboard.press('Enter');
    await page.getByRole('article', { name: 'Temporary' }).waitFor({ state: 'detached' });
    expect((await app.request('GET', `/api/groups/${temporary.body.id}`, { key: app.admin.key })).status).toBe(404);
    for (const builtin of ['admin', 'default']) {
      await page.getByRole('article', { name: new RegExp(`^${builtin} `) }).waitFor();
      expect(await page.getByRole('button', { name: `Delete ${builtin}` }).count()).toBe(0);
      expect(await page.getByRole('button', { name: `Rename ${builtin}` }).count()).toBe(0);
    }

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
