import type { Viewer } from '../auth/viewer.js';
import type { Context } from '../context.js';
import { db, type Prisma } from '../db.js';
import { authorize, NOTHING } from './authorize.js';
import { can as canDashboard, type DashboardRef } from './dashboard.js';

/** read: sees the subscription. delete: ends it. */
export type DigestAction = 'read' | 'delete';

export interface DigestRef {
  orgId: number;
  userId: number;
  unsubscribedAt: Date | null;
}

/**
 * A digest subscription is its subscriber's alone, and only while it is live. (The unsubscribe
 * link's token is its own authority and needs no viewer.)
 */
export function can(viewer: Viewer | null, _action: DigestAction, digest: DigestRef): boolean {
  return !!viewer && digest.orgId === viewer.org.id && digest.userId === viewer.id && digest.unsubscribedAt === null;
}

/** Subscribing needs a dashboard the viewer reads. */
export function canCreate(viewer: Viewer | null, dashboard: DashboardRef): boolean {
  return canDashboard(viewer, 'read', dashboard);
}

/** The `where` that lists use: exactly the rows `can(viewer, 'read', row)` admits. */
export function scope(viewer: Viewer | null): Prisma.DigestSubscriptionWhereInput {
  return viewer ? { orgId: viewer.org.id, userId: viewer.id, unsubscribedAt: null } : NOTHING;
}

/** The caller's live subscription by id: 404 otherwise. */
export async function loadDigestSubscription(ctx: Context, id: number, action: DigestAction = 'read') {
  const row = ctx.viewer ? await db.digestSubscription.findFirst({ where: { id, ...scope(ctx.viewer) } }) : null;
  return authorize(can, ctx.viewer, action, row, 'Digest subscription', 'You are not allowed to change this subscription.');
}
