import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { authorize } from './authorize.js';
import { can as canQuery, scope as queryScope, scopeSql as queryScopeSql, type QueryRef } from './query.js';
import { hasPermission } from './viewer.js';

/** read: sees it (it follows its query). update/delete: changes it. */
export type VisualizationAction = 'read' | 'update' | 'delete';

export interface VisualizationRef {
  parent: QueryRef;
}

/** Visualizations belong to the dashboard side of the product: changing one needs edit_dashboard. */
export function can(viewer: Viewer | null, action: VisualizationAction, visualization: VisualizationRef): boolean {
  if (!canQuery(viewer, 'read', visualization.parent)) return false;
  return action === 'read' || hasPermission(viewer, 'edit_dashboard');
}

/** Creating one needs create_dashboard (or edit_dashboard), on a query the viewer reads (`can(viewer, 'read', query)` of the query policy). */
export function canCreate(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'create_dashboard') || hasPermission(viewer, 'edit_dashboard');
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.VisualizationWhereInput {
  return { parent: queryScope(viewer) };
}

/**
 * The SQL form of `scope`, over `visualizations v`: a visualization is seen when its query is
 * (the query policy's `scopeSql`). `param` adds a value and answers its placeholder.
 */
export function scopeSql(viewer: Viewer | null, param: (value: unknown) => string): string {
  return `v.query_id IN (SELECT q.id FROM queries q WHERE ${queryScopeSql(viewer, param)})`;
}

const FORBIDDEN: Record<VisualizationAction, string> = {
  read: 'You are not allowed to see this visualization.',
  update: 'Editing a visualization needs edit_dashboard.',
  delete: 'Deleting a visualization needs edit_dashboard.',
};

const QUERY_SELECT = { orgId: true, userId: true, dataSourceId: true, publishedVersion: true } as const;

/** The visualization by id if the viewer may `action` it: 404 when unseen, 403 when seen but not allowed. */
export async function loadVisualization(ctx: Context, id: number, action: VisualizationAction = 'read') {
  const viewer = ctx.viewer;
  const row = viewer
    ? await db.visualization.findFirst({ where: { id, parent: { orgId: viewer.org.id } }, include: { parent: { select: QUERY_SELECT } } })
    : null;
  return authorize(can, viewer, action, row, 'Visualization', FORBIDDEN[action]);
}
