import type { Context } from '../../context.js';
import { originFor } from '../../context.js';
import type { OrgRef } from '../../auth/viewer.js';
import { hashToken, randomToken } from '../../crypto.js';
import type { Tx } from '../../db.js';
import { queueMail } from '../mail/queue-mail.js';

const EMAIL_VERIFICATION_TTL_MS = 24 * 3600 * 1000;

export interface UnverifiedUser {
  id: number;
  orgId: number;
  name: string;
  email: string;
}

/**
 * Mails a one-use link that verifies the user's current address, in the caller's transaction.
 * Earlier unused links of the user die here: only the newest link, for the current address, works.
 */
export async function sendEmailVerification(
  tx: Tx,
  ctx: Context,
  user: UnverifiedUser,
  org: Pick<OrgRef, 'name' | 'domain'>,
): Promise<void> {
  const token = randomToken(32);
  const now = ctx.clock.now();
  await tx.emailVerification.deleteMany({ where: { userId: user.id, usedAt: null } });
  await tx.emailVerification.create({
    data: {
      tokenHash: hashToken(token),
      userId: user.id,
      email: user.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
    },
  });
  const origin = originFor(ctx, org);
  await queueMail(tx, {
    orgId: user.orgId,
    to: user.email,
    subject: `Verify your e-mail address for ${org.name} on Overlook`,
    text:
      `Hello ${user.name},\n\nConfirm that ${user.email} is your address for ${org.name} on Overlook:\n` +
      `${origin}/verify_email/${token}\n\n` +
      `API clients can confirm with POST /api/verify_email/${token}.\n` +
      `The link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.\n`,
  });
}
