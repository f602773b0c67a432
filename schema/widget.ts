import { z } from 'zod';
import type { Context } from '../src/context.js';
import { db } from '../src/db.js';
import { resolveWidgets, widgetResult, type ResolvedWidget, type WidgetResult } from '../src/domain/dashboards/widget-data.js';
import { WIDGET_ROW_SELECT, widgetView, type WidgetVisualizationView } from '../src/domain/dashboards/widget-view.js';
import { NotFoundError, ValidationError } from '../src/errors.js';
import { loadDashboard } from '../src/policies/dashboard.js';
import * as queries from '../src/policies/query.js';
import { loadWidget } from '../src/policies/widget.js';
import { validate } from '../src/validation.js';
import { builder } from './builder.js';
import { DashboardNode } from './dashboard.js';
import { NodeInterface, nodeType } from './node.js';
import { VisualizationNode } from './visualization.js';

/** The dashboard grid's width in columns. */
const GRID_COLUMNS = 6;

export const WidgetResultType = builder.objectRef<WidgetResult>('WidgetResult').implement({
  description: 'The first rows of a query’s latest result, as a widget draws them. Carries no query text.',
  fields: (t) => ({
    columns: t.field({ type: 'JSON', description: '[{name, friendly_name, type}]', resolve: (r) => r.columns }),
    rows: t.field({ type: 'JSON', description: 'Rows as objects keyed by column name.', resolve: (r) => r.rows }),
    rowCount: t.exposeInt('rowCount', { description: 'Rows in the whole result.' }),
    truncated: t.exposeBoolean('truncated', { description: 'True when the widget holds fewer rows than the result.' }),
    retrievedAt: t.expose('retrievedAt', { type: 'DateTime' }),
  }),
});

export const WidgetVisualizationType = builder.objectRef<WidgetVisualizationView>('WidgetVisualization').implement({
  description: 'The visualization a widget draws, as of the draft (editors) or the last publish (everyone else).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeString('type'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    options: t.field({ type: 'JSON', resolve: (v) => v.options }),
    queryId: t.exposeInt('queryId'),
    queryName: t.exposeString('queryName'),
  }),
});

export const DashboardWidgetType = builder.objectRef<ResolvedWidget>('DashboardWidget').implement({
  description: 'A visualization (or a text block) placed on a dashboard’s grid.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    dashboardId: t.exposeInt('dashboardId'),
    visualizationId: t.exposeInt('visualizationId', { nullable: true }),
    text: t.exposeString('text', { nullable: true }),
    width: t.exposeInt('width', { description: `Columns of the ${GRID_COLUMNS}-column grid.` }),
    options: t.field({ type: 'JSON', description: '{position: {col, row, sizeX, sizeY}}', resolve: (w) => w.options }),
    visualization: t.field({ type: WidgetVisualizationType, nullable: true, resolve: (w) => w.visualization }),
    queryResultId: t.exposeInt('resultId', { nullable: true, description: 'The query’s latest result.' }),
    result: t.field({ type: WidgetResultType, nullable: true, resolve: (w, _args, ctx) => widgetResult(ctx, w) }),
  }),
});

const positionSchema = z.looseObject({
  col: z
    .number()
    .int()
    .min(0)
    .max(GRID_COLUMNS - 1),
  row: z.number().int().min(0).max(10_000),
  sizeX: z.number().int().min(1).max(GRID_COLUMNS).optional(),
  sizeY: z.number().int().min(1).max(50).default(3),
});

const widgetSchema = z
  .object({
    width: z.number().int().min(1).max(GRID_COLUMNS),
    text: z.string().max(20_000).nullish(),
    options: z.looseObject({ position: positionSchema.optional() }),
  })
  .superRefine((w, check) => {
    const position = w.options.position;
    if (position && position.col + w.width > GRID_COLUMNS) {
      check.addIssue({ code: 'custom', path: ['options', 'position', 'col'], message: `col + width must not exceed ${GRID_COLUMNS}` });
    }
  });

/** The next free row under every widget of the draft. */
async function bottomRow(dashboardId: number): Promise<number> {
  const widgets = await db.widget.findMany({ where: { dashboardId }, select: { options: true } });
  return widgets.reduce((max, w) => {
    const p = ((w.options ?? {}) as { position?: { row?: number; sizeY?: number } }).position;
    return p && typeof p.row === 'number' ? Math.max(max, p.row + (p.sizeY ?? 3)) : max;
  }, 0);
}

async function widgetPayload(ctx: Context, orgId: number, id: number): Promise<ResolvedWidget> {
  const row = await db.widget.findUniqueOrThrow({ where: { id }, select: WIDGET_ROW_SELECT });
  const [resolved] = await resolveWidgets(ctx, orgId, [widgetView(row)], 'viewer');
  if (!resolved) throw new NotFoundError('Widget');
  return resolved;
}

export const DashboardWidgetNode = nodeType(DashboardWidgetType, 'DashboardWidget', async (ctx, id) => {
  const widget = await loadWidget(ctx, id);
  return widgetPayload(ctx, widget.dashboard.orgId, id);
});

builder.mutationFields((t) => ({
  createWidget: t.field({
    type: DashboardWidgetType,
    description: 'Adds a visualization (or text) to the draft; viewers see it after the next publish.',
    args: {
      dashboardId: t.arg.globalID({ for: DashboardNode, required: true }),
      visualizationId: t.arg.globalID({ for: VisualizationNode, required: false }),
      text: t.arg.string({ required: false }),
      width: t.arg.int({ required: false }),
      options: t.arg({ type: 'JSON', required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (_root, args, ctx) => {
      const viewer = ctx.viewer!;
      const dashboard = await loadDashboard(ctx, { id: args.dashboardId.id }, 'update');
      const data = validate(widgetSchema, { width: args.width ?? 1, text: args.text, options: args.options ?? {} });
      const hasText = typeof data.text === 'string' && data.text.trim() !== '';
      if (args.visualizationId == null && !hasText)
        throw ValidationError.field('visualizationId', 'is required (or text for a text widget)');
      if (args.visualizationId != null) {
        const visualization = await db.visualization.findFirst({
          where: { id: args.visualizationId.id, parent: { orgId: viewer.org.id } },
          select: { parent: { select: { orgId: true, userId: true, dataSourceId: true, publishedVersion: true } } },
        });
        if (!visualization || !queries.can(viewer, 'read', visualization.parent))
          throw ValidationError.field('visualizationId', 'unknown visualization');
      }
      const options = data.options.position
        ? data.options
        : { ...data.options, position: { col: 0, row: await bottomRow(dashboard.id), sizeY: 3 } };
      const position = options.position as Record<string, unknown>;
      position.sizeX = data.width;
      const widget = await db.widget.create({
        data: {
          dashboardId: dashboard.id,
          visualizationId: args.visualizationId?.id ?? null,
          text: hasText ? data.text! : null,
          width: data.width,
          options: options as object,
        },
      });
      return widgetPayload(ctx, viewer.org.id, widget.id);
    },
  }),
  updateWidget: t.field({
    type: DashboardWidgetType,
    description: 'Resizes, moves or rewrites a widget of the draft; viewers see it after the next publish.',
    args: {
      id: t.arg.globalID({ for: DashboardWidgetNode, required: true }),
      text: t.arg.string({ required: false }),
      width: t.arg.int({ required: false }),
      options: t.arg({ type: 'JSON', required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (_root, args, ctx) => {
      const viewer = ctx.viewer!;
      const existing = await loadWidget(ctx, args.id.id, 'update');
      if (args.options != null && (typeof args.options !== 'object' || Array.isArray(args.options)))
        throw ValidationError.field('options', 'must be an object');
      const data = validate(widgetSchema, {
        width: args.width ?? existing.width,
        text: args.text ?? existing.text,
        // Options merge into the stored ones, so that a resize alone keeps the widget's place.
        options: { ...((existing.options ?? {}) as Record<string, unknown>), ...((args.options ?? {}) as Record<string, unknown>) },
      });
      if (existing.visualizationId === null && !data.text?.trim()) throw ValidationError.field('text', 'a text widget needs text');
      const options = { ...data.options };
      if (options.position) options.position = { ...options.position, sizeX: data.width };
      await db.widget.update({
        where: { id: existing.id },
        data: { width: data.width, text: data.text ?? null, options: options as object },
      });
      return widgetPayload(ctx, viewer.org.id, existing.id);
    },
  }),
  deleteWidget: t.boolean({
    description: 'Removes a widget from the draft; viewers keep seeing it until the next publish.',
    args: { id: t.arg.globalID({ for: DashboardWidgetNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      await loadWidget(ctx, id, 'delete');
      await db.widget.delete({ where: { id } });
      return true;
    },
  }),
}));
