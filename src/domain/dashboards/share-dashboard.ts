import type { Context } from '../../context.js';
import { hashToken, randomToken, safeEqual } from '../../crypto.js';
import { db } from '../../db.js';
import { ConflictError, NotFoundError } from '../../errors.js';

export interface ShareLink {
  secretToken: string;
  publicPath: string;
}

const pathFor = (token: string) => `/public/dashboards/${token}`;

/**
 * The dashboard's public link, created on first share (sharing is allowed in any state, per the
 * spec; the link shows the published snapshot, so it answers 404 until the first publish). The
 * token (256 random bits) is stored as its SHA-256 for lookup and sealed so that sharers can read
 * the link again.
 */
export async function shareDashboard(ctx: Context, dashboard: { id: number; publishedAt: Date | null; shareTokenEncrypted: string | null }): Promise<ShareLink> {
  if (dashboard.shareTokenEncrypted) {
    const token = ctx.secrets.open(dashboard.shareTokenEncrypted);
    return { secretToken: token, publicPath: pathFor(token) };
  }
  return setToken(ctx, dashboard.id);
}

/** A new token; the old link is dead as soon as this commits. */
export async function rotateShare(ctx: Context, dashboard: { id: number; shareTokenHash: string | null }): Promise<ShareLink> {
  if (!dashboard.shareTokenHash) throw new ConflictError('The dashboard is not shared.', 'not_shared');
  return setToken(ctx, dashboard.id);
}

export async function revokeShare(dashboardId: number): Promise<void> {
  await db.dashboard.update({ where: { id: dashboardId }, data: { shareTokenHash: null, shareTokenEncrypted: null } });
}

async function setToken(ctx: Context, dashboardId: number): Promise<ShareLink> {
  const token = randomToken(32);
  await db.dashboard.update({
    where: { id: dashboardId },
    data: { shareTokenHash: hashToken(token), shareTokenEncrypted: ctx.secrets.seal(token) },
  });
  return { secretToken: token, publicPath: pathFor(token) };
}

/** The shared, published, not archived dashboard a token opens; 404 for anything else. */
export async function dashboardForToken(token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new NotFoundError('Dashboard');
  const hash = hashToken(token);
  const dashboard = await db.dashboard.findUnique({
    where: { shareTokenHash: hash },
    select: { id: true, orgId: true, shareTokenHash: true, publishedSnapshot: true, isArchived: true },
  });
  // The index finds the row by hash; the constant-time comparison keeps the check itself flat.
  if (!dashboard?.shareTokenHash || !safeEqual(dashboard.shareTokenHash, hash)) throw new NotFoundError('Dashboard');
  if (dashboard.isArchived || !dashboard.publishedSnapshot) throw new NotFoundError('Dashboard');
  return dashboard;
}
