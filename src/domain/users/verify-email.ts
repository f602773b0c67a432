import { invalidateViewers } from '../../auth/viewer-cache.js';
import type { Context } from '../../context.js';
import { hashToken } from '../../crypto.js';
import { db } from '../../db.js';
import { NotFoundError } from '../../errors.js';

/**
 * Follows a verification link: marks the address verified if the link is unused, unexpired, and
 * the user still has the address it was mailed to. Anything else is one 404, saying nothing more.
 */
export async function verifyEmail(ctx: Context, token: string): Promise<{ email: string; organization: string }> {
  const now = ctx.clock.now();
  return db.$transaction(async (tx) => {
    const link = await tx.emailVerification.findUnique({
      where: { tokenHash: hashToken(token) },
      include: { user: { include: { org: true } } },
    });
    if (!link || link.usedAt || link.expiresAt <= now || link.user.disabledAt || link.user.email !== link.email)
      throw new NotFoundError('Verification link');
    // Both writes are conditional, so two concurrent requests cannot both use the link.
    const used = await tx.emailVerification.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
    const verified = await tx.user.updateMany({ where: { id: link.userId, email: link.email }, data: { emailVerifiedAt: now } });
    if (used.count !== 1 || verified.count !== 1) throw new NotFoundError('Verification link');
    await invalidateViewers(tx, { userId: link.userId });
    return { email: link.email, organization: link.user.org.name };
  });
}
