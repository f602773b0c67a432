import { z } from 'zod';
import type { Context } from '../src/context.js';
import { db } from '../src/db.js';
import { parseVisualization } from '../src/domain/visualizations/visualization-options.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../src/errors.js';
import { loadQuery } from '../src/policies/query.js';
import * as visualizations from '../src/policies/visualization.js';
import { displayNameSchema } from '../src/validation.js';
import { builder } from './builder.js';
import { SavedQueryNode } from './query.js';
import { NodeInterface, nodeType } from './node.js';

const VisualizationType = builder.prismaObject('Visualization', {
  description: 'A way of drawing a query’s result: TABLE, CHART, COUNTER or DETAILS, with options checked per type.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    queryId: t.exposeInt('queryId'),
    type: t.exposeString('type'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    options: t.expose('options', { type: 'JSON' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** A query the viewer reads (visualizations are built on it); an unseen one is a bad `path` (422) or, without a path, no visualizations (404). */
async function usableQuery(ctx: Context, id: number, path?: string) {
  return loadQuery(ctx, id).catch((error: unknown) => {
    if (!(error instanceof NotFoundError)) throw error;
    throw path ? ValidationError.field(path, 'unknown query') : new NotFoundError('Visualization');
  });
}

const descriptionSchema = z.string().max(5000).nullish();

export const VisualizationNode = nodeType(VisualizationType, 'Visualization', async (ctx, id) => {
  await visualizations.loadVisualization(ctx, id);
  return db.visualization.findUnique({ where: { id } });
});

builder.queryFields((t) => ({
  visualization: t.prismaField({
    type: 'Visualization',
    args: { id: t.arg.globalID({ for: VisualizationNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await visualizations.loadVisualization(ctx, id);
      return db.visualization.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  visualizations: t.prismaField({
    type: ['Visualization'],
    // REST's GET /api/visualizations?query_id: the public graph reads them as SavedQuery.visualizations.
    subGraphs: ['internal'],
    description: 'The visualizations of one query.',
    args: { queryId: t.arg.globalID({ for: SavedQueryNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { queryId: { id: queryId } }, ctx) => {
      await usableQuery(ctx, queryId);
      return db.visualization.findMany({ ...query, where: { queryId }, orderBy: { id: 'asc' } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createVisualization: t.prismaField({
    type: 'Visualization',
    description: 'Needs create_dashboard (or edit_dashboard) and a query the caller can use.',
    args: {
      queryId: t.arg.globalID({ for: SavedQueryNode, required: true }),
      type: t.arg.string({ required: true }),
      name: t.arg.string({ required: true, validate: displayNameSchema }),
      description: t.arg.string({ required: false, validate: descriptionSchema }),
      options: t.arg({ type: 'JSON', required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      if (!visualizations.canCreate(ctx.viewer)) throw new ForbiddenError('Creating a visualization needs create_dashboard.');
      const text = { name: args.name, description: args.description };
      const parsed = parseVisualization(args.type, args.options ?? {});
      await usableQuery(ctx, args.queryId.id, 'queryId');
      return db.visualization.create({
        ...query,
        data: {
          queryId: args.queryId.id,
          type: parsed.type,
          name: text.name,
          description: text.description ?? null,
          options: parsed.options as object,
        },
      });
    },
  }),
  updateVisualization: t.prismaField({
    type: 'Visualization',
    description: 'Needs edit_dashboard. Dashboards show the change to viewers at their next publish.',
    args: {
      id: t.arg.globalID({ for: VisualizationNode, required: true }),
      type: t.arg.string({ required: false }),
      name: t.arg.string({ required: false, validate: displayNameSchema.nullish() }),
      description: t.arg.string({ required: false, validate: descriptionSchema }),
      options: t.arg({ type: 'JSON', required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      const existing = await visualizations.loadVisualization(ctx, args.id.id, 'update');
      const text = { name: args.name ?? existing.name, description: args.description ?? existing.description };
      const parsed = parseVisualization(args.type ?? existing.type, args.options ?? existing.options);
      return db.visualization.update({
        ...query,
        where: { id: existing.id },
        data: { type: parsed.type, name: text.name, description: text.description ?? null, options: parsed.options as object },
      });
    },
  }),
  deleteVisualization: t.boolean({
    description: 'Needs edit_dashboard. Removes its widgets from drafts; published snapshots keep them until the next publish.',
    args: { id: t.arg.globalID({ for: VisualizationNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      await visualizations.loadVisualization(ctx, id, 'delete');
      await db.visualization.delete({ where: { id } });
      return true;
    },
  }),
}));
