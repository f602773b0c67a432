import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { buildPgDataSource, buildPublishedDashboard, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium } from '../helpers/browser.js';
import { dropDatabase, urlFor, withAdmin } from '../helpers/databases.js';
import { expectAccessible, screenshot, signedInContext } from '../helpers/signed-in.js';

// The connector made in the browser reaches a database on the test server (127.0.0.1:5432), which
// also holds Overlook's metadata database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

const PASSWORD = 'warehouse-s3cret-pw';
const AI_KEY = 'sk-browser-test-key-42';

let app: TestApp;
let browser: Browser;
let warehouse: string;
let analysts: { id: number };
let dashboard: { id: number; slug: string };

beforeAll(async () => {
  app = await startTestApp();
  // A fresh database for the connector made in the browser, with a table to find in its schema.
  warehouse = `overlook_ds_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${warehouse}`));
  const client = new pg.Client({ connectionString: urlFor(warehouse) });
  await client.connect();
  try {
    await client.query('CREATE TABLE orders (id integer PRIMARY KEY, customer_email text, total numeric(10, 2))');
  } finally {
    await client.end();
  }
  const group = await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'Analysts' } });
  expect(group.status).toBe(201);
  analysts = group.body;
  const restricted = await app.request('PUT', `/api/groups/${analysts.id}/data_source_access`, {
    key: app.admin.key,
    body: { restricted: true },
  });
  expect(restricted.status).toBe(200);
  dashboard = await buildPublishedDashboard(app, { name: 'Weekly revenue' });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (warehouse) await dropDatabase(warehouse);
});

function signedIn(colorScheme: 'light' | 'dark' = 'light') {
  return signedInContext(browser, app.url, app.admin, colorScheme);
}

/** Tabs from the top of the page until `target` has the focus: it is reachable by keyboard alone. */
async function expectReachableByTab(page: Page, target: Locator, label: string) {
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  expect.fail(`${label} is not reachable with Tab`);
}

async function groupAccess() {
  const res = await app.request('GET', `/api/groups/${analysts.id}/data_sources`, { key: app.admin.key });
  expect(res.status).toBe(200);
  return res.body as { id: number; view_only: boolean }[];
}

describe.skipIf(!hasChromium)('data sources and settings in headless Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });

  it('creates a PostgreSQL data source from its type form, tests it, browses its schema, edits it and gives a group view-only access', async () => {
    const { context, page, violations, errors } = await signedIn();
    await page.goto(`${app.url}/admin`);
    await page.getByRole('link', { name: 'Data sources' }).waitFor();
    await expectAccessible(page, 'admin page, light');
    await page.getByRole('link', { name: 'Data sources' }).click();
    await page.getByRole('heading', { name: 'Data sources', level: 1 }).waitFor();
    await expectReachableByTab(page, page.getByRole('button', { name: 'New data source' }), 'New data source');
    await page.keyboard.press('Enter');

    const form = page.getByRole('form', { name: 'New data source' });
    await form.waitFor();
    await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'PostgreSQL' });
    await form.getByLabel('Name', { exact: true }).fill('Warehouse');
    await form.getByLabel('Host').fill('127.0.0.1');
    await form.getByLabel('Port').fill('5432');
    await form.getByLabel('User').fill('postgres');
    // The secret is a password input, marked write-only.
    const password = form.getByLabel(/^Password/);
    expect(await password.getAttribute('type')).toBe('password');
    expect(await form.getByText('(secret, write-only)').count()).toBe(1);
    await password.fill(PASSWORD);
    await form.getByLabel('Database name').fill('no_such_database_here');
    await expectAccessible(page, 'new data source form, light');
    await screenshot(page, 'data-source-new');

    // Test connection before saving: the database's own words when it fails, then success.
    const result = form.getByRole('status', { name: 'Connection test' });
    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toMatch(/^Connection failed: .*no_such_database_here/);
    await form.getByLabel('Database name').fill(warehouse);
    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toBe('Connection succeeded.');

    await form.getByRole('button', { name: 'Create data source' }).click();
    await page.waitForURL(/\/admin\/data-sources\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Warehouse', level: 1 }).waitFor();

    // What was set holds through REST, and the password is never answered.
    const saved = await app.request('GET', `/api/data_sources/${id}`, { key: app.admin.key });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Warehouse',
      type: 'pg',
      options: { host: '127.0.0.1', port: 5432, user: 'postgres', dbname: warehouse, password: '--------' },
    });
    const list = await app.request('GET', '/api/data_sources', { key: app.admin.key });
    for (const body of [saved.body, list.body]) expect(JSON.stringify(body)).not.toContain(PASSWORD);
    // Nor does the page hold it anywhere: the edit form's secret starts empty.
    const settings = page.getByRole('form', { name: 'Data source settings' });
    expect(await settings.getByLabel(/^Password/).inputValue()).toBe('');
    expect(await page.content()).not.toContain(PASSWORD);

    // Test the saved connector, then browse its schema: the table and its columns.
    await settings.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => settings.getByRole('status', { name: 'Connection test' }).textContent()).toBe('Connection succeeded.');
    const tables = page.getByRole('list', { name: 'Tables and columns' });
    await expect.poll(() => tables.getByRole('button', { name: 'orders', exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Show columns of orders' }).click();
    await expect.poll(() => tables.getByRole('button', { name: /^customer_email/ }).count()).toBe(1);
    await page.getByLabel('Search schema').fill('total');
    await expect.poll(() => tables.getByRole('listitem').count()).toBe(2);
    await expectAccessible(page, 'data source page with its schema, light');
    await screenshot(page, 'data-source-schema');

    // Edit: a new name with the secret left empty keeps it; a new host without it is refused (422), nothing changes.
    await settings.getByLabel('Name', { exact: true }).fill('Warehouse EU');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => settings.getByRole('status').last().textContent()).toBe('Warehouse EU is saved.');
    await settings.getByLabel('Host').fill('localhost');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => settings.getByRole('alert').last().textContent()).toMatch(/password/i);
    const edited = await app.request('GET', `/api/data_sources/${id}`, { key: app.admin.key });
    expect(edited.body).toMatchObject({ name: 'Warehouse EU', options: { host: '127.0.0.1', password: '--------' } });
    const test = await app.request('POST', '/api/data_sources/test', { key: app.admin.key, body: { data_source_id: id } });
    expect(test.body).toEqual({ ok: true });

    // Which groups reach it: the restricted Analysts group is given view-only access, then full access.
    const groups = page.getByRole('table', { name: 'Groups that reach this data source' });
    const analystsRow = groups.getByRole('row').filter({ hasText: 'Analysts' });
    expect(await analystsRow.textContent()).toContain('not on its allowlist');
    expect(await groups.getByRole('row').filter({ hasText: 'default' }).textContent()).toContain('Every connector (unrestricted)');
    const access = page.getByRole('combobox', { name: 'Access of Analysts' });
    await expectReachableByTab(page, access, 'Access of Analysts');
    await access.selectOption({ label: 'View only' });
    await expect.poll(groupAccess).toEqual([expect.objectContaining({ id, view_only: true })]);
    await expect.poll(() => analystsRow.textContent()).toContain('View only (allowlist)');
    await access.selectOption({ label: 'Full access' });
    await expect.poll(groupAccess).toEqual([expect.objectContaining({ id, view_only: false })]);
    await access.selectOption({ label: 'No access' });
    await expect.poll(groupAccess).toEqual([]);
    await access.selectOption({ label: 'View only' });
    await expect.poll(groupAccess).toEqual([expect.objectContaining({ id, view_only: true })]);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a data source after confirming; it is gone from REST', async () => {
    const doomed = await buildPgDataSource(app, { name: 'Doomed' });
    const { context, page } = await signedIn();
    await page.goto(`${app.url}/admin/data-sources/${doomed.id}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Doomed' }).click();
    await page.waitForURL(/\/admin\/data-sources$/);
    expect((await app.request('GET', `/api/data_sources/${doomed.id}`, { key: app.admin.key })).status).toBe(404);
    await context.close();
  });

  it('renames the organization, turns the AI assistant on (key write-only) and off, subscribes to a digest and unsubscribes', async () => {
    const { context, page, violations, errors } = await signedIn();
    await page.goto(`${app.url}/admin`);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    // The organization's name: saved, answered by the session, and shown in the shell at once.
    const organization = page.getByRole('form', { name: 'Organization' });
    await expect.poll(() => organization.getByLabel('Organization name').inputValue()).toBe('Acme');
    await organization.getByLabel('Organization name').fill('');
    await organization.getByLabel('Organization name').fill('   ');
    await organization.getByRole('button', { name: 'Save organization' }).click();
    await expect.poll(() => organization.getByRole('alert').textContent()).toBeTruthy();
    await organization.getByLabel('Organization name').fill('Acme Rockets');
    await organization.getByRole('button', { name: 'Save organization' }).click();
    await expect.poll(() => organization.getByRole('status').textContent()).toBe('The organization is now called Acme Rockets.');
    expect((await app.request('GET', '/api/session', { key: app.admin.key })).body.organization.name).toBe('Acme Rockets');
    await expect.poll(() => page.locator('.org-name').textContent()).toBe('Acme Rockets');

    // AI: an address that is not http(s) is refused by the server, in words next to the field.
    const ai = page.getByRole('form', { name: 'AI assistant' });
    const enabled = ai.getByRole('switch', { name: 'AI assistant enabled' });
    expect(await enabled.isChecked()).toBe(false);
    await expectReachableByTab(page, enabled, 'AI assistant enabled');
    await page.keyboard.press('Space');
    await ai.getByLabel('Base URL').fill('ftp://models.example');
    await ai.getByLabel('Model').fill('llama3');
    await ai.getByLabel(/^API key/).fill(AI_KEY);
    await ai.getByRole('button', { name: 'Save AI settings' }).click();
    await expect.poll(() => ai.locator('.field-error').textContent()).toBe('must be an http(s) URL');
    expect((await app.request('GET', '/api/settings/ai', { key: app.admin.key })).body.enabled).toBe(false);
    await ai.getByLabel('Base URL').fill('http://127.0.0.1:11434/v1');
    await ai.getByRole('button', { name: 'Save AI settings' }).click();
    await expect.poll(() => ai.getByRole('status').textContent()).toBe('AI settings are saved; the assistant is on.');
    const on = await app.request('GET', '/api/settings/ai', { key: app.admin.key });
    expect(on.body).toMatchObject({ enabled: true, base_url: 'http://127.0.0.1:11434/v1', model: 'llama3' });
    expect(JSON.stringify(on.body)).not.toContain(AI_KEY);
    // The key is stored, never shown: the field is empty again, and says one is stored.
    await expect.poll(() => ai.getByLabel(/^API key/).inputValue()).toBe('');
    await expect.poll(() => ai.getByText('one is stored').count()).toBe(1);
    expect(await page.content()).not.toContain(AI_KEY);
    await expectAccessible(page, 'settings, light');
    await screenshot(page, 'settings');

    // Off again; the stored key is kept.
    await ai.getByText('AI assistant enabled').click();
    expect(await enabled.isChecked()).toBe(false);
    await ai.getByRole('button', { name: 'Save AI settings' }).click();
    await expect.poll(() => ai.getByRole('status').textContent()).toBe('AI settings are saved; the assistant is off.');
    const off = await app.request('GET', '/api/settings/ai', { key: app.admin.key });
    expect(off.body).toMatchObject({ enabled: false, model: 'llama3' });
    const { db } = await import('../../src/db.js');
    expect((await db.organization.findUniqueOrThrow({ where: { id: app.admin.orgId } })).aiApiKeyEncrypted).toBeTruthy();

    // Digests: subscribe weekly at 07:00 in Paris, then unsubscribe.
    const subscribe = page.getByRole('form', { name: 'Subscribe to a digest' });
    await subscribe.getByRole('combobox', { name: 'Dashboard' }).selectOption({ label: 'Weekly revenue' });
    await subscribe.getByRole('combobox', { name: 'Frequency' }).selectOption('weekly');
    await subscribe.getByRole('combobox', { name: 'Hour' }).selectOption({ label: '07:00' });
    await subscribe.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Paris');
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    const rows = page.getByRole('table', { name: 'Digest subscriptions' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain('Mondays at 07:00 (Europe/Paris)');
    const digests = await app.request('GET', '/api/digests', { key: app.admin.key });
    expect(digests.body.results).toEqual([
      expect.objectContaining({ dashboard_slug: dashboard.slug, frequency: 'weekly', hour: 7, timezone: 'Europe/Paris' }),
    ]);
    // A second subscription to the same dashboard is refused in words.
    await subscribe.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.getByRole('alert').last().textContent()).toMatch(/already subscribed/);
    await expectReachableByTab(page, page.getByRole('button', { name: 'Unsubscribe from Weekly revenue' }), 'Unsubscribe');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('You are not subscribed to any digest.').count()).toBe(1);
    expect((await app.request('GET', '/api/digests', { key: app.admin.key })).body.results).toEqual([]);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a create_data_source holder who is not an admin sees Data sources and Settings under Admin, without the admin-only parts', async () => {
    const member = await buildUser(app, { permissions: ['create_data_source'], name: 'Connie Connector' });
    const { db } = await import('../../src/db.js');
    const { hashPassword } = await import('../../src/crypto.js');
    await db.user.update({ where: { id: member.id }, data: { passwordHash: await hashPassword('member-password-1') } });
    const { context, page, violations, errors } = await signedInContext(browser, app.url, {
      email: member.email,
      password: 'member-password-1',
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('link', { name: 'Data sources' }).waitFor();
    expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Data sources' }).click();
    await page.getByRole('button', { name: 'New data source' }).click();
    const form = page.getByRole('form', { name: 'New data source' });
    await form.getByLabel('Name', { exact: true }).fill('Connie’s warehouse');
    await form.getByLabel('Port').fill('5432');
    await form.getByLabel('User').fill('postgres');
    await form.getByLabel('Database name').fill(warehouse);
    await form.getByRole('button', { name: 'Create data source' }).click();
    await page.getByRole('heading', { name: 'Connie’s warehouse', level: 1 }).waitFor();
    // Groups are listed with list_users: the member is told so, and changes none.
    await page.getByText('Which groups reach it is shown to those who may list groups (list_users).').waitFor();
    expect(await page.getByRole('combobox', { name: /^Access of/ }).count()).toBe(0);
    await page.getByRole('form', { name: 'Data source settings' }).getByRole('button', { name: 'Test connection' }).click();
    await page.getByRole('list', { name: 'Tables and columns' }).getByRole('button', { name: 'orders', exact: true }).waitFor();

    await page.goto(`${app.url}/admin/settings`);
    await page.getByRole('heading', { name: 'Your e-mail digests' }).waitFor();
    expect(await page.getByRole('form', { name: 'AI assistant' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Organization' }).count()).toBe(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the new pages are accessible in dark', async () => {
    const source = await buildPgDataSource(app, { name: 'Dark source' });
    const { context, page } = await signedIn('dark');
    await page.goto(`${app.url}/admin/data-sources`);
    await page.getByRole('button', { name: 'New data source' }).click();
    await page.getByRole('form', { name: 'New data source' }).waitFor();
    await expectAccessible(page, 'data sources with the new form, dark');
    await page.goto(`${app.url}/admin/data-sources/${source.id}`);
    await page.getByRole('button', { name: 'Browse schema' }).click();
    await page.getByRole('list', { name: 'Tables and columns' }).waitFor();
    await expect.poll(() => page.getByText('Loading schema…').count(), { timeout: 15_000 }).toBe(0);
    await expectAccessible(page, 'data source page, dark');
    await screenshot(page, 'data-source-dark');
    await page.goto(`${app.url}/admin/settings`);
    await page.getByRole('form', { name: 'AI assistant' }).getByRole('switch').waitFor();
    await expectAccessible(page, 'settings, dark');
    await page.goto(`${app.url}/admin`);
    await page.getByRole('link', { name: 'Data sources' }).waitFor();
    await expectAccessible(page, 'admin page, dark');
    await context.close();
  });
});
