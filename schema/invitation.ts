import { z } from 'zod';
import { startSession } from '../src/auth/sessions.js';
import { hashPassword, hashToken } from '../src/crypto.js';
import { db } from '../src/db.js';
import { newApiKey } from '../src/domain/organizations/create-organization.js';
import { ConflictError, DomainError, NotFoundError } from '../src/errors.js';
import { enforce } from '../src/rate-limit.js';
import { validate } from '../src/validation.js';
import type { Context } from '../src/context.js';
import { loadUser } from '../src/policies/user.js';
import { builder } from './builder.js';
import { NodeInterface, nodeType } from './node.js';
import { InviteUserPayload } from './user.js';

const InvitationStatus = builder.objectRef<{ email: string; organization: string; status: string }>('InvitationStatus').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    organization: t.exposeString('organization'),
    status: t.exposeString('status', { description: 'pending | accepted | expired' }),
  }),
});

const AcceptPayload = builder.objectRef<{ userId: number; apiKey: string }>('AcceptInvitationPayload').implement({
  fields: (t) => ({
    user: t.prismaField({ type: 'User', resolve: (query, p) => db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
    apiKey: t.exposeString('apiKey', { description: 'Shown once.' }),
  }),
});

const acceptSchema = z.object({
  password: z.string({ error: 'is required' }).min(8, 'must have at least 8 characters').max(500),
  name: z.string().trim().min(1).max(200).optional(),
});

builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationStatus,
    description: 'Invitation status by token, without login. 10 a minute per IP.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      await enforce(ctx, 'invitationLookup');
      const user = await db.user.findUnique({ where: { inviteTokenHash: hashToken(token) }, include: { org: true } });
      if (!user) throw new NotFoundError('Invitation');
      const status = user.acceptedAt ? 'accepted' : user.inviteExpiresAt && user.inviteExpiresAt <= ctx.clock.now() ? 'expired' : 'pending';
      return { email: user.email, organization: user.org.name, status };
    },
  }),
);

builder.mutationField('acceptInvitation', (t) =>
  t.field({
    type: AcceptPayload,
    description: 'Sets the password, activates the API key (answered once) and signs in. 5 a minute per IP.',
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: false }), name: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      await enforce(ctx, 'inviteAccept');
      const user = await db.user.findUnique({ where: { inviteTokenHash: hashToken(args.token) } });
      if (!user || user.disabledAt) throw new NotFoundError('Invitation');
      if (user.acceptedAt) throw new ConflictError('The invitation was already accepted.', 'already_accepted');
      if (user.inviteExpiresAt && user.inviteExpiresAt <= ctx.clock.now()) throw new NotFoundError('Invitation');
      const data = validate(acceptSchema, { password: args.password ?? undefined, name: args.name ?? undefined });
      const apiKey = newApiKey();
      const { count } = await db.user.updateMany({
        where: { id: user.id, acceptedAt: null },
        // Accepting proves only that the caller holds the invitation: the inviting admin was shown
        // its link too. The address stays unverified until a link mailed to it is followed.
        data: {
          passwordHash: await hashPassword(data.password),
          apiKeyHash: apiKey.hash,
          acceptedAt: ctx.clock.now(),
          name: data.name ?? user.name,
        },
      });
      if (count !== 1) throw new ConflictError('The invitation was already accepted.', 'already_accepted');
      await startSession(ctx, user.id);
      return { userId: user.id, apiKey: apiKey.key };
    },
  }),
);

type InvitationShape = { id: number; email: string; name: string; createdAt: Date; inviteExpiresAt: Date | null };

/**
 * A pending invitation, as its organization's user managers see it: the invited account before it
 * is accepted (its global id names the invitation; its `user` is the account). Accepted, the
 * invitation is gone: its id resolves to null. The accept link is never answered here (only once,
 * to admins, by inviteUser).
 */
export const InvitationType = builder.objectRef<InvitationShape>('Invitation').implement({
  description: 'A pending invitation: the invited account before it is accepted. Seen by those who may list users.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address the invitation was sent to.' }),
    name: t.exposeString('name', { description: 'The name the inviter gave.' }),
    invitedAt: t.expose('createdAt', { type: 'DateTime', description: 'When the invitation was made.' }),
    expiresAt: t.expose('inviteExpiresAt', { type: 'DateTime', nullable: true, description: 'Null: it does not expire.' }),
    isExpired: t.boolean({
      description: 'Past its expiry: the link no longer works; invite again.',
      resolve: (i, _args, ctx) => i.inviteExpiresAt !== null && i.inviteExpiresAt <= ctx.clock.now(),
    }),
    user: t.prismaField({
      type: 'User',
      description: 'The invited account (not yet usable).',
      resolve: (query, i) => db.user.findUniqueOrThrow({ ...query, where: { id: i.id } }),
    }),
  }),
});

/** The pending invitation of a user the viewer may read, else null (accepted, or unseen). */
async function pendingInvitation(ctx: Context, userId: number): Promise<InvitationShape | null> {
  const user = await loadUser(ctx, userId);
  return user.acceptedAt === null ? user : null;
}

export const InvitationNode = nodeType(InvitationType, 'Invitation', pendingInvitation);

builder.prismaObjectFields('User', (t) => ({
  invitation: t.field({
    type: InvitationType,
    nullable: true,
    description: 'The pending invitation, while the user has not accepted it; null after.',
    resolve: (u) => (u.acceptedAt === null ? u : null),
  }),
}));

builder.objectFields(InviteUserPayload, (t) => ({
  invitation: t.field({
    type: InvitationType,
    nullable: true,
    description: 'The pending invitation just made (null for a caller who may not read users).',
    resolve: (payload, _args, ctx) =>
      pendingInvitation(ctx, payload.userId).catch((error: unknown) => {
        if (error instanceof DomainError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }),
  }),
}));
