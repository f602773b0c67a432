import type { Viewer } from '../auth/viewer.js';
import { canReachDataSource, hasPermission } from './viewer.js';

interface DashboardRef {
  userId: number;
}

/** Editors see the draft and may change it: edit_dashboard holders and the dashboard's creator. */
export function canEditDashboard(viewer: Viewer | null, dashboard: DashboardRef): boolean {
  return !!viewer && (hasPermission(viewer, 'edit_dashboard') || dashboard.userId === viewer.id);
}

/** Everyone else sees only the published snapshot; a never-published dashboard does not exist for them. */
export function canSeeDashboard(viewer: Viewer | null, dashboard: DashboardRef & { publishedAt: Date | null }): boolean {
  return !!viewer && (dashboard.publishedAt !== null || canEditDashboard(viewer, dashboard));
}

export function canShareDashboard(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'share_dashboard');
}

/** Visualizations belong to the dashboard side of the product: creating one needs create_dashboard. */
export function canCreateVisualization(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'create_dashboard') || hasPermission(viewer, 'edit_dashboard');
}

export function canEditVisualization(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'edit_dashboard');
}

/**
 * A saved query as dashboards see it: reachable through its connector, and either published or
 * the viewer's own (drafts belong to their owner and admins).
 */
export function canUseQuery(
  viewer: Viewer | null,
  query: { orgId: number; userId: number; dataSourceId: number; publishedVersion: number | null },
): boolean {
  if (!viewer || query.orgId !== viewer.org.id || !canReachDataSource(viewer, query.dataSourceId)) return false;
  return query.publishedVersion !== null || query.userId === viewer.id || viewer.isAdmin;
}
