import { z } from 'zod';
import type { Context } from '../../context.js';
import { hashToken, randomToken, safeEqual } from '../../crypto.js';
import { db } from '../../db.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';

export interface ShareLink {
  secretToken: string;
  publicPath: string;
  /** Past this time the link answers 404; null: it never expires. */
  expiresAt: Date | null;
}

/** `expiresAt` given (a future time, or null for never) replaces the link's expiry; undefined keeps it. */
export interface ShareExpiry {
  expiresAt?: Date | null;
}

/**
 * The expiry a share or rotate request asks for: `neverExpires` clears it, `expiresAt` (an ISO
 * time with its offset, in the future) sets it, neither keeps it. 422 otherwise.
 */
export function parseShareExpiry(now: Date, input: { expiresAt?: string | null; neverExpires?: boolean | null }): ShareExpiry {
  if (input.neverExpires) {
    if (input.expiresAt != null) throw ValidationError.field('expiresAt', 'cannot be given with never_expires');
    return { expiresAt: null };
  }
  if (input.expiresAt == null) return {};
  const parsed = z.iso.datetime({ offset: true }).safeParse(input.expiresAt);
  if (!parsed.success) throw ValidationError.field('expiresAt', 'must be an ISO-8601 time such as 2030-01-31T12:00:00Z');
  const expiresAt = new Date(parsed.data);
  if (expiresAt.getTime() <= now.getTime()) throw ValidationError.field('expiresAt', 'must be in the future');
  return { expiresAt };
}

/** The public page of a share token. */
export const sharePath = (token: string) => `/public/dashboards/${token}`;

/**
 * The dashboard's public link, created on first share (sharing is allowed in any state, per the
 * spec; the link shows the published snapshot, so it answers 404 until the first publish). The
 * token (256 random bits) is stored as its SHA-256 for lookup and sealed so that sharers can read
 * the link again.
 */
export async function shareDashboard(
  ctx: Context,
  dashboard: { id: number; publishedAt: Date | null; shareTokenEncrypted: string | null; shareExpiresAt: Date | null },
  expiry: ShareExpiry = {},
): Promise<ShareLink> {
  if (dashboard.shareTokenEncrypted) {
    const token = ctx.secrets.open(dashboard.shareTokenEncrypted);
    let expiresAt = dashboard.shareExpiresAt;
    if (expiry.expiresAt !== undefined) {
      expiresAt = expiry.expiresAt;
      await db.dashboard.update({ where: { id: dashboard.id }, data: { shareExpiresAt: expiresAt } });
    }
    return { secretToken: token, publicPath: sharePath(token), expiresAt };
  }
  return setToken(ctx, dashboard.id, expiry.expiresAt ?? null);
}

/** A new token; the old link is dead as soon as this commits. The expiry is kept unless `expiry` replaces it. */
export async function rotateShare(
  ctx: Context,
  dashboard: { id: number; shareTokenHash: string | null; shareExpiresAt: Date | null },
  expiry: ShareExpiry = {},
): Promise<ShareLink> {
  if (!dashboard.shareTokenHash) throw new ConflictError('The dashboard is not shared.', 'not_shared');
  return setToken(ctx, dashboard.id, expiry.expiresAt === undefined ? dashboard.shareExpiresAt : expiry.expiresAt);
}

export async function revokeShare(dashboardId: number): Promise<void> {
  await db.dashboard.update({
    where: { id: dashboardId },
    data: { shareTokenHash: null, shareTokenEncrypted: null, shareExpiresAt: null },
  });
}

async function setToken(ctx: Context, dashboardId: number, expiresAt: Date | null): Promise<ShareLink> {
  const token = randomToken(32);
  await db.dashboard.update({
    where: { id: dashboardId },
    data: { shareTokenHash: hashToken(token), shareTokenEncrypted: ctx.secrets.seal(token), shareExpiresAt: expiresAt },
  });
  return { secretToken: token, publicPath: sharePath(token), expiresAt };
}

/** The shared, published, not archived, unexpired dashboard a token opens; 404 for anything else. */
export async function dashboardForToken(token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new NotFoundError('Dashboard');
  const hash = hashToken(token);
  const dashboard = await db.dashboard.findUnique({
    where: { shareTokenHash: hash },
    select: { id: true, orgId: true, shareTokenHash: true, shareExpiresAt: true, publishedSnapshot: true, isArchived: true },
  });
  // The index finds the row by hash; the constant-time comparison keeps the check itself flat.
  if (!dashboard?.shareTokenHash || !safeEqual(dashboard.shareTokenHash, hash)) throw new NotFoundError('Dashboard');
  if (dashboard.isArchived || !dashboard.publishedSnapshot) throw new NotFoundError('Dashboard');
  if (dashboard.shareExpiresAt && dashboard.shareExpiresAt.getTime() <= now.getTime()) throw new NotFoundError('Dashboard');
  return dashboard;
}
