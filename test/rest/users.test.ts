import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildUser } from '../factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('users', () => {
  it('lists users paginated and searchable, for list_users holders only', async () => {
    for (let i = 0; i < 3; i += 1)
      await app.request('POST', '/api/users', { key: app.admin.key, body: { name: `Pager ${i}`, email: `pager${i}@acme.test` } });
    const page = await app.request('GET', '/api/users?page=2&page_size=2', { key: app.admin.key });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 4, page: 2, page_size: 2 });
    expect(page.body.results).toHaveLength(2);
    const search = await app.request('GET', '/api/users?q=pager1', { key: app.admin.key });
    expect(search.body.results.map((u: { email: string }) => u.email)).toEqual(['pager1@acme.test']);
    expect((await app.request('GET', '/api/users?page=0', { key: app.admin.key })).status).toBe(422);
    expect((await app.request('GET', '/api/users?page_size=251', { key: app.admin.key })).status).toBe(422);
    const nobody = await buildUser(app);
    expect((await app.request('GET', '/api/users', { key: nobody.key })).status).toBe(403);
    const lister = await buildUser(app, { permissions: ['list_users'] });
    expect((await app.request('GET', '/api/users', { key: lister.key })).status).toBe(200);
    expect((await app.request('GET', '/api/users')).status).toBe(401);
  });

  it('gets a user: self always, others with list_users, unknown ids 404', async () => {
    const user = await buildUser(app);
    const self = await app.request('GET', `/api/users/${user.id}`, { key: user.key });
    expect(self.status).toBe(200);
    expect(self.body).not.toHaveProperty('api_key');
    expect((await app.request('GET', `/api/users/${app.admin.userId}`, { key: user.key })).status).toBe(404);
    expect((await app.request('GET', '/api/users/987654', { key: app.admin.key })).status).toBe(404);
    expect((await app.request('GET', '/api/users/abc', { key: app.admin.key })).status).toBe(404);
  });

  it('updates names and e-mails with validation and conflicts', async () => {
    const user = await buildUser(app);
    const renamed = await app.request('POST', `/api/users/${user.id}`, { key: user.key, body: { name: 'New Name' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('New Name');
    expect((await app.request('POST', `/api/users/${user.id}`, { key: user.key, body: { email: 'bad' } })).status).toBe(422);
    expect((await app.request('POST', `/api/users/${user.id}`, { key: user.key, body: { email: app.admin.email } })).status).toBe(409);
    const lister = await buildUser(app, { permissions: ['list_users'] });
    expect((await app.request('POST', `/api/users/${user.id}`, { key: lister.key, body: { name: 'Hijack' } })).status).toBe(403);
    expect((await app.request('GET', `/api/users/${user.id}`, { key: app.admin.key })).body.name).toBe('New Name');
  });

  it('disables and enables with manage_users, never oneself', async () => {
    const user = await buildUser(app);
    expect((await app.request('POST', `/api/users/${user.id}/disable`, { key: user.key })).status).toBe(403);
    expect((await app.request('POST', `/api/users/${app.admin.userId}/disable`, { key: app.admin.key })).status).toBe(409);
    const disabled = await app.request('POST', `/api/users/${user.id}/disable`, { key: app.admin.key });
    expect(disabled.body.is_disabled).toBe(true);
    const enabled = await app.request('DELETE', `/api/users/${user.id}/disable`, { key: app.admin.key });
    expect(enabled.body.is_disabled).toBe(false);
    expect((await app.request('POST', '/api/users/555555/disable', { key: app.admin.key })).status).toBe(404);
  });

  it('regenerates a key (admin only): shown once, the old key dies at once', async () => {
    const user = await buildUser(app, { permissions: ['manage_users'] });
    expect((await app.request('POST', `/api/users/${user.id}/regenerate_api_key`, { key: user.key })).status).toBe(403);
    const fresh = await app.request('POST', `/api/users/${user.id}/regenerate_api_key`, { key: app.admin.key });
    expect(fresh.status).toBe(200);
    expect(fresh.body.api_key).toEqual(expect.any(String));
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(401);
    expect((await app.request('GET', '/api/session', { key: fresh.body.api_key })).body.user.id).toBe(user.id);
    const pending = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'P', email: 'pending@acme.test' } });
    expect((await app.request('POST', `/api/users/${pending.body.id}/regenerate_api_key`, { key: app.admin.key })).status).toBe(409);
    expect((await app.request('POST', '/api/users/777777/regenerate_api_key', { key: app.admin.key })).status).toBe(404);
  });
});
