import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
/** A connection of its own: writes and NOTIFYs from it stand for another Overlook process. */
let other: pg.Client;

beforeAll(async () => {
  app = await startTestApp();
  other = new pg.Client({ connectionString: app.databaseUrl });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await app?.stop();
});

/** Sends until the answer's status is `status` (the NOTIFY arrives asynchronously), and answers it. */
async function statusOnceNotified(status: number, send: () => Promise<{ status: number }>): Promise<number> {
  return (await eventually(send, (res) => res.status === status)).status;
}

describe('viewer cache: changes made through the API take effect at once', () => {
  it('a regenerated key: the old one is 401 at once, the new one works', async () => {
    const user = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(200);
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(200);
    const regenerated = await app.request('POST', `/api/users/${user.id}/regenerate_api_key`, { key: app.admin.key });
    expect(regenerated.status).toBe(200);
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(401);
    expect((await app.request('GET', '/api/session', { key: regenerated.body.api_key ?? regenerated.body.apiKey })).status).toBe(200);
  });

  it('a disabled user is 401 at once, and served again when enabled', async () => {
    const user = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('GET', '/api/queries', { key: user.key })).status).toBe(200);
    expect((await app.request('POST', `/api/users/${user.id}/disable`, { key: app.admin.key })).status).toBe(200);
    expect((await app.request('GET', '/api/queries', { key: user.key })).status).toBe(401);
    expect((await app.request('POST', `/api/users/${user.id}/enable`, { key: app.admin.key })).status).toBe(200);
    expect((await app.request('GET', '/api/queries', { key: user.key })).status).toBe(200);
  });

  it('a permission removed from a role is 403 at once', async () => {
    const source = await buildPgDataSource(app);
    const user = await buildUser(app, { permissions: ['view_query', 'create_query', 'execute_query'] });
    const body = { data_source_id: source.id, name: 'cached', query: 'SELECT 1' };
    expect((await app.request('POST', '/api/queries', { key: user.key, body })).status).toBe(201);
    const roles = await app.request('GET', '/api/roles', { key: app.admin.key });
    const role = roles.body.results.find(
      (r: { permissions: string[]; builtin: boolean }) => !r.builtin && r.permissions.includes('create_query'),
    );
    expect((await app.request('PUT', `/api/roles/${role.id}`, { key: app.admin.key, body: { permissions: ['view_query'] } })).status).toBe(
      200,
    );
    const refused = await app.request('POST', '/api/queries', { key: user.key, body });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBeTruthy();
  });

  it('a group membership removed takes its permission with it at once', async () => {
    const user = await buildUser(app, { permissions: ['view_query', 'create_query'] });
    const source = await buildPgDataSource(app);
    const body = { data_source_id: source.id, name: 'member', query: 'SELECT 1' };
    expect((await app.request('POST', '/api/queries', { key: user.key, body })).status).toBe(201);
    // Redash's answer to these DELETEs: 200 with a JSON null.
    expect((await app.request('DELETE', `/api/groups/${user.groupId}/members/${user.id}`, { key: app.admin.key })).status).toBe(200);
    expect((await app.request('POST', '/api/queries', { key: user.key, body })).status).toBe(403);
  });

  it('data source access removed is 404 at once', async () => {
    const source = await buildPgDataSource(app);
    const user = await buildUser(app, { permissions: ['view_query'], restricted: true, dataSourceIds: [source.id] });
    expect((await app.request('GET', `/api/data_sources/${source.id}`, { key: user.key })).status).toBe(200);
    expect((await app.request('DELETE', `/api/groups/${user.groupId}/data_sources/${source.id}`, { key: app.admin.key })).status).toBe(200);
    const gone = await app.request('GET', `/api/data_sources/${source.id}`, { key: user.key });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('viewer cache: changes made by another process', () => {
  it('serves the cached viewer until that process NOTIFYs, then answers 401', async () => {
    const user = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(200);
    // Another process revokes the key; until its NOTIFY arrives this process may serve its cached viewer.
    await other.query('UPDATE users SET api_key_hash = NULL WHERE id = $1', [user.id]);
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(200);
    const { NOTIFY_SQL } = await import('../../src/pubsub.js');
    const { VIEWER_INVALIDATED_TOPIC } = await import('../../src/auth/viewer-cache.js');
    await other.query(NOTIFY_SQL, [VIEWER_INVALIDATED_TOPIC, JSON.stringify({ userId: user.id })]);
    expect(await statusOnceNotified(401, () => app.request('GET', '/api/session', { key: user.key }))).toBe(401);
  });

  it('an organization-wide invalidation reaches every viewer of the organization', async () => {
    const user = await buildUser(app, { permissions: ['view_query', 'create_query'] });
    const source = await buildPgDataSource(app);
    const body = { data_source_id: source.id, name: 'org-wide', query: 'SELECT 1' };
    expect((await app.request('POST', '/api/queries', { key: user.key, body })).status).toBe(201);
    await other.query(
      `UPDATE roles SET permissions = ARRAY['view_query'] WHERE id IN (SELECT role_id FROM group_roles WHERE group_id = $1)`,
      [user.groupId],
    );
    const { NOTIFY_SQL } = await import('../../src/pubsub.js');
    const { VIEWER_INVALIDATED_TOPIC } = await import('../../src/auth/viewer-cache.js');
    await other.query(NOTIFY_SQL, [VIEWER_INVALIDATED_TOPIC, JSON.stringify({ orgId: app.admin.orgId })]);
    expect(await statusOnceNotified(403, () => app.request('POST', '/api/queries', { key: user.key, body }))).toBe(403);
  });

  it('without the LISTEN connection nothing is cached: another process’s change shows on the next request', async () => {
    const { eventTarget } = await import('../../src/pubsub.js');
    const user = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(200);
    await eventTarget.stop();
    try {
      expect(eventTarget.listening).toBe(false);
      await other.query('UPDATE users SET disabled_at = now() WHERE id = $1', [user.id]);
      expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(401);
    } finally {
      await eventTarget.start();
    }
    expect(eventTarget.listening).toBe(true);
    expect((await app.request('GET', '/api/session', { key: user.key })).status).toBe(401);
  });
});
