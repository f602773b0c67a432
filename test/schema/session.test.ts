import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startFirstRunApp, type FirstRunApp } from '../helpers/first-run.js';

const SET_UP = `mutation ($token: String!, $orgName: String!, $name: String!, $email: String!, $password: String!) {
  setUpFirstOrganization(token: $token, orgName: $orgName, name: $name, email: $email, password: $password) { ... on SignUpPayload {
    organization { name slug }
    user { name email isEmailVerified }
  } ... on UserError { code } ... on ValidationError { fieldErrors { field message } } }
}`;

async function graphql(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: any[] }, cookies: res.headers.getSetCookie() };
}

const cookieHeader = (cookies: string[]) => cookies.map((cookie) => cookie.split(';')[0]).join('; ');
const cookieValue = (cookies: string[], name: string) =>
  decodeURIComponent(
    cookies
      .find((c) => c.startsWith(`${name}=`))!
      .split(';')[0]
      .slice(name.length + 1),
  );

describe('first run: setUpNeeded and setUpFirstOrganization', () => {
  let app: FirstRunApp;
  beforeAll(async () => {
    app = await startFirstRunApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const input = { orgName: 'Initech', name: 'Peter Gibbons', email: 'peter@initech.test', password: 'tps-reports-1' };

  it('with no organization, the start made a set-up token, and only that token sets up (403, 422 before it)', async () => {
    expect((await graphql(app.url, '{ setUpNeeded }')).body.data).toEqual({ setUpNeeded: true });
    const token = await app.setUpToken();
    expect(token).toMatch(/^[\w-]{20,}$/);
    const wrong = await graphql(app.url, SET_UP, { ...input, token: 'not-the-token' });
    expect(wrong.body.data.setUpFirstOrganization).toMatchObject({ code: 'setup_token_invalid' });
    expect(wrong.cookies).toEqual([]);
    const invalid = await graphql(app.url, SET_UP, { ...input, email: 'not an address', token });
    expect(invalid.body.data.setUpFirstOrganization).toEqual({
      code: 'validation_failed',
      fieldErrors: [{ field: ['email'], message: 'must be an e-mail address' }],
    });
    expect((await graphql(app.url, '{ setUpNeeded }')).body.data).toEqual({ setUpNeeded: true });
  });

  it('the token creates the first organization and its admin, signs in, and is then spent (409 already_set_up)', async () => {
    const token = (await app.setUpToken())!;
    const done = await graphql(app.url, SET_UP, { ...input, token });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.setUpFirstOrganization).toEqual({
      organization: { name: 'Initech', slug: 'initech' },
      user: { name: 'Peter Gibbons', email: 'peter@initech.test', isEmailVerified: true },
    });
    expect(done.cookies.find((cookie) => cookie.startsWith('overlook_session='))).toMatch(/HttpOnly/);
    const headers = { cookie: cookieHeader(done.cookies), 'x-csrf-token': cookieValue(done.cookies, 'csrf_token') };
    const session = await graphql(app.url, '{ session { user { email } permissions } }', {}, headers);
    expect(session.body.data.session.user.email).toBe('peter@initech.test');
    expect(session.body.data.session.permissions).toContain('admin');
    expect((await graphql(app.url, '{ setUpNeeded }')).body.data).toEqual({ setUpNeeded: false });
    expect(await app.setUpToken()).toBeNull();
    const again = await graphql(app.url, SET_UP, { ...input, orgName: 'Second', token });
    expect(again.body.data.setUpFirstOrganization).toMatchObject({ code: 'already_set_up' });
  });
});

describe('an installation already set up', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('setUpNeeded is false and setUpFirstOrganization answers 409 already_set_up whatever the token', async () => {
    expect((await graphql(app.url, '{ setUpNeeded }')).body.data).toEqual({ setUpNeeded: false });
    const res = await graphql(app.url, SET_UP, { token: 'anything', orgName: 'X', name: 'Y', email: 'y@x.test', password: 'password-1' });
    expect(res.body.data.setUpFirstOrganization).toMatchObject({ code: 'already_set_up' });
  });

  it('signOut ends the cookie’s session: the same cookies are refused afterwards (401)', async () => {
    const signIn = await graphql(
      app.url,
      'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on User { id } } }',
      {
        e: app.admin.email,
        p: app.admin.password,
      },
    );
    const headers = { cookie: cookieHeader(signIn.cookies), 'x-csrf-token': cookieValue(signIn.cookies, 'csrf_token') };
    expect((await graphql(app.url, '{ session { user { email } } }', {}, headers)).body.data.session.user.email).toBe(app.admin.email);
    const out = await graphql(app.url, 'mutation { signOut { ... on SignOutSuccess { data } } }', {}, headers);
    expect(out.body.data).toEqual({ signOut: { data: true } });
    expect(out.cookies.find((cookie) => cookie.startsWith('overlook_session='))).toMatch(/Max-Age=0/);
    const after = await graphql(app.url, '{ session { user { email } } }', {}, headers);
    expect(after.body.errors?.[0].extensions).toMatchObject({ code: 'unauthenticated' });
  });

  it('session.organizations: this one first, then the others where the verified address has an account; only this one when unverified', async () => {
    const { db } = await import('../../src/db.js');
    const { createOrganization } = await import('../../src/domain/organizations/create-organization.js');
    await db.$transaction((tx) =>
      createOrganization(tx, {
        name: 'Globex',
        adminName: 'Ada',
        adminEmail: app.admin.email,
        password: 'globex-password-1',
        emailVerified: true,
      }),
    );
    await db.$transaction((tx) =>
      createOrganization(tx, {
        name: 'Unverified Co',
        adminName: 'Ada',
        adminEmail: app.admin.email,
        password: 'other-password-1',
        emailVerified: false,
      }),
    );
    const res = await app.graphql('{ session { organizations { name slug } } }');
    expect(res.data.session.organizations).toEqual([
      { name: 'Acme', slug: 'acme' },
      { name: 'Globex', slug: 'globex' },
    ]);
    const stranger = await db.$transaction((tx) =>
      createOrganization(tx, {
        name: 'Solo',
        adminName: 'Sol',
        adminEmail: 'sol@solo.test',
        password: 'solo-password-1',
        emailVerified: false,
      }),
    );
    const theirs = await app.graphql('{ session { organizations { name } } }', {}, stranger.apiKey);
    expect(theirs.data.session.organizations).toEqual([{ name: 'Solo' }]);
    expect((await graphql(app.url, '{ session { organizations { name } } }')).body.errors?.[0].extensions).toMatchObject({
      code: 'unauthenticated',
    });
  });
});
