import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { NotFoundError } from '../errors.js';
import { authorizeDashboard, can as canDashboard, scope as dashboardScope, type DashboardRef } from './dashboard.js';
import { canReachDataSource } from './viewer.js';

/** Widgets follow their dashboard: read with it, and changed by whoever edits its draft. */
export type WidgetAction = 'read' | 'update' | 'delete';

export interface WidgetRef {
  dashboard: DashboardRef;
}

export function can(viewer: Viewer | null, action: WidgetAction, widget: WidgetRef): boolean {
  return canDashboard(viewer, action === 'read' ? 'read' : 'update', widget.dashboard);
}

/**
 * Within a dashboard the viewer reads, a widget shows its query's data only when the viewer
 * reaches the query's connector; the others are left out (a public link shows them all).
 */
export function canReadData(viewer: Viewer | null, query: { dataSourceId: number }): boolean {
  return canReachDataSource(viewer, query.dataSourceId);
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.WidgetWhereInput {
  return { dashboard: dashboardScope(viewer) };
}

/**
 * The widget by id if the viewer may `action` it: 404 (Widget) when its dashboard is unseen,
 * 403 when the viewer sees the dashboard but may not edit it.
 */
export async function loadWidget(ctx: Context, id: number, action: WidgetAction = 'read') {
  const viewer = ctx.viewer;
  const row = viewer
    ? await db.widget.findFirst({
        where: { id, dashboard: { orgId: viewer.org.id } },
        include: { dashboard: { select: { id: true, orgId: true, userId: true, publishedAt: true } } },
      })
    : null;
  if (!row) throw new NotFoundError('Widget');
  authorizeDashboard(viewer, action === 'read' ? 'read' : 'update', row.dashboard, 'Widget');
  return row;
}
