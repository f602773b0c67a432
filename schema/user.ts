import { z } from 'zod';
import { invalidateViewers } from '../src/auth/viewer-cache.js';
import { db } from '../src/db.js';
import { env } from '../src/env.js';
import { newApiKey } from '../src/domain/organizations/create-organization.js';
import { inviteUser } from '../src/domain/users/invite-user.js';
import { sendEmailVerification } from '../src/domain/users/send-email-verification.js';
import { updateUser } from '../src/domain/users/update-user.js';
import { verifyEmail } from '../src/domain/users/verify-email.js';
import { disableUser } from '../src/domain/users/disable-user.js';
import { USER_LIST_RELATIONS, userListRevision, userListSource } from '../src/domain/users/list-users.js';
import { readsOnly } from '../src/domain/list-source.js';
import { ConflictError } from '../src/errors.js';
import { canList, canSeeInviteLink, loadUser, scope } from '../src/policies/user.js';
import { enforce } from '../src/rate-limit.js';
import { displayNameSchema, emailSchema, validate } from '../src/validation.js';
import { builder } from './builder.js';
import { NodeInterface, nodeType } from './node.js';
import { MAX_PAGE_SIZE, nodeQuery, offsetConnection, revisableConnection, revisionFields } from './pagination.js';
import { selectedFields } from './selection.js';

export const UserType = builder.prismaObject('User', {
  description: 'A person in the organization. Never carries an API key.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    // The type has no `select` (include mode): every row carries all the scalar columns, so these
    // read them as plain fields; a `select` would have every row of a list ask Pothos for its mapping.
    isEmailVerified: t.boolean({
      description: 'The e-mail was verified (mailed link or accepted invitation). Only verified addresses select organizations.',
      resolve: (u) => u.emailVerifiedAt !== null,
    }),
    isDisabled: t.boolean({ resolve: (u) => u.disabledAt !== null }),
    isInvitationPending: t.boolean({ resolve: (u) => u.acceptedAt === null }),
    groupIds: t.intList({
      // Listed rows carry their memberships (the lists' read model); a user read alone reads them
      // here, one statement as Prisma's include of the relation was. No `select`: with one, every
      // listed row asked Pothos for its mapping (the list's largest cost after the socket writes).
      resolve: (u) => {
        const listed = (u as { memberships?: { groupId: number }[] }).memberships;
        if (listed) return listed.map((m) => m.groupId);
        return db.groupMember
          .findMany({ where: { userId: u.id }, select: { groupId: true }, orderBy: { groupId: 'asc' } })
          .then((rows) => rows.map((m) => m.groupId));
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true }),
  }),
});

const EffectivePermissions = builder.objectRef<{ userId: number; permissions: string[] }>('EffectivePermissions').implement({
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    permissions: t.exposeStringList('permissions', {
      description: 'Sorted union of the permissions of the roles linked to all the user’s groups.',
    }),
  }),
});

const ApiKeyPayload = builder.objectRef<{ apiKey: string }>('ApiKeyPayload').implement({
  fields: (t) => ({ apiKey: t.exposeString('apiKey', { description: 'Shown once; only its hash is stored.' }) }),
});

const VerifiedEmail = builder.objectRef<{ email: string; organization: string }>('VerifiedEmail').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    organization: t.exposeString('organization'),
  }),
});

export const InviteUserPayload = builder
  .objectRef<{ userId: number; inviteLink: string | null; emailSent: boolean }>('InviteUserPayload')
  .implement({
    description: 'The invited user and, for admins, the accept link the invitation e-mail carries.',
    fields: (t) => ({
      emailSent: t.exposeBoolean('emailSent', {
        description:
          'An invitation e-mail was queued for sending. False when sendEmail was false or mail is not configured (SMTP_URL unset: ' +
          'the message is only kept in the outbox), so the accept link must reach the person another way.',
      }),
      user: t.prismaField({
        type: 'User',
        resolve: (query, payload) => db.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
      inviteLink: t.exposeString('inviteLink', {
        nullable: true,
        description:
          'The accept link (as in the e-mail), answered this once and to admins only; null for other callers. Whoever holds it can accept the invitation.',
      }),
    }),
  });

const tokenSchema = z.string({ error: 'is required' }).min(1, 'is required').max(200);

export const UserNode = nodeType(UserType, 'User', async (ctx, id) => {
  await loadUser(ctx, id);
  return db.user.findUnique({ where: { id } });
});

builder.queryFields((t) => ({
  users: t.connection(
    {
      type: UserType,
      description: `Users of the organization, oldest first (needs list_users or manage_users): \`search\` matches the name or e-mail; \`disabled: false\` only enabled users, \`disabled: true\` only disabled ones. At most ${MAX_PAGE_SIZE} a page.`,
      args: {
        search: t.arg.string({ required: false, description: 'Part of the name or e-mail, any case.' }),
        disabled: t.arg.boolean({ required: false, description: 'true: only disabled users; false: only enabled ones; left out: both.' }),
      },
      authScopes: (_root, _args, ctx) => (ctx.viewer ? canList(ctx.viewer) : { authenticated: true }),
      resolve: (_root, args, ctx, info) => {
        const query = nodeQuery(ctx, info, 'User');
        const filter = { search: args.search, disabled: args.disabled ?? undefined };
        if (readsOnly(query, USER_LIST_RELATIONS)) {
          // The read model answers every field the selection could ask for, in one statement.
          return revisableConnection(args, selectedFields(info), {
            revisionOf: (window) => userListRevision(ctx, filter, window),
            source: (revise) => userListSource(ctx, filter, revise),
          });
        }
        const where = {
          ...scope(ctx.viewer),
          ...(filter.disabled === undefined ? {} : { disabledAt: filter.disabled ? { not: null } : null }),
          ...(args.search
            ? {
                OR: [
                  { name: { contains: args.search, mode: 'insensitive' as const } },
                  { email: { contains: args.search, mode: 'insensitive' as const } },
                ],
              }
            : {}),
        };
        return offsetConnection(
          args,
          () => db.user.count({ where }),
          ({ skip, take }) => db.user.findMany({ ...query, where, skip, take, orderBy: { id: 'asc' } }),
        );
      },
    },
    revisionFields('or its groups'),
  ),
  user: t.prismaField({
    type: 'User',
    args: { id: t.arg.globalID({ for: UserNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await loadUser(ctx, id);
      return db.user.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  effectivePermissions: t.field({
    type: EffectivePermissions,
    description: 'Admin only.',
    args: { userId: t.arg.globalID({ for: UserNode, required: true }) },
    authScopes: { admin: true },
    resolve: async (_root, { userId: { id: userId } }, ctx) => {
      await loadUser(ctx, userId, 'readPermissions');
      const user = await db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { memberships: { select: { group: { select: { roles: { select: { role: { select: { permissions: true } } } } } } } } },
      });
      const keys = new Set(user.memberships.flatMap((m) => m.group.roles.flatMap((r) => r.role.permissions)));
      return { userId, permissions: [...keys].sort() };
    },
  }),
}));

const InviteUserInput = builder.inputType('InviteUserInput', {
  fields: (t) => ({
    name: t.string({ required: true, validate: displayNameSchema }),
    email: t.string({ required: true, validate: emailSchema }),
    groupIds: t.intList({ required: false, description: 'Groups the user is invited into, besides `default`.' }),
    sendEmail: t.boolean({
      required: false,
      description: 'False: no invitation e-mail is sent (the accept link is still answered to admins). Default true.',
    }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  description: 'Fields left out keep their value.',
  fields: (t) => ({
    name: t.string({ required: false, validate: z.string().trim().min(1, 'must not be empty').max(200).nullish() }),
    email: t.string({ required: false, validate: emailSchema.nullish() }),
  }),
});

builder.mutationFields((t) => ({
  inviteUser: t.field({
    type: InviteUserPayload,
    description:
      'Invites a user and e-mails the invitation. Needs manage_users. The response never carries an API key; admins also get the accept link.',
    args: { input: t.arg({ type: InviteUserInput, required: true }) },
    authScopes: { permission: 'manage_users' },
    resolve: async (_root, { input }, ctx) => {
      const { user, link } = await inviteUser(ctx, {
        name: input.name,
        email: input.email,
        groupIds: input.groupIds ?? [],
        sendEmail: input.sendEmail ?? true,
      });
      const emailSent = (input.sendEmail ?? true) && Boolean(env.SMTP_URL);
      return { userId: user.id, inviteLink: canSeeInviteLink(ctx.viewer) ? link : null, emailSent };
    },
  }),
  updateUser: t.prismaField({
    type: 'User',
    args: { id: t.arg.globalID({ for: UserNode, required: true }), input: t.arg({ type: UpdateUserInput, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id }, input }, ctx) => {
      await loadUser(ctx, id, 'update');
      await updateUser(ctx, id, { name: input.name ?? undefined, email: input.email ?? undefined });
      return db.user.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  disableUser: t.prismaField({
    type: 'User',
    args: { id: t.arg.globalID({ for: UserNode, required: true }) },
    authScopes: { permission: 'manage_users' },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await loadUser(ctx, id, 'disable');
      await db.$transaction((tx) => disableUser(ctx, tx, id));
      return db.user.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  enableUser: t.prismaField({
    type: 'User',
    args: { id: t.arg.globalID({ for: UserNode, required: true }) },
    authScopes: { permission: 'manage_users' },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await loadUser(ctx, id, 'enable');
      await db.user.update({ where: { id }, data: { disabledAt: null } });
      await invalidateViewers(db, { userId: id });
      return db.user.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  regenerateApiKey: t.field({
    type: ApiKeyPayload,
    description: 'Admin only. The new key is answered once; the old key stops working at once.',
    args: { userId: t.arg.globalID({ for: UserNode, required: true }) },
    authScopes: { admin: true },
    resolve: async (_root, { userId: { id: userId } }, ctx) => {
      const user = await loadUser(ctx, userId, 'regenerateApiKey');
      if (!user.acceptedAt) throw new ConflictError('The user has not accepted the invitation yet.', 'invitation_pending');
      const { key, hash } = newApiKey();
      await db.user.update({ where: { id: userId }, data: { apiKeyHash: hash } });
      await invalidateViewers(db, { userId });
      return { apiKey: key };
    },
  }),
}));

builder.mutationFields((t) => ({
  verifyEmail: t.field({
    type: VerifiedEmail,
    description:
      'Follows the link of a verification e-mail: the address is verified if the link is unused, younger than 24 hours and the ' +
      'user still has that address. No login needed. 10 a minute per IP.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await enforce(ctx, 'emailVerify');
      return verifyEmail(ctx, validate(tokenSchema, args.token));
    },
  }),
  sendVerificationEmail: t.boolean({
    description: 'Mails a new verification link to the caller’s address; earlier links stop working. 5 a minute per user.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      await enforce(ctx, 'verificationEmail');
      const viewer = ctx.viewer!;
      if (viewer.emailVerified) throw new ConflictError('Your e-mail address is already verified.', 'already_verified');
      await db.$transaction((tx) =>
        sendEmailVerification(tx, ctx, { id: viewer.id, orgId: viewer.org.id, name: viewer.name, email: viewer.email }, viewer.org),
      );
      return true;
    },
  }),
}));
