import type { Context } from '../src/context.js';
import { shareAccessLog } from '../src/domain/dashboards/share-access-log.js';
import { dashboardForToken } from '../src/domain/dashboards/share-dashboard.js';
import { resolveWidgets, widgetResult, type ResolvedWidget } from '../src/domain/dashboards/widget-data.js';
import type { DashboardSnapshot } from '../src/domain/dashboards/widget-view.js';
import { NotFoundError } from '../src/errors.js';
import { enforce } from '../src/rate-limit.js';
import { builder } from './builder.js';
import { WidgetResultType } from './widget.js';

interface PublicDashboard {
  name: string;
  publishedAt: string;
  widgets: ResolvedWidget[];
}

const PublicVisualization = builder.objectRef<NonNullable<ResolvedWidget['visualization']>>('PublicVisualization').implement({
  description: 'What a public page needs to draw a visualization: no query, no connector.',
  fields: (t) => ({
    type: t.exposeString('type'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    options: t.field({ type: 'JSON', resolve: (v) => v.options }),
    title: t.string({ description: 'The query’s name as of the last publish.', resolve: (v) => v.queryName }),
  }),
});

const PublicWidget = builder.objectRef<ResolvedWidget>('PublicWidget').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    text: t.exposeString('text', { nullable: true }),
    width: t.exposeInt('width'),
    options: t.field({ type: 'JSON', resolve: (w) => w.options }),
    visualization: t.field({ type: PublicVisualization, nullable: true, resolve: (w) => w.visualization }),
    result: t.field({ type: WidgetResultType, nullable: true, resolve: (w, _args, ctx) => widgetResult(ctx, w) }),
  }),
});

const PublicDashboardType = builder.objectRef<PublicDashboard>('PublicDashboard').implement({
  description: 'A shared dashboard as anyone with its link sees it: the published snapshot with each widget’s latest result.',
  fields: (t) => ({
    name: t.exposeString('name'),
    publishedAt: t.exposeString('publishedAt'),
    widgets: t.field({
      type: [PublicWidget],
      args: { widgetId: t.arg.int({ required: false, description: 'Only this widget (for an embed).' }) },
      resolve: (d, { widgetId }) => {
        if (widgetId == null) return d.widgets;
        const one = d.widgets.filter((w) => w.id === widgetId);
        if (!one.length) throw new NotFoundError('Widget');
        return one;
      },
    }),
  }),
});

const Surface = builder.enumType('PublicSurface', {
  description:
    'Who asks: the HTML page (DASHBOARD), the embed (EMBED) or a JSON client (JSON). The embed has its own rate limit (30 a minute per IP), the page and JSON share one; the access log records which.',
  values: ['DASHBOARD', 'EMBED', 'JSON'] as const,
});

type SurfaceName = 'DASHBOARD' | 'EMBED' | 'JSON';
const ACCESS_KIND = { DASHBOARD: 'page', EMBED: 'embed', JSON: 'json' } as const;

async function openPublicDashboard(ctx: Context, token: string, surface: SurfaceName): Promise<PublicDashboard> {
  await enforce(ctx, surface === 'EMBED' ? 'publicEmbed' : 'publicDashboard');
  const dashboard = await dashboardForToken(token, ctx.clock.now());
  shareAccessLog.record(ctx, { orgId: dashboard.orgId, dashboardId: dashboard.id, kind: ACCESS_KIND[surface] });
  const snapshot = dashboard.publishedSnapshot as unknown as DashboardSnapshot;
  return {
    name: snapshot.name,
    publishedAt: snapshot.publishedAt,
    widgets: await resolveWidgets(ctx, dashboard.orgId, snapshot.widgets, 'public'),
  };
}

builder.queryField('publicDashboard', (t) =>
  t.field({
    type: PublicDashboardType,
    description:
      'A shared dashboard by its secret token, without login. Unknown, rotated, revoked or expired tokens are 404. Every view is logged (shareAccesses).',
    args: { token: t.arg.string({ required: true }), surface: t.arg({ type: Surface, required: false, defaultValue: 'JSON' }) },
    resolve: (_root, { token, surface }, ctx) => openPublicDashboard(ctx, token, surface ?? 'JSON'),
  }),
);
