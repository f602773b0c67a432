import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { authorize, NOTHING } from './authorize.js';
import { hasPermission } from './viewer.js';

/** read: sees it (and subscribes monitors to it). update/delete/test: manages it. */
export type DestinationAction = 'read' | 'update' | 'delete' | 'test';

export interface DestinationRef {
  orgId: number;
}

/** Every member of the organization sees its destinations (secrets masked); managing them needs manage_destinations. */
export function can(viewer: Viewer | null, action: DestinationAction, destination: DestinationRef): boolean {
  if (!viewer || destination.orgId !== viewer.org.id) return false;
  return action === 'read' || hasPermission(viewer, 'manage_destinations');
}

/** Creating one needs manage_destinations. */
export function canCreate(viewer: Viewer | null): boolean {
  return hasPermission(viewer, 'manage_destinations');
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.DestinationWhereInput {
  return viewer ? { orgId: viewer.org.id } : NOTHING;
}

/**
 * `scope` as a SQL condition on `destinations de` (`param` binds a value and answers its
 * placeholder): exactly the rows `can(viewer, 'read', row)` admits. test/policies/user-group-scope-sql.test.ts
 * compares it with `scope` and `can` for every kind of viewer.
 */
export function scopeSql(viewer: Viewer | null, param: (value: unknown) => string): string {
  return viewer ? `de.org_id = ${param(viewer.org.id)}` : 'false';
}

/** The destination by id if the viewer may `action` it: 404 when unseen, 403 without manage_destinations. */
export async function loadDestination(ctx: Context, id: number, action: DestinationAction = 'read') {
  const row = ctx.viewer ? await db.destination.findFirst({ where: { id, orgId: ctx.viewer.org.id } }) : null;
  return authorize(can, ctx.viewer, action, row, 'Destination', 'Managing destinations needs manage_destinations.');
}
