// The ECharts option builders of every chart Overlook draws: the server's SVG (public pages, embeds,
// digests) and the web app's canvas (editor, dashboards) read the same options through this file, so
// a chart looks the same everywhere. Pure TypeScript: no Node module, no DOM, echarts only as types.
import type { EChartsOption, SeriesOption } from 'echarts';
import { chartColumns } from './columns.js';
import { formatNumber, label, numeric } from './format.js';

export interface ChartInput {
  options: Record<string, unknown>;
  columns: { name: string; type: string }[];
  rows: Record<string, unknown>[];
}

/** How a drawing is used: the web app asks for tooltips, the server's still SVG does not. */
export interface ChartDrawing {
  interactive?: boolean;
}

export const PALETTE = ['#356ae6', '#e8684a', '#2fa37e', '#f6bd16', '#8b5cf6', '#14b8a6', '#ef4444', '#64748b'];

/** The kinds of `globalSeriesType` a CHART draws; `column` is Redash's vertical bar, `bar` a horizontal one. */
export const SERIES_KINDS = ['line', 'column', 'bar', 'area', 'pie', 'scatter'] as const;
export type SeriesKind = (typeof SERIES_KINDS)[number];

/** The ECharts chart modules a kind needs (the web app loads only those). */
export function echartsChartsOf(kind: string): ('line' | 'bar' | 'pie' | 'scatter')[] {
  if (kind === 'pie') return ['pie'];
  if (kind === 'scatter') return ['scatter'];
  if (kind === 'column' || kind === 'bar') return ['bar'];
  return ['line'];
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Redash's axis title: `xAxis: {title: {text}}`, `yAxis: [{title: {text}}]` (or one object). */
function axisTitle(axis: unknown): string | undefined {
  const first = Array.isArray(axis) ? axis[0] : axis;
  const text = record(record(first)?.title)?.text;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** The chart's settings beyond its columns, read leniently: stored options come from any client. */
export function chartSettings(options: Record<string, unknown>) {
  const legend = record(options.legend)?.enabled;
  const numberFormat = typeof options.numberFormat === 'string' && options.numberFormat.trim() !== '' ? options.numberFormat : undefined;
  return {
    kind: String(options.globalSeriesType ?? 'line'),
    stacked: options.stacking === 'stack' || record(options.series)?.stacking === 'stack',
    xTitle: axisTitle(options.xAxis),
    yTitle: axisTitle(options.yAxis),
    /** true or false when the options say so; undefined: shown when there is more than one series. */
    legend: typeof legend === 'boolean' ? legend : undefined,
    numberFormat,
  };
}

/** The ECharts option for a CHART visualization's settings and rows. */
export function chartOption({ options, columns, rows }: ChartInput, drawing: ChartDrawing = {}): EChartsOption {
  const settings = chartSettings(options);
  const { kind, numberFormat } = settings;
  const { x, ys, series: seriesColumn } = chartColumns(options, columns);
  const base = { animation: false, color: PALETTE, textStyle: { fontFamily: 'system-ui, sans-serif' } };
  const format = numberFormat
    ? (value: unknown) => (typeof value === 'number' ? formatNumber(value, numberFormat) : label(value))
    : undefined;
  const valueLabels = format ? { axisLabel: { formatter: (value: number) => format(value) } } : {};
  const tooltip = (trigger: 'axis' | 'item') =>
    // richText: the tooltip is drawn on the canvas, not as HTML with inline styles (which the app's CSP refuses).
    drawing.interactive ? { tooltip: { trigger, renderMode: 'richText' as const, ...(format ? { valueFormatter: format } : {}) } } : {};
  const titled = (title: string | undefined) => (title ? { name: title, nameLocation: 'middle' as const, nameGap: 32 } : {});
  const showLegend = (many: boolean) => settings.legend ?? many;
  if (kind === 'pie') {
    const y = ys[0];
    const slices = new Map<string, number>();
    for (const r of rows) slices.set(label(r[x]), (slices.get(label(r[x])) ?? 0) + (numeric(r[y]) ?? 0));
    return {
      ...base,
      ...tooltip('item'),
      legend: showLegend(true) ? { type: 'scroll', bottom: 0 } : undefined,
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          data: [...slices].map(([name, value]) => ({ name, value })),
          ...(format ? { label: { formatter: (p: { name: string; value: unknown }) => `${p.name}: ${format(p.value)}` } } : {}),
        },
      ],
    };
  }
  if (kind === 'scatter') {
    return {
      ...base,
      ...tooltip('item'),
      grid: { left: 48, right: 16, top: 24, bottom: 32, containLabel: true },
      xAxis: { type: 'value', scale: true, ...titled(settings.xTitle) },
      yAxis: { type: 'value', scale: true, ...titled(settings.yTitle), ...valueLabels },
      legend: showLegend(ys.length > 1) ? { top: 0 } : undefined,
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
  const stack = settings.stacked ? 'total' : undefined;
  const series = [...groups].map(([name, data]) => ({
    type,
    name,
    data,
    stack,
    ...(kind === 'area' ? { areaStyle: { opacity: 0.25 } } : {}),
    ...(type === 'line' ? { showSymbol: categories.length <= 40 } : {}),
  })) as SeriesOption[];
  const legend = showLegend(groups.size > 1);
  // Horizontal bars swap the axes: the titles stay with their columns (x the categories, y the values).
  const categoryAxis = { type: 'category' as const, data: categories, ...titled(settings.xTitle) };
  const valueAxis = { type: 'value' as const, ...titled(settings.yTitle), ...valueLabels };
  return {
    ...base,
    ...tooltip('axis'),
    grid: { left: 48, right: 16, top: legend ? 32 : 16, bottom: settings.xTitle ? 48 : 32, containLabel: true },
    legend: legend ? { type: 'scroll', top: 0 } : undefined,
    xAxis: kind === 'bar' ? valueAxis : categoryAxis,
    yAxis: kind === 'bar' ? { ...categoryAxis, inverse: true } : valueAxis,
    series,
  };
}
