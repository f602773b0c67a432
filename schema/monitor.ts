import { z } from 'zod';
import type { Viewer } from '../src/auth/viewer.js';
import type { Context } from '../src/context.js';
import { db, type Prisma } from '../src/db.js';
import { retryDelivery } from '../src/domain/deliveries/retry-delivery.js';
import { deleteMonitor } from '../src/domain/monitors/delete-monitor.js';
import { monitorOptionsSchema } from '../src/domain/monitors/monitor-condition.js';
import { loadMonitorEvent, monitorTopic, publishMonitorEvent, type MonitorEventPayload } from '../src/domain/monitors/monitor-events.js';
import { startMonitorCheck, type MonitorRunRow } from '../src/domain/monitors/start-monitor-check.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../src/errors.js';
import { canManageMonitor, canSeeMonitor, canWatchQuery } from '../src/policies/monitor.js';
import { pubsub } from '../src/pubsub.js';
import { validate } from '../src/validation.js';
import { builder } from './builder.js';
import { findOrgDestination } from './destination.js';
import { nodeQuery, offsetConnection, totalCountField } from './pagination.js';

const MonitorType = builder.prismaObject('Monitor', {
  description: 'Watches a condition on a query’s result; notifies subscribed destinations when it triggers.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    queryId: t.exposeInt('queryId'),
    userId: t.exposeInt('userId'),
    options: t.expose('options', { type: 'JSON', description: '{column, op, value, selector?, parameters?}' }),
    rearm: t.exposeInt('rearm', { nullable: true, description: 'Seconds before re-notifying while still triggered; 0 or null: never.' }),
    notifyOnRecovery: t.exposeBoolean('notifyOnRecovery'),
    state: t.exposeString('state', { description: 'unknown | ok | triggered' }),
    error: t.exposeString('stateError', { nullable: true, description: 'Why the state is unknown: the failed query or evaluation.' }),
    acknowledgedAt: t.expose('acknowledgedAt', { type: 'DateTime', nullable: true }),
    snoozedUntil: t.expose('snoozedUntil', { type: 'DateTime', nullable: true }),
    muted: t.exposeBoolean('muted'),
    lastTriggeredAt: t.expose('lastTriggeredAt', { type: 'DateTime', nullable: true }),
    lastNotifiedAt: t.expose('lastNotifiedAt', { type: 'DateTime', nullable: true }),
    lastCheckedAt: t.expose('lastCheckedAt', { type: 'DateTime', nullable: true }),
    lastRunId: t.exposeInt('lastRunId', { nullable: true, description: 'The check (run) whose result set the current state.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('Subscription', {
  name: 'MonitorSubscription',
  description: 'Joins a monitor to a destination.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    monitorId: t.exposeInt('monitorId'),
    destinationId: t.exposeInt('destinationId'),
    destination: t.relation('destination'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const MonitorRunType = builder.objectRef<MonitorRunRow>('MonitorRun').implement({
  description: 'A check of a monitor in the runs pipeline (also listed by GET /api/runs).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeInt('entityId'),
    jobId: t.exposeInt('jobId', { nullable: true }),
    status: t.exposeInt('status', { description: 'The job statuses 1..5.' }),
    error: t.exposeString('error', { nullable: true }),
    queryResultId: t.exposeInt('queryResultId', { nullable: true }),
    details: t.field({ type: 'JSON', resolve: (r) => r.details }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

const MonitorRunPayload = builder.objectRef<{ run: MonitorRunRow; created: boolean }>('MonitorRunPayload').implement({
  fields: (t) => ({
    created: t.exposeBoolean('created', { description: 'False when a check was already in flight (that run is answered).' }),
    run: t.field({ type: MonitorRunType, resolve: (p) => p.run }),
  }),
});

const MonitorEvent = builder.objectRef<MonitorEventPayload>('MonitorEvent').implement({
  description: 'A state change or a delivery of a monitor; the same events reach outgoing webhooks.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'state_changed | updated | delivery' }),
    monitorId: t.exposeInt('monitorId'),
    occurredAt: t.exposeString('occurredAt'),
    state: t.exposeString('state', { nullable: true }),
    previousState: t.exposeString('previousState', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    delivery: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.delivery ?? null }),
  }),
});

/** A monitor the viewer sees (its org, its query's connector reachable), else 404. */
export async function findVisibleMonitor(viewer: Viewer, id: number) {
  const monitor = await db.monitor.findFirst({ where: { id, orgId: viewer.org.id }, include: { parent: { select: { dataSourceId: true } } } });
  if (!monitor || !canSeeMonitor(viewer, { orgId: monitor.orgId, query: monitor.parent })) throw new NotFoundError('Monitor');
  return monitor;
}

/** A visible monitor the viewer may change: 404 when unseen, 403 without create_monitor. */
async function findManagedMonitor(viewer: Viewer, id: number) {
  const monitor = await findVisibleMonitor(viewer, id);
  if (!canManageMonitor(viewer)) throw new ForbiddenError('Changing a monitor needs the create_monitor permission.');
  return monitor;
}

async function findWatchableQuery(viewer: Viewer, id: number) {
  const query = await db.query.findUnique({ where: { id } });
  if (!query || !canWatchQuery(viewer, query)) throw new NotFoundError('Query');
  return query;
}

const nameSchema = z.string({ message: 'is required' }).trim().min(1, 'is required').max(200);
const rearmSchema = z.number().int('must be an integer').min(0, 'must be 0 or more seconds').max(31_536_000).nullable();

/** Updates a monitor and announces the change, in one transaction. */
async function changeMonitor(ctx: Context, id: number, data: Parameters<typeof db.monitor.update>[0]['data'], query: object) {
  return db.$transaction(async (tx) => {
    const monitor = await tx.monitor.update({ ...query, where: { id }, data });
    await publishMonitorEvent(tx, { type: 'updated', monitorId: id, occurredAt: ctx.clock.now().toISOString(), state: monitor.state, error: monitor.stateError });
    return monitor;
  });
}

builder.queryFields((t) => ({
  monitors: t.connection(
    {
      type: MonitorType,
      description: 'Monitors whose query’s connector the caller reaches.',
      args: { queryId: t.arg.int({ required: false }) },
      authScopes: { authenticated: true },
      resolve: async (_root, args, ctx, info) => {
        const viewer = ctx.viewer!;
        const sources = await db.dataSource.findMany({ where: { orgId: viewer.org.id }, select: { id: true } });
        const reachable = sources.map((s) => s.id).filter((dataSourceId) => canSeeMonitor(viewer, { orgId: viewer.org.id, query: { dataSourceId } }));
        const where = { orgId: viewer.org.id, parent: { dataSourceId: { in: reachable } }, ...(args.queryId ? { queryId: args.queryId } : {}) };
        return offsetConnection(
          args,
          () => db.monitor.count({ where }),
          ({ skip, take }) => db.monitor.findMany({ ...nodeQuery(ctx, info, 'Monitor'), where, skip, take, orderBy: { id: 'asc' } }),
        );
      },
    },
    totalCountField,
  ),
  monitor: t.prismaField({
    type: 'Monitor',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id }, ctx) => {
      await findVisibleMonitor(ctx.viewer!, id);
      return db.monitor.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  monitorSubscriptions: t.prismaField({
    type: ['Subscription'],
    args: { monitorId: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { monitorId }, ctx) => {
      await findVisibleMonitor(ctx.viewer!, monitorId);
      return db.subscription.findMany({ ...query, where: { monitorId }, orderBy: { id: 'asc' } });
    },
  }),
  monitorDeliveries: t.prismaField({
    type: ['Delivery'],
    description: 'The monitor’s delivery history, newest first, at most 50 rows.',
    args: { monitorId: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { monitorId }, ctx) => {
      await findVisibleMonitor(ctx.viewer!, monitorId);
      return db.delivery.findMany({ ...query, where: { monitorId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 50 });
    },
  }),
}));

builder.mutationFields((t) => ({
  createMonitor: t.prismaField({
    type: 'Monitor',
    description: 'Needs create_monitor and a query the caller can see. The state starts `unknown`.',
    args: {
      queryId: t.arg.int({ required: false }),
      name: t.arg.string({ required: false }),
      options: t.arg({ type: 'JSON', required: false }),
      rearm: t.arg.int({ required: false }),
      notifyOnRecovery: t.arg.boolean({ required: false }),
    },
    authScopes: { permission: 'create_monitor' },
    resolve: async (query, _root, args, ctx) => {
      const viewer = ctx.viewer!;
      if (args.queryId === null || args.queryId === undefined) throw ValidationError.field('query_id', 'is required');
      const name = validate(nameSchema, args.name ?? undefined);
      const options = validate(monitorOptionsSchema, args.options ?? undefined);
      const rearm = validate(rearmSchema, args.rearm ?? null);
      const watched = await findWatchableQuery(viewer, args.queryId);
      return db.monitor.create({
        ...query,
        data: { orgId: viewer.org.id, userId: viewer.id, queryId: watched.id, name, options: options as Prisma.InputJsonValue, rearm, notifyOnRecovery: args.notifyOnRecovery ?? false },
      });
    },
  }),
  updateMonitor: t.prismaField({
    type: 'Monitor',
    args: {
      id: t.arg.int({ required: true }),
      queryId: t.arg.int({ required: false }),
      name: t.arg.string({ required: false }),
      options: t.arg({ type: 'JSON', required: false }),
      rearm: t.arg.int({ required: false }),
      clearRearm: t.arg.boolean({ required: false, description: 'Sets rearm to null (never re-notify).' }),
      notifyOnRecovery: t.arg.boolean({ required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      const viewer = ctx.viewer!;
      const existing = await findManagedMonitor(viewer, args.id);
      const name = args.name === null || args.name === undefined ? undefined : validate(nameSchema, args.name);
      const options = args.options === null || args.options === undefined ? undefined : validate(monitorOptionsSchema, args.options);
      const rearm = args.clearRearm ? null : args.rearm === null || args.rearm === undefined ? undefined : validate(rearmSchema, args.rearm);
      const queryId = args.queryId === null || args.queryId === undefined ? undefined : (await findWatchableQuery(viewer, args.queryId)).id;
      // A new condition or query makes the last verdict meaningless.
      const reset = (options && JSON.stringify(options) !== JSON.stringify(existing.options)) || (queryId && queryId !== existing.queryId);
      return changeMonitor(
        ctx,
        existing.id,
        {
          name,
          options: options as Prisma.InputJsonValue | undefined,
          rearm,
          queryId,
          notifyOnRecovery: args.notifyOnRecovery ?? undefined,
          ...(reset ? { state: 'unknown', stateError: null, acknowledgedAt: null } : {}),
        },
        query,
      );
    },
  }),
  deleteMonitor: t.boolean({
    description: 'Deletes the monitor, its subscriptions, delivery history and schedules.',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id }, ctx) => {
      const monitor = await findManagedMonitor(ctx.viewer!, id);
      await db.$transaction((tx) => deleteMonitor(tx, monitor));
      return true;
    },
  }),
  runMonitor: t.field({
    type: MonitorRunPayload,
    description: 'Checks now through the runs pipeline, independent of any schedule. `created` false: a check was in flight.',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id }, ctx) => {
      await findManagedMonitor(ctx.viewer!, id);
      return startMonitorCheck(ctx, id);
    },
  }),
  ackMonitor: t.prismaField({
    type: 'Monitor',
    description: 'Acknowledges the current trigger: no re-notification until it recovers. 409 unless triggered and unacknowledged.',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id }, ctx) => {
      await findManagedMonitor(ctx.viewer!, id);
      const { count } = await db.monitor.updateMany({ where: { id, state: 'triggered', acknowledgedAt: null }, data: { acknowledgedAt: ctx.clock.now() } });
      if (count === 0) {
        const current = await db.monitor.findUniqueOrThrow({ where: { id } });
        if (current.state !== 'triggered') throw new ConflictError(`The monitor is not triggered (state: ${current.state}).`, 'not_triggered');
        throw new ConflictError('The monitor is already acknowledged.', 'already_acknowledged');
      }
      return changeMonitor(ctx, id, {}, query);
    },
  }),
  snoozeMonitor: t.prismaField({
    type: 'Monitor',
    description: 'Suppresses notifications for `minutes` (a positive integer) from now.',
    args: { id: t.arg.int({ required: true }), minutes: t.arg.int({ required: false }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id, minutes }, ctx) => {
      await findManagedMonitor(ctx.viewer!, id);
      const value = validate(z.number({ message: 'is required' }).int().min(1, 'must be a positive number of minutes').max(525_600), minutes ?? undefined);
      return changeMonitor(ctx, id, { snoozedUntil: new Date(ctx.clock.now().getTime() + value * 60_000) }, query);
    },
  }),
  muteMonitor: t.prismaField({
    type: 'Monitor',
    description: 'Suppresses notifications until unmuted. Checks go on and the state keeps moving.',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id }, ctx) => {
      await findManagedMonitor(ctx.viewer!, id);
      return changeMonitor(ctx, id, { muted: true }, query);
    },
  }),
  unmuteMonitor: t.prismaField({
    type: 'Monitor',
    description: 'Ends the mute (and any snooze): notifications resume.',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id }, ctx) => {
      await findManagedMonitor(ctx.viewer!, id);
      return changeMonitor(ctx, id, { muted: false, snoozedUntil: null }, query);
    },
  }),
  createSubscription: t.prismaField({
    type: 'Subscription',
    description: 'Subscribes a destination of the organization to the monitor. 409 when already subscribed.',
    args: { monitorId: t.arg.int({ required: true }), destinationId: t.arg.int({ required: false }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { monitorId, destinationId }, ctx) => {
      const viewer = ctx.viewer!;
      await findManagedMonitor(viewer, monitorId);
      if (destinationId === null || destinationId === undefined) throw ValidationError.field('destination_id', 'is required');
      await findOrgDestination(viewer.org.id, destinationId);
      const existing = await db.subscription.findUnique({ where: { monitorId_destinationId: { monitorId, destinationId } } });
      if (existing) throw new ConflictError('The destination is already subscribed to this monitor.', 'already_subscribed');
      return db.subscription.create({ ...query, data: { monitorId, destinationId } });
    },
  }),
  deleteSubscription: t.boolean({
    args: { monitorId: t.arg.int({ required: true }), id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { monitorId, id }, ctx) => {
      await findManagedMonitor(ctx.viewer!, monitorId);
      const { count } = await db.subscription.deleteMany({ where: { id, monitorId } });
      if (count === 0) throw new NotFoundError('Subscription');
      return true;
    },
  }),
  retryDelivery: t.prismaField({
    type: 'Delivery',
    description: 'Re-sends a notification of this monitor: a new pending attempt with the same event id. 409 while one is pending.',
    args: { monitorId: t.arg.int({ required: true }), deliveryId: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { monitorId, deliveryId }, ctx) => {
      const monitor = await findManagedMonitor(ctx.viewer!, monitorId);
      const id = await db.$transaction((tx) => retryDelivery(ctx, tx, monitor, deliveryId));
      return db.delivery.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

builder.subscriptionFields((t) => ({
  monitorEvents: t.field({
    type: MonitorEvent,
    description: 'State changes and deliveries of a monitor as they happen, whichever process causes them.',
    args: { monitorId: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    subscribe: async function* (_root, { monitorId }, ctx) {
      const events = pubsub.subscribe(monitorTopic(monitorId))[Symbol.asyncIterator]();
      try {
        const next = events.next();
        await findVisibleMonitor(ctx.viewer!, monitorId);
        let pending = next;
        for (;;) {
          const event = await pending;
          if (event.done) return;
          pending = events.next();
          const loaded = await loadMonitorEvent(event.value);
          if (loaded) yield loaded;
        }
      } finally {
        await events.return?.();
      }
    },
    resolve: (event) => event,
  }),
}));
