import type { Viewer } from '../auth/viewer.js';
import type { Prisma } from '../db.js';
import { authorize, NOTHING } from './authorize.js';
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

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.QueryResultWhereInput & Prisma.JobWhereInput {
  if (!viewer || !readsResults(viewer)) return NOTHING;
  return reachesAllDataSources(viewer)
    ? { orgId: viewer.org.id }
    : { orgId: viewer.org.id, dataSourceId: { in: allowlistedDataSourceIds(viewer) } };
}

/** 404 unless the viewer may read the (loaded) result. */
export function authorizeQueryResult<R extends QueryResultRef>(viewer: Viewer | null, row: R | null | undefined): R {
  return authorize(can, viewer, 'read', row, 'Query result', 'You are not allowed to see this result.');
}
