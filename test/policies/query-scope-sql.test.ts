import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.js';
import { can, scope, scopeSql, type QueryRef } from '../../src/policies/query.js';
import { ADMIN_URL } from '../helpers/databases.js';
import { admittedIds, matches, rows, scopeSqlDisagreements, viewer, viewers } from './fixtures.js';

type Row = QueryRef & Record<string, unknown> & { id: number };

const fixtures: Row[] = rows<QueryRef & Record<string, unknown>>({
  orgId: [1, 2],
  userId: [1, 2, 3],
  dataSourceId: [5, 6],
  publishedVersion: [null, 1],
  isArchived: [false, true],
}).map((row, i) => ({ ...row, id: i + 1 }));

const VALUES = fixtures
  .map((r) => `(${r.id}, ${r.orgId}, ${r.userId}, ${r.dataSourceId}, ${r.publishedVersion ?? 'NULL::int'}, ${r.isArchived})`)
  .join(', ');

let client: pg.Client;

/** The fixture ids that PostgreSQL admits under `scopeSql(viewer)`. */
async function admittedBySql(v: Viewer | null, sqlFor = scopeSql): Promise<number[]> {
  return admittedIds(
    client,
    v,
    sqlFor,
    (where) => `WITH q (id, org_id, user_id, data_source_id, published_version, is_archived) AS (VALUES ${VALUES})
     SELECT id FROM q WHERE ${where} ORDER BY id`,
  );
}

beforeAll(async () => {
  client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

describe('query policy, SQL form of scope', () => {
  it('admits in PostgreSQL exactly the rows scope and can(viewer, read) admit, for every viewer', async () => {
    const problems = await scopeSqlDisagreements(
      fixtures,
      {
        bySql: (v) => admittedBySql(v),
        inScope: (v, r) => matches(r, scope(v) as Record<string, unknown>),
        canRead: (v, r) => can(v, 'read', r),
      },
      viewers(),
    );
    expect(problems).toEqual([]);
  });

  it('admits nothing without a viewer, and the comparison is not vacuous', async () => {
    expect(await admittedBySql(null)).toEqual([]);
    const restricted = viewer({ permissions: ['view_query'], allowlist: [5] });
    const admitted = await admittedBySql(restricted);
    expect(admitted.length).toBeGreaterThan(0);
    expect(admitted.every((id) => fixtures[id - 1].dataSourceId === 5 && fixtures[id - 1].orgId === 1)).toBe(true);
    // A form that forgets the reach rule admits rows can() refuses.
    const withoutReach = (v: Viewer | null, param: (value: unknown) => string) =>
      scopeSql(v, param).replace(/q\.data_source_id = ANY\((\$\d+)::int\[\]\)/, '$1::int[] IS NOT NULL');
    expect((await admittedBySql(restricted, withoutReach)).length).toBeGreaterThan(admitted.length);
  });
});
