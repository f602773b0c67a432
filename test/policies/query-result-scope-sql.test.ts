import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/viewer.js';
import { can as canJob, scopeSql as jobScopeSql } from '../../src/policies/job.js';
import { can, scopeSql, type QueryResultRef } from '../../src/policies/query-result.js';
import { ADMIN_URL } from '../helpers/databases.js';
import { admittedIds, viewer, viewers } from './fixtures.js';

// The saved queries results point at: published or not, whose, on which connector, and with the
// published version's own result (published_query_data_id) set or not.
const queries = [
  { id: 1, orgId: 1, userId: 1, dataSourceId: 5, publishedVersion: 2, publishedQueryDataId: 100 },
  { id: 2, orgId: 1, userId: 2, dataSourceId: 5, publishedVersion: null, publishedQueryDataId: null },
  { id: 3, orgId: 1, userId: 2, dataSourceId: 6, publishedVersion: 1, publishedQueryDataId: null },
  { id: 4, orgId: 1, userId: 1, dataSourceId: 6, publishedVersion: null, publishedQueryDataId: null },
  { id: 5, orgId: 2, userId: 1, dataSourceId: 5, publishedVersion: 1, publishedQueryDataId: null },
];

type Row = QueryResultRef & { id: number; queryId: number | null };
const versions: [number | null, number | null][] = [
  [null, null],
  [1, null],
  [1, 1],
  [1, 2],
  [2, 1],
  [3, 1],
  [3, 2],
  [4, 1],
  [5, 1],
  [99, 1], // the query is gone
];
const fixtures: Row[] = [];
for (const orgId of [1, 2])
  for (const dataSourceId of [5, 6])
    for (const [queryId, queryVersion] of versions)
      fixtures.push({
        id: fixtures.length + 1,
        orgId,
        dataSourceId,
        queryId,
        queryVersion,
        query: queries.find((q) => q.id === queryId) ?? null,
      });
// The result the published version of query 1 points at, though it ran version 1.
fixtures.push({ id: 100, orgId: 1, dataSourceId: 5, queryId: 1, queryVersion: 1, query: queries[0] });

const sql = (v: unknown) => (v === null ? 'NULL::int' : String(v));
const RESULTS = fixtures
  .map((r) => `(${r.id}, ${r.orgId}, ${r.dataSourceId}, ${sql(r.queryId)}, ${sql(r.queryVersion ?? null)})`)
  .join(', ');
const QUERIES = queries
  .map((q) => `(${q.id}, ${q.orgId}, ${q.userId}, ${q.dataSourceId}, ${sql(q.publishedVersion)}, ${sql(q.publishedQueryDataId)})`)
  .join(', ');

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(
    `CREATE TEMP TABLE queries (id int, org_id int, user_id int, data_source_id int, published_version int, published_query_data_id int)`,
  );
  await client.query(`INSERT INTO queries VALUES ${QUERIES}`);
});
afterAll(async () => {
  await client?.end();
});

const admitted = (v: Viewer | null, sqlFor = scopeSql) =>
  admittedIds(
    client,
    v,
    (viewer, param) => sqlFor(viewer, param),
    (where) =>
      `WITH r (id, org_id, data_source_id, query_id, query_version) AS (VALUES ${RESULTS}) SELECT id FROM r WHERE ${where} ORDER BY id`,
  );

describe('query result policy, SQL form of scope (issue 29: results by version)', () => {
  it('admits in PostgreSQL exactly the results can(viewer, read) admits, version rule included, for every viewer', async () => {
    const problems: string[] = [];
    for (const v of viewers()) {
      const bySql = await admitted(v);
      const byCan = fixtures.filter((r) => can(v, 'read', r)).map((r) => r.id);
      if (JSON.stringify(bySql) !== JSON.stringify(byCan))
        problems.push(`viewer ${v.id} admin ${v.isAdmin} perms ${[...v.permissions]}: sql ${bySql} can ${byCan}`);
      const jobsBySql = await admitted(v, jobScopeSql);
      const jobsByCan = fixtures.filter((r) => canJob(v, 'read', r)).map((r) => r.id);
      if (JSON.stringify(jobsBySql) !== JSON.stringify(jobsByCan)) problems.push(`jobs, viewer ${v.id}: sql ${jobsBySql} can ${jobsByCan}`);
    }
    expect(problems).toEqual([]);
  });

  it('is not vacuous: a view-only reader sees published versions and not a draft run', async () => {
    expect(await admitted(null)).toEqual([]);
    const reader = viewer({ id: 1, permissions: ['view_query'] });
    const ids = await admitted(reader);
    const byId = (queryId: number, version: number) =>
      fixtures.find((r) => r.orgId === 1 && r.dataSourceId === 5 && r.queryId === queryId && r.queryVersion === version)!.id;
    expect(ids).toContain(byId(1, 2)); // the published version
    expect(ids).toContain(100); // the result the published version points at
    expect(ids).not.toContain(byId(3, 2)); // another's draft version of a published query
    expect(ids).not.toContain(byId(2, 1)); // another's never-published draft
    expect(ids).toContain(byId(1, 1)); // own query: its working version is the reader's own
    // An editor sees the working versions of what they can read.
    expect(await admitted(viewer({ id: 1, permissions: ['view_query', 'edit_query'] }))).toContain(byId(3, 2));
  });
});
