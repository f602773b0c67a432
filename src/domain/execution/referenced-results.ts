/**
 * Query Results (src/connectors/results): the saved queries a statement names as `query_<id>`,
 * checked and handed to the connector as tables. Connectors never read the metadata database;
 * this is where the rows come from. The caller is checked twice, through src/policies/query.ts,
 * the one authority: when the job is requested (`checkReferencedQueries`, 404/403 as for the
 * query itself) and again when the worker runs it, as the job's user (`referencedResults`), so a
 * job that waited in the queue does not outlive a revoked permission. A job without a user (a
 * schedule, a monitor) reads only queries of its own organization.
 */
import { viewerById } from '../../auth/viewer.js';
import type { Context } from '../../context.js';
import type { InputTable } from '../../connectors/types.js';
import { pool } from '../../db.js';
import { ValidationError } from '../../errors.js';
import { authorizeQuery, loadQuery, type QueryRef } from '../../policies/query.js';
import { readResultChunks, resultMeta } from '../results/read-result.js';

/** At request time: the caller may read every named query (404 or 403 otherwise, as for the query itself). */
export async function checkReferencedQueries(ctx: Context, ids: number[]): Promise<void> {
  if (!ctx.viewer) return;
  for (const id of ids) await loadQuery(ctx, id, 'read');
}

interface Row extends QueryRef {
  id: number;
  latestQueryDataId: number | null;
}

/** At run time: the latest result of each named query, as the job's user may read it. */
export async function referencedResults(orgId: number, userId: number | null, ids: number[]): Promise<InputTable[]> {
  if (ids.length === 0) return [];
  // Raw, like the rest of the job's path.
  const { rows } = await pool.query<Row>(
    `SELECT id, org_id AS "orgId", user_id AS "userId", data_source_id AS "dataSourceId", published_version AS "publishedVersion",
            is_archived AS "isArchived", latest_query_data_id AS "latestQueryDataId"
       FROM queries WHERE id = ANY($1::int[]) AND org_id = $2`,
    [ids, orgId],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const viewer = userId === null ? null : await viewerById(userId);
  const tables: InputTable[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (userId !== null) authorizeQuery(viewer, 'read', row);
    if (!row) throw ValidationError.field('query', `query_${id}: no such query`);
    const meta = row.latestQueryDataId === null ? null : await resultMeta(row.latestQueryDataId);
    if (!meta) throw ValidationError.field('query', `query_${id} has no result yet: refresh that query first`);
    tables.push({ name: `query_${id}`, columns: meta.columns, batches: readResultChunks(meta.id) });
  }
  return tables;
}
