import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { ForbiddenError } from '../errors.js';
import { authorize, NOTHING } from './authorize.js';
import { hasPermission } from './viewer.js';

/** read: sees the role. update/delete: changes or removes it (the built-in admin role refuses both: 409). */
export type RoleAction = 'read' | 'update' | 'delete';

export interface RoleRef {
  orgId: number;
}

const MANAGE = 'Managing roles needs manage_users.';

/** Seeing roles needs list_users or manage_users. */
export function canList(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'list_users') || hasPermission(viewer, 'manage_users');
}

/** Creating (and changing) roles needs manage_users. */
export function canManage(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'manage_users');
}

export function can(viewer: Viewer | null, action: RoleAction, role: RoleRef): boolean {
  if (!viewer || role.orgId !== viewer.org.id) return false;
  return action === 'read' ? canList(viewer) : canManage(viewer);
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.RoleWhereInput {
  return viewer && canList(viewer) ? { orgId: viewer.org.id } : NOTHING;
}

/** The role by id if the viewer may `action` it; changing needs manage_users (403) before the role is looked up. */
export async function loadRole(ctx: Context, id: number, action: RoleAction = 'read') {
  if (action !== 'read' && !canManage(ctx.viewer)) throw new ForbiddenError(MANAGE);
  const row = ctx.viewer ? await db.role.findFirst({ where: { id, orgId: ctx.viewer.org.id } }) : null;
  return authorize(can, ctx.viewer, action, row, 'Role', MANAGE);
}
