import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.js';
import { can, scope, scopeSql, type DashboardRef } from '../../src/policies/dashboard.js';
import { ADMIN_URL } from '../helpers/databases.js';
import { admittedIds, matches, rows, scopeSqlDisagreements, viewer, viewers } from './fixtures.js';

type Row = DashboardRef & Record<string, unknown> & { id: number };

const PUBLISHED = new Date('2026-01-02T03:04:05.000Z');
const fixtures: Row[] = rows<DashboardRef & Record<string, unknown>>({
  orgId: [1, 2],
  userId: [1, 2, 3],
  publishedAt: [null, PUBLISHED],
}).map((row, i) => ({ ...row, id: i + 1 }));

const VALUES = fixtures
  .map(
    (r) => `(${r.id}, ${r.orgId}, ${r.userId}, ${r.publishedAt ? `'${r.publishedAt.toISOString()}'::timestamptz` : 'NULL::timestamptz'})`,
  )
  .join(', ');

let client: pg.Client;

/** The fixture ids that PostgreSQL admits under `scopeSql(viewer)`. */
async function admittedBySql(v: Viewer | null, sqlFor = scopeSql): Promise<number[]> {
  return admittedIds(
    client,
    v,
    sqlFor,
    (where) => `WITH d (id, org_id, user_id, published_at) AS (VALUES ${VALUES}) SELECT id FROM d WHERE ${where} ORDER BY id`,
  );
}

beforeAll(async () => {
  client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

describe('dashboard policy, SQL form of scope', () => {
  it('admits in PostgreSQL exactly the rows scope and can(viewer, read) admit, for every viewer', async () => {
    const problems = await scopeSqlDisagreements(
      fixtures,
      {
        bySql: (v) => admittedBySql(v),
        inScope: (v, r) => matches(r, scope(v) as Record<string, unknown>),
        canRead: (v, r) => can(v, 'read', r),
      },
      [...viewers(), viewer({ orgId: 2, permissions: ['edit_dashboard'] }), viewer({ orgId: 2, id: 3 })],
    );
    expect(problems).toEqual([]);
  });

  it('admits nothing without a viewer, and the comparison is not vacuous', async () => {
    expect(await admittedBySql(null)).toEqual([]);
    const reader = viewer({ id: 2 });
    const admitted = await admittedBySql(reader);
    // Published dashboards of its organization and its own drafts; never another's draft or another organization's.
    expect(admitted.map((id) => fixtures[id - 1])).toEqual(
      fixtures.filter((r) => r.orgId === 1 && (r.publishedAt !== null || r.userId === 2)),
    );
    expect(admitted.length).toBeLessThan(fixtures.filter((r) => r.orgId === 1).length);
    // A form that forgets the draft rule admits rows can() refuses.
    const withoutDrafts = (v: Viewer | null, param: (value: unknown) => string) =>
      scopeSql(v, param).replace(/ AND \(.* OR d\.user_id = (\$\d+)\)$/, ' AND $1::int IS NOT NULL');
    expect((await admittedBySql(reader, withoutDrafts)).length).toBeGreaterThan(admitted.length);
  });
});
