import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgDataSource, buildQuery, buildUser } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/helpers/app.js';
import { Harness, hasChromium, type Session } from '../harness.js';
import { QueriesPage } from '../pages/queries-page.js';
import { SignInPage } from '../pages/sign-in-page.js';

let app: TestApp;
let harness: Harness;

async function post(path: string, body?: unknown) {
  const res = await app.request('POST', path, { key: app.admin.key, body });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

beforeAll(async () => {
  app = await startTestApp();
  const source = await buildPgDataSource(app);
  const weekly = await buildQuery(app, { dataSourceId: source.id, name: 'Weekly signups' });
  await post(`/api/queries/${weekly.id}`, { tags: ['growth'] });
  await post(`/api/queries/${weekly.id}/favorite`);
  await post(`/api/queries/${weekly.id}/publish`, { expected_version: weekly.working_version });
  const other = await buildUser(app, { name: 'Bob Other', permissions: ['create_query', 'edit_query', 'view_query'] });
  const theirs = await buildQuery(app, { dataSourceId: source.id, name: 'Their query', key: other.key });
  const published = await app.request('POST', `/api/queries/${theirs.id}/publish`, {
    key: other.key,
    body: { expected_version: theirs.working_version },
  });
  expect(published.status).toBe(200);
  const churn = await buildQuery(app, { dataSourceId: source.id, name: 'Monthly churn' });
  await post(`/api/queries/${churn.id}`, { tags: ['growth', 'finance'] });
  // Enough for a second page (20 a page).
  for (let n = 1; n <= 20; n += 1) await buildQuery(app, { dataSourceId: source.id, name: `Report ${String(n).padStart(2, '0')}` });
  if (hasChromium) harness = await Harness.start(app.url);
});
afterAll(async () => {
  await harness?.stop();
  await app?.stop();
});

async function signedIn(path: string): Promise<Session> {
  const session = await harness.open();
  await session.goto(path);
  await new SignInPage(session.page).signIn(app.admin.email, app.admin.password);
  return session;
}

describe.skipIf(!hasChromium)('the queries list', () => {
  it('search, tags, favorites and pages all live in the URL, and a URL opens the same list', async () => {
    const session = await signedIn('/queries');
    const { page } = session;
    const list = new QueriesPage(page);
    await list.heading().waitFor();
    await list.queryLink('Report 20').waitFor();
    expect(await list.rows().count()).toBe(21); // header + 20
    await session.expectAccessible('queries list');
    await session.screenshot('queries');
    await page.getByRole('button', { name: 'Next page' }).click();
    await list.queryLink('Monthly churn').waitFor();
    expect(new URL(page.url()).searchParams.get('cursor')).toBeTruthy();

    await list.search('weekly');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('weekly');
    await expect.poll(() => list.rows().count()).toBe(2);
    expect(await list.queryLink('Weekly signups').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('cursor')).toBeNull();

    await list.search('');
    await list.tagOption('finance').click();
    await expect.poll(() => list.rows().count()).toBe(2);
    expect(await list.queryLink('Monthly churn').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('tags')).toContain('finance');

    await page.goto(`${app.url}/queries?favorites=true`);
    await list.queryLink('Weekly signups').waitFor();
    expect(await list.rows().count()).toBe(2);
    expect(await list.favoritesOnly().isChecked()).toBe(true);

    await page.goto(`${app.url}/queries?status=published`);
    await list.queryLink('Their query').waitFor();
    expect(await list.rows().count()).toBe(3);
    expect(await list.queryLink('Monthly churn').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Author' }).selectOption('me');
    await expect.poll(() => new URL(page.url()).searchParams.get('author')).toBe('me');
    await expect.poll(() => list.queryLink('Their query').count()).toBe(0);
    expect(await list.queryLink('Weekly signups').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('draft');
    await list.queryLink('Report 20').waitFor();
    expect(await list.queryLink('Weekly signups').count()).toBe(0);

    await list.newQueryButton().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/queries/new');
    session.expectClean();
    await session.close();
  });

  it('is reachable by keyboard with a visible focus: skip link, navigation, search, the list', async () => {
    const session = await signedIn('/queries');
    await new QueriesPage(session.page).queryLink('Report 20').waitFor();
    await session.tabTo('Skip to content');
    await session.tabTo('Queries');
    await session.tabTo('New query');
    await session.tabTo('Report 20');
    await session.page.keyboard.press('Enter');
    await expect.poll(() => new URL(session.page.url()).pathname).toMatch(/^\/queries\/[^/]+$/);
    await session.close();
  });
});
