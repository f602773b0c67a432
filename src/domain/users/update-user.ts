import { invalidateViewers } from '../../auth/viewer-cache.js';
import type { Context } from '../../context.js';
import { db } from '../../db.js';
import { ConflictError } from '../../errors.js';
import { canonicalEmail } from './canonical-email.js';
import { sendEmailVerification } from './send-email-verification.js';

export interface UserChanges {
  name?: string;
  email?: string;
}

/**
 * Renames a user and/or changes their e-mail in the viewer's organization (authorization is the
 * caller's). A new address is unverified: the verification is cleared, older links die and a
 * new link goes to the new address, all in one transaction.
 */
export async function updateUser(ctx: Context, id: number, changes: UserChanges): Promise<void> {
  const org = ctx.viewer!.org;
  const email = changes.email === undefined ? undefined : canonicalEmail(changes.email);
  await db.$transaction(async (tx) => {
    const user = await tx.user.findFirstOrThrow({ where: { id, orgId: org.id } });
    const emailChanged = email !== undefined && email !== user.email;
    if (emailChanged && (await tx.user.findFirst({ where: { orgId: org.id, email, id: { not: id } } }))) {
      throw new ConflictError(`A user with e-mail ${email} already exists.`, 'email_taken');
    }
    // A pending invitation stays bound to the address it was mailed to: invite the right address instead.
    if (emailChanged && !user.acceptedAt) {
      throw new ConflictError('The e-mail of a pending invitation cannot change; invite the new address instead.', 'invitation_pending');
    }
    const updated = await tx.user.update({
      where: { id },
      data: { name: changes.name, ...(emailChanged ? { email, emailVerifiedAt: null } : {}) },
    });
    if (emailChanged) await sendEmailVerification(tx, ctx, updated, org);
    await invalidateViewers(tx, { userId: id });
  });
}
