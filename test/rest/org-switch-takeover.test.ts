import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The attacker signs up an organization of their own; signup is closed by default.
// Each request comes from its own forwarded address so that per-IP limits of one test never bite
// another: the test client connects from 127.0.0.1, trusted as a proxy here.
vi.hoisted(() => {
  process.env.SIGNUP = 'open';
  process.env.TRUSTED_PROXIES = '127.0.0.1';
});

// Issue 29: accepting an invitation marked its address verified, the inviting admin is shown the
// invitation link, and organization select trusted a verified address. Anybody could sign up,
// invite another organization's admin address into their own organization, accept, and switch
// into the victim's organization as its admin. These tests replay that through HTTP, with every
// variant of the address, and the legitimate switch (password, or a code mailed at that moment).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

let ipCounter = 0;
const fresh = () => ({ 'x-forwarded-for': `10.91.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}` });

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

async function db() {
  return (await import('../../src/db.js')).db;
}

async function signUp(orgName: string, email: string, password: string) {
  const res = await app.request('POST', '/api/signup', { body: { org_name: orgName, name: orgName, email, password }, headers: fresh() });
  expect(res.status).toBe(201);
  return { body: res.body, session: sessionFrom(res.headers) };
}

/** Steps 2 and 3 of the reproduction: `inviter` invites `email` and accepts through `invite_link`. */
async function inviteAndAccept(inviter: Session, email: string, password: string) {
  const invited = await app.request('POST', '/api/users', { body: { name: 'Victim', email }, headers: as(inviter) });
  expect(invited.status).toBe(201);
  expect(invited.body.invite_link).toEqual(expect.any(String));
  const token = /\/invite\/([\w-]+)/.exec(invited.body.invite_link)![1];
  const accepted = await app.request('POST', `/api/invitations/${token}/accept`, { body: { password }, headers: fresh() });
  expect(accepted.status).toBe(200);
  return { id: invited.body.id as number, accepted, session: sessionFrom(accepted.headers) };
}

const exchangeTokens = async () => (await db()).exchangeToken.count();

async function selectOrg(session: Session, body: Record<string, unknown>) {
  return app.request('POST', '/api/session/organization', { body, headers: as(session) });
}

/** Marks the account verified directly, as if its owner had followed a link (the strongest attacker). */
async function forceVerified(userId: number) {
  const { invalidateViewers } = await import('../../src/auth/viewer-cache.js');
  const client = await db();
  await client.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
  await invalidateViewers(client, { userId });
}

/** Proves the attacker gets no session in Acme: no exchange token was minted for Acme's admin. */
async function expectNoAcmeToken() {
  expect(await (await db()).exchangeToken.count({ where: { userId: app.admin.userId } })).toBe(0);
}

describe('the reproduction of issue 29 (signup, invite the victim’s address, accept, select, exchange)', () => {
  it('accepting proves nothing, select refuses, and nothing can be exchanged for a session in Acme', async () => {
    // 1. Mallory signs up her own organization.
    const mallory = await signUp('Mallory Inc', 'mallory@mallory.test', 'mallory-password');
    // 2-3. She invites Acme's admin address into it and accepts with the link she was shown.
    const victim = await inviteAndAccept(mallory.session, 'admin@acme.test', 'attacker-chosen');
    expect(victim.accepted.body.user).toMatchObject({ email: 'admin@acme.test', is_email_verified: false });
    const me = await app.request('GET', '/api/session', { headers: { cookie: victim.session.cookie } });
    expect(me.body.user.is_email_verified).toBe(false);

    // 4. Select Acme: the address is not proven.
    const before = await exchangeTokens();
    const selected = await selectOrg(victim.session, { org_slug: 'acme' });
    expect(selected.status).toBe(403);
    expect(selected.body).toMatchObject({ code: 'email_unverified', message: expect.any(String) });
    expect(selected.body.exchange_token).toBeUndefined();
    // A verification link for it goes to the victim's mailbox, which Mallory does not read.
    const resent = await app.request('POST', '/api/verification_email', { headers: as(victim.session) });
    expect(resent.status).toBe(204);

    // 5. Nothing to exchange.
    expect(await exchangeTokens()).toBe(before);
    const exchanged = await app.request('POST', '/api/session/exchange', { body: { exchange_token: 'guess' }, headers: fresh() });
    expect(exchanged.status).toBe(401);
    await expectNoAcmeToken();
  });

  it('even with the address verified, the switch needs Acme’s password or a code mailed to Acme’s account', async () => {
    const mallory = await signUp('Mallory Two', 'mallory@two.test', 'mallory-password');
    const victim = await inviteAndAccept(mallory.session, 'admin@acme.test', 'attacker-chosen');
    await forceVerified(victim.id);

    // No proof: 422 naming the field.
    const bare = await selectOrg(victim.session, { org_slug: 'acme' });
    expect(bare.status).toBe(422);
    expect(bare.body.code).toBe('validation_failed');
    expect(bare.body.errors).toEqual([expect.objectContaining({ path: 'password' })]);

    // The password Mallory chose for her copy of the account is not Acme's.
    const wrong = await selectOrg(victim.session, { org_slug: 'acme', password: 'attacker-chosen' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('switch_proof_failed');

    // A code goes to the address of Acme's account, in Acme: Mallory's guesses fail, and the code
    // dies after five of them, so the real one no longer works either.
    const asked = await app.request('POST', '/api/session/organization/code', { body: { org_slug: 'acme' }, headers: as(victim.session) });
    expect(asked.status).toBe(204);
    const mail = await (
      await db()
    ).mailOutbox.findFirstOrThrow({
      where: { orgId: app.admin.orgId, to: 'admin@acme.test', subject: { startsWith: 'Your code to switch' } },
      orderBy: { id: 'desc' },
    });
    const code = /\n(\d{8})\n/.exec(mail.text)![1];
    const guesses: number[] = [];
    for (const guess of ['00000000', '12345678', '11111111', '22222222', '33333333']) {
      guesses.push((await selectOrg(victim.session, { org_slug: 'acme', code: guess })).status);
    }
    expect(guesses).toEqual([403, 403, 403, 403, 403]);
    const late = await selectOrg(victim.session, { org_slug: 'acme', code });
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('switch_proof_failed');
    await expectNoAcmeToken();

    // GraphQL refuses the same way.
    const gql = await app.request('POST', '/graphql', {
      body: {
        query:
          'mutation { selectOrganization(orgSlug: "acme", password: "attacker-chosen") { ... on OrganizationSelection { exchangeToken } ... on UserError { code } } }',
      },
      headers: as(victim.session),
    });
    expect(gql.body.data.selectOrganization).toEqual({ code: 'switch_proof_failed' });
    await expectNoAcmeToken();
  });
});

describe('variants of the address', () => {
  it('case and full-width forms are the same canonical address: stored canonical, and still no switch', async () => {
    const mallory = await signUp('Mallory Case', 'mallory@case.test', 'mallory-password');
    const upper = await inviteAndAccept(mallory.session, '  ADMIN@Acme.TEST ', 'attacker-chosen');
    expect(upper.accepted.body.user.email).toBe('admin@acme.test');
    // The full-width spelling folds (NFKC) to the same address: a second invitation is a conflict.
    const again = await app.request('POST', '/api/users', {
      body: { name: 'W', email: 'ａｄｍｉｎ@ａｃｍｅ.test' },
      headers: as(mallory.session),
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('email_taken');
    await forceVerified(upper.id);
    const selected = await selectOrg(upper.session, { org_slug: 'acme', password: 'attacker-chosen' });
    expect(selected.status).toBe(403);
    expect(selected.body.code).toBe('switch_proof_failed');
    await expectNoAcmeToken();
  });

  it('a Cyrillic look-alike is no address; a +tag is another address and finds no account in Acme', async () => {
    const mallory = await signUp('Mallory Looks', 'mallory@looks.test', 'mallory-password');
    const cyrillic = await app.request('POST', '/api/users', {
      body: { name: 'V', email: '\u0430dmin@acme.test' },
      headers: as(mallory.session),
    });
    expect(cyrillic.status).toBe(422);
    expect(cyrillic.body.errors).toEqual([expect.objectContaining({ path: 'email' })]);
    for (const email of ['admin+acme@acme.test']) {
      const lookalike = await inviteAndAccept(mallory.session, email, 'attacker-chosen');
      expect(lookalike.accepted.body.user.email).toBe(email);
      await forceVerified(lookalike.id);
      const selected = await selectOrg(lookalike.session, { org_slug: 'acme', password: app.admin.password });
      expect(selected.status).toBe(404);
      expect(selected.body.code).toBe('not_found');
    }
    await expectNoAcmeToken();
  });

  it('a re-sent invitation is refused, and one invitation accepts once', async () => {
    const mallory = await signUp('Mallory Resend', 'mallory@resend.test', 'mallory-password');
    const invited = await app.request('POST', '/api/users', {
      body: { name: 'V', email: 'admin@acme.test' },
      headers: as(mallory.session),
    });
    expect(invited.status).toBe(201);
    const token = /\/invite\/([\w-]+)/.exec(invited.body.invite_link)![1];
    const resent = await app.request('POST', '/api/users', { body: { name: 'V', email: 'Admin@acme.test' }, headers: as(mallory.session) });
    expect(resent.status).toBe(409);
    const first = await app.request('POST', `/api/invitations/${token}/accept`, {
      body: { password: 'attacker-chosen' },
      headers: fresh(),
    });
    expect(first.body.user.is_email_verified).toBe(false);
    const second = await app.request('POST', `/api/invitations/${token}/accept`, {
      body: { password: 'other-password' },
      headers: fresh(),
    });
    expect(second.status).toBe(409);
    await expectNoAcmeToken();
  });

  it('an e-mail change after accepting leaves the address unverified, and select refuses', async () => {
    const mallory = await signUp('Mallory Change', 'mallory@change.test', 'mallory-password');
    const member = await inviteAndAccept(mallory.session, 'someone@change.test', 'member-password');
    const changed = await app.request('PATCH', `/api/users/${member.id}`, {
      body: { email: 'ADMIN@acme.test' },
      headers: as(member.session),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: 'admin@acme.test', is_email_verified: false });
    expect((await selectOrg(member.session, { org_slug: 'acme', password: 'member-password' })).status).toBe(403);
    await forceVerified(member.id);
    const selected = await selectOrg(member.session, { org_slug: 'acme', password: 'member-password' });
    expect(selected.status).toBe(403);
    expect(selected.body.code).toBe('switch_proof_failed');
    await expectNoAcmeToken();
  });

  it('sign-in finds the account by any spelling of its canonical address', async () => {
    const res = await app.request('POST', '/api/session', {
      body: { email: ' ADMIN@ＡＣＭＥ.test ', password: app.admin.password },
      headers: fresh(),
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('admin@acme.test');
  });
});

describe('the legitimate switch', () => {
  async function ann(email: string) {
    // Ann is Acme's member (invited by Acme's admin) and signed up Initech; both addresses verified.
    const initech = await signUp('Initech', email, 'initech-password');
    const invited = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'Ann', email: email.toUpperCase() } });
    expect(invited.status).toBe(201);
    const token = /\/invite\/([\w-]+)/.exec(invited.body.invite_link)![1];
    const accepted = await app.request('POST', `/api/invitations/${token}/accept`, {
      body: { password: 'acme-password' },
      headers: fresh(),
    });
    const acme = sessionFrom(accepted.headers);
    await forceVerified(invited.body.id);
    await forceVerified(initech.body.user.id);
    return { initech, acme, acmeId: invited.body.id as number };
  }

  it('with the target account’s password: a token, exchanged once for a session there', async () => {
    const { initech, acme } = await ann('ann@initech.test');
    const slug = initech.body.organization.slug;
    const wrong = await selectOrg(acme, { org_slug: slug, password: 'acme-password' });
    expect(wrong.status).toBe(403);
    const selected = await selectOrg(acme, { org_slug: slug, password: 'initech-password' });
    expect(selected.status).toBe(200);
    expect(selected.body.exchange_url).toMatch(/\/api\/session\/exchange$/);
    const exchanged = await app.request('POST', '/api/session/exchange', {
      body: { exchange_token: selected.body.exchange_token },
      headers: fresh(),
    });
    expect(exchanged.status).toBe(200);
    const there = await app.request('GET', '/api/session', { headers: { cookie: sessionFrom(exchanged.headers).cookie } });
    expect(there.body.organization.slug).toBe(slug);
    expect(there.body.user.id).toBe(initech.body.user.id);
    const twice = await app.request('POST', '/api/session/exchange', {
      body: { exchange_token: selected.body.exchange_token },
      headers: fresh(),
    });
    expect(twice.status).toBe(401);
    // An organization the person is not in is 404, not a hint.
    expect((await selectOrg(acme, { org_slug: 'nowhere', password: 'x' })).status).toBe(404);
  });

  it('with a code mailed at that moment: one use; 401 anonymous, 404 unknown organization', async () => {
    const { initech, acme } = await ann('bob@initech.test');
    const slug = initech.body.organization.slug;
    expect((await app.request('POST', '/api/session/organization/code', { body: { org_slug: slug }, headers: fresh() })).status).toBe(401);
    const unknown = await app.request('POST', '/api/session/organization/code', { body: { org_slug: 'nowhere' }, headers: as(acme) });
    expect(unknown.status).toBe(404);
    const missing = await app.request('POST', '/api/session/organization/code', { body: {}, headers: as(acme) });
    expect(missing.status).toBe(422);

    const asked = await app.request('POST', '/api/session/organization/code', { body: { org_slug: slug }, headers: as(acme) });
    expect(asked.status).toBe(204);
    const mail = await (
      await db()
    ).mailOutbox.findFirstOrThrow({
      where: { orgId: initech.body.organization.id, to: 'bob@initech.test', subject: { startsWith: 'Your code to switch to Initech' } },
      orderBy: { id: 'desc' },
    });
    const code = /\n(\d{8})\n/.exec(mail.text)![1];
    const stored = await (await db()).organizationSwitchCode.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(JSON.stringify(stored)).not.toContain(code);

    const selected = await selectOrg(acme, { org_slug: slug, code });
    expect(selected.status).toBe(200);
    const exchanged = await app.request('POST', '/api/session/exchange', {
      body: { exchange_token: selected.body.exchange_token },
      headers: fresh(),
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.user.id).toBe(initech.body.user.id);
    // One use.
    const reused = await selectOrg(acme, { org_slug: slug, code });
    expect(reused.status).toBe(403);
    expect(reused.body.code).toBe('switch_proof_failed');
  });
});
