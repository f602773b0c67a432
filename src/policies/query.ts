import type { Viewer } from '../auth/viewer.js';
import { canReachDataSource, hasPermission } from './viewer.js';

export interface QueryRef {
  orgId: number;
  userId: number;
  dataSourceId: number;
  publishedVersion: number | null;
}

/**
 * A query exists for the viewer when its connector is reachable and it is the viewer's own, or
 * the viewer is an admin, or it is published and the viewer holds view_query (or edit_query).
 * A never-published draft is seen by its owner and admins only.
 */
export function canSeeQuery(viewer: Viewer | null, query: QueryRef): boolean {
  if (!viewer || query.orgId !== viewer.org.id || !canReachDataSource(viewer, query.dataSourceId)) return false;
  if (viewer.isAdmin || query.userId === viewer.id) return true;
  return query.publishedVersion !== null && (hasPermission(viewer, 'view_query') || hasPermission(viewer, 'edit_query'));
}

/** Owners, admins and edit_query holders see (and run) the working version; others the published one. */
export function seesWorkingVersion(viewer: Viewer, query: QueryRef): boolean {
  return viewer.isAdmin || query.userId === viewer.id || hasPermission(viewer, 'edit_query');
}

/** Editing (update, publish, archive): edit_query, or the owner holding create_query. */
export function canEditQuery(viewer: Viewer, query: QueryRef): boolean {
  return hasPermission(viewer, 'edit_query') || (query.userId === viewer.id && hasPermission(viewer, 'create_query'));
}

export function canCreateQuery(viewer: Viewer | null, dataSourceId: number): boolean {
  return hasPermission(viewer, 'create_query') && canReachDataSource(viewer, dataSourceId);
}

/** Running SQL against a connector (saved or ad hoc) needs execute_query and reach. */
export function canExecuteOn(viewer: Viewer | null, dataSourceId: number): boolean {
  return hasPermission(viewer, 'execute_query') && canReachDataSource(viewer, dataSourceId);
}

/** Results and jobs are seen by anyone who may view queries or execute on their connector. */
export function canSeeResultsOf(viewer: Viewer | null, orgId: number, dataSourceId: number): boolean {
  if (!viewer || viewer.org.id !== orgId || !canReachDataSource(viewer, dataSourceId)) return false;
  return hasPermission(viewer, 'view_query') || hasPermission(viewer, 'execute_query') || hasPermission(viewer, 'create_query');
}
