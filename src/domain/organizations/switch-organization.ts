import { verifyAccount } from '../../auth/password-check.js';
import type { Viewer } from '../../auth/viewer.js';
import type { Context } from '../../context.js';
import { originFor } from '../../context.js';
import { hashToken, randomToken, safeEqual } from '../../crypto.js';
import { db } from '../../db.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { canonicalEmail } from '../users/canonical-email.js';
import { queueMail } from '../mail/queue-mail.js';
import { randomInt } from 'node:crypto';

const EXCHANGE_TTL_MS = 60_000;
const CODE_TTL_MS = 10 * 60_000;
const CODE_MAX_FAILURES = 5;
const CODE_DIGITS = 8;

/**
 * Organization switching (issue 29). The e-mail only FINDS the account to switch to; it proves
 * nothing, because another organization's admin may have seen everything that ties an address to
 * an account (an invitation link, an e-mail change). A session in organization X is granted only to
 * whoever proves control of X's account at that moment: its password, or a code mailed now to its
 * address (`mailSwitchCode`) and presented here.
 */
async function switchTarget(viewer: Viewer, orgSlug: string) {
  // The caller's own address must be proven too: an unverified one could be anybody's.
  if (!viewer.emailVerified) {
    throw new ForbiddenError('Verify your e-mail address first: POST /api/verification_email mails you a link.', 'email_unverified');
  }
  return db.user.findFirst({
    where: {
      email: canonicalEmail(viewer.email),
      emailVerifiedAt: { not: null },
      org: { slug: orgSlug },
      disabledAt: null,
      acceptedAt: { not: null },
    },
    include: { org: true },
  });
}

/** Mails a one-use code to the address of the caller's account in `orgSlug` (earlier codes die). */
export async function mailSwitchCode(ctx: Context, orgSlug: string): Promise<void> {
  const viewer = ctx.viewer!;
  const target = await switchTarget(viewer, orgSlug);
  if (!target) throw new NotFoundError('Organization');
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const now = ctx.clock.now();
  await db.$transaction(async (tx) => {
    await tx.organizationSwitchCode.deleteMany({ where: { requesterId: viewer.id, targetUserId: target.id, usedAt: null } });
    await tx.organizationSwitchCode.create({
      data: {
        codeHash: hashToken(code),
        requesterId: viewer.id,
        targetUserId: target.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      },
    });
    await queueMail(tx, {
      orgId: target.orgId,
      to: target.email,
      subject: `Your code to switch to ${target.org.name} on Overlook`,
      text:
        `Hello ${target.name},\n\nSomeone signed in to ${viewer.org.name} as ${viewer.email} asked to switch to your account in ` +
        `${target.org.name} on Overlook. The code is:\n\n${code}\n\n` +
        `It works once, for 10 minutes. If you did not ask for it, ignore this e-mail and nobody gets in.\n`,
    });
  });
}

export interface SwitchProof {
  password?: string | null;
  code?: string | null;
}

/**
 * A one-use exchange token for the caller's account in `orgSlug`, on proof of control of that
 * account: its password or the code mailed by `mailSwitchCode`. No proof: 422; a wrong one: 403
 * `switch_proof_failed` (the same answer for a wrong password and a wrong, used or expired code).
 */
export async function selectOrganization(ctx: Context, orgSlug: string, proof: SwitchProof) {
  const viewer = ctx.viewer!;
  const password = proof.password || null;
  const code = proof.code?.trim() || null;
  const target = await switchTarget(viewer, orgSlug);
  if (!target) {
    // The same one verification as for an account that exists (the dummy hash stands in).
    if (password) await verifyAccount(null, password);
    throw new NotFoundError('Organization');
  }
  if (!password && !code) {
    throw ValidationError.of([
      { path: 'password', message: 'the password of your account in that organization, or a code mailed to it, is required' },
    ]);
  }
  const proven = password ? !!(await verifyAccount(target, password)) : await useCode(ctx, viewer.id, target.id, code!);
  if (!proven) throw new ForbiddenError('That password or code does not prove the account in that organization.', 'switch_proof_failed');
  const token = randomToken(32);
  await db.exchangeToken.create({
    data: { tokenHash: hashToken(token), userId: target.id, expiresAt: new Date(ctx.clock.now().getTime() + EXCHANGE_TTL_MS) },
  });
  return { exchangeToken: token, exchangeUrl: `${originFor(ctx, target.org)}/api/session/exchange` };
}

async function useCode(ctx: Context, requesterId: number, targetUserId: number, code: string): Promise<boolean> {
  const now = ctx.clock.now();
  const row = await db.organizationSwitchCode.findFirst({
    where: { requesterId, targetUserId, usedAt: null, expiresAt: { gt: now }, failedAttempts: { lt: CODE_MAX_FAILURES } },
    orderBy: { id: 'desc' },
  });
  if (!row) return false;
  if (!safeEqual(row.codeHash, hashToken(code))) {
    await db.organizationSwitchCode.update({ where: { id: row.id }, data: { failedAttempts: { increment: 1 } } });
    return false;
  }
  // Conditional: two concurrent requests cannot both use the code.
  const { count } = await db.organizationSwitchCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  return count === 1;
}
