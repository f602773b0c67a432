import { z } from 'zod';
import { db } from '../src/db.js';
import { listMonitors } from '../src/domain/alerts/list-monitors.js';
import { retryDelivery } from '../src/domain/deliveries/retry-delivery.js';
import { acknowledgeMonitor } from '../src/domain/monitors/acknowledge-monitor.js';
import { createMonitor } from '../src/domain/monitors/create-monitor.js';
import { deleteMonitor } from '../src/domain/monitors/delete-monitor.js';
import { monitorOptionsSchema } from '../src/domain/monitors/monitor-condition.js';
import { recordManualAction } from '../src/domain/monitors/monitor-history.js';
import { loadMonitorEvent, monitorTopic, type MonitorEventPayload } from '../src/domain/monitors/monitor-events.js';
import { startMonitorCheck, type MonitorRunRow } from '../src/domain/monitors/start-monitor-check.js';
import { changeMonitor, updateMonitor } from '../src/domain/monitors/update-monitor.js';
import { ConflictError, NotFoundError } from '../src/errors.js';
import { loadDelivery, scope as deliveryScope } from '../src/policies/delivery.js';
import { loadDestination } from '../src/policies/destination.js';
import { loadMonitor, scope } from '../src/policies/monitor.js';
import { loadQuery } from '../src/policies/query.js';
import { displayNameSchema, validate } from '../src/validation.js';
import { builder } from './builder.js';
import { watch } from './watch.js';
import { DeliveryType, DestinationNode } from './destination.js';
import { SavedQueryNode } from './query.js';
import { NodeInterface, nodeType } from './node.js';
import { MAX_PAGE_SIZE, nodeQuery, offsetConnection, totalCountField } from './pagination.js';
import { readsRelations } from './selection.js';

export const MonitorType = builder.prismaObject('Monitor', {
  description: 'Watches a condition on a query’s result; notifies subscribed destinations when it triggers.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    name: t.exposeString('name'),
    queryId: t.exposeInt('queryId'),
    userId: t.exposeInt('userId'),
    options: t.expose('options', {
      type: 'JSON',
      description:
        '{column, op, value, selector?, parameters?, breaches? (1..100, default 1), recovery_value?, on_error? (unknown | keep_state | trigger)}',
    }),
    rearm: t.exposeInt('rearm', { nullable: true, description: 'Seconds before re-notifying while still triggered; 0 or null: never.' }),
    notifyOnRecovery: t.exposeBoolean('notifyOnRecovery'),
    state: t.exposeString('state', {
      description: 'unknown | pending (the condition held on fewer than options.breaches checks) | ok | triggered',
    }),
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

const MonitorSubscriptionType = builder.prismaObject('Subscription', {
  name: 'MonitorSubscription',
  description: 'Joins a monitor to a destination.',
  interfaces: [NodeInterface],
  fields: (t) => ({
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

export const MonitorEvent = builder.objectRef<MonitorEventPayload>('MonitorEvent').implement({
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

const rearmSchema = z.number().int('must be an integer').min(0, 'must be 0 or more seconds').max(31_536_000).nullish();

export const MonitorNode = nodeType(MonitorType, 'Monitor', async (ctx, id) => {
  await loadMonitor(ctx, id);
  return db.monitor.findUnique({ where: { id } });
});

export const MonitorSubscriptionNode = nodeType(MonitorSubscriptionType, 'MonitorSubscription', async (ctx, id) => {
  const subscription = await db.subscription.findUnique({ where: { id } });
  if (!subscription) return null;
  await loadMonitor(ctx, subscription.monitorId);
  return subscription;
});

builder.queryFields((t) => ({
  monitors: t.connection(
    {
      type: MonitorType,
      description: 'Monitors whose query’s connector the caller reaches.',
      args: { queryId: t.arg.globalID({ for: SavedQueryNode, required: false }) },
      authScopes: { authenticated: true },
      resolve: (_root, args, ctx, info) => {
        const where = { ...scope(ctx.viewer), ...(args.queryId ? { queryId: args.queryId.id } : {}) };
        return offsetConnection(
          args,
          () => db.monitor.count({ where }),
          ({ skip, take }) => {
            const query = nodeQuery(ctx, info, 'Monitor');
            // A selection of the row's columns only: the read model's one named statement (the policy's scopeSql).
            if (!readsRelations(query)) return listMonitors(ctx, { queryId: args.queryId?.id, order: 'asc', window: { skip, take } });
            return db.monitor.findMany({ ...query, where, skip, take, orderBy: { id: 'asc' } });
          },
        );
      },
    },
    totalCountField,
  ),
  monitor: t.prismaField({
    type: 'Monitor',
    args: { id: t.arg.globalID({ for: MonitorNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await loadMonitor(ctx, id);
      return db.monitor.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  monitorSubscriptions: t.connection(
    {
      type: MonitorSubscriptionType,
      subGraphs: ['public'],
      description: `The destinations the monitor notifies, oldest first. At most ${MAX_PAGE_SIZE} a page.`,
      args: { monitorId: t.arg.globalID({ for: MonitorNode, required: true }) },
      authScopes: { authenticated: true },
      resolve: async (_root, args, ctx, info) => {
        const monitorId = args.monitorId.id;
        await loadMonitor(ctx, monitorId);
        return offsetConnection(
          args,
          () => db.subscription.count({ where: { monitorId } }),
          ({ skip, take }) =>
            db.subscription.findMany({
              ...nodeQuery(ctx, info, 'MonitorSubscription'),
              where: { monitorId },
              orderBy: { id: 'asc' },
              skip,
              take,
            }),
        );
      },
    },
    { ...totalCountField, description: 'A page of the subscriptions of a monitor.' },
    { description: 'One of the subscriptions of a monitor, with its cursor.' },
  ),
  monitorDeliveries: t.connection(
    {
      type: DeliveryType,
      subGraphs: ['public'],
      description: `The monitor’s delivery history, newest first. At most ${MAX_PAGE_SIZE} a page.`,
      args: { monitorId: t.arg.globalID({ for: MonitorNode, required: true }) },
      authScopes: { authenticated: true },
      resolve: async (_root, args, ctx, info) => {
        const where = deliveryScope(ctx.viewer, await loadMonitor(ctx, args.monitorId.id));
        return offsetConnection(
          args,
          () => db.delivery.count({ where }),
          ({ skip, take }) =>
            db.delivery.findMany({
              ...nodeQuery(ctx, info, 'Delivery'),
              where,
              orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
              skip,
              take,
            }),
        );
      },
    },
    { ...totalCountField, description: 'A page of the deliveries of a monitor.' },
    { description: 'One of the deliveries of a monitor, with its cursor.' },
  ),
  monitorSubscriptionList: t.prismaField({
    type: ['Subscription'],
    // REST's subscription lists (GET /api/monitors/{id}/subscriptions, Redash's alert subscriptions) are one array.
    subGraphs: ['internal'],
    args: { monitorId: t.arg.globalID({ for: MonitorNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { monitorId: { id: monitorId } }, ctx) => {
      await loadMonitor(ctx, monitorId);
      return db.subscription.findMany({ ...query, where: { monitorId }, orderBy: { id: 'asc' } });
    },
  }),
  monitorDeliveryList: t.prismaField({
    type: ['Delivery'],
    // REST's GET /api/monitors/{id}/deliveries: one array, at most 50 rows (the spec).
    subGraphs: ['internal'],
    description: 'The monitor’s delivery history, newest first, at most 50 rows.',
    args: { monitorId: t.arg.globalID({ for: MonitorNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { monitorId: { id: monitorId } }, ctx) => {
      const monitor = await loadMonitor(ctx, monitorId);
      return db.delivery.findMany({
        ...query,
        where: deliveryScope(ctx.viewer, monitor),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 50,
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  createMonitor: t.prismaField({
    type: 'Monitor',
    description: 'Needs create_monitor and a query the caller can see. The state starts `unknown`.',
    args: {
      queryId: t.arg.globalID({ for: SavedQueryNode, required: true }),
      name: t.arg.string({ required: true, validate: displayNameSchema }),
      options: t.arg({ type: 'JSON', required: false }),
      rearm: t.arg.int({ required: false, validate: rearmSchema }),
      notifyOnRecovery: t.arg.boolean({ required: false }),
    },
    authScopes: { permission: 'create_monitor' },
    resolve: async (query, _root, args, ctx) => {
      // The condition's own paths (`op`, `recovery_value`) are the keys of the options object.
      const options = validate(monitorOptionsSchema, args.options ?? undefined);
      const watched = await loadQuery(ctx, args.queryId.id, 'watch');
      const created = await db.$transaction((tx) =>
        createMonitor(ctx, tx, {
          queryId: watched.id,
          name: args.name,
          options,
          rearm: args.rearm ?? null,
          notifyOnRecovery: args.notifyOnRecovery ?? false,
        }),
      );
      return db.monitor.findUniqueOrThrow({ ...query, where: { id: created.id } });
    },
  }),
  updateMonitor: t.prismaField({
    type: 'Monitor',
    args: {
      id: t.arg.globalID({ for: MonitorNode, required: true }),
      queryId: t.arg.globalID({ for: SavedQueryNode, required: false }),
      name: t.arg.string({ required: false, validate: displayNameSchema.nullish() }),
      options: t.arg({ type: 'JSON', required: false }),
      rearm: t.arg.int({ required: false, validate: rearmSchema }),
      clearRearm: t.arg.boolean({ required: false, description: 'Sets rearm to null (never re-notify).' }),
      notifyOnRecovery: t.arg.boolean({ required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      const existing = await loadMonitor(ctx, args.id.id, 'update');
      const name = args.name ?? undefined;
      const options = args.options === null || args.options === undefined ? undefined : validate(monitorOptionsSchema, args.options);
      const rearm = args.clearRearm ? null : (args.rearm ?? undefined);
      const queryId = args.queryId === null || args.queryId === undefined ? undefined : (await loadQuery(ctx, args.queryId.id, 'watch')).id;
      return db.$transaction((tx) =>
        updateMonitor(ctx, tx, existing, { name, options, rearm, queryId, notifyOnRecovery: args.notifyOnRecovery ?? undefined }, query),
      );
    },
  }),
  deleteMonitor: t.boolean({
    description: 'Deletes the monitor, its subscriptions, delivery history and schedules.',
    args: { id: t.arg.globalID({ for: MonitorNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      const monitor = await loadMonitor(ctx, id, 'delete');
      await db.$transaction((tx) => deleteMonitor(tx, monitor));
      return true;
    },
  }),
  runMonitor: t.field({
    type: MonitorRunPayload,
    description: 'Checks now through the runs pipeline, independent of any schedule. `created` false: a check was in flight.',
    args: { id: t.arg.globalID({ for: MonitorNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      await loadMonitor(ctx, id, 'run');
      return startMonitorCheck(ctx, id);
    },
  }),
  ackMonitor: t.prismaField({
    type: 'Monitor',
    description: 'Acknowledges the current trigger: no re-notification until it recovers. 409 unless triggered and unacknowledged.',
    args: { id: t.arg.globalID({ for: MonitorNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await loadMonitor(ctx, id, 'acknowledge');
      return db.$transaction((tx) => acknowledgeMonitor(ctx, tx, id, query));
    },
  }),
  snoozeMonitor: t.prismaField({
    type: 'Monitor',
    description: 'Suppresses notifications for `minutes` (a positive integer) from now.',
    args: {
      id: t.arg.globalID({ for: MonitorNode, required: true }),
      minutes: t.arg.int({ required: true, validate: z.number().int().min(1, 'must be a positive number of minutes').max(525_600) }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id }, minutes: value }, ctx) => {
      await loadMonitor(ctx, id, 'snooze');
      const until = new Date(ctx.clock.now().getTime() + value * 60_000);
      return db.$transaction(async (tx) => {
        await recordManualAction(ctx, tx, id, 'snoozed', { snoozed_until: until.toISOString(), minutes: value });
        return changeMonitor(ctx, tx, id, { snoozedUntil: until }, query);
      });
    },
  }),
  muteMonitor: t.prismaField({
    type: 'Monitor',
    description: 'Suppresses notifications until unmuted. Checks go on and the state keeps moving.',
    args: { id: t.arg.globalID({ for: MonitorNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await loadMonitor(ctx, id, 'mute');
      return db.$transaction(async (tx) => {
        await recordManualAction(ctx, tx, id, 'muted');
        return changeMonitor(ctx, tx, id, { muted: true }, query);
      });
    },
  }),
  unmuteMonitor: t.prismaField({
    type: 'Monitor',
    description: 'Ends the mute (and any snooze): notifications resume.',
    args: { id: t.arg.globalID({ for: MonitorNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await loadMonitor(ctx, id, 'mute');
      return db.$transaction(async (tx) => {
        await recordManualAction(ctx, tx, id, 'unmuted');
        return changeMonitor(ctx, tx, id, { muted: false, snoozedUntil: null }, query);
      });
    },
  }),
  createSubscription: t.prismaField({
    type: 'Subscription',
    description: 'Subscribes a destination of the organization to the monitor. 409 when already subscribed.',
    args: {
      monitorId: t.arg.globalID({ for: MonitorNode, required: true }),
      destinationId: t.arg.globalID({ for: DestinationNode, required: true }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { monitorId: { id: monitorId }, destinationId: { id: destinationId } }, ctx) => {
      await loadMonitor(ctx, monitorId, 'subscribe');
      await loadDestination(ctx, destinationId);
      const existing = await db.subscription.findUnique({ where: { monitorId_destinationId: { monitorId, destinationId } } });
      if (existing) throw new ConflictError('The destination is already subscribed to this monitor.', 'already_subscribed');
      return db.subscription.create({ ...query, data: { monitorId, destinationId } });
    },
  }),
  deleteSubscription: t.boolean({
    args: {
      monitorId: t.arg.globalID({ for: MonitorNode, required: true }),
      id: t.arg.globalID({ for: MonitorSubscriptionNode, required: true }),
    },
    authScopes: { authenticated: true },
    resolve: async (_root, { monitorId: { id: monitorId }, id: { id } }, ctx) => {
      await loadMonitor(ctx, monitorId, 'subscribe');
      const { count } = await db.subscription.deleteMany({ where: { id, monitorId } });
      if (count === 0) throw new NotFoundError('Subscription');
      return true;
    },
  }),
  retryDelivery: t.prismaField({
    type: 'Delivery',
    description: 'Re-sends a notification of this monitor: a new pending attempt with the same event id. 409 while one is pending.',
    args: { monitorId: t.arg.globalID({ for: MonitorNode, required: true }), deliveryId: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { monitorId: { id: monitorId }, deliveryId }, ctx) => {
      const { monitor } = await loadDelivery(ctx, monitorId, deliveryId, 'retry');
      const id = await db.$transaction((tx) => retryDelivery(ctx, tx, { id: monitorId, orgId: monitor!.orgId }, deliveryId));
      return db.delivery.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

builder.subscriptionFields((t) => ({
  monitorEvents: t.field({
    type: MonitorEvent,
    description:
      'State changes and deliveries of a monitor as they happen (each the MonitorEvent node), whichever process causes them. Ends when the caller loses access.',
    args: { monitorId: t.arg.globalID({ for: MonitorNode, required: true }) },
    authScopes: { authenticated: true },
    subscribe: async function* (_root, { monitorId: { id: monitorId } }, ctx) {
      // watch (schema/live.ts): the read policy first, then each event; ends when access is lost.
      for await (const { event } of watch(ctx, monitorTopic(monitorId), (c) => loadMonitor(c, monitorId))) {
        const loaded = event && (await loadMonitorEvent(event));
        if (loaded) yield loaded;
      }
    },
    resolve: (event) => event,
  }),
}));
