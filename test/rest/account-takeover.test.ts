import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { inOneRateWindow } from '../helpers/minute.js';

// Tells clients apart by X-Forwarded-For (rate limits, client addresses): the test's requests reach
// the service from 127.0.0.1 as through a reverse proxy, which production trusts only when told to.
// These tests create organizations through signup, which is closed by default.
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '127.0.0.1';
  process.env.SIGNUP = 'open';
});

// Issue 10: organization select used to match the target account by e-mail alone, and an e-mail
// was never proven. These tests replay both takeovers through HTTP and the legitimate switch.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

let ipCounter = 0;
/** A fresh client address per request, so that the per-IP limits of one test never bite another. */
const fresh = () => ({ 'x-forwarded-for': `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}` });

interface Session {
  cookie: string;
  csrf: string;
}

function sessionFrom(headers: Headers): Session {
  const jar = Object.fromEntries(headers.getSetCookie().map((c) => c.split(';')[0].split('=') as [string, string]));
  expect(jar.overlook_session).toBeTruthy();
  return { cookie: `overlook_session=${jar.overlook_session}; csrf_token=${jar.csrf_token}`, csrf: decodeURIComponent(jar.csrf_token) };
}

const as = (s: Session) => ({ cookie: s.cookie, 'x-csrf-token': s.csrf, ...fresh() });

async function signIn(email: string, password: string): Promise<Session> {
  const res = await app.request('POST', '/api/session', { body: { email, password }, headers: fresh() });
  expect(res.status).toBe(200);
  return sessionFrom(res.headers);
}

async function signUp(orgName: string, email: string, password: string) {
  const res = await app.request('POST', '/api/signup', { body: { org_name: orgName, name: orgName, email, password }, headers: fresh() });
  expect(res.status).toBe(201);
  return { body: res.body, session: sessionFrom(res.headers) };
}

async function outbox() {
  const { db } = await import('../../src/db.js');
  return db.mailOutbox;
}

/** The token of the newest verification link mailed to `to`. */
async function verificationToken(to: string, org = ''): Promise<string> {
  const mail = await (
    await outbox()
  ).findFirstOrThrow({ where: { to, subject: { startsWith: `Verify your e-mail address for ${org}` } }, orderBy: { id: 'desc' } });
  return /\/verify_email\/([\w-]+)/.exec(mail.text)![1];
}

const verificationMails = async (to: string) => (await outbox()).count({ where: { to, subject: { startsWith: 'Verify your e-mail' } } });

async function follow(token: string) {
  return app.request('POST', `/api/verify_email/${token}`, { headers: fresh() });
}

async function exchangeTokens(): Promise<number> {
  const { db } = await import('../../src/db.js');
  return db.exchangeToken.count();
}

async function selectOrg(session: Session, slug: string, password?: string) {
  return app.request('POST', '/api/session/organization', { body: { org_slug: slug, password }, headers: as(session) });
}

/** Invites `email` into Acme and accepts through the link mailed with the invitation. */
async function inviteAndAccept(email: string, password: string): Promise<{ id: number; session: Session }> {
  const invited = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: email, email } });
  expect(invited.status).toBe(201);
  const mail = await (
    await outbox()
  ).findFirstOrThrow({ where: { to: email, subject: { contains: 'invited you' } }, orderBy: { id: 'desc' } });
  const token = /\/invite\/([\w-]+)/.exec(mail.text)![1];
  const accepted = await app.request('POST', `/api/invitations/${token}/accept`, { body: { password }, headers: fresh() });
  expect(accepted.status).toBe(200);
  // Accepting proves only that the caller holds the invitation (issue 29): the address is verified
  // by following a link mailed to it.
  expect(accepted.body.user.is_email_verified).toBe(false);
  const session = sessionFrom(accepted.headers);
  expect((await app.request('POST', '/api/verification_email', { headers: as(session) })).status).toBe(204);
  expect((await follow(await verificationToken(email))).status).toBe(200);
  return { id: invited.body.id, session };
}

describe('attack (a): signup with another organization’s admin e-mail', () => {
  it('gets no session as that admin: the signup’s address is unverified, select refuses, nothing is exchanged', async () => {
    const victim = await app.request('GET', '/api/session', { key: app.admin.key });
    expect(victim.body.user.is_email_verified).toBe(true);

    const attacker = await signUp('Evil Corp', app.admin.email, 'attacker-password');
    expect(attacker.body.user.is_email_verified).toBe(false);
    // The link goes to the victim's mailbox, not to the attacker.
    expect(await verificationMails(app.admin.email)).toBe(1);

    const before = await exchangeTokens();
    const selected = await selectOrg(attacker.session, 'acme');
    expect(selected.status).toBe(403);
    expect(selected.body).toMatchObject({ code: 'email_unverified', message: expect.any(String) });
    expect(selected.body.exchange_token).toBeUndefined();
    expect(await exchangeTokens()).toBe(before);

    // GraphQL refuses the same way.
    const gql = await app.request('POST', '/graphql', {
      body: {
        query:
          'mutation { selectOrganization(orgSlug: "acme") { ... on OrganizationSelection { exchangeToken } ... on UserError { code } } }',
      },
      headers: as(attacker.session),
    });
    expect(gql.body.data.selectOrganization).toEqual({ code: 'email_unverified' });
    expect(await exchangeTokens()).toBe(before);

    // The attacker's own session is still only Evil Corp's.
    const mine = await app.request('GET', '/api/session', { headers: { cookie: attacker.session.cookie } });
    expect(mine.body.organization.slug).toBe('evil-corp');
  });
});

describe('attack (b): a member changes their e-mail to another organization’s admin', () => {
  it('the changed address is unverified and select finds nothing to switch to', async () => {
    // The victim: Globex's admin, whose address is verified by the mailed link.
    const globex = await signUp('Globex', 'hank@globex.test', 'globex-password');
    expect((await follow(await verificationToken('hank@globex.test'))).status).toBe(200);
    const hank = await signIn('hank@globex.test', 'globex-password');
    expect((await app.request('GET', '/api/session', { headers: { cookie: hank.cookie } })).body.user.is_email_verified).toBe(true);

    // The attacker: an Acme member without permissions, verified through the invitation.
    const member = await inviteAndAccept('mallory@acme.test', 'mallory-password');
    const changed = await app.request('PATCH', `/api/users/${member.id}`, {
      body: { email: 'hank@globex.test' },
      headers: as(member.session),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: 'hank@globex.test', is_email_verified: false });
    // The new address got the link; the attacker's old mailbox got nothing to follow.
    const mailsToHank = await verificationMails('hank@globex.test');
    expect(mailsToHank).toBe(2);

    const before = await exchangeTokens();
    const selected = await selectOrg(member.session, globex.body.organization.slug);
    expect(selected.status).toBe(403);
    expect(selected.body.code).toBe('email_unverified');
    expect(await exchangeTokens()).toBe(before);
    // Without an exchange token there is nothing to exchange.
    const exchanged = await app.request('POST', '/api/session/exchange', { body: { exchange_token: 'guess' }, headers: fresh() });
    expect(exchanged.status).toBe(401);
    expect(exchanged.headers.getSetCookie().some((c) => c.startsWith('overlook_session=') && !c.startsWith('overlook_session=;'))).toBe(
      false,
    );
  });

  it('the e-mail of a pending invitation cannot change (accepting it would verify an unproven address)', async () => {
    const invited = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'Pending', email: 'pending@acme.test' } });
    expect(invited.status).toBe(201);
    const changed = await app.request('PATCH', `/api/users/${invited.body.id}`, {
      key: app.admin.key,
      body: { email: 'victim@elsewhere.test' },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('invitation_pending');
    const user = await app.request('GET', `/api/users/${invited.body.id}`, { key: app.admin.key });
    expect(user.body.email).toBe('pending@acme.test');
  });
});

describe('the legitimate switch', () => {
  it('works once the same address is verified on both sides, and only then', async () => {
    // Ann signs up Initech (link followed) and is invited to Acme (invitation accepted).
    const initech = await signUp('Initech', 'ann@initech.test', 'initech-password');
    const acme = await inviteAndAccept('ann@initech.test', 'acme-password-1');

    // Initech's account is not verified yet: the target does not match.
    expect((await selectOrg(acme.session, initech.body.organization.slug)).status).toBe(404);
    // Nor may the unverified Initech account reach Acme.
    expect((await selectOrg(initech.session, 'acme')).status).toBe(403);

    const followed = await follow(await verificationToken('ann@initech.test', 'Initech'));
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({ email: 'ann@initech.test', organization: 'Initech', is_email_verified: true });
    // One use.
    expect((await follow(await verificationToken('ann@initech.test', 'Initech'))).status).toBe(404);

    // The address alone proves nothing about the other account (issue 29): its password is needed.
    const bare = await selectOrg(acme.session, initech.body.organization.slug);
    expect(bare.status).toBe(422);
    expect((await selectOrg(acme.session, initech.body.organization.slug, 'acme-password-1')).status).toBe(403);
    const selected = await selectOrg(acme.session, initech.body.organization.slug, 'initech-password');
    expect(selected.status).toBe(200);
    const exchanged = await app.request('POST', '/api/session/exchange', {
      body: { exchange_token: selected.body.exchange_token },
      headers: fresh(),
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.user).toMatchObject({ email: 'ann@initech.test', is_email_verified: true });
    const there = await app.request('GET', '/api/session', { headers: { cookie: sessionFrom(exchanged.headers).cookie } });
    expect(there.body.organization.slug).toBe(initech.body.organization.slug);
    expect(there.body.user.id).toBe(initech.body.user.id);

    // And back, from the now verified Initech account.
    expect((await selectOrg(initech.session, 'acme', 'acme-password-1')).status).toBe(200);
    // An organization the person is not in is 404, not a hint.
    expect((await selectOrg(acme.session, 'nowhere')).status).toBe(404);
  });
});

describe('e-mail changes and verification links', () => {
  it('a changed e-mail becomes unverified, and old links die when it changes again', async () => {
    const user = await inviteAndAccept('carol@acme.test', 'carol-password');
    const me = () => app.request('GET', '/api/session', { headers: { cookie: user.session.cookie } });
    expect((await me()).body.user.is_email_verified).toBe(true);

    const first = await app.request('PATCH', `/api/users/${user.id}`, { body: { email: 'carol@first.test' }, headers: as(user.session) });
    expect(first.body.is_email_verified).toBe(false);
    const firstLink = await verificationToken('carol@first.test');

    // A name-only change neither mails nor changes verification.
    const renamed = await app.request('PATCH', `/api/users/${user.id}`, { body: { name: 'Carol C' }, headers: as(user.session) });
    expect(renamed.status).toBe(200);
    expect(await verificationMails('carol@first.test')).toBe(1);

    await app.request('PATCH', `/api/users/${user.id}`, { body: { email: 'carol@second.test' }, headers: as(user.session) });
    const secondLink = await verificationToken('carol@second.test');
    expect((await follow(firstLink)).status).toBe(404);
    expect((await me()).body.user.is_email_verified).toBe(false);

    // Changing back does not revive the first link either.
    await app.request('PATCH', `/api/users/${user.id}`, { body: { email: 'carol@first.test' }, headers: as(user.session) });
    const res = await follow(firstLink);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', message: expect.any(String) });
    // Nor does the link for the address the user no longer has.
    expect((await follow(secondLink)).status).toBe(404);

    const current = await verificationToken('carol@first.test');
    expect(current).not.toBe(firstLink);
    expect((await follow(current)).status).toBe(200);
    expect((await me()).body.user.is_email_verified).toBe(true);
    const listed = await app.request('GET', `/api/users/${user.id}`, { key: app.admin.key });
    expect(listed.body.is_email_verified).toBe(true);
  });

  it('an admin changing someone’s e-mail leaves it unverified too', async () => {
    const user = await inviteAndAccept('dave@acme.test', 'dave-password');
    const changed = await app.request('PATCH', `/api/users/${user.id}`, { key: app.admin.key, body: { email: 'dave@new.test' } });
    expect(changed.status).toBe(200);
    expect(changed.body.is_email_verified).toBe(false);
    expect(await verificationMails('dave@new.test')).toBe(1);
  });

  it('links are stored only as hashes and expire', async () => {
    const { db } = await import('../../src/db.js');
    const { hashToken } = await import('../../src/crypto.js');
    const { session } = await signUp('Hooli', 'gavin@hooli.test', 'hooli-password');
    const token = await verificationToken('gavin@hooli.test');
    const row = await db.emailVerification.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(JSON.stringify(row)).not.toContain(token);
    await db.emailVerification.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await follow(token)).status).toBe(404);
    const me = await app.request('GET', '/api/session', { headers: { cookie: session.cookie } });
    expect(me.body.user.is_email_verified).toBe(false);
  });

  it('resends a link to the caller (old link dies); 409 when verified, 401 anonymous, 5 a minute per user', async () => {
    await inOneRateWindow();
    const { session } = await signUp('Pied Piper', 'richard@piper.test', 'piper-password');
    const old = await verificationToken('richard@piper.test');
    const resent = await app.request('POST', '/api/verification_email', { headers: as(session) });
    expect(resent.status).toBe(204);
    const fresher = await verificationToken('richard@piper.test');
    expect(fresher).not.toBe(old);
    expect((await follow(old)).status).toBe(404);

    // A cookie without its CSRF token is refused (this route is not open to anonymous callers).
    const noCsrf = await app.request('POST', '/api/verification_email', { headers: { cookie: session.cookie, ...fresh() } });
    expect(noCsrf.status).toBe(403);
    expect((await app.request('POST', '/api/verification_email', { headers: fresh() })).status).toBe(401);

    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await app.request('POST', '/api/verification_email', { headers: as(session) })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 429]);

    expect((await follow(await verificationToken('richard@piper.test'))).status).toBe(200);
    const verified = await app.request('POST', '/api/verification_email', { key: app.admin.key });
    expect(verified.status).toBe(409);
    expect(verified.body.code).toBe('already_verified');
  });

  it('following links: 10 a minute per IP; bad tokens are 404 JSON; the page alone verifies nothing', async () => {
    await inOneRateWindow();
    const ip = { 'x-forwarded-for': '10.78.0.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await app.request('POST', `/api/verify_email/nope-${i}`, { headers: ip })).status);
    expect(statuses).toEqual([...Array(10).fill(404), 429]);

    const { session } = await signUp('Aviato', 'erlich@aviato.test', 'aviato-password');
    const token = await verificationToken('erlich@aviato.test');
    const page = await app.request('GET', `/verify_email/${token}`, { headers: fresh() });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // The web app's page (it verifies only when its button is pressed), under the app's strict CSP.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.body).toContain('<div id="root">');
    const me = await app.request('GET', '/api/session', { headers: { cookie: session.cookie } });
    expect(me.body.user.is_email_verified).toBe(false);

    // A browser following the link while signed in sends its cookie but no CSRF header: the
    // endpoint is open, so it proceeds (as anonymous) rather than answering 403.
    const withCookie = await app.request('POST', `/api/verify_email/${token}`, { headers: { cookie: session.cookie, ...fresh() } });
    expect(withCookie.status).toBe(200);
  });
});
