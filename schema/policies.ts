import * as dataSources from '../src/policies/data-source.js';
import * as monitors from '../src/policies/monitor.js';
import * as queries from '../src/policies/query.js';
import { builder } from './builder.js';
import { QueryType } from './query.js';

// What the caller may do with a query or a monitor, answered from their policies (as Outline's
// `policies` do), so that clients show only the actions that will succeed.

const QueryPolicies = builder
  .objectRef<{ canUpdate: boolean; canPublish: boolean; canArchive: boolean; canExecute: boolean }>('QueryPolicies')
  .implement({
    description: 'The caller’s permitted actions on one query.',
    fields: (t) => ({
      canUpdate: t.exposeBoolean('canUpdate', { description: 'Save a new working version.' }),
      canPublish: t.exposeBoolean('canPublish'),
      canArchive: t.exposeBoolean('canArchive'),
      canExecute: t.exposeBoolean('canExecute', { description: 'Run it (refresh, run, results).' }),
    }),
  });

builder.objectFields(QueryType, (t) => ({
  canEdit: t.boolean({
    description: 'Whether the caller may edit the query (Redash’s can_edit).',
    resolve: (q, _args, ctx) => queries.can(ctx.viewer, 'update', q),
  }),
  policies: t.field({
    type: QueryPolicies,
    resolve: (q, _args, ctx) => ({
      canUpdate: queries.can(ctx.viewer, 'update', q),
      canPublish: queries.can(ctx.viewer, 'publish', q),
      canArchive: queries.can(ctx.viewer, 'archive', q),
      canExecute: queries.can(ctx.viewer, 'execute', q),
    }),
  }),
}));

const MonitorPolicies = builder
  .objectRef<{ canUpdate: boolean; canDelete: boolean; canRun: boolean; canAcknowledge: boolean; canSubscribe: boolean }>('MonitorPolicies')
  .implement({
    description: 'The caller’s permitted actions on one monitor.',
    fields: (t) => ({
      canUpdate: t.exposeBoolean('canUpdate', { description: 'Change it, snooze, mute and unmute it.' }),
      canDelete: t.exposeBoolean('canDelete'),
      canRun: t.exposeBoolean('canRun', { description: 'Check it now.' }),
      canAcknowledge: t.exposeBoolean('canAcknowledge'),
      canSubscribe: t.exposeBoolean('canSubscribe', { description: 'Subscribe and unsubscribe destinations; retry deliveries.' }),
    }),
  });

builder.prismaObjectFields('Monitor', (t) => ({
  policies: t.field({
    type: MonitorPolicies,
    select: { orgId: true, parent: { select: { dataSourceId: true } } },
    resolve: (m, _args, ctx) => ({
      canUpdate: monitors.can(ctx.viewer, 'update', m),
      canDelete: monitors.can(ctx.viewer, 'delete', m),
      canRun: monitors.can(ctx.viewer, 'run', m),
      canAcknowledge: monitors.can(ctx.viewer, 'acknowledge', m),
      canSubscribe: monitors.can(ctx.viewer, 'subscribe', m),
    }),
  }),
}));

const DataSourcePolicies = builder.objectRef<{ canUpdate: boolean; canDelete: boolean }>('DataSourcePolicies').implement({
  description: 'The caller’s permitted actions on one connector.',
  fields: (t) => ({
    canUpdate: t.exposeBoolean('canUpdate', { description: 'Rename it and change its options.' }),
    canDelete: t.exposeBoolean('canDelete', { description: 'Delete it.' }),
  }),
});

builder.prismaObjectFields('DataSource', (t) => ({
  policies: t.field({
    type: DataSourcePolicies,
    description: 'What the caller may do with this connector, so that clients show only the actions that will succeed.',
    resolve: (d, _args, ctx) => ({
      canUpdate: dataSources.can(ctx.viewer, 'update', d),
      canDelete: dataSources.can(ctx.viewer, 'delete', d),
    }),
  }),
}));
