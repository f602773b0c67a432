import { SERIES_KINDS } from '../../../../src/chart-kit/chart-options.js';
import { chartColumns } from '../../../../src/chart-kit/columns.js';

/** The kinds the "Type" select offers; bar is Redash's `column` (vertical bars). */
export const VISUALIZATION_KINDS = ['table', 'line', 'bar', 'area', 'pie', 'scatter', 'counter'] as const;
export type VisualizationKind = (typeof VISUALIZATION_KINDS)[number];

export const KIND_LABELS: Record<VisualizationKind, string> = {
  table: 'Table',
  line: 'Line',
  bar: 'Bar',
  area: 'Area',
  pie: 'Pie',
  scatter: 'Scatter',
  counter: 'Counter',
};

/** What the visualization editor edits; stored as Redash-shaped options (toStored). */
export interface VisualizationForm {
  kind: VisualizationKind;
  name: string;
  x: string;
  ys: string[];
  series: string;
  stacked: boolean;
  xTitle: string;
  yTitle: string;
  legend: 'auto' | 'show' | 'hide';
  numberFormat: string;
  counterColumn: string;
  counterLabel: string;
  prefix: string;
  suffix: string;
}

type Options = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const title = (axis: unknown) => {
  const first = Array.isArray(axis) ? axis[0] : axis;
  return str((first as { title?: { text?: unknown } } | undefined)?.title?.text);
};

/** A new visualization's settings: the result's first column as x, its numeric columns as y. */
export function defaultForm(kind: VisualizationKind, columns: { name: string; type: string }[]): VisualizationForm {
  const { x, ys } = chartColumns({}, columns);
  return {
    kind,
    name: kind === 'table' ? 'Table' : `${KIND_LABELS[kind]} chart`,
    x,
    ys: kind === 'pie' ? ys.slice(0, 1) : ys,
    series: '',
    stacked: false,
    xTitle: '',
    yTitle: '',
    legend: 'auto',
    numberFormat: '',
    counterColumn: ys[0] ?? columns[0]?.name ?? '',
    counterLabel: '',
    prefix: '',
    suffix: '',
  };
}

/** A saved visualization (type and options as the server keeps them) as the editor's form. */
export function fromStored(type: string, name: string, options: Options, columns: { name: string; type: string }[]): VisualizationForm {
  const upper = type.toUpperCase();
  if (upper === 'COUNTER') {
    return {
      ...defaultForm('counter', columns),
      name,
      counterColumn: str(options.counterColName) || (columns[0]?.name ?? ''),
      counterLabel: str(options.counterLabel),
      prefix: str(options.stringPrefix),
      suffix: str(options.stringSuffix),
    };
  }
  if (upper !== 'CHART') return { ...defaultForm('table', columns), name };
  const series = str(options.globalSeriesType);
  const kind: VisualizationKind =
    series === 'column' || series === 'bar' ? 'bar' : series === 'area' || series === 'pie' || series === 'scatter' ? series : 'line';
  const { x, ys, series: seriesColumn } = chartColumns(options, columns);
  const legend = (options.legend as { enabled?: unknown } | undefined)?.enabled;
  return {
    ...defaultForm(kind, columns),
    name,
    x,
    ys,
    series: seriesColumn ?? '',
    stacked: options.stacking === 'stack',
    xTitle: title(options.xAxis),
    yTitle: title(options.yAxis),
    legend: legend === true ? 'show' : legend === false ? 'hide' : 'auto',
    numberFormat: str(options.numberFormat),
  };
}

/** The form as a visualization's `type` and Redash-shaped `options` (columnMapping kept beside the named columns). */
export function toStored(form: VisualizationForm): { type: 'TABLE' | 'CHART' | 'COUNTER'; options: Options } {
  if (form.kind === 'table') return { type: 'TABLE', options: {} };
  if (form.kind === 'counter') {
    return {
      type: 'COUNTER',
      options: {
        counterColName: form.counterColumn,
        rowNumber: 1,
        ...(form.counterLabel ? { counterLabel: form.counterLabel } : {}),
        ...(form.prefix ? { stringPrefix: form.prefix } : {}),
        ...(form.suffix ? { stringSuffix: form.suffix } : {}),
      },
    };
  }
  const globalSeriesType: (typeof SERIES_KINDS)[number] = form.kind === 'bar' ? 'column' : form.kind;
  const ys = form.kind === 'pie' ? form.ys.slice(0, 1) : form.ys;
  const columnMapping: Record<string, string> = {};
  if (form.x) columnMapping[form.x] = 'x';
  for (const y of ys) columnMapping[y] = 'y';
  if (form.series) columnMapping[form.series] = 'series';
  return {
    type: 'CHART',
    options: {
      globalSeriesType,
      ...(form.x ? { xColumn: form.x } : {}),
      ...(ys.length ? { yColumns: ys } : {}),
      ...(form.series ? { seriesColumn: form.series } : {}),
      columnMapping,
      stacking: form.stacked ? 'stack' : 'none',
      ...(form.xTitle ? { xAxis: { title: { text: form.xTitle } } } : {}),
      ...(form.yTitle ? { yAxis: [{ title: { text: form.yTitle } }] } : {}),
      ...(form.legend === 'auto' ? {} : { legend: { enabled: form.legend === 'show' } }),
      ...(form.numberFormat ? { numberFormat: form.numberFormat } : {}),
    },
  };
}
