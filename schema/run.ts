import { z } from 'zod';
import { db } from '../src/db.js';
import * as runs from '../src/policies/run.js';
import { builder } from './builder.js';
import { MonitorNode } from './monitor.js';
import { entityIdOf, NodeInterface, nodeType } from './node.js';
import { SavedQueryNode } from './query.js';
import { offsetConnection, nodeQuery, totalCountField } from './pagination.js';

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
