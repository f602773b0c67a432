import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { decodeQuotedPrintable, startSmtpListener } from '../helpers/smtp.js';
import { buildPgDataSource } from '../factories.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

describe('the provisioning workflow', () => {
  it('invites a user by e-mail, groups and roles them, restricts connectors and reports effective permissions', async () => {
    const admin = app.admin.key;
    const allowed = await buildPgDataSource(app, { name: 'allowed' });
    const other = await buildPgDataSource(app, { name: 'other' });

    // Create group and role, attach.
    const group = await app.request('POST', '/api/groups', { key: admin, body: { name: 'Analysts' } });
    expect(group.status).toBe(201);
    expect(group.body).toMatchObject({ name: 'Analysts', restricted: false, type: 'regular' });
    const role = await app.request('POST', '/api/roles', {
      key: admin,
      body: { name: 'analyst', permissions: ['view_query', 'create_query'] },
    });
    expect(role.status).toBe(201);
    expect(role.body.id).toEqual(expect.any(Number));
    const attached = await app.request('POST', `/api/groups/${group.body.id}/roles`, { key: admin, body: { role_id: role.body.id } });
    expect(attached.status).toBe(200);
    expect(attached.body.roles).toContain(role.body.id);

    // Invite: e-mail arrives through the worker and real SMTP; no key in the response.
    const invited = await app.request('POST', '/api/users', {
      key: admin,
      body: { name: 'Grace', email: 'grace@acme.test', groups: [group.body.id] },
    });
    expect(invited.status).toBe(201);
    expect(JSON.stringify(invited.body)).not.toMatch(/api_key/);
    expect(invited.body.is_invitation_pending).toBe(true);
    const mail = await smtp.waitFor('grace@acme.test');
    const text = decodeQuotedPrintable(mail.raw);
    const link = /(http:\/\/[^\s]+\/invite\/([A-Za-z0-9_-]+))/.exec(text);
    expect(link).not.toBeNull();
    const [, url, token] = link!;
    expect(url.startsWith(app.url.replace('127.0.0.1', 'localhost')) || url.startsWith(app.url)).toBe(true);

    // Follow the link: the accept page, the status lookup, then accept.
    const page = await fetch(`${app.url}/invite/${token}`);
    expect(page.status).toBe(200);
    // The web app draws the accept page (test/browser/people.test.ts walks it).
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    const status = await app.request('GET', `/api/invitations/${token}`);
    expect(status.body).toEqual({ email: 'grace@acme.test', organization: 'Acme', status: 'pending' });
    const tooShort = await app.request('POST', `/api/invitations/${token}/accept`, { body: { password: 'short' } });
    expect(tooShort.status).toBe(422);
    const accepted = await app.request('POST', `/api/invitations/${token}/accept`, { body: { password: 'grace-password' } });
    expect(accepted.status).toBe(200);
    const graceKey = accepted.body.api_key as string;
    expect(graceKey.length).toBeGreaterThanOrEqual(27);
    expect(accepted.headers.getSetCookie().some((c) => c.startsWith('overlook_session='))).toBe(true);
    expect((await app.request('POST', `/api/invitations/${token}/accept`, { body: { password: 'grace-password' } })).status).toBe(409);
    expect((await app.request('GET', `/api/invitations/${token}`)).body.status).toBe('accepted');
    expect((await app.request('GET', '/api/invitations/unknown-token')).status).toBe(404);

    // Connector access: restrict the default group (every user is in it) and the analysts group.
    const groups = (await app.request('GET', '/api/groups', { key: admin })).body;
    const defaultGroup = groups.find((g: { name: string; type: string }) => g.type === 'builtin' && g.name === 'default');
    expect(
      (await app.request('PUT', `/api/groups/${defaultGroup.id}/data_source_access`, { key: admin, body: { restricted: true } })).status,
    ).toBe(200);
    const restricted = await app.request('PUT', `/api/groups/${group.body.id}/data_source_access`, {
      key: admin,
      body: { restricted: true },
    });
    expect(restricted.body.restricted).toBe(true);
    const added = await app.request('POST', `/api/groups/${group.body.id}/data_sources`, {
      key: admin,
      body: { data_source_id: allowed.id },
    });
    expect(added.body.data_sources).toEqual([allowed.id]);
    const visible = await app.request('GET', '/api/data_sources', { key: graceKey });
    expect(visible.body.map((d: { id: number }) => d.id)).toEqual([allowed.id]);
    expect((await app.request('GET', `/api/data_sources/${other.id}`, { key: graceKey })).status).toBe(404);

    // Effective permissions: admin only; the union of the user's groups' roles.
    const effective = await app.request('GET', `/api/users/${invited.body.id}/effective_permissions`, { key: admin });
    expect(effective.status).toBe(200);
    expect(effective.body).toEqual({ user_id: invited.body.id, permissions: ['create_query', 'view_query'] });
    expect((await app.request('GET', `/api/users/${invited.body.id}/effective_permissions`, { key: graceKey })).status).toBe(403);
    expect((await app.request('GET', '/api/users/999999/effective_permissions', { key: admin })).status).toBe(404);

    // A second role on another group of hers joins the union.
    const second = await app.request('POST', '/api/groups', { key: admin, body: { name: 'Publishers' } });
    const publisher = await app.request('POST', '/api/roles', {
      key: admin,
      body: { name: 'publisher', permissions: ['create_dashboard', 'view_query'] },
    });
    await app.request('POST', `/api/groups/${second.body.id}/roles`, { key: admin, body: { role_id: publisher.body.id } });
    const member = await app.request('POST', `/api/groups/${second.body.id}/members`, { key: admin, body: { user_id: invited.body.id } });
    expect(member.body.members).toContain(invited.body.id);
    const union = await app.request('GET', `/api/users/${invited.body.id}/effective_permissions`, { key: admin });
    expect(union.body.permissions).toEqual(['create_dashboard', 'create_query', 'view_query']);
    // The second group is unrestricted: now every connector is reachable again.
    expect((await app.request('GET', `/api/data_sources/${other.id}`, { key: graceKey })).status).toBe(200);
    const removed = await app.request('DELETE', `/api/groups/${second.body.id}/members/${invited.body.id}`, { key: admin });
    expect([removed.status, removed.body]).toEqual([200, null]);
    expect((await app.request('GET', `/api/data_sources/${other.id}`, { key: graceKey })).status).toBe(404);
  });

  it('requires manage_users to invite, and validates the invitation', async () => {
    const outsider = await app.request('POST', '/api/users', { body: { name: 'X', email: 'x@acme.test' } });
    expect(outsider.status).toBe(401);
    const badEmail = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'X', email: 'not-an-email' } });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors[0].path).toBe('email');
    const missing = await app.request('POST', '/api/users', { key: app.admin.key, body: { email: 'y@acme.test' } });
    expect(missing.status).toBe(422);
    const badGroup = await app.request('POST', '/api/users', {
      key: app.admin.key,
      body: { name: 'Z', email: 'z@acme.test', groups: [424242] },
    });
    expect(badGroup.status).toBe(422);
    const wrongType = await app.request('POST', '/api/users', {
      key: app.admin.key,
      body: { name: 'Z', email: 'z@acme.test', groups: 'all' },
    });
    expect(wrongType.status).toBe(422);
    const users = (await app.request('GET', '/api/users?page_size=250', { key: app.admin.key })).body.results.map(
      (u: { email: string }) => u.email,
    );
    expect(users).not.toContain('z@acme.test');
    expect(users).not.toContain('y@acme.test');
    const first = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'Dup', email: 'dup@acme.test' } });
    expect(first.status).toBe(201);
    expect((await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'Dup', email: 'DUP@acme.test' } })).status).toBe(
      409,
    );
  });

  it('GraphQL inviteUser says whether the invitation e-mail was sent (mail is configured here; sendEmail false sends none)', async () => {
    const invite = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { ... on InviteUserPayload { emailSent inviteLink } } }`;
    const mailed = await app.graphql(invite, { input: { name: 'Mailed', email: 'mailed@acme.test' } });
    expect(mailed.errors).toBeUndefined();
    expect(mailed.data.inviteUser.emailSent).toBe(true);
    const quiet = await app.graphql(invite, { input: { name: 'Quiet', email: 'quiet@acme.test', sendEmail: false } });
    expect(quiet.errors).toBeUndefined();
    expect(quiet.data.inviteUser).toMatchObject({ emailSent: false, inviteLink: expect.stringMatching(/\/invite\//) });
  });
});
