import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { authorize, NOTHING } from './authorize.js';
import { hasPermission } from './viewer.js';

/**
 * read: sees the user. update: changes name and e-mail. disable/enable: (de)activates the account.
 * regenerateApiKey/readPermissions: the admin-only key rotation and effective permissions.
 */
export type UserAction = 'read' | 'update' | 'disable' | 'enable' | 'regenerateApiKey' | 'readPermissions';

export interface UserRef {
  id: number;
  orgId: number;
}

/** Seeing other users of the organization needs list_users or manage_users. */
export function canList(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'list_users') || hasPermission(viewer, 'manage_users');
}

/** Inviting users needs manage_users. */
export function canInvite(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'manage_users');
}

/**
 * The accept link of a fresh invitation is answered to admins only (Redash's `invite_link`):
 * whoever holds it becomes the invited user, so other holders of manage_users rely on the e-mail.
 */
export function canSeeInviteLink(viewer: Viewer | null): boolean {
  return !!viewer?.isAdmin;
}

/**
 * Everyone sees and edits themselves; list_users shows the others, manage_users changes them.
 * Disabling and enabling need manage_users (disabling oneself is a conflict, not a permission);
 * API keys and effective permissions are the admin's.
 */
export function can(viewer: Viewer | null, action: UserAction, user: UserRef): boolean {
  if (!viewer || user.orgId !== viewer.org.id) return false;
  const self = user.id === viewer.id;
  if (!self && !canList(viewer)) return false;
  switch (action) {
    case 'read':
      return true;
    case 'update':
      return self || hasPermission(viewer, 'manage_users');
    case 'disable':
    case 'enable':
      return hasPermission(viewer, 'manage_users');
    case 'regenerateApiKey':
    case 'readPermissions':
      return viewer.isAdmin;
  }
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.UserWhereInput {
  if (!viewer) return NOTHING;
  return canList(viewer) ? { orgId: viewer.org.id } : { orgId: viewer.org.id, id: viewer.id };
}

/**
 * `scope` as a SQL condition on `users u` (`param` binds a value and answers its placeholder):
 * exactly the rows `can(viewer, 'read', row)` admits. test/policies/user-group-scope-sql.test.ts
 * compares it with `scope` and `can` for every kind of viewer.
 */
export function scopeSql(viewer: Viewer | null, param: (value: unknown) => string): string {
  if (!viewer) return 'false';
  const org = `u.org_id = ${param(viewer.org.id)}`;
  return canList(viewer) ? org : `${org} AND u.id = ${param(viewer.id)}`;
}

const FORBIDDEN: Record<UserAction, string> = {
  read: 'You are not allowed to see this user.',
  update: 'Changing another user needs manage_users.',
  disable: 'Disabling users needs manage_users.',
  enable: 'Enabling users needs manage_users.',
  regenerateApiKey: 'Only an admin may regenerate API keys.',
  readPermissions: 'Only an admin may read effective permissions.',
};

/** The user by id if the viewer may `action` it: 404 when unseen, 403 when seen but not allowed. */
export async function loadUser(ctx: Context, id: number, action: UserAction = 'read') {
  const row = ctx.viewer ? await db.user.findFirst({ where: { id, orgId: ctx.viewer.org.id } }) : null;
  return authorize(can, ctx.viewer, action, row, 'User', FORBIDDEN[action]);
}
