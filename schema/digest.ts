import { z } from 'zod';
import { hashToken, randomToken } from '../src/crypto.js';
import { db } from '../src/db.js';
import { DIGEST_FREQUENCIES, nextOccurrence } from '../src/domain/digests/digest-timing.js';
import { timeZoneSchema } from '../src/domain/schedules/schedule-timing.js';
import { ConflictError, NotFoundError } from '../src/errors.js';
import { loadDashboard } from '../src/policies/dashboard.js';
import * as digests from '../src/policies/digest.js';
import { enforce } from '../src/rate-limit.js';
import { builder } from './builder.js';
import { nodeQuery, offsetConnection, totalCountField } from './pagination.js';

const DigestSubscriptionType = builder.prismaObject('DigestSubscription', {
  description: 'An e-mail digest of a dashboard for its subscriber: daily at `hour`:00, or weekly on Mondays at `hour`:00, in `timezone`.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    dashboardId: t.exposeInt('dashboardId'),
    dashboardSlug: t.string({
      select: { dashboardId: true },
      resolve: async (s, _args, ctx) => (await ctx.loaders.dashboardName(s.dashboardId))?.slug ?? '',
    }),
    dashboardName: t.string({
      select: { dashboardId: true },
      resolve: async (s, _args, ctx) => (await ctx.loaders.dashboardName(s.dashboardId))?.name ?? '',
    }),
    frequency: t.exposeString('frequency', { description: 'daily | weekly' }),
    hour: t.exposeInt('hour', { description: '0-23, local to `timezone`.' }),
    timezone: t.exposeString('timezone'),
    lastSentAt: t.expose('lastSentAt', { type: 'DateTime', nullable: true, description: 'The scheduled time of the last digest sent.' }),
    nextSendAt: t.field({
      type: 'DateTime',
      nullable: true,
      select: { frequency: true, hour: true, timezone: true },
      resolve: (s, _args, ctx) => nextOccurrence(s, ctx.clock.now()),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DigestUnsubscription = builder
  .objectRef<{ dashboardName: string; frequency: string; unsubscribed: boolean }>('DigestUnsubscription')
  .implement({
    description: 'What an unsubscribe link is about, for the confirmation page.',
    fields: (t) => ({
      dashboardName: t.exposeString('dashboardName'),
      frequency: t.exposeString('frequency'),
      unsubscribed: t.exposeBoolean('unsubscribed'),
    }),
  });

const CreateDigestSubscriptionInput = builder
  .inputType('CreateDigestSubscriptionInput', {
    fields: (t) => ({
      dashboardSlug: t.string({ required: true }),
      frequency: t.string({ required: true, description: 'daily | weekly' }),
      hour: t.int({ required: true, description: '0-23' }),
      timezone: t.string({ required: true, description: 'An IANA time zone, e.g. Europe/Paris.' }),
    }),
  })
  .validate(
    z.object({
      dashboardSlug: z.string().trim().min(1, 'is required'),
      frequency: z.enum(DIGEST_FREQUENCIES, { message: 'must be "daily" or "weekly"' }),
      hour: z.number().int().min(0, 'must be from 0 to 23').max(23, 'must be from 0 to 23'),
      timezone: timeZoneSchema,
    }),
  );

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002';
}

async function subscriptionByToken(token: string) {
  const sub = await db.digestSubscription.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!sub) throw new NotFoundError('Digest subscription');
  const dashboard = await db.dashboard.findUnique({ where: { id: sub.dashboardId }, select: { name: true } });
  return { sub, dashboardName: dashboard?.name ?? 'a deleted dashboard' };
}

builder.queryFields((t) => ({
  digestSubscriptions: t.connection(
    {
      type: DigestSubscriptionType,
      description: 'The caller’s own live digest subscriptions.',
      authScopes: { authenticated: true },
      resolve: (_root, args, ctx, info) => {
        const where = digests.scope(ctx.viewer);
        return offsetConnection(
          args,
          () => db.digestSubscription.count({ where }),
          ({ skip, take }) =>
            db.digestSubscription.findMany({ ...nodeQuery(ctx, info, 'DigestSubscription'), where, skip, take, orderBy: { id: 'asc' } }),
        );
      },
    },
    totalCountField,
  ),
  digestUnsubscription: t.field({
    type: DigestUnsubscription,
    description: 'The subscription an unsubscribe token names, without login. 30 a minute per IP.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      await enforce(ctx, 'digestUnsubscribe');
      const { sub, dashboardName } = await subscriptionByToken(token);
      return { dashboardName, frequency: sub.frequency, unsubscribed: sub.unsubscribedAt !== null };
    },
  }),
}));

builder.mutationFields((t) => ({
  createDigestSubscription: t.prismaField({
    type: 'DigestSubscription',
    description: 'Subscribes the caller to an e-mail digest of a dashboard they can see; one live subscription per dashboard.',
    args: { input: t.arg({ type: CreateDigestSubscriptionInput, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { input: data }, ctx) => {
      const viewer = ctx.viewer!;
      const dashboard = await loadDashboard(ctx, { slug: data.dashboardSlug });
      if (dashboard.isArchived) throw new ConflictError('An archived dashboard has no digest.', 'archived');
      const token = randomToken(32);
      try {
        return await db.digestSubscription.create({
          ...query,
          data: {
            orgId: viewer.org.id,
            userId: viewer.id,
            dashboardId: dashboard.id,
            frequency: data.frequency,
            hour: data.hour,
            timezone: data.timezone,
            tokenHash: hashToken(token),
            tokenEncrypted: ctx.secrets.seal(token),
            createdAt: ctx.clock.now(),
          },
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ConflictError(
            'You are already subscribed to this dashboard’s digest; delete that subscription first.',
            'already_subscribed',
          );
        throw error;
      }
    },
  }),
  deleteDigestSubscription: t.boolean({
    description: 'Ends one of the caller’s own subscriptions.',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id }, ctx) => {
      await digests.loadDigestSubscription(ctx, id, 'delete');
      const { count } = await db.digestSubscription.updateMany({
        where: { id, unsubscribedAt: null },
        data: { unsubscribedAt: ctx.clock.now() },
      });
      if (count !== 1) throw new NotFoundError('Digest subscription');
      return true;
    },
  }),
  unsubscribeDigest: t.field({
    type: DigestUnsubscription,
    description: 'One-click unsubscribe by the token of a digest e-mail, without login; repeating it is harmless. 30 a minute per IP.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      await enforce(ctx, 'digestUnsubscribe');
      const { sub, dashboardName } = await subscriptionByToken(token);
      await db.digestSubscription.updateMany({ where: { id: sub.id, unsubscribedAt: null }, data: { unsubscribedAt: ctx.clock.now() } });
      return { dashboardName, frequency: sub.frequency, unsubscribed: true };
    },
  }),
}));
