import DataLoader from 'dataloader';
import type { Column } from '../../connectors/types.js';
import type { Context } from '../../context.js';
import { db, pool } from '../../db.js';
import { canReachDataSource } from '../../policies/viewer.js';
import type { WidgetView } from './widget-view.js';

/** A widget shows at most this many rows of its query's latest result. */
export const WIDGET_MAX_ROWS = 1000;
/** Result chunks hold about 1000 rows; two always cover WIDGET_MAX_ROWS. */
const WIDGET_CHUNKS = 2;

export interface WidgetResult {
  id: number;
  columns: Column[];
  rows: Record<string, unknown>[];
  rowCount: number;
  truncated: boolean;
  runtime: number;
  retrievedAt: Date;
}

interface QueryState {
  id: number;
  orgId: number;
  dataSourceId: number;
  latestQueryDataId: number | null;
}

export interface ResolvedWidget extends WidgetView {
  /** The query's latest result, loaded on demand (null for text widgets and never-run queries). */
  resultId: number | null;
  orgId: number;
}

interface Loaders {
  queries: DataLoader<number, QueryState | null>;
  results: DataLoader<number, (WidgetResult & { orgId: number }) | null>;
}

const perRequest = new WeakMap<Context, Loaders>();

async function loadQueries(ids: readonly number[]): Promise<(QueryState | null)[]> {
  const rows = await db.query.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, orgId: true, dataSourceId: true, latestQueryDataId: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

interface ResultRow {
  id: number;
  org_id: number;
  columns: Column[];
  row_count: number;
  runtime: number;
  retrieved_at: Date;
  chunks: string[];
}

async function loadResults(ids: readonly number[]) {
  // One statement for every widget of the request: the result rows and their first chunks.
  const { rows } = await pool.query<ResultRow>(
    `SELECT r.id, r.org_id, r.columns, r.row_count, r.runtime, r.retrieved_at,
            ARRAY(SELECT c.rows FROM query_result_chunks c WHERE c.result_id = r.id ORDER BY c.seq LIMIT $2) AS chunks
       FROM query_results r WHERE r.id = ANY($1::int[])`,
    [[...ids], WIDGET_CHUNKS],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) return null;
    const values: unknown[][] = [];
    for (const chunk of row.chunks) {
      for (const value of JSON.parse(chunk) as unknown[][]) {
        if (values.length >= WIDGET_MAX_ROWS) break;
        values.push(value);
      }
    }
    const objects = values.map((value) => Object.fromEntries(row.columns.map((c, i) => [c.name, value[i] ?? null])));
    return {
      id: row.id,
      orgId: row.org_id,
      columns: row.columns,
      rows: objects,
      rowCount: row.row_count,
      truncated: row.row_count > objects.length,
      runtime: row.runtime,
      retrievedAt: row.retrieved_at,
    };
  });
}

function loaders(ctx: Context): Loaders {
  let found = perRequest.get(ctx);
  if (!found) {
    found = { queries: new DataLoader(loadQueries), results: new DataLoader(loadResults) };
    perRequest.set(ctx, found);
  }
  return found;
}

/**
 * Attaches each widget's query state (batched across every dashboard of the request) and drops
 * the widgets the viewer may not see: those whose query's connector the viewer does not reach.
 * `viewer: 'public'` is a shared link, which shows every widget of the snapshot.
 */
export async function resolveWidgets(ctx: Context, orgId: number, widgets: WidgetView[], viewer: 'public' | 'viewer'): Promise<ResolvedWidget[]> {
  const queryIds = widgets.flatMap((w) => (w.visualization ? [w.visualization.queryId] : []));
  const states = await loaders(ctx).queries.loadMany(queryIds);
  const byId = new Map<number, QueryState>();
  for (const state of states) if (state && !(state instanceof Error)) byId.set(state.id, state);
  const resolved: ResolvedWidget[] = [];
  for (const widget of widgets) {
    if (!widget.visualization) {
      resolved.push({ ...widget, resultId: null, orgId });
      continue;
    }
    const state = byId.get(widget.visualization.queryId);
    // A query deleted since the snapshot was taken leaves nothing to show.
    if (!state || state.orgId !== orgId) continue;
    if (viewer === 'viewer' && !canReachDataSource(ctx.viewer, state.dataSourceId)) continue;
    resolved.push({ ...widget, resultId: state.latestQueryDataId, orgId });
  }
  return resolved;
}

/** The widget's data: its query's latest result, first WIDGET_MAX_ROWS rows. */
export async function widgetResult(ctx: Context, widget: ResolvedWidget): Promise<WidgetResult | null> {
  if (widget.resultId === null) return null;
  const result = await loaders(ctx).results.load(widget.resultId);
  return result && result.orgId === widget.orgId ? result : null;
}
