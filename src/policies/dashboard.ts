import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { authorize, NOTHING } from './authorize.js';
import { hasPermission } from './viewer.js';

/**
 * read: sees the dashboard (the draft if also `update`, else the published snapshot).
 * update: edits the draft, its widgets, publishes and archives. share: makes, rotates and revokes
 * the public link.
 */
export type DashboardAction = 'read' | 'update' | 'publish' | 'archive' | 'share';

export interface DashboardRef {
  orgId: number;
  userId: number;
  publishedAt: Date | null;
}

/** Editors (edit_dashboard holders and the creator) see the draft; a never-published dashboard exists for nobody else. */
function isEditor(viewer: Viewer, dashboard: Pick<DashboardRef, 'userId'>): boolean {
  return hasPermission(viewer, 'edit_dashboard') || dashboard.userId === viewer.id;
}

export function can(viewer: Viewer | null, action: DashboardAction, dashboard: DashboardRef): boolean {
  if (!viewer || dashboard.orgId !== viewer.org.id) return false;
  const editor = isEditor(viewer, dashboard);
  if (dashboard.publishedAt === null && !editor) return false;
  switch (action) {
    case 'read':
      return true;
    case 'update':
    case 'publish':
    case 'archive':
      return editor;
    case 'share':
      return hasPermission(viewer, 'share_dashboard');
  }
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.DashboardWhereInput {
  if (!viewer) return NOTHING;
  const base = { orgId: viewer.org.id };
  return hasPermission(viewer, 'edit_dashboard') ? base : { ...base, OR: [{ publishedAt: { not: null } }, { userId: viewer.id }] };
}

/**
 * `scope(viewer)` as an SQL condition on `dashboards` aliased `d`, for the list read model that reads
 * a page in one raw statement: the same rule from the same inputs, tested to admit the same rows
 * as `scope` and `can(viewer, 'read')` (test/policies/dashboard-scope-sql.test.ts). `param` binds a
 * value and answers its placeholder.
 */
export function scopeSql(viewer: Viewer | null, param: (value: unknown) => string): string {
  if (!viewer) return 'false';
  const org = `d.org_id = ${param(viewer.org.id)}`;
  return hasPermission(viewer, 'edit_dashboard') ? org : `${org} AND (d.published_at IS NOT NULL OR d.user_id = ${param(viewer.id)})`;
}

const EDIT = 'Changing a dashboard needs edit_dashboard (or being its creator).';
const FORBIDDEN: Record<DashboardAction, string> = {
  read: 'You are not allowed to see this dashboard.',
  update: EDIT,
  publish: EDIT,
  archive: EDIT,
  share: 'Sharing a dashboard needs share_dashboard.',
};

export function authorizeDashboard<R extends DashboardRef>(
  viewer: Viewer | null,
  action: DashboardAction,
  row: R | null | undefined,
  what = 'Dashboard',
): R {
  return authorize(can, viewer, action, row, what, FORBIDDEN[action]);
}

/**
 * The dashboard by slug or by numeric id (Redash accepts either), within the viewer's
 * organization, if the viewer may `action` it: 404 when unseen, 403 when seen but not allowed.
 */
export async function loadDashboard(ctx: Context, ref: { slug: string } | { id: number }, action: DashboardAction = 'read') {
  const viewer = ctx.viewer;
  const row = !viewer
    ? null
    : 'slug' in ref
      ? await db.dashboard.findUnique({ where: { orgId_slug: { orgId: viewer.org.id, slug: ref.slug } } })
      : await db.dashboard.findFirst({ where: { id: ref.id, orgId: viewer.org.id } });
  return authorizeDashboard(viewer, action, row);
}
