import { isDeepStrictEqual } from 'node:util';
import type { Context } from '../../context.js';
import { db } from '../../db.js';
import { byPosition, WIDGET_ROW_SELECT, widgetView, type DashboardSnapshot, type WidgetRow } from './widget-view.js';

/**
 * Copies the draft (name, widgets, their visualizations' settings) into the published snapshot
 * that every non-editor and the public link see. Repeatable; each publish replaces the last.
 * The widgets' data is not frozen: readers always get each query's latest result.
 */
export async function publishDashboard(ctx: Context, dashboardId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    // Lock the dashboard so that two publishes cannot interleave with a widget change.
    await tx.$executeRaw`SELECT 1 FROM dashboards WHERE id = ${dashboardId} FOR UPDATE`;
    const dashboard = await tx.dashboard.findUniqueOrThrow({
      where: { id: dashboardId },
      select: { name: true, widgets: { select: WIDGET_ROW_SELECT, orderBy: { id: 'asc' } } },
    });
    const publishedAt = ctx.clock.now();
    const snapshot: DashboardSnapshot = {
      version: 1,
      name: dashboard.name,
      publishedAt: publishedAt.toISOString(),
      widgets: dashboard.widgets.map(widgetView).sort(byPosition),
    };
    await tx.dashboard.update({ where: { id: dashboardId }, data: { publishedSnapshot: snapshot as object, publishedAt } });
  });
}

/**
 * Whether a draft differs from its last publish: its name, or its widgets as a publish would copy
 * them (places, sizes, texts, visualizations and their settings). The snapshot went through jsonb,
 * so the widgets are compared by value, not by their text.
 */
export function draftDiffersFromPublished(name: string, rows: WidgetRow[], snapshot: DashboardSnapshot): boolean {
  if (name !== snapshot.name) return true;
  const draft: unknown = JSON.parse(JSON.stringify(rows.map(widgetView).sort(byPosition)));
  return !isDeepStrictEqual(draft, snapshot.widgets);
}
