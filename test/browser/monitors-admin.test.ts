import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium, offlineContext } from '../helpers/browser.js';
import { expectAccessible, screenshot, signedInContext } from '../helpers/signed-in.js';
import { createGauge, databaseName } from '../helpers/monitors.js';
import { startReceiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/eventually.js';
import { verifySignature } from '../../src/domain/deliveries/sign-payload.js';

// Points the pg connector at the test server (127.0.0.1:5432), which also holds Overlook's
// metadata database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let browser: Browser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let queryName: string;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp();
  await createGauge(app, 'web_gauge', 42);
  const source = await buildPgDataSource(app, { dbname: databaseName(app) });
  queryName = 'Backlog gauge';
  const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT value FROM web_gauge', name: queryName });
  // A result, so that the condition builder lists the query's columns.
  const run = await app.request('POST', `/api/queries/${query.id}/results`, { key: app.admin.key, body: { max_age: 0 } });
  expect(run.status, JSON.stringify(run.body)).toBeLessThan(300);
  await eventually(
    async () => (await app.request('GET', `/api/queries/${query.id}`, { key: app.admin.key })).body,
    (q: any) => q.latest_query_data_id !== null && q.latest_query_data_id !== undefined,
  );
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await receiver?.close();
});

/** Signed in to the app as its admin. */
function signedIn(colorScheme: 'light' | 'dark' = 'light') {
  return signedInContext(browser, app.url, app.admin, colorScheme);
}

const badge = (page: Page) => page.locator('.page-header .monitor-badge');

describe.skipIf(!hasChromium)('monitors, destinations and users in headless Chromium', () => {
  let monitorId: number;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  // One person's whole journey, with a seconds cron firing in it: about 15 s alone, and over a
  // minute on two cores shared with two other test files and their Chromium (hence its timeout).
  it('creates a destination (secret shown once, Test, Rotate, Edit keeping secrets), then a monitor with a subscription; dry run; a seconds cron fires it live; acknowledge, snooze, mute, unmute; run now', async () => {
    const { context, page, violations, errors } = await signedIn();

    // A destination from the type catalog: the form comes from the webhook type's fields.
    await page.goto(`${app.url}/destinations`);
    await page.getByRole('button', { name: 'New destination' }).click();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('webhook');
    await page.getByLabel('Name', { exact: true }).fill('Ops hook');
    await page.getByLabel('URL', { exact: true }).fill(`${receiver.url}/hook`);
    expect(await page.getByLabel(/^Signing secret/).getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Create destination' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await secretDialog.waitFor();
    const secret = (await secretDialog.getByLabel('Secret').textContent())!.trim();
    expect(secret.length).toBeGreaterThanOrEqual(16);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);
    const listed = (await app.request('GET', '/api/destinations', { key: app.admin.key })).body as any[];
    const hook = listed.find((d) => d.name === 'Ops hook');
    expect(hook).toMatchObject({ type: 'webhook', options: { url: `${receiver.url}/hook`, secret: '--------' } });

    // Test: a real request reaches the receiver, and its result is shown.
    await page.getByRole('button', { name: 'Test Ops hook' }).click();
    await expect
      .poll(() => page.getByLabel('Test result for Ops hook').textContent(), { timeout: 20_000 })
      .toMatch(/^delivered \(HTTP 200\)$/);
    const tested = await receiver.waitFor(1, '/hook');
    expect(tested[0].headers['x-overlook-signature']).toBeTruthy();

    // Rotate: a new secret, shown once.
    await page.getByRole('button', { name: 'Rotate the signing secret of Ops hook' }).click();
    await secretDialog.waitFor();
    const rotated = (await secretDialog.getByLabel('Secret').textContent())!.trim();
    expect(rotated).not.toBe(secret);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(rotated);
    await expectAccessible(page, 'destinations, light');

    // Edit: the URL is filled in, the secrets are not (write-only, masked); one left empty is kept.
    await page.getByRole('button', { name: 'Edit Ops hook' }).click();
    const edit = page.getByRole('form', { name: 'Edit Ops hook' });
    expect(await edit.getByLabel('URL', { exact: true }).inputValue()).toBe(`${receiver.url}/hook`);
    const signing = edit.getByLabel(/^Signing secret/);
    expect([await signing.getAttribute('type'), await signing.inputValue(), await signing.getAttribute('placeholder')]).toEqual([
      'password',
      '',
      'unchanged',
    ]);
    const headers = edit.getByLabel(/^Headers/);
    expect(await headers.getAttribute('type')).toBe('password');
    await headers.fill('{"X-Team": "ops"}');
    await edit.getByRole('button', { name: 'Save destination' }).click();
    await page.getByText('Ops hook is saved.').waitFor();
    const edited = (await app.request('GET', `/api/destinations/${hook.id}`, { key: app.admin.key })).body;
    expect(edited.options).toEqual({ url: `${receiver.url}/hook`, headers: '--------', secret: '--------' });
    expect(await page.content()).not.toContain('X-Team');
    await page.getByRole('button', { name: 'Test Ops hook' }).click();
    const [, withHeaders] = await receiver.waitFor(2, '/hook');
    expect(withHeaders.headers['x-team']).toBe('ops');
    // Signed with the rotated secret, which the edit kept.
    expect(
      verifySignature(
        rotated,
        {
          signature: withHeaders.headers['x-overlook-signature'] as string,
          timestamp: withHeaders.headers['x-overlook-timestamp'] as string,
        },
        withHeaders.body,
      ),
    ).toBe(true);

    // A monitor from the condition builder.
    await page.goto(`${app.url}/monitors`);
    await page.getByRole('link', { name: 'New monitor' }).click();
    await page.waitForURL(`${app.url}/monitors/new`);
    await page.getByLabel('Name', { exact: true }).fill('Backlog too high');
    await page.getByRole('combobox', { name: 'Query' }).selectOption({ label: queryName });
    const column = page.getByRole('combobox', { name: 'Column' });
    await expect.poll(() => column.locator('option').allTextContents()).toContain('value');
    await column.selectOption('value');
    await page.getByRole('combobox', { name: 'Selector' }).selectOption('max');
    await page.getByRole('combobox', { name: 'Operator' }).selectOption('>');
    await page.getByLabel('Value', { exact: true }).fill('10');
    await page.getByLabel('Breaches').fill('1');
    await page.getByLabel('Recovery value').fill('5');
    await page.getByRole('combobox', { name: 'On error' }).selectOption('keep_state');
    expect(await page.getByTestId('condition-summary').textContent()).toBe(
      'fires when max(value) > 10; recovers below 5; an error keeps the state',
    );
    await page.getByRole('button', { name: 'Create monitor' }).click();
    await page.waitForURL(/\/monitors\/\d+$/);
    monitorId = Number(/\/monitors\/(\d+)$/.exec(page.url())![1]);
    const created = (await app.request('GET', `/api/monitors/${monitorId}`, { key: app.admin.key })).body;
    expect(created).toMatchObject({
      name: 'Backlog too high',
      options: { column: 'value', selector: 'max', op: '>', value: 10, breaches: 1, recovery_value: 5, on_error: 'keep_state' },
    });

    // Not triggered yet: Acknowledge is disabled, with the reason.
    await page.getByRole('heading', { name: 'Backlog too high' }).waitFor();
    const acknowledge = page.getByRole('button', { name: 'Acknowledge' });
    expect(await acknowledge.isDisabled()).toBe(true);
    expect(await page.locator(`#${await acknowledge.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Only a triggered monitor can be acknowledged; this one is unknown.',
    );

    // Subscribe the destination: listed by name, and through REST.
    await page.getByRole('combobox', { name: 'Destination' }).selectOption({ label: 'Ops hook' });
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Subscribed destinations' }).textContent()).toContain('Ops hook');
    const subscribed = (await app.request('GET', `/api/monitors/${monitorId}/subscriptions`, { key: app.admin.key })).body;
    expect(JSON.stringify(subscribed)).toContain(`"destination_id":${hook.id}`);

    // Dry run: the value, the outcome and the notification as it would be sent; nothing is sent.
    await page.getByRole('button', { name: 'Dry run', exact: true }).click();
    const dryRun = page.getByRole('region', { name: 'Dry run result' });
    await dryRun.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('dry-run-value').textContent()).toBe('42');
    expect(await page.getByTestId('dry-run-outcome').textContent()).toBe('condition met; unknown → triggered; would notify (triggered)');
    const notification = dryRun.getByRole('article', { name: 'Notification to Ops hook' });
    expect(await notification.textContent()).toContain(`POST ${receiver.url}/hook`);
    expect(await notification.textContent()).toContain('"monitor.triggered"');
    expect((await app.request('GET', `/api/monitors/${monitorId}/deliveries`, { key: app.admin.key })).body).toEqual([]);
    expect((await app.request('GET', `/api/monitors/${monitorId}`, { key: app.admin.key })).body.state).toBe('unknown');

    // A seconds cron, set in the browser: every 2 seconds, its next five fire times 2 s apart.
    const schedule = page.getByRole('form', { name: 'Schedule' });
    await schedule.getByRole('combobox', { name: 'Repeat' }).selectOption({ label: 'Custom cron' });
    await schedule.getByLabel('Cron (6 fields, seconds first)').fill('*/2 * * * * *');
    await schedule.getByRole('combobox', { name: 'Time zone' }).selectOption('UTC');
    const fireTimes = schedule.getByRole('list', { name: 'Next fire times' }).locator('time');
    await expect.poll(() => fireTimes.count()).toBe(5);
    const fires = (await fireTimes.evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!))).map(Date.parse);
    expect(fires.slice(1).map((t, i) => t - fires[i])).toEqual([2000, 2000, 2000, 2000]);
    expect(fires.every((t) => new Date(t).getUTCSeconds() % 2 === 0)).toBe(true);
    // Watching from here: nothing on the page is pressed until the badge has changed.
    const badgeBefore = await badge(page).textContent();
    expect(badgeBefore).toBe('unknown');
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    const schedules = async () =>
      (await app.request('GET', `/api/schedules?entity_type=monitor&entity_id=${monitorId}`, { key: app.admin.key })).body.results;
    expect(await eventually(schedules, (list: any[]) => list.length === 1)).toMatchObject([
      { spec: { type: 'cron', cron: '*/2 * * * * *' }, timezone: 'UTC', enabled: true },
    ]);

    // It fires on its own: the badge changes live (monitorEvents), the delivery is listed, and the
    // timeline draws the checks' values under the states they left.
    await expect.poll(() => badge(page).textContent(), { timeout: 30_000 }).toBe('triggered');
    await receiver.waitFor(3, '/hook');
    const deliveries = page.getByRole('table', { name: 'Deliveries' });
    await expect.poll(() => deliveries.locator('tbody tr[data-state="delivered"]').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(await deliveries.locator('tbody tr').first().textContent()).toContain('Ops hook');
    const timeline = page.locator('.monitor-timeline [role="img"]');
    await expect.poll(() => timeline.locator('canvas').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => timeline.getAttribute('aria-label'))
      .toMatch(/^Value of the last \d+ checks?, values from 42 to 42; states in order: (unknown, )?triggered$/);
    const runs = (await app.request('GET', `/api/runs?entity_type=monitor&entity_id=${monitorId}`, { key: app.admin.key })).body;
    expect(runs.count).toBeGreaterThanOrEqual(1);
    expect(runs.results.every((r: any) => r.user_id === null || r.user_id === app.admin.userId)).toBe(true);
    // Retry: the same notification again (same event id), listed as a new attempt.
    const fired = (await receiver.waitFor(3, '/hook')).at(-1)!;
    await deliveries.getByRole('button', { name: 'Retry' }).first().click();
    const resent = (await receiver.waitFor(4, '/hook')).at(-1)!;
    expect(resent.headers['x-overlook-event-id']).toBe(fired.headers['x-overlook-event-id']);
    await expect.poll(() => deliveries.locator('tbody tr').count(), { timeout: 20_000 }).toBe(2);

    // Acknowledge, then it is disabled with the reason.
    expect(await acknowledge.isEnabled()).toBe(true);
    await acknowledge.click();
    await expect.poll(() => badge(page).textContent()).toBe('acknowledged');
    expect(await acknowledge.isDisabled()).toBe(true);
    expect(await page.locator(`#${await acknowledge.getAttribute('aria-describedby')}`).textContent()).toBe('It is already acknowledged.');
    expect((await app.request('GET', `/api/monitors/${monitorId}`, { key: app.admin.key })).body.acknowledged_at).toBeTruthy();

    // Snooze for 30 minutes.
    await page.getByLabel('Minutes').fill('30');
    const before = Date.now();
    await page.getByRole('button', { name: 'Snooze' }).click();
    await expect.poll(() => badge(page).textContent()).toBe('snoozed');
    const snoozedUntil = Date.parse((await app.request('GET', `/api/monitors/${monitorId}`, { key: app.admin.key })).body.snoozed_until);
    expect(snoozedUntil - before).toBeGreaterThan(29 * 60_000);
    expect(snoozedUntil - before).toBeLessThan(31 * 60_000);

    // Mute, then Unmute.
    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    await expect.poll(() => badge(page).textContent()).toBe('muted');
    expect((await app.request('GET', `/api/monitors/${monitorId}`, { key: app.admin.key })).body.muted).toBe(true);
    // Unmute ends the mute and the snooze: back to acknowledged.
    await page.getByRole('button', { name: 'Unmute' }).click();
    await expect.poll(() => badge(page).textContent()).toBe('acknowledged');
    expect((await app.request('GET', `/api/monitors/${monitorId}`, { key: app.admin.key })).body).toMatchObject({
      muted: false,
      snoozed_until: null,
    });
    await page.getByRole('button', { name: 'Mute', exact: true }).waitFor();

    // The state history, newest first, and the same moments on the timeline.
    const history = page.getByRole('table', { name: 'State history' }).locator('tbody tr');
    await expect
      .poll(() => history.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind'))))
      .toEqual(['unmuted', 'muted', 'snoozed', 'acknowledged', 'state_changed']);
    await expectAccessible(page, 'monitor page, light');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'monitor');
    await page.getByRole('heading', { name: 'State history' }).evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'monitor-timeline');

    // Disable the schedule: the checks stop, as REST says; "Run now" still starts one.
    await schedule.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(async () => (await schedules())[0].enabled).toBe(false);
    const checks = async () =>
      (await app.request('GET', `/api/runs?entity_type=monitor&entity_id=${monitorId}`, { key: app.admin.key })).body.count as number;
    await new Promise((done) => setTimeout(done, 2500));
    const settled = await checks();
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByText('Check started.').waitFor();
    await expect.poll(checks).toBe(settled + 1);

    // The list: badges, filtered by state in the URL.
    await page.goto(`${app.url}/monitors?state=acknowledged`);
    await expect
      .poll(() => page.getByRole('table', { name: 'Monitors' }).locator('tbody tr').allTextContents())
      .toEqual(['Backlog too highacknowledged']);
    await page.getByRole('combobox', { name: 'State' }).selectOption('ok');
    await page.getByText('No monitor is ok.').waitFor();
    await expectAccessible(page, 'monitor list, light');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('a notification link opens the monitor page after sign-in', async () => {
    const { context } = await offlineContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.url}/monitors/${monitorId}`);
    await page.getByLabel('E-mail').fill(app.admin.email);
    await page.getByLabel('Password').fill(app.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Backlog too high' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/monitors/${monitorId}`);
    expect(await badge(page).textContent()).toBe('acknowledged');
    expect(await page.getByRole('list', { name: 'Subscribed destinations' }).textContent()).toContain('Ops hook');
    await context.close();
  });

  // Live events read the page again (at most once per 3 s: test/web/live-refresh.test.ts). A read
  // the server refuses, as it refuses one over the viewer's rate budget, must not take the page away.
  it('a refused read of the monitor page (a rate limit) leaves the page on screen with the reason', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${app.url}/monitors/${monitorId}`);
    await page.getByRole('heading', { name: 'Backlog too high' }).waitFor();
    const refused = 'Rate limit exceeded: this request costs 1256 of 60000 a minute; retry in 4 s.';
    let refusals = 0;
    // Persisted queries are read over GET: the operation's name is in the URL.
    const graphql = (url: URL) => url.pathname === '/graphql';
    await page.route(graphql, async (route) => {
      if (new URL(route.request().url()).searchParams.get('operationName') !== 'MonitorPage') return route.fallback();
      refusals += 1;
      return route.fulfill({
        status: 429,
        headers: { 'retry-after': '4' },
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: refused, extensions: { code: 'rate_limited' } }] }),
      });
    });
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByRole('alert').filter({ hasText: refused }).waitFor();
    expect(refusals).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('heading', { name: 'Backlog too high' }).isVisible()).toBe(true);
    expect(await badge(page).textContent()).toBe('acknowledged');
    expect(await page.getByRole('table', { name: 'State history' }).isVisible()).toBe(true);
    // The next read that is answered clears the reason.
    await page.unroute(graphql);
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: refused }).count()).toBe(0);
    await context.close();
  });

  it('is axe clean in dark: monitor, list, destinations, users', async () => {
    const { context, page } = await signedIn('dark');
    for (const path of [`/monitors/${monitorId}`, '/monitors', '/monitors/new', '/destinations', '/admin', '/admin/users']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${path}, dark`);
      if (path === `/monitors/${monitorId}`) {
        await page.locator('.monitor-timeline canvas').waitFor();
        await screenshot(page, 'monitor-dark');
      }
    }
    await context.close();
  });

  it('invites a user into a group, disables and enables one, reads effective permissions, and regenerates a key seen once', async () => {
    const group = await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'Analysts' } });
    expect(group.status).toBe(201);
    const member = await buildUser(app, { permissions: ['view_query', 'execute_query'], name: 'Casey Member' });
    const { context, page, violations, errors } = await signedIn();
    await page.goto(`${app.url}/admin/users`);

    // Invite, with a group; the accept link is shown (this server has no mail).
    await page.getByLabel('Name', { exact: true }).fill('Robin Invitee');
    await page.getByLabel('E-mail', { exact: true }).fill('robin@example.test');
    await page.getByRole('checkbox', { name: 'Analysts' }).check();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const link = page.getByLabel('Invitation link');
    await link.waitFor();
    expect(await link.textContent()).toMatch(/\/invite\/[^/\s]+$/);
    await expect.poll(() => page.getByRole('list', { name: 'Pending invitations' }).textContent()).toContain('robin@example.test');
    const users = (await app.request('GET', '/api/users?q=robin', { key: app.admin.key })).body;
    const robin = (Array.isArray(users) ? users : users.results).find((u: any) => u.email === 'robin@example.test');
    expect(robin.is_invitation_pending).toBe(true);
    const robinDetail = (await app.request('GET', `/api/users/${robin.id}`, { key: app.admin.key })).body;
    expect(robinDetail.groups.map((g: any) => (typeof g === 'number' ? g : g.id))).toContain(group.body.id);

    // Disable and enable, held through REST.
    await page.getByRole('button', { name: 'Disable Casey Member' }).click();
    await page.getByRole('button', { name: 'Enable Casey Member' }).waitFor();
    expect((await app.request('GET', `/api/users/${member.id}`, { key: app.admin.key })).body.is_disabled).toBe(true);
    await page.getByRole('button', { name: 'Enable Casey Member' }).click();
    await page.getByRole('button', { name: 'Disable Casey Member' }).waitFor();
    expect((await app.request('GET', `/api/users/${member.id}`, { key: app.admin.key })).body.is_disabled).toBe(false);

    // Effective permissions, as REST answers them.
    await page.getByRole('button', { name: 'Effective permissions of Casey Member' }).click();
    const permissionsDialog = page.getByRole('dialog', { name: 'Effective permissions of Casey Member' });
    const shown = permissionsDialog.getByRole('list', { name: 'Permissions' }).getByRole('listitem');
    await shown.first().waitFor();
    const effective = (await app.request('GET', `/api/users/${member.id}/effective_permissions`, { key: app.admin.key })).body;
    expect(await shown.allTextContents()).toEqual(effective.permissions);
    expect(effective.permissions).toContain('execute_query');
    await permissionsDialog.getByRole('button', { name: 'Close' }).click();
    await permissionsDialog.waitFor({ state: 'detached' });
    await expectAccessible(page, 'users, light');

    // Regenerate a key: shown once in the confirmation dialog, then nowhere.
    await page.getByRole('button', { name: 'Regenerate API key of Casey Member' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Regenerate API key' });
    await keyDialog.getByRole('button', { name: 'Regenerate', exact: true }).click();
    const shownKey = keyDialog.getByLabel('New API key');
    await shownKey.waitFor();
    const newKey = (await shownKey.textContent())!.trim();
    expect(newKey.length).toBeGreaterThanOrEqual(20);
    expect((await app.request('GET', '/api/session', { key: newKey })).status).toBe(200);
    expect((await app.request('GET', '/api/session', { key: member.key })).status).toBe(401);
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    await keyDialog.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(newKey);
    await page.reload();
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    expect(await page.content()).not.toContain(newKey);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
