import { z } from 'zod';
import type { Viewer } from '../src/auth/viewer.js';
import { db } from '../src/db.js';
import { parseVisualization } from '../src/domain/visualizations/visualization-options.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../src/errors.js';
import { canCreateVisualization, canEditVisualization } from '../src/policies/dashboard.js';
import { canSeeQuery } from '../src/policies/query.js';
import { validate } from '../src/validation.js';
import { builder } from './builder.js';

builder.prismaObject('Visualization', {
  description: 'A way of drawing a query’s result: TABLE, CHART, COUNTER or DETAILS, with options checked per type.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    queryId: t.exposeInt('queryId'),
    type: t.exposeString('type'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    options: t.expose('options', { type: 'JSON' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const QUERY_SELECT = { id: true, orgId: true, userId: true, dataSourceId: true, publishedVersion: true } as const;

/** A query the viewer may build on, else 404 (no existence leak). */
async function findUsableQuery(viewer: Viewer, id: number, path?: string) {
  const query = await db.query.findFirst({ where: { id, orgId: viewer.org.id }, select: QUERY_SELECT });
  if (!query || !canSeeQuery(viewer, query)) {
    if (path) throw ValidationError.field(path, 'unknown query');
    throw new NotFoundError('Visualization');
  }
  return query;
}

async function findVisibleVisualization(viewer: Viewer, id: number) {
  const visualization = await db.visualization.findFirst({ where: { id, parent: { orgId: viewer.org.id } }, include: { parent: { select: QUERY_SELECT } } });
  if (!visualization || !canSeeQuery(viewer, visualization.parent)) throw new NotFoundError('Visualization');
  return visualization;
}

const textSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  description: z.string().max(5000).nullish(),
});

builder.queryFields((t) => ({
  visualization: t.prismaField({
    type: 'Visualization',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id }, ctx) => {
      await findVisibleVisualization(ctx.viewer!, id);
      return db.visualization.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  visualizations: t.prismaField({
    type: ['Visualization'],
    description: 'The visualizations of one query.',
    args: { queryId: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { queryId }, ctx) => {
      await findUsableQuery(ctx.viewer!, queryId);
      return db.visualization.findMany({ ...query, where: { queryId }, orderBy: { id: 'asc' } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createVisualization: t.prismaField({
    type: 'Visualization',
    description: 'Needs create_dashboard (or edit_dashboard) and a query the caller can use.',
    args: {
      queryId: t.arg.int({ required: true }),
      type: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      description: t.arg.string({ required: false }),
      options: t.arg({ type: 'JSON', required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      const viewer = ctx.viewer!;
      if (!canCreateVisualization(viewer)) throw new ForbiddenError('Creating a visualization needs create_dashboard.');
      const text = validate(textSchema, { name: args.name, description: args.description });
      const parsed = parseVisualization(args.type, args.options ?? {});
      await findUsableQuery(viewer, args.queryId, 'query_id');
      return db.visualization.create({
        ...query,
        data: { queryId: args.queryId, type: parsed.type, name: text.name, description: text.description ?? null, options: parsed.options as object },
      });
    },
  }),
  updateVisualization: t.prismaField({
    type: 'Visualization',
    description: 'Needs edit_dashboard. Dashboards show the change to viewers at their next publish.',
    args: {
      id: t.arg.int({ required: true }),
      type: t.arg.string({ required: false }),
      name: t.arg.string({ required: false }),
      description: t.arg.string({ required: false }),
      options: t.arg({ type: 'JSON', required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      const viewer = ctx.viewer!;
      const existing = await findVisibleVisualization(viewer, args.id);
      if (!canEditVisualization(viewer)) throw new ForbiddenError('Editing a visualization needs edit_dashboard.');
      const text = validate(textSchema, { name: args.name ?? existing.name, description: args.description ?? existing.description });
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
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id }, ctx) => {
      const viewer = ctx.viewer!;
      await findVisibleVisualization(viewer, id);
      if (!canEditVisualization(viewer)) throw new ForbiddenError('Deleting a visualization needs edit_dashboard.');
      await db.visualization.delete({ where: { id } });
      return true;
    },
  }),
}));
