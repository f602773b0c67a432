/**
 * A widget as readers see it, whether it comes from the draft rows or from the published
 * snapshot: the snapshot stores exactly this shape, so both paths render alike.
 */
export interface WidgetVisualizationView {
  id: number;
  type: string;
  name: string;
  description: string | null;
  options: Record<string, unknown>;
  queryId: number;
  queryName: string;
}

export interface WidgetView {
  id: number;
  dashboardId: number;
  visualizationId: number | null;
  text: string | null;
  width: number;
  /** `{ position: { col, row, sizeX, sizeY } }` and whatever else the client keeps. */
  options: Record<string, unknown>;
  visualization: WidgetVisualizationView | null;
}

/** What `dashboards.published_snapshot` holds. */
export interface DashboardSnapshot {
  version: 1;
  name: string;
  publishedAt: string;
  widgets: WidgetView[];
}

/** The Prisma selection of a draft widget with everything `widgetView` needs. */
export const WIDGET_ROW_SELECT = {
  id: true,
  dashboardId: true,
  visualizationId: true,
  text: true,
  width: true,
  options: true,
  visualization: {
    select: {
      id: true,
      type: true,
      name: true,
      description: true,
      options: true,
      queryId: true,
      parent: { select: { name: true, publishedName: true } },
    },
  },
} as const;

export interface WidgetRow {
  id: number;
  dashboardId: number;
  visualizationId: number | null;
  text: string | null;
  width: number;
  options: unknown;
  visualization: {
    id: number;
    type: string;
    name: string;
    description: string | null;
    options: unknown;
    queryId: number;
    parent: { name: string; publishedName: string | null };
  } | null;
}

export function widgetView(row: WidgetRow): WidgetView {
  const v = row.visualization;
  return {
    id: row.id,
    dashboardId: row.dashboardId,
    visualizationId: row.visualizationId,
    text: row.text,
    width: row.width,
    options: (row.options ?? {}) as Record<string, unknown>,
    visualization: v
      ? {
          id: v.id,
          type: v.type,
          name: v.name,
          description: v.description,
          options: (v.options ?? {}) as Record<string, unknown>,
          queryId: v.queryId,
          queryName: v.parent.publishedName ?? v.parent.name,
        }
      : null,
  };
}

/** Reading order on the grid: top to bottom, then left to right; unplaced widgets last. */
export function byPosition(a: WidgetView, b: WidgetView): number {
  const pa = (a.options.position ?? {}) as { row?: number; col?: number };
  const pb = (b.options.position ?? {}) as { row?: number; col?: number };
  return (pa.row ?? Infinity) - (pb.row ?? Infinity) || (pa.col ?? 0) - (pb.col ?? 0) || a.id - b.id;
}
