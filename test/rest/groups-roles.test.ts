import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildPgDataSource, buildUser } from '../factories.js';

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
    expect((await app.request('DELETE', `/api/groups/${group.id}/data_sources/${ds.id}`, { key: app.admin.key })).status).toBe(204);
  });
});
