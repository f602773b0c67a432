import type { Viewer } from '../auth/viewer.js';
import type { Prisma } from '../db.js';
import { authorize, NOTHING } from './authorize.js';
import { allowlistedDataSourceIds, canReachDataSource, hasPermission, reachesAllDataSources } from './viewer.js';

/** Stored results are only read; whoever reads one may download it in every format. */
export type QueryResultAction = 'read';

export interface QueryResultRef {
  orgId: number;
  dataSourceId: number;
}

function readsResults(viewer: Viewer): boolean {
  return hasPermission(viewer, 'view_query') || hasPermission(viewer, 'execute_query') || hasPermission(viewer, 'create_query');
}

/** Results are seen by anyone who may view queries, create them or execute on their connector (and reaches it). */
export function can(viewer: Viewer | null, _action: QueryResultAction, result: QueryResultRef): boolean {
  if (!viewer || viewer.org.id !== result.orgId || !canReachDataSource(viewer, result.dataSourceId)) return false;
  return readsResults(viewer);
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
