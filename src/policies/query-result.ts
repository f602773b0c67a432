import type { Viewer } from '../auth/viewer.js';
import { authorize } from './authorize.js';
import { can as canQuery } from './query.js';
import { allowlistedDataSourceIds, canReachDataSource, hasPermission, reachesAllDataSources } from './viewer.js';

/** Stored results are only read; whoever reads one may download it in every format. */
export type QueryResultAction = 'read';

export interface QueryResultRef {
  id?: number;
  orgId: number;
  dataSourceId: number;
  /** The saved query version that produced the result (undefined/null: ad-hoc SQL or an older result). */
  queryVersion?: number | null;
  /** That saved query (undefined/null: none). */
  query?: {
    orgId: number;
    userId: number;
    dataSourceId: number;
    publishedVersion: number | null;
    publishedQueryDataId?: number | null;
  } | null;
}

/**
 * Whether the result shows only what every reader of the query sees: it ran the published
 * version, or it is the result the query's published version points at (same text and values).
 */
function ofPublishedVersion(result: QueryResultRef): boolean {
  const query = result.query;
  if (!query || query.publishedVersion === null) return false;
  return result.queryVersion === query.publishedVersion || (result.id !== undefined && result.id === query.publishedQueryDataId);
}

function readsResults(viewer: Viewer): boolean {
  return hasPermission(viewer, 'view_query') || hasPermission(viewer, 'execute_query') || hasPermission(viewer, 'create_query');
}

/**
 * Results are seen by anyone who may view queries, create them or execute on their connector (and
 * reaches it). A result of a saved query's version other than the published one (a draft run by an
 * editor) is seen only by those who see the query's working version (issue 29): not its text, not
 * its rows. Results of ad-hoc SQL, and those older than versioned results, keep the first rule.
 */
export function can(viewer: Viewer | null, _action: QueryResultAction, result: QueryResultRef): boolean {
  if (!viewer || viewer.org.id !== result.orgId || !canReachDataSource(viewer, result.dataSourceId)) return false;
  if (!readsResults(viewer)) return false;
  if (result.query && result.queryVersion !== undefined && result.queryVersion !== null && !ofPublishedVersion(result)) {
    return canQuery(viewer, 'readWorking', { ...result.query, isArchived: false });
  }
  return true;
}

/**
 * The SQL condition that lists of results (alias `r`: org_id, data_source_id, query_id,
 * query_version, and `id`) use: exactly the rows `can(viewer, 'read', row)` admits, version rule
 * included. A result of a saved query's version is admitted when that query is gone, or the version
 * is the published one (or the result the published version points at), or the viewer sees the
 * query's working version. There is no Prisma `where` form: results hold the query's id, not a
 * relation, so the version rule needs the query row (tested against `can` in PostgreSQL:
 * test/policies/query-result-scope-sql.test.ts). `param` binds a value and answers its placeholder.
 */
export function scopeSql(viewer: Viewer | null, param: (value: unknown) => string, alias = 'r'): string {
  if (!viewer || !readsResults(viewer)) return 'false';
  const conditions = [`${alias}.org_id = ${param(viewer.org.id)}`];
  const reachAll = reachesAllDataSources(viewer);
  const reach = (column: string) => (reachAll ? 'true' : `${column} = ANY(${param(allowlistedDataSourceIds(viewer))}::int[])`);
  if (!reachAll) conditions.push(reach(`${alias}.data_source_id`));
  if (!viewer.isAdmin) {
    // readWorking of the query (src/policies/query.ts): it exists for the viewer, and the viewer
    // is its owner or holds edit_query (admins always see it, and skip this clause).
    const own = `q.user_id = ${param(viewer.id)}`;
    const seesPublished = hasPermission(viewer, 'view_query') || hasPermission(viewer, 'edit_query');
    const readWorking = hasPermission(viewer, 'edit_query')
      ? `(q.org_id = ${param(viewer.org.id)} AND ${reach('q.data_source_id')} AND (${own}${seesPublished ? ' OR q.published_version IS NOT NULL' : ''}))`
      : `(q.org_id = ${param(viewer.org.id)} AND ${reach('q.data_source_id')} AND ${own})`;
    const published = `(q.published_version IS NOT NULL AND (${alias}.query_version = q.published_version OR COALESCE(${alias}.id = q.published_query_data_id, false)))`;
    conditions.push(
      `(${alias}.query_id IS NULL OR ${alias}.query_version IS NULL OR NOT EXISTS (SELECT 1 FROM queries q WHERE q.id = ${alias}.query_id AND NOT (${published} OR ${readWorking})))`,
    );
  }
  return conditions.join(' AND ');
}

/** 404 unless the viewer may read the (loaded) result. */
export function authorizeQueryResult<R extends QueryResultRef>(viewer: Viewer | null, row: R | null | undefined): R {
  return authorize(can, viewer, 'read', row, 'Query result', 'You are not allowed to see this result.');
}
