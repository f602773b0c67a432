import { offsetToCursor } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// GET /api/users (userSearch), users and GET /api/groups (groups) read a page in one statement
// (src/domain/users/list-users.ts, src/domain/groups/list-groups.ts). Every listed row must be,
// byte for byte, what its own GET (the Prisma path) answers, for every kind of viewer; the rows
// listed must be those Prisma's where with the policy's scope selects.

type Row = { id: number } & Record<string, unknown>;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
});
afterAll(async () => {
  await app?.stop();
});

async function expectEachAsItsGet(path: string, rows: Row[], key: string) {
  for (const row of rows) {
    const one = await app.request('GET', `${path}/${row.id}`, { key });
    expect(one.status).toBe(200);
    // Same keys in the same order with the same values: the same bytes.
    expect(JSON.stringify(row)).toBe(JSON.stringify(one.body));
  }
}

describe('users and groups lists', () => {
  it('list each user and group as its own GET answers it, for every viewer, in the rows Prisma selects', async () => {
    const { db } = await import('../../src/db.js');
    const lister = await buildUser(app, { permissions: ['list_users'], name: 'Lister_one' });
    const manager = await buildUser(app, { permissions: ['manage_users'], name: 'Manager 100%' });
    const plain = await buildUser(app, { name: 'Plain' });
    const restricted = await buildUser(app, { restricted: true, name: 'Restricted' });
    const gone = await buildUser(app, { name: 'Gone' });
    expect((await app.request('POST', `/api/users/${gone.id}/disable`, { key: app.admin.key })).status).toBe(200);
    const pending = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'Pending', email: 'pending@acme.test' } });
    expect(pending.status).toBe(201);
    await db.user.update({ where: { id: plain.id }, data: { emailVerifiedAt: new Date('2026-03-04T05:06:07.891Z') } });
    const other = await buildOrganization();
    await buildUser(app, { name: 'Other org user' });

    const viewers = [app.admin.key, lister.key, manager.key, plain.key, restricted.key, gone.key, other.key];
    let listedUsers = 0;
    let listedGroups = 0;
    for (const key of viewers) {
      const self = await app.request('GET', '/api/session', { key });
      for (const query of ['', '&disabled=true', '&q=one', '&q=_', '&q=100%25', '&q=ACME.TEST', '&q=nobody']) {
        const list = await app.request('GET', `/api/users?page_size=250${query}`, { key });
        if (list.status !== 200) {
          // Refused lists stay refused (list_users or manage_users).
          // A disabled user's key no longer authenticates.
          expect({ key, status: list.status }).toEqual({ key, status: key === gone.key ? 401 : 403 });
          expect([plain.key, restricted.key, gone.key]).toContain(key);
          continue;
        }
        const rows = list.body.results as Row[];
        expect(list.body.count).toBe(rows.length);
        await expectEachAsItsGet('/api/users', rows, key);
        listedUsers += rows.length;
        // The rows Prisma selects with the old where (scope, disabled or not, name or e-mail contains).
        const params = new URLSearchParams(query.slice(1));
        const search = params.get('q');
        const orgId = key === other.key ? other.orgId : app.admin.orgId;
        const expected = await db.user.findMany({
          where: {
            orgId,
            disabledAt: params.get('disabled') === 'true' ? { not: null } : null,
            ...(search
              ? { OR: [{ name: { contains: search, mode: 'insensitive' } }, { email: { contains: search, mode: 'insensitive' } }] }
              : {}),
          },
          orderBy: { id: 'asc' },
          select: { id: true },
        });
        expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      }

      const groups = await app.request('GET', '/api/groups', { key });
      if (groups.status !== 200) {
        expect([plain.key, restricted.key, gone.key]).toContain(key);
        continue;
      }
      await expectEachAsItsGet('/api/groups', groups.body as Row[], key);
      listedGroups += groups.body.length;
      const orgId = key === other.key ? other.orgId : app.admin.orgId;
      const expected = await db.group.findMany({ where: { orgId }, orderBy: { id: 'asc' }, select: { id: true } });
      expect((groups.body as Row[]).map((g) => g.id)).toEqual(expected.map((g) => g.id));
      expect(self.status).toBe(200);
    }
    expect(listedUsers).toBeGreaterThan(20);
    expect(listedGroups).toBeGreaterThan(20);
  });

  it('pages users with their count; a page past the end is Redash’s 400 "Page is out of range."', async () => {
    const total = (await app.request('GET', '/api/users?page_size=250', { key: app.admin.key })).body.count as number;
    expect(total).toBeGreaterThan(3);
    const first = await app.request('GET', '/api/users?page_size=2&page=1', { key: app.admin.key });
    const second = await app.request('GET', '/api/users?page_size=2&page=2', { key: app.admin.key });
    const past = await app.request('GET', `/api/users?page_size=2&page=${total + 5}`, { key: app.admin.key });
    expect([first.body.count, second.body.count]).toEqual([total, total]);
    expect(first.body.results.length).toBe(2);
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ message: 'Page is out of range.', code: 'page_out_of_range' });
    expect(second.body.results[0].id).toBeGreaterThan(first.body.results[1].id);
  });

  it('GraphQL users and groups answer each node as user(id) and group(id) do, paged with totalCount', async () => {
    const member = await buildUser(app, { name: 'Member only' });
    const userFields = 'id name email isEmailVerified isDisabled isInvitationPending groupIds createdAt updatedAt disabledAt';
    const groupFields = 'id name type restricted memberIds roleIds dataSourceIds permissions createdAt';
    for (const key of [app.admin.key, member.key]) {
      const { data, errors } = await app.graphql(
        `query { users(first: 3, after: "${offsetToCursor(0)}") { totalCount edges { node { ${userFields} } } }
          groups(first: 20) { totalCount edges { node { ${groupFields} } } } }`,
        {},
        key,
      );
      if (key === member.key) {
        // Without list_users: the lists are refused, the member's own user and groups stay readable alone.
        expect(errors?.length).toBeGreaterThan(0);
        continue;
      }
      expect(errors).toBeUndefined();
      expect(data.users.edges.length).toBe(3);
      expect(data.users.totalCount).toBeGreaterThan(4);
      for (const { node } of data.users.edges) {
        const alone = await app.graphql(`query ($id: Int!) { user(id: $id) { ${userFields} } }`, { id: node.id }, key);
        expect(JSON.stringify(node)).toBe(JSON.stringify(alone.data.user));
      }
      expect(data.groups.totalCount).toBe(data.groups.edges.length);
      for (const { node } of data.groups.edges) {
        const alone = await app.graphql(`query ($id: Int!) { group(id: $id) { ${groupFields} } }`, { id: node.id }, key);
        expect(JSON.stringify(node)).toBe(JSON.stringify(alone.data.group));
      }
      // Only some fields: the same values.
      const narrow = await app.graphql(
        'query { groups { edges { node { id permissions } } } users(search: "member") { edges { node { groupIds } } } }',
        {},
        key,
      );
      expect(narrow.data.groups.edges.map((e: { node: unknown }) => e.node)).toEqual(
        data.groups.edges.map((e: { node: { id: number; permissions: string[] } }) => ({ id: e.node.id, permissions: e.node.permissions })),
      );
      expect(narrow.data.users.edges.length).toBe(1);
    }
  });
});
