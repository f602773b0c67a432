import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.js';
import * as dataSources from '../../src/policies/data-source.js';
import * as destinations from '../../src/policies/destination.js';
import * as groups from '../../src/policies/group.js';
import * as users from '../../src/policies/user.js';
import { ADMIN_URL } from '../helpers/databases.js';
import { matches, viewer, viewers } from './fixtures.js';

// The users, groups and data sources lists (src/domain/users/list-users.ts, src/domain/groups/list-groups.ts,
// src/domain/data-sources/list-data-sources.ts, src/domain/destinations/list-destinations.ts)
// filter with the policies' scopeSql: it must admit exactly what scope and can(viewer, read) admit.

interface Row {
  id: number;
  orgId: number;
  [key: string]: unknown;
}

/** Ids 1..14 alternating between organizations 1 and 2: the fixtures viewers' ids (1, 2) and group ids (10, 11) among them. */
const fixtures: Row[] = Array.from({ length: 14 }, (_, i) => ({ id: i + 1, orgId: (i % 2) + 1 }));
const VALUES = fixtures.map((r) => `(${r.id}, ${r.orgId})`).join(', ');

let client: pg.Client;

async function admittedBySql(
  table: 'u' | 'g' | 'ds' | 'de',
  v: Viewer | null,
  sqlFor: (v: Viewer | null, param: (value: unknown) => string) => string,
): Promise<number[]> {
  const values: unknown[] = [];
  const condition = sqlFor(v, (value) => `$${values.push(value)}`);
  const { rows: found } = await client.query<{ id: number }>(
    `WITH ${table} (id, org_id) AS (VALUES ${VALUES}) SELECT id FROM ${table} WHERE ${condition} ORDER BY id`,
    values,
  );
  return found.map((r) => r.id);
}

/** Every viewer kind of the policy tests, plus other organizations and group memberships in and out of the organization. */
function everyViewer(): Viewer[] {
  return [
    ...viewers(),
    viewer({ orgId: 2, id: 2, permissions: ['list_users'] }),
    viewer({ orgId: 2, id: 4 }),
    viewer({ orgId: 2, id: 4, groupId: 11 }),
    viewer({ groupId: 11 }),
    viewer({ groupId: 3, permissions: ['manage_users'] }),
    viewer({ id: 5, allowlist: null, isAdmin: true }),
    viewer({ allowlist: [5, 6, 7] }),
    viewer({ orgId: 2, allowlist: [5, 6, 7] }),
  ];
}

beforeAll(async () => {
  client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

const policies = [
  { name: 'user', table: 'u' as const, scope: users.scope, can: users.can, scopeSql: users.scopeSql, narrows: true },
  { name: 'group', table: 'g' as const, scope: groups.scope, can: groups.can, scopeSql: groups.scopeSql, narrows: true },
  {
    name: 'destination',
    table: 'de' as const,
    scope: destinations.scope,
    can: destinations.can,
    scopeSql: destinations.scopeSql,
    narrows: false,
  },
  {
    name: 'data source',
    table: 'ds' as const,
    scope: dataSources.scope,
    can: dataSources.can,
    scopeSql: dataSources.scopeSql,
    narrows: true,
  },
];

describe.each(policies)('$name policy, SQL form of scope', ({ table, scope, can, scopeSql, narrows }) => {
  it('admits in PostgreSQL exactly the rows scope and can(viewer, read) admit, for every viewer', async () => {
    const problems: string[] = [];
    let admittedSome = 0;
    let refusedSome = 0;
    for (const v of everyViewer()) {
      const bySql = await admittedBySql(table, v, scopeSql);
      const byScope = fixtures.filter((r) => matches(r, scope(v) as Record<string, unknown>)).map((r) => r.id);
      const byCan = fixtures.filter((r) => can(v, 'read', r)).map((r) => r.id);
      if (JSON.stringify(bySql) !== JSON.stringify(byScope) || JSON.stringify(bySql) !== JSON.stringify(byCan))
        problems.push(`viewer ${v.id} org ${v.org.id} perms ${[...v.permissions].join(',')}: sql ${bySql} scope ${byScope} can ${byCan}`);
      if (bySql.length) admittedSome += 1;
      if (bySql.length < fixtures.filter((r) => r.orgId === v.org.id).length) refusedSome += 1;
    }
    expect(problems).toEqual([]);
    // Not vacuous: some viewers see rows, some see fewer than their organization's.
    expect(admittedSome).toBeGreaterThan(5);
    // Destinations are seen by the whole organization: only other organizations' are refused.
    if (narrows) expect(refusedSome).toBeGreaterThan(5);
    else expect(refusedSome).toBe(0);
  });

  it('admits nothing without a viewer', async () => {
    expect(await admittedBySql(table, null, scopeSql)).toEqual([]);
  });
});

describe('scopeSql, the narrower rules', () => {
  it('a user without list_users sees only itself; a group member without it only its groups of its organization', async () => {
    expect(await admittedBySql('u', viewer({ id: 3 }), users.scopeSql)).toEqual([3]);
    expect(await admittedBySql('u', viewer({ id: 2 }), users.scopeSql)).toEqual([]);
    expect(await admittedBySql('u', viewer({ id: 3, permissions: ['list_users'] }), users.scopeSql)).toEqual([1, 3, 5, 7, 9, 11, 13]);
    expect(await admittedBySql('g', viewer({ groupId: 9 }), groups.scopeSql)).toEqual([9]);
    expect(await admittedBySql('g', viewer({ groupId: 10 }), groups.scopeSql)).toEqual([]);
    expect(await admittedBySql('g', viewer({ allowlist: null }), groups.scopeSql)).toEqual([]);
    // A form that forgets the membership rule admits rows can() refuses.
    const orgOnly = (v: Viewer | null, param: (value: unknown) => string) =>
      groups.scopeSql(v, param).replace(/ AND g\.id = ANY\((\$\d+)::int\[\]\)$/, ' AND $1::int[] IS NOT NULL');
    expect((await admittedBySql('g', viewer({ groupId: 9 }), orgOnly)).length).toBeGreaterThan(1);
  });
});
