import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { uniqueSlug } from './dashboard-slug.js';

/**
 * Redash's dashboard fork: a never-published copy owned by the viewer, named "Copy of name", with
 * the draft's tags, settings and widgets (the same visualizations, text widgets copied). The
 * caller has authorized reading the dashboard and creating one.
 */
export async function forkDashboard(ctx: Context, tx: Tx, sourceId: number) {
  const viewer = ctx.viewer!;
  const source = await tx.dashboard.findUniqueOrThrow({ where: { id: sourceId }, include: { widgets: { orderBy: { id: 'asc' } } } });
  const name = `Copy of ${source.name}`.slice(0, 255);
  const now = ctx.clock.now();
  const copy = await tx.dashboard.create({
    data: {
      orgId: viewer.org.id,
      userId: viewer.id,
      name,
      slug: await uniqueSlug(tx, viewer.org.id, name),
      tags: source.tags,
      options: source.options as object,
      layout: source.layout as object,
      dashboardFiltersEnabled: source.dashboardFiltersEnabled,
      createdAt: now,
      updatedAt: now,
    },
  });
  for (const w of source.widgets) {
    await tx.widget.create({
      data: {
        dashboardId: copy.id,
        visualizationId: w.visualizationId,
        text: w.text,
        width: w.width,
        options: w.options as object,
        createdAt: now,
        updatedAt: now,
      },
    });
  }
  return copy;
}
