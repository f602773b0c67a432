import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { authorize, NOTHING } from './authorize.js';
import { allowlistedDataSourceIds, canReachDataSource, canRunOnDataSource, hasPermission, reachesAllDataSources } from './viewer.js';

/**
 * read: the query exists for the viewer. readWorking: sees (and runs) the working version, not the
 * published one. update/publish/archive: edits it. execute: runs it. watch: a monitor or a
 * schedule may be attached to it.
 */
export type QueryAction = 'read' | 'readWorking' | 'update' | 'publish' | 'archive' | 'execute' | 'watch';

export interface QueryRef {
  orgId: number;
  userId: number;
  dataSourceId: number;
  publishedVersion: number | null;
  isArchived?: boolean;
}

function canRead(viewer: Viewer | null, query: QueryRef): viewer is Viewer {
  if (!viewer || query.orgId !== viewer.org.id || !canReachDataSource(viewer, query.dataSourceId)) return false;
  if (viewer.isAdmin || query.userId === viewer.id) return true;
  return query.publishedVersion !== null && (hasPermission(viewer, 'view_query') || hasPermission(viewer, 'edit_query'));
}

/**
 * A query exists for the viewer when its connector is reachable and it is the viewer's own, or
 * the viewer is an admin, or it is published and the viewer holds view_query (or edit_query).
 * A never-published draft is seen by its owner and admins only. Owners, admins and edit_query
 * holders see the working version; editing needs edit_query, or create_query as the owner.
 * A monitor may watch a query of its organization that is not archived, on a reachable connector,
 * published or the viewer's own draft (admins: any).
 */
export function can(viewer: Viewer | null, action: QueryAction, query: QueryRef): boolean {
  if (action === 'watch') {
    if (!viewer || query.orgId !== viewer.org.id || query.isArchived || !canReachDataSource(viewer, query.dataSourceId)) return false;
    return query.publishedVersion !== null || query.userId === viewer.id || viewer.isAdmin;
  }
  if (!canRead(viewer, query)) return false;
  switch (action) {
    case 'read':
      return true;
    case 'readWorking':
      return viewer.isAdmin || query.userId === viewer.id || hasPermission(viewer, 'edit_query');
    case 'update':
    case 'publish':
    case 'archive':
      return hasPermission(viewer, 'edit_query') || (query.userId === viewer.id && hasPermission(viewer, 'create_query'));
    case 'execute':
      return hasPermission(viewer, 'execute_query') && canRunOnDataSource(viewer, query.dataSourceId);
  }
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.QueryWhereInput {
  if (!viewer) return NOTHING;
  const reach = reachesAllDataSources(viewer) ? {} : { dataSourceId: { in: allowlistedDataSourceIds(viewer) } };
  if (viewer.isAdmin) return { orgId: viewer.org.id, ...reach };
  const published = hasPermission(viewer, 'view_query') || hasPermission(viewer, 'edit_query');
  return { orgId: viewer.org.id, ...reach, OR: [{ userId: viewer.id }, ...(published ? [{ publishedVersion: { not: null } }] : [])] };
}

/**
 * `scope(viewer)` as an SQL condition on `queries` aliased `q`, for the list read model that reads
 * a page in one raw statement: the same rule from the same inputs, tested to admit the same rows
 * as `scope` and `can(viewer, 'read')` (test/policies/query-scope-sql.test.ts). `param` binds a
 * value and answers its placeholder.
 */
export function scopeSql(viewer: Viewer | null, param: (value: unknown) => string): string {
  if (!viewer) return 'false';
  const conditions = [`q.org_id = ${param(viewer.org.id)}`];
  if (!reachesAllDataSources(viewer)) conditions.push(`q.data_source_id = ANY(${param(allowlistedDataSourceIds(viewer))}::int[])`);
  if (!viewer.isAdmin) {
    const published = hasPermission(viewer, 'view_query') || hasPermission(viewer, 'edit_query');
    const own = `q.user_id = ${param(viewer.id)}`;
    conditions.push(published ? `(${own} OR q.published_version IS NOT NULL)` : own);
  }
  return conditions.join(' AND ');
}

const FORBIDDEN: Record<QueryAction, string> = {
  read: 'You are not allowed to see this query.',
  readWorking: 'You are not allowed to see this query’s working version.',
  update: 'Editing this query needs edit_query (or create_query as its owner).',
  publish: 'Editing this query needs edit_query (or create_query as its owner).',
  archive: 'Editing this query needs edit_query (or create_query as its owner).',
  execute: 'Running queries needs execute_query.',
  watch: 'You are not allowed to watch this query.',
};

/** The authorizing check for a loaded row (or null): 404 when unseen, 403 when seen but not allowed. */
export function authorizeQuery<R extends QueryRef>(viewer: Viewer | null, action: QueryAction, row: R | null | undefined): R {
  return authorize(can, viewer, action, row, 'Query', FORBIDDEN[action], action === 'watch' ? 'watch' : 'read');
}

/** The query row by id, within the viewer's organization, if the viewer may `action` it. */
export async function loadQuery(ctx: Context, id: number, action: QueryAction = 'read') {
  const row = ctx.viewer ? await db.query.findFirst({ where: { id, orgId: ctx.viewer.org.id } }) : null;
  return authorizeQuery(ctx.viewer, action, row);
}

/** Creating a query needs create_query (and a connector the viewer reaches: the data-source policy's `scope`). */
export function canCreate(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'create_query');
}

/** Running SQL against a connector (saved or ad hoc) needs execute_query and reach through a group that is not view-only on it. */
export function canExecuteOn(viewer: Viewer | null, dataSourceId: number): boolean {
  return hasPermission(viewer, 'execute_query') && canRunOnDataSource(viewer, dataSourceId);
}
