import { z } from 'zod';
import { endSession, startSession } from '../src/auth/sessions.js';
import { originFor } from '../src/context.js';
import { findByPassword } from '../src/auth/password-check.js';
import { hashToken, randomToken } from '../src/crypto.js';
import { db } from '../src/db.js';
import { createOrganization } from '../src/domain/organizations/create-organization.js';
import { organizationForHost } from '../src/domain/organizations/resolve-organization.js';
import { setUpFirstOrganization, setUpNeeded } from '../src/domain/organizations/set-up-first-organization.js';
import { sendEmailVerification } from '../src/domain/users/send-email-verification.js';
import { DomainError, NotFoundError, UnauthenticatedError } from '../src/errors.js';
import { enforce } from '../src/rate-limit.js';
import { validate } from '../src/validation.js';
import type { Viewer } from '../src/auth/viewer.js';
import { permissionKeys } from '../src/policies/viewer.js';
import { builder } from './builder.js';

const EXCHANGE_TTL_MS = 60_000;

/**
 * The signed-in user as the credentials check loaded it. Same fields as User, but resolved from
 * the viewer without another query: GET /api/session is the hottest authenticated path.
 */
const SessionUser = builder.objectRef<Viewer>('SessionUser').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    isEmailVerified: t.exposeBoolean('emailVerified', { description: 'The e-mail was verified (mailed link or accepted invitation).' }),
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
  email: z.string().trim().email('must be an e-mail address'),
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
      const data = validate(signUpSchema, args);
      // Nobody vouches for a signup's address: it stays unverified until the mailed link is followed.
      const created = await db.$transaction(async (tx) => {
        const result = await createOrganization(tx, {
          name: data.orgName,
          adminName: data.name,
          adminEmail: data.email,
          password: data.password,
          emailVerified: false,
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
    description: 'E-mail and password sign-in; sets the session cookie. 10 a minute per IP.',
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await enforce(ctx, 'signIn');
      const { email, password } = validate(signInSchema, args);
      const org = await organizationForHost(ctx);
      const candidates = await db.user.findMany({
        where: { email: email.trim().toLowerCase(), disabledAt: null, acceptedAt: { not: null }, ...(org ? { orgId: org.id } : {}) },
        orderBy: { orgId: 'asc' },
      });
      const match = await findByPassword(candidates, password);
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
      'For a user in several organizations: a one-use token to open a session in another. Matches only an account whose e-mail is ' +
      'the caller’s and is verified on both sides. 10 a minute per IP.',
    args: { orgSlug: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, args, ctx) => {
      await enforce(ctx, 'sessionExchange');
      const orgSlug = validate(tokenSchema, args.orgSlug);
      const viewer = ctx.viewer!;
      // The e-mail is the only link between the two accounts, so it must be proven on both sides:
      // an unverified address could be anybody's (a signup or an e-mail change claims it freely).
      if (!viewer.emailVerified) {
        throw new DomainError('Verify your e-mail address first: POST /api/verification_email mails you a link.', 'email_unverified', 403);
      }
      const target = await db.user.findFirst({
        where: { email: viewer.email, emailVerifiedAt: { not: null }, org: { slug: orgSlug }, disabledAt: null, acceptedAt: { not: null } },
        include: { org: true },
      });
      if (!target) throw new NotFoundError('Organization');
      const token = randomToken(32);
      await db.exchangeToken.create({
        data: { tokenHash: hashToken(token), userId: target.id, expiresAt: new Date(ctx.clock.now().getTime() + EXCHANGE_TTL_MS) },
      });
      return { exchangeToken: token, exchangeUrl: `${originFor(ctx, target.org)}/api/session/exchange` };
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
