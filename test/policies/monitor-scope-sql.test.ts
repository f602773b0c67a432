import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.js';
import { can, scope, scopeSql } from '../../src/policies/monitor.js';
import { ADMIN_URL } from '../helpers/databases.js';
import { admittedIds, matches, scopeSqlDisagreements, viewer, viewers } from './fixtures.js';

// The alerts list (src/domain/alerts/list-monitors.ts) reads its rows with scopeSql: it must admit
// exactly what scope and can(viewer, 'read') admit.

interface Row extends Record<string, unknown> {
  id: number;
  orgId: number;
  queryId: number;
  parent: { dataSourceId: number };
}

// Queries 1..3 on connectors 5, 6 and 7; a monitor of each organization on each.
const QUERIES = [
  { id: 1, dataSourceId: 5 },
  { id: 2, dataSourceId: 6 },
  { id: 3, dataSourceId: 7 },
];
const fixtures: Row[] = [1, 2].flatMap((orgId) =>
  QUERIES.map((q) => ({ id: (orgId - 1) * 3 + q.id, orgId, queryId: q.id, parent: { dataSourceId: q.dataSourceId } })),
);

let client: pg.Client;

/** The fixture ids that PostgreSQL admits under `scopeSql(viewer)` (the CTEs stand for the tables). */
async function admittedBySql(v: Viewer | null): Promise<number[]> {
  return admittedIds(
    client,
    v,
    scopeSql,
    (where) => `WITH queries (id, data_source_id) AS (VALUES ${QUERIES.map((q) => `(${q.id}, ${q.dataSourceId})`).join(', ')}),
      m (id, org_id, query_id) AS (VALUES ${fixtures.map((r) => `(${r.id}, ${r.orgId}, ${r.queryId})`).join(', ')})
    SELECT id FROM m WHERE ${where} ORDER BY id`,
  );
}

beforeAll(async () => {
  client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

describe('monitor policy, SQL form of scope', () => {
  it('admits in PostgreSQL exactly the rows scope and can(viewer, read) admit, for every viewer', async () => {
    const who = [...viewers(), viewer({ allowlist: [5, 7] }), viewer({ orgId: 2, allowlist: [6] }), viewer({ orgId: 2, isAdmin: true })];
    const problems = await scopeSqlDisagreements(
      fixtures,
      {
        bySql: (v) => admittedBySql(v),
        inScope: (v, r) => matches(r, scope(v) as Record<string, unknown>),
        canRead: (v, r) => can(v, 'read', r),
      },
      who,
    );
    expect(problems).toEqual([]);
  });

  it('admits nothing without a viewer, and the comparison is not vacuous', async () => {
    expect(await admittedBySql(null)).toEqual([]);
    // A restricted viewer of organization 1 reaching connector 5 only: one monitor, not the others.
    expect(await admittedBySql(viewer({ allowlist: [5] }))).toEqual([1]);
    expect(await admittedBySql(viewer({ allowlist: [] }))).toEqual([]);
    expect(await admittedBySql(viewer({ isAdmin: true }))).toEqual([1, 2, 3]);
  });
});
