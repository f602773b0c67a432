import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/app.js';
import { Harness, hasChromium } from '../harness.js';
import { Shell } from '../pages/shell.js';
import { SignInPage } from '../pages/sign-in-page.js';

let app: TestApp;
let harness: Harness;

beforeAll(async () => {
  app = await startTestApp();
  if (hasChromium) harness = await Harness.start(app.url);
});
afterAll(async () => {
  await harness?.stop();
  await app?.stop();
});

describe.skipIf(!hasChromium)('signing in and out', () => {
  it('a deep link opened signed out shows the sign-in form there; a wrong password is said; signing in opens the page', async () => {
    const session = await harness.open();
    const { page } = session;
    expect(await session.goto('/queries?q=weekly')).toBe(200);
    const signIn = new SignInPage(page);
    await signIn.heading().waitFor();
    await session.expectAccessible('sign-in page');
    await session.screenshot('sign-in');
    await signIn.signIn(app.admin.email, 'not-the-password');
    await expect.poll(() => signIn.alert().textContent()).toBe('Wrong e-mail or password.');
    await signIn.signIn(app.admin.email, app.admin.password);
    await page.getByRole('heading', { name: 'Queries', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?q=weekly');
    // The session is the HttpOnly cookie; the readable CSRF cookie is the only other thing kept.
    const cookies = await session.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'overlook_session')?.httpOnly).toBe(true);
    const stored = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
    expect(stored).toEqual({ local: {}, session: {} });
    session.expectClean();
    await session.close();
  });

  it('the shell: navigation landmark with Queries, Dashboards, Monitors and Admin (admin); sign out returns to the form', async () => {
    const session = await harness.open();
    const { page } = session;
    await session.goto('/');
    await new SignInPage(page).signIn(app.admin.email, app.admin.password);
    const shell = new Shell(page);
    await shell.navigation().waitFor();
    for (const name of ['Queries', 'Dashboards', 'Monitors', 'Admin'] as const) expect(await shell.navLink(name).count(), name).toBe(1);
    await session.expectAccessible('home page');
    await shell.signOut();
    await new SignInPage(page).heading().waitFor();
    // Signed out for the server too: the old cookie no longer opens the session.
    const cookies = await session.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'overlook_session')).toBeUndefined();
    await page.reload();
    await new SignInPage(page).heading().waitFor();
    session.expectClean();
    await session.close();
  });
});
