import { z } from 'zod';
import { db } from '../src/db.js';
import * as runs from '../src/policies/run.js';
import { builder } from './builder.js';
import { MonitorNode } from './monitor.js';
import { entityIdOf, NodeInterface, nodeType } from './node.js';
import { SavedQueryNode } from './query.js';
import { offsetConnection, nodeQuery, totalCountField } from './pagination.js';

/** What applyCheckResults writes into a monitor run's details (`details.monitor`). */
interface MonitorCheckSummary {
  state: string;
  met: boolean | null;
  value: number | null;
  error: string | null;
  breaches: number;
}

function checkSummaryOf(details: unknown): MonitorCheckSummary | null {
  const summary = (details as { monitor?: Record<string, unknown> } | null)?.monitor;
  if (!summary || typeof summary !== 'object' || typeof summary.state !== 'string') return null;
  return {
    state: summary.state,
    met: typeof summary.met === 'boolean' ? summary.met : null,
    value: typeof summary.value === 'number' && Number.isFinite(summary.value) ? summary.value : null,
    error: typeof summary.error === 'string' ? summary.error : null,
    breaches: typeof summary.breaches === 'number' ? summary.breaches : 0,
  };
}

const MonitorCheckType = builder.objectRef<MonitorCheckSummary>('MonitorCheck').implement({
  description: 'What one monitor check read and decided, once its run was evaluated: the value of the monitor’s chart.',
  fields: (t) => ({
    state: t.exposeString('state', { description: 'The state the check left: unknown | pending | ok | triggered' }),
    met: t.exposeBoolean('met', { nullable: true, description: 'Whether the condition held; null when the check failed.' }),
    value: t.exposeFloat('value', { nullable: true, description: 'The value the selector read.' }),
    error: t.exposeString('error', { nullable: true, description: 'Why the check could not be evaluated.' }),
    breaches: t.exposeInt('breaches', { description: 'Consecutive checks on which the condition held, after this one.' }),
  }),
});

const RunType = builder.prismaObject('Run', {
  description:
    'One execution of an entity (a query or a monitor) through the runs pipeline; statuses as jobs (1..5). Runs follow their entity: whoever sees the query or the monitor sees its runs.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    entityType: t.exposeString('entityType'),
    entityId: t.exposeInt('entityId'),
    jobId: t.exposeInt('jobId', { nullable: true }),
    userId: t.exposeInt('userId', { nullable: true }),
    status: t.exposeInt('status'),
    error: t.exposeString('error', { nullable: true }),
    queryResultId: t.int({
      nullable: true,
      description: 'The result, for callers who may read it (a monitor check’s result needs view_query, execute_query or create_query).',
      select: { queryResultId: true, entityType: true },
      resolve: (r, _args, ctx) => (runs.resultReadable(ctx.viewer, r) ? r.queryResultId : null),
    }),
    check: t.field({
      type: MonitorCheckType,
      nullable: true,
      description:
        'For a monitor’s run, what the check read and decided (the same value its state history shows); null before it is evaluated and for queries.',
      select: { details: true, entityType: true },
      resolve: (r) => (r.entityType === 'monitor' ? checkSummaryOf(r.details) : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const RunNode = nodeType(RunType, 'Run', async (ctx, id) => {
  await runs.loadRun(ctx, id);
  return db.run.findUnique({ where: { id } });
});

builder.queryFields((t) => ({
  runs: t.connection(
    {
      type: RunType,
      description: 'Runs of one entity, newest first.',
      args: {
        entityType: t.arg.string({ required: true }).validate(z.enum(runs.RUN_ENTITY_TYPES, { message: 'must be query or monitor' })),
        entityId: t.arg.globalID({ for: [SavedQueryNode, MonitorNode], required: true }),
      },
      authScopes: { authenticated: true },
      resolve: async (_root, args, ctx, info) => {
        const where = runs.scope(ctx.viewer, await runs.loadRunEntity(ctx, args.entityType, entityIdOf(args.entityType, args.entityId)));
        return offsetConnection(
          args,
          () => db.run.count({ where }),
          ({ skip, take }) => db.run.findMany({ ...nodeQuery(ctx, info, 'Run'), where, skip, take, orderBy: { id: 'desc' } }),
        );
      },
    },
    totalCountField,
  ),
  run: t.prismaField({
    type: 'Run',
    args: { id: t.arg.globalID({ for: RunNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await runs.loadRun(ctx, id);
      return db.run.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
