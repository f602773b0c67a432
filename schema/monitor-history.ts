import { db } from '../src/db.js';
import { dryRunMonitor, type DryRun, type DryRunNotification } from '../src/domain/monitors/dry-run-monitor.js';
import type { MonitorHistoryRow } from '../src/domain/monitors/monitor-events.js';
import { loadMonitor } from '../src/policies/monitor.js';
import { enforce } from '../src/rate-limit.js';
import { builder } from './builder.js';
import { NodeInterface, nodeType } from './node.js';
import { MonitorEvent, MonitorNode } from './monitor.js';
import { offsetConnection, totalCountField } from './pagination.js';

const MonitorHistoryEntry = builder.objectRef<MonitorHistoryRow>('MonitorHistoryEntry').implement({
  description: 'One entry of a monitor’s state history: a transition made by a check, or a manual action.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    monitorId: t.exposeInt('monitorId'),
    kind: t.exposeString('kind', {
      description: 'state_changed | error | recovered_from_error | acknowledged | snoozed | muted | unmuted',
    }),
    fromState: t.exposeString('fromState', {
      nullable: true,
      description: 'The state before (for manual actions, the state at the time).',
    }),
    toState: t.exposeString('toState', { description: 'unknown | pending | ok | triggered' }),
    value: t.exposeFloat('value', { nullable: true, description: 'The value the selector read, for checks that read one.' }),
    runId: t.exposeInt('runId', { nullable: true, description: 'The check (run) that made the transition.' }),
    userId: t.exposeInt('userId', { nullable: true, description: 'Who acted, for manual actions.' }),
    error: t.exposeString('error', { nullable: true }),
    detail: t.field({
      type: 'JSON',
      description: '{breaches, notification} for checks; {snoozed_until} for a snooze.',
      resolve: (e) => e.detail,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const MonitorHistoryEntryNode = nodeType(MonitorHistoryEntry, 'MonitorHistoryEntry', async (ctx, id) => {
  const entry = await db.monitorEvent.findUnique({ where: { id } });
  if (!entry) return null;
  await loadMonitor(ctx, entry.monitorId);
  return entry;
});

builder.objectField(MonitorEvent, 'entry', (t) =>
  t.field({
    type: MonitorHistoryEntry,
    nullable: true,
    description: 'The history entry, for events of type `history`.',
    resolve: (e) => e.history ?? null,
  }),
);

builder.prismaObjectField('Monitor', 'breachCount', (t) =>
  t.exposeInt('breachCount', { description: 'Consecutive checks on which the condition held (the monitor fires at options.breaches).' }),
);

const DryRunNotificationType = builder.objectRef<DryRunNotification>('MonitorDryRunNotification').implement({
  description: 'What one subscribed destination would be sent, rendered by the real delivery code; destination secrets read "--------".',
  fields: (t) => ({
    destinationId: t.exposeInt('destinationId'),
    destinationName: t.exposeString('destinationName'),
    destinationType: t.exposeString('destinationType'),
    suppressedBy: t.exposeString('suppressedBy', {
      nullable: true,
      description: 'Why it would be recorded but not sent (muted, snoozed, acknowledged).',
    }),
    channel: t.exposeString('channel', { description: 'http | email' }),
    method: t.exposeString('method', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
    headers: t.field({
      type: 'JSON',
      description: 'Signature header included (computed with the secret, which is never shown).',
      resolve: (n) => n.headers,
    }),
    payload: t.field({ type: 'JSON', nullable: true, description: 'The JSON body of an HTTP notification.', resolve: (n) => n.payload }),
    subject: t.exposeString('subject', { nullable: true }),
    to: t.exposeStringList('to', { nullable: true }),
    text: t.exposeString('text', { nullable: true }),
  }),
});

const DryRunType = builder.objectRef<DryRun>('MonitorDryRun').implement({
  description: 'A check run now and evaluated, but not applied: nothing is sent and the monitor does not change.',
  fields: (t) => ({
    jobId: t.exposeInt('jobId'),
    jobStatus: t.exposeInt('jobStatus', { description: 'The job statuses 3..5.' }),
    queryResultId: t.exposeInt('queryResultId', { nullable: true }),
    value: t.exposeFloat('value', { nullable: true, description: 'The value the selector read.' }),
    met: t.exposeBoolean('met', { nullable: true, description: 'The condition’s outcome; null when the check failed.' }),
    held: t.exposeBoolean('held', {
      nullable: true,
      description: 'Whether it holds against recovery_value (the same as met without one).',
    }),
    error: t.exposeString('error', { nullable: true }),
    fromState: t.exposeString('fromState'),
    toState: t.exposeString('toState'),
    stateError: t.exposeString('stateError', { nullable: true }),
    breachCount: t.exposeInt('breachCount'),
    notification: t.exposeString('notification', {
      nullable: true,
      description: 'triggered | renotified | recovered, when one would be due.',
    }),
    notifications: t.field({ type: [DryRunNotificationType], resolve: (d) => d.notifications }),
  }),
});

builder.queryFields((t) => ({
  monitorHistory: t.connection(
    {
      type: MonitorHistoryEntry,
      description: 'The monitor’s state history, newest first. Entries older than MONITOR_EVENT_RETENTION_DAYS are pruned.',
      args: { monitorId: t.arg.globalID({ for: MonitorNode, required: true }) },
      authScopes: { authenticated: true },
      resolve: async (_root, args, ctx) => {
        await loadMonitor(ctx, args.monitorId.id, 'read');
        const where = { monitorId: args.monitorId.id };
        return offsetConnection(
          args,
          () => db.monitorEvent.count({ where }),
          ({ skip, take }) => db.monitorEvent.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        );
      },
    },
    totalCountField,
  ),
}));

builder.mutationFields((t) => ({
  dryRunMonitor: t.field({
    type: DryRunType,
    description:
      'Runs the check now through the normal execution path and answers what it would do (value, outcome, transition, each notification), sending nothing and changing nothing. Counts against the execute limit (429).',
    args: { id: t.arg.globalID({ for: MonitorNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      await loadMonitor(ctx, id, 'run');
      await enforce(ctx, 'queryExecute');
      return dryRunMonitor(ctx, id);
    },
  }),
}));
