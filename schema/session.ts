import { z } from 'zod';
import { endSession, startSession } from '../src/auth/sessions.js';
import { verifyAccount } from '../src/auth/password-check.js';
import { hashToken } from '../src/crypto.js';
import { db } from '../src/db.js';
import { createOrganization } from '../src/domain/organizations/create-organization.js';
import { organizationForHost } from '../src/domain/organizations/resolve-organization.js';
import { mailSwitchCode, selectOrganization } from '../src/domain/organizations/switch-organization.js';
import { canonicalEmail } from '../src/domain/users/canonical-email.js';
import { setUpFirstOrganization, setUpNeeded } from '../src/domain/organizations/set-up-first-organization.js';
import { sendEmailVerification } from '../src/domain/users/send-email-verification.js';
import { env } from '../src/env.js';
import { ForbiddenError, UnauthenticatedError } from '../src/errors.js';
import { enforce } from '../src/rate-limit.js';
import { emailSchema, validate } from '../src/validation.js';
import type { Viewer } from '../src/auth/viewer.js';
import { permissionKeys } from '../src/policies/viewer.js';
import { builder } from './builder.js';

/**
 * The signed-in user as the credentials check loaded it. Same fields as User, but resolved from
 * the viewer without another query: GET /api/session is the hottest authenticated path.
 */
const SessionUser = builder.objectRef<Viewer>('SessionUser').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    isEmailVerified: t.exposeBoolean('emailVerified', { description: 'The e-mail was verified (a link mailed to it was followed).' }),
    isDisabled: t.boolean({ resolve: () => false }),
    isInvitationPending: t.boolean({ resolve: () => false }),
    groupIds: t.intList({ resolve: (viewer) => viewer.groups.map((g) => g.id).sort((a, b) => a - b) }),
    createdAt: t.field({ type: 'DateTime', resolve: (viewer) => viewer.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (viewer) => viewer.updatedAt }),
    disabledAt: t.field({ type: 'DateTime', nullable: true, resolve: () => null }),
  }),
});

const SessionOrganization = builder.objectRef<Viewer['org']>('SessionOrganization').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    domain: t.exposeString('domain', { nullable: true }),
  }),
});

const SessionInfo = builder.objectRef<Viewer>('SessionInfo').implement({
  description: 'Who is calling: the user, the organization and the effective permissions.',
  fields: (t) => ({
    user: t.field({ type: SessionUser, resolve: (viewer) => viewer }),
    organization: t.field({ type: SessionOrganization, resolve: (viewer) => viewer.org }),
    permissions: t.stringList({
      resolve: (viewer) => permissionKeys(viewer),
    }),
    csrfToken: t.string({
      nullable: true,
      description: 'Echo in X-CSRF-Token on unsafe requests made with the session cookie.',
      resolve: (viewer) => viewer.session?.csrfToken ?? null,
    }),
    organizations: t.field({
      type: [SessionOrganization],
      description:
        'The organizations selectOrganization can open for the caller, this one first: those where an active account has the ' +
        'caller’s e-mail, verified on both sides (only this one while the caller’s address is unverified).',
      resolve: async (viewer) => {
        if (!viewer.emailVerified) return [viewer.org];
        const accounts = await db.user.findMany({
          where: {
            email: viewer.email,
            emailVerifiedAt: { not: null },
            disabledAt: null,
            acceptedAt: { not: null },
            orgId: { not: viewer.org.id },
          },
          select: { org: { select: { id: true, name: true, slug: true, domain: true } } },
          orderBy: { org: { name: 'asc' } },
        });
        return [viewer.org, ...accounts.map((account) => account.org)];
      },
    }),
  }),
});

const SignUpPayload = builder.objectRef<{ userId: number; orgId: number }>('SignUpPayload').implement({
  fields: (t) => ({
    user: t.prismaField({ type: 'User', resolve: (query, p) => db.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
    organization: t.prismaField({
      type: 'Organization',
      resolve: (query, p) => db.organization.findUniqueOrThrow({ ...query, where: { id: p.orgId } }),
    }),
  }),
});

const ExchangePayload = builder.objectRef<{ exchangeToken: string; exchangeUrl: string }>('OrganizationSelection').implement({
  fields: (t) => ({
    exchangeToken: t.exposeString('exchangeToken', { description: 'One use, valid for 60 seconds.' }),
    exchangeUrl: t.exposeString('exchangeUrl'),
  }),
});

const signUpSchema = z.object({
  orgName: z.string().trim().min(1, 'is required').max(200),
  name: z.string().trim().min(1, 'is required').max(200),
  email: emailSchema,
  password: z.string().min(8, 'must have at least 8 characters').max(500),
});

const signInSchema = z.object({ email: z.string().trim().min(1, 'is required'), password: z.string().min(1, 'is required') });
const tokenSchema = z.string({ error: 'is required' }).min(1, 'is required');

// Rate-limited mutations take their arguments as optional and validate them after counting the
// request, so that malformed attempts use up the budget too.
builder.queryField('session', (t) =>
  t.field({
    type: SessionInfo,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => ctx.viewer!,
  }),
);

builder.queryField('setUpNeeded', (t) =>
  t.boolean({
    description: 'True while Overlook has no organization: the web app then offers the first-run set-up (setUpFirstOrganization).',
    resolve: () => setUpNeeded(db),
  }),
);

builder.queryField('signUpOpen', (t) =>
  t.boolean({
    description: 'Whether signUp is open on this server (SIGNUP=open); when false, people join by invitation only.',
    resolve: () => env.SIGNUP === 'open',
  }),
);

const setUpSchema = signUpSchema.extend({ token: tokenSchema });

builder.mutationFields((t) => ({
  setUpFirstOrganization: t.field({
    type: SignUpPayload,
    description:
      'First run only: creates the first organization with the caller as its admin and signs in. Needs the one-time set-up token ' +
      'that the server prints in its start log while no organization exists (403 setup_token_invalid; 409 already_set_up once one ' +
      'does). 5 a minute per IP.',
    args: {
      token: t.arg.string({ required: true }),
      orgName: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await enforce(ctx, 'signup');
      const data = validate(setUpSchema, args);
      const created = await db.$transaction((tx) => setUpFirstOrganization(tx, data));
      await startSession(ctx, created.user.id);
      return { userId: created.user.id, orgId: created.org.id };
    },
  }),
  signUp: t.field({
    type: SignUpPayload,
    description: 'Creates an organization with the signer as its admin and signs in. 5 a minute per IP.',
    args: {
      orgName: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await enforce(ctx, 'signup');
      if (env.SIGNUP !== 'open') {
        throw new ForbiddenError('Signup is closed on this server: ask an administrator for an invitation.', 'signup_disabled');
      }
      const data = validate(signUpSchema, args);
      // Nobody vouches for a signup's address: it stays unverified until the mailed link is followed.
      const created = await db.$transaction(async (tx) => {
        const result = await createOrganization(tx, {
          name: data.orgName,
          adminName: data.name,
          adminEmail: data.email,
          password: data.password,
          emailVerified: false,
          egressRestricted: env.SIGNUP_ORGANIZATIONS_EGRESS === 'restricted',
        });
        await sendEmailVerification(tx, ctx, result.user, result.org);
        return result;
      });
      await startSession(ctx, created.user.id);
      return { userId: created.user.id, orgId: created.org.id };
    },
  }),
  signIn: t.prismaField({
    type: 'User',
    description:
      'E-mail and password sign-in; sets the session cookie. The account is the one in `orgSlug`, else in the organization ' +
      'of the request’s host, else the oldest organization’s account with that e-mail (switch with selectOrganization). ' +
      'Exactly one password verification per attempt, whoever exists. 10 a minute per IP.',
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      orgSlug: t.arg.string({ required: false, description: 'The organization whose account signs in.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      await enforce(ctx, 'signIn');
      const { email, password } = validate(signInSchema, args);
      const org = args.orgSlug ? null : await organizationForHost(ctx);
      const orgWhere = args.orgSlug ? { org: { slug: args.orgSlug } } : org ? { orgId: org.id } : {};
      // One account, chosen before any verification: the time of an answer never depends on how
      // many accounts share the e-mail (issue 29).
      const account = await db.user.findFirst({
        where: { email: canonicalEmail(email), disabledAt: null, acceptedAt: { not: null }, ...orgWhere },
        orderBy: { orgId: 'asc' },
      });
      const match = await verifyAccount(account, password);
      if (!match) throw new UnauthenticatedError('Wrong e-mail or password.');
      await startSession(ctx, match.id);
      return db.user.findUniqueOrThrow({ ...query, where: { id: match.id } });
    },
  }),
  signOut: t.boolean({
    description: 'Ends the session of the cookie and clears its session and CSRF cookies; true even when no session was open.',
    resolve: async (_root, _args, ctx) => {
      await endSession(ctx);
      return true;
    },
  }),
  selectOrganization: t.field({
    type: ExchangePayload,
    description:
      'For a user in several organizations: a one-use token to open a session in another. Finds the account whose e-mail is the ' +
      'caller’s (verified on both sides) and requires proof of control of it: its `password`, or the `code` that ' +
      '`requestOrganizationCode` mailed to it. 10 a minute per IP.',
    args: {
      orgSlug: t.arg.string({ required: true }),
      password: t.arg.string({ required: false, description: 'The password of the account in that organization.' }),
      code: t.arg.string({ required: false, description: 'The code requestOrganizationCode mailed to that account.' }),
    },
    authScopes: { authenticated: true },
    resolve: async (_root, args, ctx) => {
      await enforce(ctx, 'sessionExchange');
      const orgSlug = validate(tokenSchema, args.orgSlug);
      return selectOrganization(ctx, orgSlug, { password: args.password, code: args.code });
    },
  }),
  requestOrganizationCode: t.boolean({
    description:
      'Mails a one-use code (10 minutes) to the address of the caller’s account in `orgSlug`, for selectOrganization. ' +
      '10 a minute per IP.',
    args: { orgSlug: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, args, ctx) => {
      await enforce(ctx, 'sessionExchange');
      await mailSwitchCode(ctx, validate(tokenSchema, args.orgSlug));
      return true;
    },
  }),
  exchangeSession: t.prismaField({
    type: 'User',
    description: 'Turns an exchange token (one use, 60 s) into a session cookie. 10 a minute per IP.',
    args: { exchangeToken: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await enforce(ctx, 'sessionExchange');
      const exchangeToken = validate(tokenSchema, args.exchangeToken);
      const now = ctx.clock.now();
      const { count } = await db.exchangeToken.updateMany({
        where: { tokenHash: hashToken(exchangeToken), usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (count !== 1) throw new UnauthenticatedError('The exchange token is unknown, used or expired.');
      const { userId } = await db.exchangeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(exchangeToken) } });
      await startSession(ctx, userId);
      return db.user.findUniqueOrThrow({ ...query, where: { id: userId } });
    },
  }),
}));
