import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgDataSource, buildQuery } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/helpers/app.js';
import { Harness, hasChromium, type Session } from '../harness.js';
import { Shell } from '../pages/shell.js';
import { SignInPage } from '../pages/sign-in-page.js';

let app: TestApp;
let harness: Harness;
let dashboardSlug: string;

beforeAll(async () => {
  app = await startTestApp();
  const source = await buildPgDataSource(app);
  await buildQuery(app, { dataSourceId: source.id, name: 'Weekly signups' });
  // The admin's verified address also has an account in a second organization.
  const { db } = await import('../../../src/db.js');
  const { createOrganization } = await import('../../../src/domain/organizations/create-organization.js');
  await db.$transaction((tx) =>
    createOrganization(tx, {
      name: 'Globex',
      adminName: 'Ada at Globex',
      adminEmail: app.admin.email,
      password: 'globex-password-1',
      emailVerified: true,
    }),
  );
  dashboardSlug = (await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Weekly overview' } })).body.slug;
  if (hasChromium) harness = await Harness.start(app.url);
});
afterAll(async () => {
  await harness?.stop();
  await app?.stop();
});

async function signedIn(path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Session> {
  const session = await harness.open({ colorScheme });
  await session.goto(path);
  await new SignInPage(session.page).signIn(app.admin.email, app.admin.password);
  await new Shell(session.page).navigation().waitFor();
  return session;
}

const background = (session: Session) => session.page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe.skipIf(!hasChromium)('the app shell', () => {
  it('every page passes axe (no serious or critical violation), in light and in dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const session = await signedIn('/', scheme);
      for (const [path, heading] of [
        ['/', 'Welcome to Acme'],
        ['/queries', 'Queries'],
        ['/dashboards', 'Dashboards'],
        ['/monitors', 'Monitors'],
        ['/admin', 'Admin'],
        ['/no/such/page', 'Page not found'],
      ]) {
        await session.goto(path);
        await session.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await session.expectAccessible(`${path} (${scheme})`);
      }
      session.expectClean();
      await session.close();
    }
  });

  it('an unknown path is the app’s 404 page (status 404), inside the shell', async () => {
    const session = await signedIn('/');
    expect(await session.goto('/no/such/page')).toBe(404);
    await session.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await session.page.getByRole('link', { name: 'Go to the start page' }).click();
    await session.page.getByRole('heading', { name: 'Welcome to Acme' }).waitFor();
    await session.screenshot('not-found');
    await session.close();
  });

  it('dark mode: chosen in the user menu, kept across reloads; "System" follows the browser', async () => {
    const session = await signedIn('/queries');
    const shell = new Shell(session.page);
    const light = await background(session);
    await shell.chooseTheme('Dark');
    await expect.poll(() => session.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const dark = await background(session);
    expect(dark).not.toBe(light);
    await session.page.reload();
    await shell.navigation().waitFor();
    expect(await background(session)).toBe(dark);
    await session.screenshot('queries-dark');
    await shell.chooseTheme('System');
    await expect.poll(() => background(session)).toBe(light);
    await session.page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => background(session)).toBe(dark);
    await session.close();
  });

  it('Ctrl+K searches queries and dashboards; `?` lists the shortcuts', async () => {
    const session = await signedIn('/');
    const shell = new Shell(session.page);
    await shell.openSearch();
    await shell.searchBox().fill('weekly');
    const results = session.page.getByRole('listbox', { name: 'Results' });
    await results.getByRole('option', { name: 'Weekly overview' }).waitFor();
    expect(await results.getByRole('option', { name: 'Weekly signups' }).count()).toBe(1);
    await session.expectAccessible('search dialog');
    await session.screenshot('search');
    await results.getByRole('option', { name: 'Weekly signups' }).click();
    await expect.poll(() => new URL(session.page.url()).pathname).toMatch(/^\/queries\/[^/]+$/);
    await session.page.keyboard.press('Shift+?');
    const dialog = session.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.getByText('Search queries and dashboards').count()).toBe(1);
    await session.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(dashboardSlug).toBeTruthy();
    await session.close();
  });

  it('someone in several organizations switches between them from the user menu, proving the other account with its password', async () => {
    const session = await signedIn('/');
    const shell = new Shell(session.page);
    await session.page.getByRole('heading', { name: 'Welcome to Acme' }).waitFor();
    // The same address alone proves nothing: a wrong password is refused in the dialog.
    await shell.switchOrganization('Globex', 'not-the-password');
    const dialog = session.page.getByRole('dialog', { name: 'Switch to Globex' });
    const password = dialog.getByRole('textbox', { name: 'Password' });
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await session.page.getByRole('heading', { name: 'Welcome to Acme' }).count()).toBe(1);
    await password.fill('globex-password-1');
    await dialog.getByRole('button', { name: 'Switch' }).click();
    await session.page.getByRole('heading', { name: 'Welcome to Globex' }).waitFor();
    await shell.switchOrganization('Acme', app.admin.password);
    await session.page.getByRole('heading', { name: 'Welcome to Acme' }).waitFor();
    session.expectClean();
    await session.close();
  });
});
