import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildPgDataSource, buildUser } from '../factories.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('permission catalog', () => {
  it('lists the spec’s keys and ours', async () => {
    const res = await app.request('GET', '/api/permissions', { key: app.admin.key });
    expect(res.status).toBe(200);
    for (const key of [
      'view_query',
      'create_query',
      'manage_users',
      'manage_destinations',
      'create_data_source',
      'admin',
      'execute_query',
    ]) {
      expect(res.body).toContain(key);
    }
    expect((await app.request('GET', '/api/permissions')).status).toBe(401);
  });
});

describe('roles', () => {
  it('creates, renames, re-permissions and deletes roles; only catalog keys', async () => {
    const created = await app.request('POST', '/api/roles', {
      key: app.admin.key,
      body: { name: 'editors', permissions: ['edit_query', 'view_query', 'view_query'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.permissions).toEqual(['edit_query', 'view_query']);
    const unknown = await app.request('POST', '/api/roles', {
      key: app.admin.key,
      body: { name: 'bad', permissions: ['view_query', 'fly'] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/fly/);
    expect((await app.request('POST', '/api/roles', { key: app.admin.key, body: { name: 'bad' } })).status).toBe(422);
    expect((await app.request('POST', '/api/roles', { key: app.admin.key, body: { name: 'editors', permissions: [] } })).status).toBe(409);
    const updated = await app.request('PUT', `/api/roles/${created.body.id}`, {
      key: app.admin.key,
      body: { permissions: ['view_query'] },
    });
    expect(updated.body).toMatchObject({ name: 'editors', permissions: ['view_query'] });
    expect(
      (await app.request('PUT', `/api/roles/${created.body.id}`, { key: app.admin.key, body: { permissions: ['nope'] } })).status,
    ).toBe(422);
    const roles = await app.request('GET', '/api/roles', { key: app.admin.key });
    const adminRole = roles.body.results.find((r: { builtin: boolean }) => r.builtin);
    expect((await app.request('DELETE', `/api/roles/${adminRole.id}`, { key: app.admin.key })).status).toBe(409);
    expect((await app.request('DELETE', `/api/roles/${created.body.id}`, { key: app.admin.key })).status).toBe(204);
    expect((await app.request('GET', `/api/roles/${created.body.id}`, { key: app.admin.key })).status).toBe(404);
    const user = await buildUser(app);
    expect((await app.request('POST', '/api/roles', { key: user.key, body: { name: 'sneaky', permissions: ['admin'] } })).status).toBe(403);
  });
});

describe('groups', () => {
  it('creates, renames and deletes groups; built-in groups are protected', async () => {
    const created = await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'Ops' } });
    expect(created.status).toBe(201);
    expect((await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'Ops' } })).status).toBe(409);
    expect((await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: '' } })).status).toBe(422);
    expect((await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 42 } })).status).toBe(422);
    const renamed = await app.request('POST', `/api/groups/${created.body.id}`, { key: app.admin.key, body: { name: 'Operations' } });
    expect(renamed.body.name).toBe('Operations');
    const groups = (await app.request('GET', '/api/groups', { key: app.admin.key })).body;
    for (const builtin of groups.filter((g: { type: string }) => g.type !== 'regular')) {
      expect((await app.request('DELETE', `/api/groups/${builtin.id}`, { key: app.admin.key })).status).toBe(409);
      expect((await app.request('POST', `/api/groups/${builtin.id}`, { key: app.admin.key, body: { name: 'x' } })).status).toBe(409);
    }
    const defaultGroup = groups.find((g: { name: string; type: string }) => g.type === 'builtin' && g.name === 'default');
    expect((await app.request('DELETE', `/api/groups/${defaultGroup.id}/members/${app.admin.userId}`, { key: app.admin.key })).status).toBe(
      409,
    );
    expect((await app.request('DELETE', `/api/groups/${created.body.id}`, { key: app.admin.key })).status).toBe(204);
    expect((await app.request('GET', `/api/groups/${created.body.id}`, { key: app.admin.key })).status).toBe(404);
    expect((await app.request('DELETE', `/api/groups/${created.body.id}`, { key: app.admin.key })).status).toBe(404);
  });

  it('DELETE /api/groups/{id}/roles/{roleId} detaches a role: its permissions leave the members; 401, 403, 404, 409', async () => {
    const role = await app.request('POST', '/api/roles', {
      key: app.admin.key,
      body: { name: 'destinations', permissions: ['manage_destinations'] },
    });
    expect(role.status).toBe(201);
    const member = await buildUser(app);
    const attached = await app.request('POST', `/api/groups/${member.groupId}/roles`, {
      key: app.admin.key,
      body: { role_id: role.body.id },
    });
    expect(attached.status).toBe(200);
    const permissions = async () =>
      (await app.request('GET', `/api/users/${member.id}/effective_permissions`, { key: app.admin.key })).body.permissions as string[];
    expect(await permissions()).toContain('manage_destinations');
    const path = `/api/groups/${member.groupId}/roles/${role.body.id}`;

    expect((await app.request('DELETE', path)).status).toBe(401);
    const refused = await app.request('DELETE', path, { key: member.key });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden' });
    expect(await permissions()).toContain('manage_destinations');

    expect((await app.request('DELETE', path, { key: app.admin.key })).status).toBe(204);
    expect(await permissions()).not.toContain('manage_destinations');
    // Detached already, an unknown role, an unknown group: 404.
    expect((await app.request('DELETE', path, { key: app.admin.key })).body).toMatchObject({ code: 'not_found' });
    expect((await app.request('DELETE', path, { key: app.admin.key })).status).toBe(404);
    expect((await app.request('DELETE', `/api/groups/${member.groupId}/roles/999999`, { key: app.admin.key })).status).toBe(404);
    expect((await app.request('DELETE', `/api/groups/999999/roles/${role.body.id}`, { key: app.admin.key })).status).toBe(404);

    // The admin group keeps its admin role.
    const groups = (await app.request('GET', '/api/groups', { key: app.admin.key })).body as { id: number; name: string; type: string }[];
    const adminGroup = groups.find((g) => g.type === 'builtin' && g.name === 'admin')!;
    const roles = (await app.request('GET', '/api/roles', { key: app.admin.key })).body.results as { id: number; permissions: string[] }[];
    const adminRole = roles.find((r) => r.permissions.includes('admin'))!;
    const kept = await app.request('DELETE', `/api/groups/${adminGroup.id}/roles/${adminRole.id}`, { key: app.admin.key });
    expect(kept.status).toBe(409);
    expect(kept.body).toMatchObject({ code: 'builtin_group' });
  });

  it('adds and removes members, roles and allowlisted connectors with validation', async () => {
    const group = (await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'Members' } })).body;
    const user = await buildUser(app);
    expect((await app.request('POST', `/api/groups/${group.id}/members`, { key: app.admin.key, body: { user_id: 999999 } })).status).toBe(
      422,
    );
    expect((await app.request('POST', `/api/groups/${group.id}/members`, { key: app.admin.key, body: {} })).status).toBe(422);
    expect((await app.request('POST', `/api/groups/${group.id}/members`, { key: user.key, body: { user_id: user.id } })).status).toBe(403);
    expect((await app.request('POST', '/api/groups/999999/members', { key: app.admin.key, body: { user_id: user.id } })).status).toBe(404);
    expect(
      (await app.request('POST', `/api/groups/${group.id}/members`, { key: app.admin.key, body: { user_id: user.id } })).body.members,
    ).toEqual([user.id]);
    // Redash answers 200 with a JSON null, and its clients read that body.
    const removedMember = await app.request('DELETE', `/api/groups/${group.id}/members/${user.id}`, { key: app.admin.key });
    expect([removedMember.status, removedMember.body]).toEqual([200, null]);
    expect((await app.request('DELETE', `/api/groups/${group.id}/members/${user.id}`, { key: app.admin.key })).status).toBe(404);
    expect((await app.request('POST', `/api/groups/${group.id}/roles`, { key: app.admin.key, body: { role_id: 999999 } })).status).toBe(
      422,
    );
    expect(
      (await app.request('POST', `/api/groups/${group.id}/data_sources`, { key: app.admin.key, body: { data_source_id: 999999 } })).status,
    ).toBe(422);
    expect(
      (await app.request('PUT', `/api/groups/${group.id}/data_source_access`, { key: app.admin.key, body: { restricted: 'yes' } })).status,
    ).toBe(422);
    const ds = await buildPgDataSource(app);
    expect(
      (await app.request('POST', `/api/groups/${group.id}/data_sources`, { key: app.admin.key, body: { data_source_id: ds.id } })).body
        .data_sources,
    ).toEqual([ds.id]);
    expect((await app.request('DELETE', `/api/groups/${group.id}/data_sources/${ds.id}`, { key: app.admin.key })).status).toBe(200);
  });
});
