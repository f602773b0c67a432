import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { ForbiddenError } from '../errors.js';
import { authorize, NOTHING } from './authorize.js';
import { hasPermission } from './viewer.js';

/** read: sees the group. update: renames it and changes its members, roles and connector access. delete: removes it. */
export type GroupAction = 'read' | 'update' | 'delete';

export interface GroupRef {
  id: number;
  orgId: number;
}

const MANAGE = 'Managing groups needs manage_users.';

/** Listing groups needs list_users or manage_users. */
export function canList(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'list_users') || hasPermission(viewer, 'manage_users');
}

/** Creating (and changing) groups needs manage_users. */
export function canManage(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'manage_users');
}

/**
 * A group is seen by list_users and manage_users holders, and by its own members; changing it
 * needs manage_users. (What the built-in admin and default groups refuse is a conflict, 409.)
 */
export function can(viewer: Viewer | null, action: GroupAction, group: GroupRef): boolean {
  if (!viewer || group.orgId !== viewer.org.id) return false;
  if (action !== 'read') return canManage(viewer);
  return canList(viewer) || viewer.groups.some((g) => g.id === group.id);
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.GroupWhereInput {
  if (!viewer) return NOTHING;
  return canList(viewer) ? { orgId: viewer.org.id } : { orgId: viewer.org.id, id: { in: viewer.groups.map((g) => g.id) } };
}

/**
 * `scope` as a SQL condition on `groups g` (`param` binds a value and answers its placeholder):
 * exactly the rows `can(viewer, 'read', row)` admits. test/policies/user-group-scope-sql.test.ts
 * compares it with `scope` and `can` for every kind of viewer.
 */
export function scopeSql(viewer: Viewer | null, param: (value: unknown) => string): string {
  if (!viewer) return 'false';
  const org = `g.org_id = ${param(viewer.org.id)}`;
  return canList(viewer) ? org : `${org} AND g.id = ANY(${param(viewer.groups.map((g) => g.id))}::int[])`;
}

/**
 * The group by id if the viewer may `action` it. Changing needs manage_users whatever the group:
 * callers without it hear 403 before the group is looked up (as the catalog's permission says).
 */
export async function loadGroup(ctx: Context, id: number, action: GroupAction = 'read') {
  if (action !== 'read' && !canManage(ctx.viewer)) throw new ForbiddenError(MANAGE);
  const row = ctx.viewer ? await db.group.findFirst({ where: { id, orgId: ctx.viewer.org.id } }) : null;
  return authorize(can, ctx.viewer, action, row, 'Group', MANAGE);
}
