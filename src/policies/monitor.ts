import type { Viewer } from '../auth/viewer.js';
import { canReachDataSource, hasPermission } from './viewer.js';

interface QueryRef {
  orgId: number;
  userId: number;
  dataSourceId: number;
  publishedVersion: number | null;
  isArchived: boolean;
}

/** A query a monitor may watch: the viewer's org, a reachable connector, published or the viewer's own draft. */
export function canWatchQuery(viewer: Viewer, query: QueryRef): boolean {
  if (query.orgId !== viewer.org.id || query.isArchived) return false;
  if (!canReachDataSource(viewer, query.dataSourceId)) return false;
  return query.publishedVersion !== null || query.userId === viewer.id || viewer.isAdmin;
}

/** A monitor is seen by whoever reaches its query's connector in its organization. */
export function canSeeMonitor(viewer: Viewer, monitor: { orgId: number; query: { dataSourceId: number } }): boolean {
  return monitor.orgId === viewer.org.id && canReachDataSource(viewer, monitor.query.dataSourceId);
}

/** Editing, subscribing, running and acknowledging need create_monitor. */
export function canManageMonitor(viewer: Viewer): boolean {
  return hasPermission(viewer, 'create_monitor');
}
