import type { Viewer } from '../auth/viewer.js';
import { hasPermission } from './viewer.js';

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
