import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hasChromium, launchChromium, offlineContext, watchCsp } from '../helpers/browser.js';
import { expectAccessible, screenshot, signedInContext } from '../helpers/signed-in.js';
import { inOneRateWindow } from '../helpers/minute.js';
import { buildUser } from '../factories.js';

// Sign-up open (closed for one test, on the running server's configuration); rate limits count per
// address, and each browser context below comes from its own (X-Forwarded-For from loopback).
vi.hoisted(() => {
  process.env.SIGNUP = 'open';
  process.env.TRUSTED_PROXIES = '127.0.0.1';
  delete process.env.SMTP_URL;
});

let app: TestApp;
let browser: Browser;
let nextAddress = 1;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A signed-out browser context from an address of its own, watching CSP refusals and page errors. */
async function visitor(colorScheme: 'light' | 'dark' = 'light') {
  const ip = `10.77.0.${nextAddress++}`;
  const { context, blocked } = await offlineContext(browser, {
    viewport: { width: 1280, height: 900 },
    colorScheme,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  const page = await context.newPage();
  const violations = watchCsp(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const done = async () => {
    expect(blocked).toEqual([]);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  };
  return { context, page, ip, done };
}

/** The page's strict CSP, as the web app's pages answer it (no inline script or style). */
async function expectStrictCsp(page: Page, path: string) {
  const response = await page.goto(`${app.url}${path}`);
  expect(response!.status()).toBe(200);
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
}

/** Tab from the top of the page reaches the control `name` (keyboard only). */
async function expectTabReaches(page: Page, name: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** The latest kept e-mail to `to` whose subject contains `subject` (SMTP_URL is unset: the outbox keeps it). */
async function latestMail(to: string, subject: string): Promise<string> {
  const { db } = await import('../../src/db.js');
  const mail = await db.mailOutbox.findFirstOrThrow({ where: { to, subject: { contains: subject } }, orderBy: { id: 'desc' } });
  return mail.text;
}

/** The REST view of the session a browser context holds (its cookies; GET needs no CSRF token). */
async function restSession(page: Page) {
  const res = await page.request.get(`${app.url}/api/session`);
  return { status: res.status(), body: (await res.json()) as any };
}

describe.skipIf(!hasChromium)('people flows in headless Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });

  it('an admin invites in the browser; the invitee accepts in a second context, sets a password and lands signed in', async () => {
    const group = await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'Analysts' } });
    expect(group.status).toBe(201);
    const admin = await signedInContext(browser, app.url, app.admin);
    await admin.page.goto(`${app.url}/admin/users`);
    await admin.page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await admin.page.getByLabel('E-mail', { exact: true }).fill('grace@example.test');
    await admin.page.getByRole('checkbox', { name: 'Analysts' }).check();
    await admin.page.getByRole('button', { name: 'Invite', exact: true }).click();
    // No mail on this server: the page says so and shows the link.
    const linkText = admin.page.getByLabel('Invitation link');
    await linkText.waitFor();
    await expect.poll(() => admin.page.getByRole('status').first().textContent()).toContain('Grace Hopper is invited.');
    expect(await admin.page.getByRole('form', { name: 'Invite a user' }).textContent()).toContain('Mail is not configured');
    const link = (await linkText.textContent())!.trim();
    expect(link).toMatch(new RegExp(`^${app.url}/invite/[A-Za-z0-9_-]+$`));
    // Pending, with when it was sent and when its link stops working.
    await expect
      .poll(() => admin.page.getByRole('list', { name: 'Pending invitations' }).textContent())
      .toMatch(/Grace Hopper <grace@example\.test> — invited .+; expires .+/);

    // The invitee, in a browser of their own: the link opens the web app's page, under its CSP.
    const invitee = await visitor();
    await expectStrictCsp(invitee.page, new URL(link).pathname);
    await invitee.page.getByRole('heading', { name: 'Join Overlook' }).waitFor();
    await invitee.page.getByText('You are invited to Acme as grace@example.test').waitFor();
    await expectAccessible(invitee.page, 'accept invitation, light');
    await screenshot(invitee.page, 'accept-invitation');
    await expectTabReaches(invitee.page, 'Accept invitation');

    // Too short a password: the field says why, nothing is accepted.
    await invitee.page.getByLabel('Password').fill('short');
    await invitee.page.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.page.getByText('must have at least 8 characters').waitFor();
    const users = (await app.request('GET', '/api/users?q=grace', { key: app.admin.key })).body;
    const grace = (Array.isArray(users) ? users : users.results).find((u: any) => u.email === 'grace@example.test');
    expect(grace.is_invitation_pending).toBe(true);

    await invitee.page.getByLabel('Password').fill('grace-password-1');
    await invitee.page.getByRole('button', { name: 'Accept invitation' }).click();
    const key = invitee.page.getByLabel('Your API key');
    await key.waitFor();
    const apiKey = (await key.textContent())!.trim();
    await invitee.page.getByRole('heading', { name: 'Welcome, Grace Hopper' }).waitFor();
    await expectAccessible(invitee.page, 'invitation accepted, light');

    // Held through REST: accepted, in the chosen group, the key works, and the browser is signed in as Grace.
    const detail = (await app.request('GET', `/api/users/${grace.id}`, { key: app.admin.key })).body;
    expect(detail.is_invitation_pending).toBe(false);
    expect(detail.groups.map((g: any) => (typeof g === 'number' ? g : g.id))).toContain(group.body.id);
    const byKey = await app.request('GET', '/api/session', { key: apiKey });
    expect(byKey.status).toBe(200);
    expect(byKey.body.user.email).toBe('grace@example.test');
    const signedIn = await restSession(invitee.page);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe('grace@example.test');
    const viaPassword = await app.request('POST', '/api/session', {
      body: { email: 'grace@example.test', password: 'grace-password-1' },
      headers: { 'x-forwarded-for': '10.77.1.1' },
    });
    expect(viaPassword.status).toBe(200);

    await invitee.page.getByRole('button', { name: 'Continue to Overlook' }).click();
    await invitee.page.getByRole('navigation', { name: 'Main' }).waitFor();
    await invitee.page.getByRole('button', { name: /User menu: Grace Hopper/ }).waitFor();
    // The key was shown once: the app holds it nowhere.
    expect(await invitee.page.content()).not.toContain(apiKey);

    // The same link again says it was used, in words; so does a link that never existed.
    await invitee.page.goto(link);
    await expect.poll(() => invitee.page.getByRole('alert').textContent()).toContain('already accepted');
    await invitee.page.goto(`${app.url}/invite/not-a-real-token`);
    await expect.poll(() => invitee.page.getByRole('alert').textContent()).toContain('This invitation link is not valid');
    await invitee.done();

    // Dark: a fresh invitation (through REST), its page axe-clean.
    const second = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'Dana', email: 'dana@example.test' } });
    expect(second.status, JSON.stringify(second.body)).toBeLessThan(300);
    const dark = await visitor('dark');
    await dark.page.goto(second.body.invite_link);
    await dark.page.getByRole('button', { name: 'Accept invitation' }).waitFor();
    await expectAccessible(dark.page, 'accept invitation, dark');
    await dark.done();

    expect(admin.violations).toEqual([]);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it('signs up when open (signed in, the verification link verifies), and says sign-up is closed when it is', async () => {
    const { env } = await import('../../src/env.js');
    const { page, done } = await visitor();
    // The sign-in page offers sign-up while it is open.
    await page.goto(`${app.url}/`);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sign up for Overlook' }).waitFor();
    await expectStrictCsp(page, '/signup');
    await page.getByRole('button', { name: 'Sign up' }).waitFor();
    await expectAccessible(page, 'sign up, light');
    await screenshot(page, 'sign-up');
    await expectTabReaches(page, 'Sign up');

    // Refused fields are shown beside their inputs.
    await page.getByLabel('Organization name').fill('Hooli');
    await page.getByLabel('Your name').fill('Gavin');
    await page.getByLabel('E-mail').fill('gavin@hooli.test');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('must have at least 8 characters').waitFor();

    await page.getByLabel('Password').fill('hooli-password');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByText('Hooli', { exact: true }).waitFor();
    const session = await restSession(page);
    expect(session.body.organization.name).toBe('Hooli');
    expect(session.body.user.is_email_verified).toBe(false);

    // The mailed link opens the web page; opening it verifies nothing, the button does.
    const token = /\/verify_email\/([\w-]+)/.exec(await latestMail('gavin@hooli.test', 'Verify your e-mail address for Hooli'))![1];
    await expectStrictCsp(page, `/verify_email/${token}`);
    await page.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor();
    await expectAccessible(page, 'verify e-mail, light');
    await expectTabReaches(page, 'Verify e-mail address');
    expect((await restSession(page)).body.user.is_email_verified).toBe(false);
    await page.getByRole('button', { name: 'Verify e-mail address' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('gavin@hooli.test is verified for Hooli.');
    expect((await restSession(page)).body.user.is_email_verified).toBe(true);
    // Used once: the same link again fails, in words.
    await page.goto(`${app.url}/verify_email/${token}`);
    await page.getByRole('button', { name: 'Verify e-mail address' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('This verification link is not valid any more');
    await done();

    const dark = await visitor('dark');
    await dark.page.goto(`${app.url}/signup`);
    await dark.page.getByRole('button', { name: 'Sign up' }).waitFor();
    await expectAccessible(dark.page, 'sign up, dark');
    await dark.page.goto(`${app.url}/verify_email/some-token`);
    await dark.page.getByRole('button', { name: 'Verify e-mail address' }).waitFor();
    await expectAccessible(dark.page, 'verify e-mail, dark');
    await dark.done();

    // Closed: the page says so, the sign-in page offers no sign-up, and the API refuses.
    const before = env.SIGNUP;
    (env as { SIGNUP: string }).SIGNUP = 'closed';
    try {
      for (const scheme of ['light', 'dark'] as const) {
        const closed = await visitor(scheme);
        await closed.page.goto(`${app.url}/signup`);
        await closed.page
          .getByText('Sign-up is closed on this server. Ask an administrator of your organization for an invitation.')
          .waitFor();
        expect(await closed.page.getByLabel('Organization name').count()).toBe(0);
        await expectAccessible(closed.page, `sign-up closed, ${scheme}`);
        await closed.page.goto(`${app.url}/`);
        await closed.page.getByRole('button', { name: 'Sign in' }).waitFor();
        expect(await closed.page.getByRole('link', { name: 'Sign up' }).count()).toBe(0);
        await closed.done();
      }
      const refused = await app.request('POST', '/api/signup', {
        body: { org_name: 'Nope', name: 'N', email: 'n@nope.test', password: 'nope-password' },
        headers: { 'x-forwarded-for': '10.77.1.2' },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('signup_disabled');
    } finally {
      (env as { SIGNUP: string }).SIGNUP = before;
    }
  });

  it('chooses an organization: a wrong password is refused in words, a mailed code opens the other one', async () => {
    // The admin's address also has an account in Initech (signed up through REST, verified by its link).
    const ip = { 'x-forwarded-for': '10.77.1.3' };
    const initech = await app.request('POST', '/api/signup', {
      body: { org_name: 'Initech', name: 'Ada at Initech', email: app.admin.email, password: 'initech-password' },
      headers: ip,
    });
    expect(initech.status, JSON.stringify(initech.body)).toBe(201);
    const token = /\/verify_email\/([\w-]+)/.exec(await latestMail(app.admin.email, 'Verify your e-mail address for Initech'))![1];
    expect((await app.request('POST', `/api/verify_email/${token}`, { headers: ip })).status).toBe(200);

    const { context, page, violations, errors } = await signedInContext(browser, app.url, app.admin);
    await expectStrictCsp(page, '/organizations');
    await page.getByRole('heading', { name: 'Choose an organization' }).waitFor();
    const list = page.getByRole('list', { name: 'Organizations' });
    await expect
      .poll(() => list.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining('Acme'), expect.stringContaining('Initech')]);
    await expectAccessible(page, 'choose organization, light');
    await screenshot(page, 'choose-organization');
    await expectTabReaches(page, 'Open Initech');

    await page.getByRole('button', { name: 'Open Initech' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to Initech' });
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
    const password = dialog.getByRole('textbox', { name: 'Password' });
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('That password or code does not prove your account in this organization.').waitFor();
    expect((await restSession(page)).body.organization.name).toBe('Acme');

    await dialog.getByRole('button', { name: 'Mail me a code' }).click();
    await dialog.getByLabel('Code').waitFor();
    await expectAccessible(page, 'switch dialog, light');
    const code = /\n\n(\d{4,10})\n\n/.exec(await latestMail(app.admin.email, 'switch to Initech'))![1];
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await expect.poll(async () => (await restSession(page)).body.organization?.name).toBe('Initech');
    await page.getByText('Initech', { exact: true }).first().waitFor();

    const dark = await signedInContext(browser, app.url, app.admin, 'dark');
    await dark.page.goto(`${app.url}/organizations`);
    await dark.page.getByRole('button', { name: 'Open Initech' }).waitFor();
    await expectAccessible(dark.page, 'choose organization, dark');
    await dark.context.close();

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a rate limit is shown in words with the time to wait', async () => {
    await inOneRateWindow();
    const { page, ip, done } = await visitor();
    // Ten bad links from this address use up its minute (10 a minute per IP)...
    for (let i = 0; i < 10; i += 1) {
      const res = await app.request('POST', `/api/verify_email/bad-${i}`, { headers: { 'x-forwarded-for': ip } });
      expect(res.status).toBe(404);
    }
    const limited = await app.request('POST', '/api/verify_email/bad-10', { headers: { 'x-forwarded-for': ip } });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited', retry_after_secs: expect.any(Number) });
    expect(limited.headers.get('retry-after')).toBeNull();
    // ...so the page's attempt is refused, and says how long to wait.
    await page.goto(`${app.url}/verify_email/another-token`);
    await page.getByRole('button', { name: 'Verify e-mail address' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/^Too many attempts from this address\. Try again in \d+ seconds?\.$/);
    const seconds = Number(/in (\d+) second/.exec((await alert.textContent())!)![1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    await expectAccessible(page, 'rate limited, light');
    await done();
  });

  it('regenerates a key in the confirmation dialog, seen once: not in the page, its storage or a reload afterwards', async () => {
    const member = await buildUser(app, { permissions: ['view_query'], name: 'Kim Keyholder' });
    const { context, page, violations, errors } = await signedInContext(browser, app.url, app.admin);
    await page.goto(`${app.url}/admin/users`);
    const open = page.getByRole('button', { name: 'Regenerate API key of Kim Keyholder' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Regenerate API key' });
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await app.request('GET', '/api/session', { key: member.key })).status).toBe(200);

    await open.click();
    await dialog.getByRole('button', { name: 'Regenerate', exact: true }).click();
    const shown = dialog.getByLabel('New API key');
    await shown.waitFor();
    const key = (await shown.textContent())!.trim();
    await expectAccessible(page, 'new key dialog, light');
    await screenshot(page, 'regenerate-key');
    expect((await app.request('GET', '/api/session', { key })).body.user.email).toBe(member.email);
    expect((await app.request('GET', '/api/session', { key: member.key })).status).toBe(401);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const everywhere = () =>
      page.evaluate(() => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(await everywhere()).not.toContain(key);
    // Opening the dialog again asks again; it does not show the last key.
    await open.click();
    await dialog.getByRole('button', { name: 'Regenerate', exact: true }).waitFor();
    expect(await dialog.textContent()).not.toContain(key);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    expect(await everywhere()).not.toContain(key);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
