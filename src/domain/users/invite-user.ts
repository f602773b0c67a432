import type { Context } from '../../context.js';
import { originFor } from '../../context.js';
import { hashToken, randomToken } from '../../crypto.js';
import { db, type Tx } from '../../db.js';
import { ConflictError, ValidationError } from '../../errors.js';
import { queueMail } from '../mail/queue-mail.js';
import { canonicalEmail } from './canonical-email.js';

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export interface Invitation {
  name: string;
  email: string;
  groupIds: number[];
  /** False: no invitation e-mail is queued (Redash's `no_invite`); the accept link is still answered. */
  sendEmail?: boolean;
}

/**
 * Creates an invited user (no usable key until accepted) in the default group and the given
 * groups, and queues the invitation e-mail with the accept link in the same transaction. Answers
 * the user and that link: only its hash is stored, so this is the one moment it can be shown
 * (who may see it is the caller's policy question).
 */
export async function inviteUser(ctx: Context, input: Invitation) {
  return db.$transaction((tx) => createInvitation(ctx, tx, input));
}

/** inviteUser inside the caller's transaction (the Redash importer writes each user with its mapping). */
export async function createInvitation(ctx: Context, tx: Tx, input: Invitation) {
  const viewer = ctx.viewer!;
  const email = canonicalEmail(input.email);
  const groupIds = [...new Set(input.groupIds)];
  const groups = await tx.group.findMany({ where: { orgId: viewer.org.id, id: { in: groupIds } } });
  const missing = groupIds.filter((id) => !groups.some((g) => g.id === id));
  if (missing.length) throw ValidationError.field('groups', `unknown group ids: ${missing.join(', ')}`);
  const defaultGroup = await tx.group.findFirstOrThrow({ where: { orgId: viewer.org.id, type: 'default' } });
  if (await tx.user.findUnique({ where: { orgId_email: { orgId: viewer.org.id, email } } })) {
    throw new ConflictError(`A user with e-mail ${email} already exists.`, 'email_taken');
  }
  const token = randomToken(32);
  const now = ctx.clock.now();
  const link = `${originFor(ctx, viewer.org)}/invite/${token}`;
  const user = await tx.user.create({
    data: {
      orgId: viewer.org.id,
      name: input.name,
      email,
      inviteTokenHash: hashToken(token),
      invitedAt: now,
      inviteExpiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      memberships: { create: [...new Set([defaultGroup.id, ...groupIds])].map((groupId) => ({ groupId })) },
    },
  });
  if (input.sendEmail === false) return { user, link };
  await queueMail(tx, {
    orgId: viewer.org.id,
    to: email,
    subject: `${viewer.name} invited you to ${viewer.org.name} on Overlook`,
    text:
      `Hello ${input.name},\n\n${viewer.name} invited you to join ${viewer.org.name} on Overlook.\n\n` +
      `Accept the invitation and choose a password:\n${link}\n\n` +
      `API clients can accept with POST /api/invitations/${token}/accept {"password": "..."}.\n` +
      `The invitation expires in 7 days.\n`,
  });
  return { user, link };
}
