import type { Viewer } from '../src/auth/viewer.js';
import { db } from '../src/db.js';
import { findVisibleQuery } from '../src/domain/queries/query-view.js';
import { NotFoundError, ValidationError } from '../src/errors.js';
import { builder } from './builder.js';
import { offsetConnection, nodeQuery, totalCountField } from './pagination.js';

const RunType = builder.prismaObject('Run', {
  description: 'One execution of an entity (a query or a monitor) through the runs pipeline; statuses as jobs (1..5).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeInt('entityId'),
    jobId: t.exposeInt('jobId', { nullable: true }),
    userId: t.exposeInt('userId', { nullable: true }),
    status: t.exposeInt('status'),
    error: t.exposeString('error', { nullable: true }),
    queryResultId: t.exposeInt('queryResultId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

/** Runs are seen by whoever sees the entity: the query itself, or a monitor's query. */
export async function assertCanSeeEntity(viewer: Viewer, entityType: string, entityId: number): Promise<void> {
  if (entityType === 'query') {
    await findVisibleQuery(viewer, entityId);
    return;
  }
  if (entityType === 'monitor') {
    const monitor = await db.monitor.findFirst({ where: { id: entityId, orgId: viewer.org.id }, select: { queryId: true } });
    if (!monitor) throw new NotFoundError('Monitor');
    await findVisibleQuery(viewer, monitor.queryId).catch(() => {
      throw new NotFoundError('Monitor');
    });
    return;
  }
  throw ValidationError.field('entity_type', 'must be query or monitor');
}

builder.queryFields((t) => ({
  runs: t.connection(
    {
      type: RunType,
      description: 'Runs of one entity, newest first.',
      args: { entityType: t.arg.string({ required: true }), entityId: t.arg.int({ required: true }) },
      authScopes: { authenticated: true },
      resolve: async (_root, args, ctx, info) => {
        const viewer = ctx.viewer!;
        await assertCanSeeEntity(viewer, args.entityType, args.entityId);
        const where = { orgId: viewer.org.id, entityType: args.entityType, entityId: args.entityId };
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
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id }, ctx) => {
      const viewer = ctx.viewer!;
      const run = await db.run.findFirst({ where: { id, orgId: viewer.org.id } });
      if (!run) throw new NotFoundError('Run');
      await assertCanSeeEntity(viewer, run.entityType, run.entityId).catch(() => {
        throw new NotFoundError('Run');
      });
      return db.run.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
