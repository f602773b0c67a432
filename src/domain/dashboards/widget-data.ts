import DataLoader from 'dataloader';
import type { Column } from '../../connectors/types.js';
import type { Context } from '../../context.js';
import { db, pool } from '../../db.js';
import { canReadData } from '../../policies/widget.js';
import type { WidgetView } from './widget-view.js';

/** A widget shows at most this many rows of its query's latest result. */
const WIDGET_MAX_ROWS = 1000;
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
  publishedVersion: number | null;
  publishedQueryDataId: number | null;
}

export interface ResolvedWidget extends WidgetView {
  /** The query's latest result, loaded on demand (null for text widgets and never-run queries). */
  resultId: number | null;
  orgId: number;
}

interface Loaders {
  queries: DataLoader<number, QueryState | null>;
  results: DataLoader<number, LoadedResult | null>;
}

const perRequest = new WeakMap<Context, Loaders>();

async function loadQueries(ids: readonly number[]): Promise<(QueryState | null)[]> {
  const rows = await db.query.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, orgId: true, dataSourceId: true, latestQueryDataId: true, publishedVersion: true, publishedQueryDataId: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

interface ResultChunkRow {
  id: number;
  org_id: number;
  columns: Column[];
  row_count: number;
  runtime: number;
  retrieved_at: Date;
  rows: string | null;
}

type LoadedResult = WidgetResult & { orgId: number };

/**
 * A stored result never changes after it is written (a new run writes a new one), so its parsed
 * widget form is kept per process; a public page then costs no result read when warm.
 */
const resultCache = new Map<number, LoadedResult>();
const RESULT_CACHE_SIZE = 256;

function remember(result: LoadedResult): void {
  resultCache.set(result.id, result);
  if (resultCache.size > RESULT_CACHE_SIZE) resultCache.delete(resultCache.keys().next().value!);
}

async function loadResults(ids: readonly number[]): Promise<(LoadedResult | null)[]> {
  const missing = ids.filter((id) => !resultCache.has(id));
  const loaded = missing.length ? await readResults(missing) : new Map<number, LoadedResult>();
  return ids.map((id) => {
    const cached = resultCache.get(id);
    if (cached) {
      // Most recently used last, so that eviction takes the least recently used.
      resultCache.delete(id);
      resultCache.set(id, cached);
      return cached;
    }
    const result = loaded.get(id);
    if (!result) return null;
    remember(result);
    return result;
  });
}

async function readResults(ids: readonly number[]): Promise<Map<number, LoadedResult>> {
  // Raw (bulk result I/O): one statement for every widget of the request, each result with its first
  // chunks, one row per chunk (chunk text comes back as plain text, parsed once with JSON.parse).
  const { rows } = await pool.query<ResultChunkRow>(
    `SELECT r.id, r.org_id, r.columns, r.row_count, r.runtime, r.retrieved_at, c.rows
       FROM query_results r
       LEFT JOIN LATERAL (SELECT seq, rows FROM query_result_chunks WHERE result_id = r.id ORDER BY seq LIMIT $2) c ON true
      WHERE r.id = ANY($1::int[])
      ORDER BY r.id, c.seq`,
    [[...ids], WIDGET_CHUNKS],
  );
  const byId = new Map<number, { row: ResultChunkRow; values: unknown[][] }>();
  for (const row of rows) {
    let entry = byId.get(row.id);
    if (!entry) byId.set(row.id, (entry = { row, values: [] }));
    if (row.rows === null || entry.values.length >= WIDGET_MAX_ROWS) continue;
    for (const value of JSON.parse(row.rows) as unknown[][]) {
      if (entry.values.length >= WIDGET_MAX_ROWS) break;
      entry.values.push(value);
    }
  }
  const results = new Map<number, LoadedResult>();
  for (const { row, values } of byId.values()) {
    const objects = values.map((value) => {
      const object: Record<string, unknown> = {};
      for (let i = 0; i < row.columns.length; i += 1) object[row.columns[i].name] = value[i] ?? null;
      return object;
    });
    results.set(row.id, {
      id: row.id,
      orgId: row.org_id,
      columns: row.columns,
      rows: objects,
      rowCount: row.row_count,
      truncated: row.row_count > objects.length,
      runtime: row.runtime,
      retrievedAt: row.retrieved_at,
    });
  }
  return results;
}

function loaders(ctx: Context): Loaders {
  let found = perRequest.get(ctx);
  if (!found) {
    found = { queries: new DataLoader(loadQueries), results: new DataLoader(loadResults) };
    perRequest.set(ctx, found);
  }
  return found;
}

/** What a read model that already read the widgets' query rows knows: resolveWidgets then issues no statement for them. */
export function primeWidgetQueries(ctx: Context, rows: readonly QueryState[]): void {
  const queries = loaders(ctx).queries;
  for (const row of rows) {
    queries.prime(row.id, {
      id: row.id,
      orgId: row.orgId,
      dataSourceId: row.dataSourceId,
      latestQueryDataId: row.latestQueryDataId,
      publishedVersion: row.publishedVersion,
      publishedQueryDataId: row.publishedQueryDataId,
    });
  }
}

/**
 * Attaches each widget's query state (batched across every dashboard of the request) and drops
 * the widgets the viewer may not see: those whose query's connector the viewer does not reach.
 * `viewer: 'public'` is a shared link, which shows every widget of the snapshot.
 */
export async function resolveWidgets(
  ctx: Context,
  orgId: number,
  widgets: WidgetView[],
  viewer: 'public' | 'viewer',
): Promise<ResolvedWidget[]> {
  const queryIds = widgets.flatMap((w) => (w.visualization ? [w.visualization.queryId] : []));
  const states = await loaders(ctx).queries.loadMany(queryIds);
  const byId = new Map<number, QueryState>();
  for (const state of states) if (state && !(state instanceof Error)) byId.set(state.id, state);
  const resolved: ResolvedWidget[] = [];
  for (const widget of widgets) {
    if (!widget.visualization) {
      resolved.push(resolvedWidget(widget, null, orgId));
      continue;
    }
    const state = byId.get(widget.visualization.queryId);
    // A query deleted since the snapshot was taken leaves nothing to show.
    if (!state || state.orgId !== orgId) continue;
    if (viewer === 'viewer' && !canReadData(ctx.viewer, state)) continue;
    resolved.push(resolvedWidget(widget, widgetResultId(state), orgId));
  }
  return resolved;
}

/**
 * The result a widget shows: of a published query, only the latest result of its published
 * version (a draft run by an editor never reaches a dashboard, its public link or a digest); of a
 * never-published query, its latest result.
 */
export function widgetResultId(state: Pick<QueryState, 'latestQueryDataId' | 'publishedVersion' | 'publishedQueryDataId'>): number | null {
  return state.publishedVersion === null ? state.latestQueryDataId : state.publishedQueryDataId;
}

/** The widget's fields written out: a spread followed by new keys costs V8 ~1.5 µs an object. */
function resolvedWidget(widget: WidgetView, resultId: number | null, orgId: number): ResolvedWidget {
  return {
    id: widget.id,
    dashboardId: widget.dashboardId,
    visualizationId: widget.visualizationId,
    text: widget.text,
    width: widget.width,
    options: widget.options,
    visualization: widget.visualization,
    resultId,
    orgId,
  };
}

/**
 * The widget's data: its query's latest result, first WIDGET_MAX_ROWS rows. Null at once (no
 * promise) for text widgets and never-run queries: a field that answers synchronously costs the
 * compiled execution no promise.
 */
export function widgetResult(ctx: Context, widget: ResolvedWidget): WidgetResult | null | Promise<WidgetResult | null> {
  if (widget.resultId === null) return null;
  return loaders(ctx)
    .results.load(widget.resultId)
    .then((result) => (result && result.orgId === widget.orgId ? result : null));
}
