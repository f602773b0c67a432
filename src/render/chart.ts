import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as Echarts from 'echarts';
import { chartColumns } from '../domain/visualizations/visualization-options.js';
import { raw, type Html } from './html.js';

export interface ChartInput {
  options: Record<string, unknown>;
  columns: { name: string; type: string }[];
  rows: Record<string, unknown>[];
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);
let loaded: typeof Echarts | undefined;

/**
 * ECharts, loaded at the first chart rather than at start-up: importing it costs about a second
 * of CPU, which every process paid before answering /readyz even if it never drew a chart.
 * Loaded synchronously (its CommonJS build) so that drawing stays a synchronous call.
 */
function echarts(): typeof Echarts {
  loaded ??= require('echarts') as typeof Echarts;
  return loaded;
}

/** Rendered SVGs by content: a result changes only when its query runs again. */
const cache = new Map<string, string>();
const CACHE_SIZE = 500;

const PALETTE = ['#356ae6', '#e8684a', '#2fa37e', '#f6bd16', '#8b5cf6', '#14b8a6', '#ef4444', '#64748b'];

function label(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function numeric(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** The ECharts option for a CHART visualization's settings and rows. */
function chartOption({ options, columns, rows }: ChartInput): Echarts.EChartsOption {
  const kind = String(options.globalSeriesType ?? 'line');
  const { x, ys, series: seriesColumn } = chartColumns(options, columns);
  const base = { animation: false, color: PALETTE, textStyle: { fontFamily: 'system-ui, sans-serif' } };
  if (kind === 'pie') {
    const y = ys[0];
    const slices = new Map<string, number>();
    for (const r of rows) slices.set(label(r[x]), (slices.get(label(r[x])) ?? 0) + (numeric(r[y]) ?? 0));
    return {
      ...base,
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', radius: ['35%', '65%'], data: [...slices].map(([name, value]) => ({ name, value })) }],
    };
  }
  if (kind === 'scatter') {
    return {
      ...base,
      grid: { left: 48, right: 16, top: 24, bottom: 32, containLabel: true },
      xAxis: { type: 'value', scale: true },
      yAxis: { type: 'value', scale: true },
      legend: ys.length > 1 ? { top: 0 } : undefined,
      series: ys.map((y) => ({ type: 'scatter', name: y, symbolSize: 7, data: rows.map((r) => [numeric(r[x]), numeric(r[y])]) })),
    };
  }
  const categories = [...new Set(rows.map((r) => label(r[x])))];
  const index = new Map(categories.map((c, i) => [c, i]));
  // One series per y column, or per (series value, y column) when grouped by a series column.
  const groups = new Map<string, (number | null)[]>();
  for (const row of rows) {
    for (const y of ys) {
      const name = seriesColumn ? (ys.length > 1 ? `${label(row[seriesColumn])} · ${y}` : label(row[seriesColumn])) : y;
      let data = groups.get(name);
      if (!data) groups.set(name, (data = new Array(categories.length).fill(null)));
      // Rows repeating an x value (and series) add up, as a grouped bar or line would show them.
      const value = numeric(row[y]);
      const at = index.get(label(row[x]))!;
      if (value !== null) data[at] = (data[at] ?? 0) + value;
    }
  }
  const type = kind === 'line' || kind === 'area' ? 'line' : 'bar';
  const stack = options.stacking === 'stack' ? 'total' : undefined;
  const series = [...groups].map(([name, data]) => ({
    type,
    name,
    data,
    stack,
    ...(kind === 'area' ? { areaStyle: { opacity: 0.25 } } : {}),
    ...(type === 'line' ? { showSymbol: categories.length <= 40 } : {}),
  })) as Echarts.SeriesOption[];
  const categoryAxis = { type: 'category' as const, data: categories };
  const valueAxis = { type: 'value' as const };
  return {
    ...base,
    grid: { left: 48, right: 16, top: groups.size > 1 ? 32 : 16, bottom: 32, containLabel: true },
    legend: groups.size > 1 ? { type: 'scroll', top: 0 } : undefined,
    xAxis: kind === 'bar' ? valueAxis : categoryAxis,
    yAxis: kind === 'bar' ? { ...categoryAxis, inverse: true } : valueAxis,
    series,
  };
}

/**
 * A chart drawn on the server with ECharts' SVG renderer: the page needs no script at all, so it
 * works under a CSP without script-src and loads fast on a phone.
 */
export function renderChartSvg(input: ChartInput): Html {
  const key = createHash('sha1')
    .update(JSON.stringify([input.options, input.rows, input.width, input.height]))
    .digest('base64');
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return raw(hit);
  }
  const chart = echarts().init(null, null, { renderer: 'svg', ssr: true, width: input.width, height: input.height });
  try {
    chart.setOption(chartOption(input));
    // The <style> element holds only hover and animation CSS; the page's CSP admits no other styles.
    const svg = chart.renderToSVGString({ useViewBox: true }).replace(/<style[\s\S]*?<\/style>/g, '');
    cache.set(key, svg);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    // ECharts escapes the labels it draws: the SVG is markup to keep as it is.
    return raw(svg);
  } finally {
    chart.dispose();
  }
}
