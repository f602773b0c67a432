import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.js';
import { scope as queryScope, type QueryRef } from '../../src/policies/query.js';
import { can, scopeSql } from '../../src/policies/visualization.js';
import { ADMIN_URL } from '../helpers/databases.js';
import { admittedIds, matches, rows, scopeSqlDisagreements, viewer, viewers } from './fixtures.js';

// Two visualizations on each fixture query: ids 2n-1 and 2n on query n.
const queries = rows<QueryRef & Record<string, unknown>>({
  orgId: [1, 2],
  userId: [1, 2, 3],
  dataSourceId: [5, 6],
  publishedVersion: [null, 1],
  isArchived: [false, true],
}).map((row, i) => ({ ...row, id: i + 1 }));
const visualizations = queries.flatMap((q) => [
  { id: 2 * q.id - 1, parent: q },
  { id: 2 * q.id, parent: q },
]);

const QUERIES = queries
  .map((r) => `(${r.id}, ${r.orgId}, ${r.userId}, ${r.dataSourceId}, ${r.publishedVersion ?? 'NULL::int'}, ${r.isArchived})`)
  .join(', ');
const VISUALIZATIONS = visualizations.map((v) => `(${v.id}, ${v.parent.id})`).join(', ');

let client: pg.Client;

/** The fixture visualization ids PostgreSQL admits under `scopeSql(viewer)` (the CTEs stand in for the tables). */
async function admittedBySql(v: Viewer | null, sqlFor = scopeSql): Promise<number[]> {
  return admittedIds(
    client,
    v,
    sqlFor,
    (where) => `WITH queries (id, org_id, user_id, data_source_id, published_version, is_archived) AS (VALUES ${QUERIES}),
       visualizations (id, query_id) AS (VALUES ${VISUALIZATIONS})
     SELECT v.id FROM visualizations v WHERE ${where} ORDER BY v.id`,
  );
}

beforeAll(async () => {
  client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

describe('visualization policy, SQL form of scope', () => {
  it('admits in PostgreSQL exactly the rows scope and can(viewer, read) admit, for every viewer', async () => {
    const problems = await scopeSqlDisagreements(
      visualizations,
      {
        bySql: (v) => admittedBySql(v),
        inScope: (v, z) => matches(z.parent, queryScope(v) as Record<string, unknown>),
        canRead: (v, z) => can(v, 'read', z),
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
    expect(admitted.length).toBeLessThan(visualizations.length);
    // A form that ignores the query's visibility admits rows can() refuses.
    const everyQuery = (v: Viewer | null, param: (value: unknown) => string) =>
      scopeSql(v, param).replace('WHERE ', 'WHERE true OR (').replace(/\)$/, '))');
    expect((await admittedBySql(restricted, everyQuery)).length).toBeGreaterThan(admitted.length);
  });
});
