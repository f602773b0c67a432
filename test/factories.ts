import { expect } from 'vitest';
import type { TestApp } from './helpers/app.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** A role holding `permissions`, attached to a new group the new user is in; returns the user's key. */
export async function buildUser(
  app: TestApp,
  overrides: { permissions?: string[]; restricted?: boolean; dataSourceIds?: number[]; name?: string } = {},
) {
  const admin = app.admin.key;
  const id = unique();
  const group = await app.request('POST', '/api/groups', { key: admin, body: { name: `group-${id}` } });
  expect(group.status).toBe(201);
  if (overrides.permissions?.length) {
    const role = await app.request('POST', '/api/roles', { key: admin, body: { name: `role-${id}`, permissions: overrides.permissions } });
    expect(role.status).toBe(201);
    expect((await app.request('POST', `/api/groups/${group.body.id}/roles`, { key: admin, body: { role_id: role.body.id } })).status).toBe(
      200,
    );
  }
  const email = `user-${id}@acme.test`;
  const invited = await app.request('POST', '/api/users', {
    key: admin,
    body: { name: overrides.name ?? `User ${id}`, email, groups: [group.body.id] },
  });
  expect(invited.status).toBe(201);
  const { db } = await import('../src/db.js');
  const { newApiKey } = await import('../src/domain/organizations/create-organization.js');
  // The invitation e-mail path is covered by its own test; here the key is activated directly.
  const key = newApiKey();
  await db.user.update({ where: { id: invited.body.id }, data: { apiKeyHash: key.hash, acceptedAt: new Date() } });
  if (overrides.restricted !== undefined) {
    // Restricting only this group would not restrict the user, who is also in `default`.
    const groups = await app.request('GET', '/api/groups', { key: admin });
    const defaultGroup = groups.body.find((g: { name: string; type: string }) => g.type === 'builtin' && g.name === 'default');
    await db.groupMember.delete({ where: { groupId_userId: { groupId: defaultGroup.id, userId: invited.body.id } } });
    await app.request('PUT', `/api/groups/${group.body.id}/data_source_access`, { key: admin, body: { restricted: overrides.restricted } });
  }
  for (const dataSourceId of overrides.dataSourceIds ?? []) {
    await app.request('POST', `/api/groups/${group.body.id}/data_sources`, { key: admin, body: { data_source_id: dataSourceId } });
  }
  return { id: invited.body.id as number, email, key: key.key, groupId: group.body.id as number };
}

/** A pg connector to the test PostgreSQL server. */
export async function buildPgDataSource(app: TestApp, overrides: { name?: string; dbname?: string } = {}) {
  const res = await app.request('POST', '/api/data_sources', {
    key: app.admin.key,
    body: {
      name: overrides.name ?? `pg-${unique()}`,
      type: 'pg',
      options: { host: '127.0.0.1', port: 5432, user: 'postgres', password: 'unused-secret', dbname: overrides.dbname ?? 'postgres' },
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string };
}

/** A saved query (an unpublished draft of the admin unless `key` says otherwise). */
export async function buildQuery(
  app: TestApp,
  overrides: { dataSourceId: number; query?: string; name?: string; key?: string; options?: unknown },
) {
  const res = await app.request('POST', '/api/queries', {
    key: overrides.key ?? app.admin.key,
    body: {
      data_source_id: overrides.dataSourceId,
      name: overrides.name ?? `query-${unique()}`,
      query: overrides.query ?? 'SELECT 1 AS value',
      options: overrides.options,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; working_version: number };
}

/** A destination (a webhook to `url` by default). */
export async function buildDestination(
  app: TestApp,
  overrides: { type?: string; options?: Record<string, unknown>; name?: string; key?: string } = {},
) {
  const res = await app.request('POST', '/api/destinations', {
    key: overrides.key ?? app.admin.key,
    body: {
      name: overrides.name ?? `destination-${unique()}`,
      type: overrides.type ?? 'webhook',
      options: overrides.options ?? { url: 'http://127.0.0.1:9/hook', secret: 'test-signing-secret' },
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string; type: string };
}

/** A monitor on `queryId` watching `column` (default: value > 10). */
export async function buildMonitor(
  app: TestApp,
  overrides: {
    queryId: number;
    options?: Record<string, unknown>;
    rearm?: number | null;
    notifyOnRecovery?: boolean;
    name?: string;
    key?: string;
  },
) {
  const res = await app.request('POST', '/api/monitors', {
    key: overrides.key ?? app.admin.key,
    body: {
      query_id: overrides.queryId,
      name: overrides.name ?? `monitor-${unique()}`,
      options: overrides.options ?? { column: 'value', op: '>', value: 10 },
      rearm: overrides.rearm,
      notify_on_recovery: overrides.notifyOnRecovery,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; state: string };
}

/** A published dashboard holding one text widget, made by `key` (the admin by default). */
export async function buildPublishedDashboard(app: TestApp, overrides: { key?: string; name?: string; text?: string } = {}) {
  const key = overrides.key ?? app.admin.key;
  const created = await app.request('POST', '/api/dashboards', { key, body: { name: overrides.name ?? `dashboard-${unique()}` } });
  expect(created.status).toBe(201);
  const widget = await app.request('POST', '/api/widgets', {
    key,
    body: { dashboard_id: created.body.id, text: overrides.text ?? 'Hello', width: 1 },
  });
  expect(widget.status, JSON.stringify(widget.body)).toBe(201);
  expect((await app.request('POST', `/api/dashboards/${created.body.slug}/publish`, { key })).status).toBe(200);
  return created.body as { id: number; slug: string };
}

/** A second organization, apart from the app's own; answers its admin's API key. */
export async function buildOrganization(overrides: { name?: string } = {}) {
  const { db } = await import('../src/db.js');
  const { createOrganization } = await import('../src/domain/organizations/create-organization.js');
  const id = unique();
  const created = await db.$transaction((tx) =>
    createOrganization(tx, {
      name: overrides.name ?? `Org ${id}`,
      adminName: `Admin ${id}`,
      adminEmail: `admin-${id}@org.test`,
      password: 'other-org-password-1',
      emailVerified: true,
    }),
  );
  return { key: created.apiKey, orgId: created.org.id };
}
