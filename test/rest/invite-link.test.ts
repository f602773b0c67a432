import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/db.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildUser } from '../factories.js';

let app: TestApp;
let manager: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  app = await startTestApp();
  manager = await buildUser(app, { permissions: ['manage_users'] });
});
afterAll(async () => {
  await app?.stop();
});

/** The accept link of the invitation e-mail queued for `to`. */
async function mailedLink(to: string): Promise<string> {
  const mail = await db.mailOutbox.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
  const link = /(https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  return link![1];
}

const INVITE = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { ... on InviteUserPayload { user { id email isInvitationPending } inviteLink emailSent } } }`;

describe("POST /api/users answers an admin the invitation's link (Redash's invite_link)", () => {
  it('admin: the link the e-mail carries, and it works', async () => {
    const res = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'Ada', email: 'ada@acme.test' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'ada@acme.test', is_invitation_pending: true, id: expect.any(Number) });
    expect(res.body.invite_link).toMatch(/^https?:\/\/[^/]+\/invite\/[A-Za-z0-9_-]{20,}$/);
    expect(res.body.invite_link).toBe(await mailedLink('ada@acme.test'));
    expect(JSON.stringify(res.body)).not.toMatch(/api_key/);

    const token = res.body.invite_link.split('/invite/')[1];
    const status = await app.request('GET', `/api/invitations/${token}`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ email: 'ada@acme.test', status: 'pending' });
    const accepted = await app.request('POST', `/api/invitations/${token}/accept`, { body: { password: 'ada-lovelace-1815' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.id).toBe(res.body.id);
    expect((await app.request('GET', `/api/invitations/${token}`)).body.status).toBe('accepted');
  });

  it('a non-admin with manage_users invites but gets no link (the e-mail is the only way)', async () => {
    const res = await app.request('POST', '/api/users', { key: manager.key, body: { name: 'Bob', email: 'bob@acme.test' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'bob@acme.test', is_invitation_pending: true });
    expect(res.body).not.toHaveProperty('invite_link');
    const link = await mailedLink('bob@acme.test');
    expect(JSON.stringify(res.body)).not.toContain(link.split('/invite/')[1]);
  });

  it('the invite answer follows the same rules when it fails: 401, 403, 409, 422, and no link', async () => {
    expect((await app.request('POST', '/api/users', { body: { name: 'X', email: 'x@acme.test' } })).status).toBe(401);
    const plain = await buildUser(app);
    const forbidden = await app.request('POST', '/api/users', { key: plain.key, body: { name: 'X', email: 'x@acme.test' } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('forbidden');
    const taken = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'Ada again', email: 'ADA@acme.test' } });
    expect(taken.status).toBe(409);
    expect(taken.body).not.toHaveProperty('invite_link');
    const invalid = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'Y', email: 'not-an-address' } });
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(invalid.body)).not.toMatch(/invite/);
  });

  it('the OpenAPI document describes that answer: the user with an optional invite_link', async () => {
    const spec = await app.request('GET', '/api/openapi.json');
    const answer = spec.body.paths['/api/users'].post.responses['201'].content['application/json'].schema;
    expect(answer.required).toEqual(expect.arrayContaining(['id', 'email', 'is_invitation_pending']));
    expect(answer.required).not.toContain('invite_link');
    expect(answer.properties.invite_link).toBeDefined();
    expect(answer.properties.user).toBeUndefined();
  });

  it('GraphQL inviteUser: inviteLink for admins, null for other holders of manage_users', async () => {
    const asAdmin = await app.graphql(INVITE, { input: { name: 'Cy', email: 'cy@acme.test' } });
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data.inviteUser.user).toMatchObject({ email: 'cy@acme.test', isInvitationPending: true });
    expect(asAdmin.data.inviteUser.inviteLink).toBe(await mailedLink('cy@acme.test'));
    // No SMTP_URL here: the message is only kept in the outbox, so the link must reach Cy another way.
    expect(asAdmin.data.inviteUser.emailSent).toBe(false);

    // The users list (its read model) answers the pending invitation as user(id) does, expiry included.
    const invitation = `{ invitation { invitedAt expiresAt isExpired } }`;
    const listed = await app.graphql(`{ users(search: "cy@acme.test") { edges { node ${invitation} } } }`);
    const alone = await app.graphql(`query ($id: ID!) { user(id: $id) ${invitation} }`, { id: asAdmin.data.inviteUser.user.id });
    expect(alone.data.user.invitation).toMatchObject({ expiresAt: expect.any(String), isExpired: false });
    expect(listed.data.users.edges[0].node.invitation).toEqual(alone.data.user.invitation);

    const asManager = await app.graphql(INVITE, { input: { name: 'Di', email: 'di@acme.test' } }, manager.key);
    expect(asManager.errors).toBeUndefined();
    expect(asManager.data.inviteUser.user.email).toBe('di@acme.test');
    expect(asManager.data.inviteUser.inviteLink).toBeNull();
  });
});
