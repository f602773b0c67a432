import { describe, expect, it } from 'vitest';
import { chartOption, echartsChartsOf } from '../../src/chart-kit/chart-options.js';
import { chartColumns } from '../../src/chart-kit/columns.js';
import { formatNumber } from '../../src/chart-kit/format.js';
import { parseVisualization } from '../../src/domain/visualizations/visualization-options.js';
import { renderChartSvg } from '../../src/render/chart.js';

const columns = [
  { name: 'day', type: 'date' },
  { name: 'region', type: 'string' },
  { name: 'n', type: 'integer' },
  { name: 'v', type: 'float' },
];
const rows = [
  { day: '2026-01-01', region: 'north', n: 1, v: 0.5 },
  { day: '2026-01-01', region: 'south', n: 2, v: 1.5 },
  { day: '2026-01-02', region: 'north', n: 3, v: '2.5' },
  { day: '2026-01-02', region: 'north', n: 4, v: null },
];
const option = (options: Record<string, unknown>, interactive = false): any => chartOption({ options, columns, rows }, { interactive });

describe('the chart kit', () => {
  it('reads the columns from xColumn/yColumns, from Redash columnMapping, or from the result', () => {
    expect(chartColumns({ xColumn: 'day', yColumns: ['n'], seriesColumn: 'region' }, columns)).toEqual({
      x: 'day',
      ys: ['n'],
      series: 'region',
    });
    expect(chartColumns({ columnMapping: { region: 'series', day: 'x', v: 'y', n: 'unused' } }, columns)).toEqual({
      x: 'day',
      ys: ['v'],
      series: 'region',
    });
    expect(chartColumns({}, columns)).toEqual({ x: 'day', ys: ['n', 'v'], series: undefined });
  });

  it('draws line, column and stacked area series per (series value, y), adding rows that repeat an x', () => {
    const line = option({ globalSeriesType: 'line', xColumn: 'day', yColumns: ['n'], seriesColumn: 'region' });
    expect(line.xAxis).toEqual({ type: 'category', data: ['2026-01-01', '2026-01-02'] });
    expect(line.series.map((s: { name: string; data: unknown[] }) => [s.name, s.data])).toEqual([
      ['north', [1, 7]],
      ['south', [2, null]],
    ]);
    expect(line.legend).toEqual({ type: 'scroll', top: 0 });
    expect(line.tooltip).toBeUndefined();

    const column = option({ globalSeriesType: 'column', columnMapping: { day: 'x', n: 'y', v: 'y' }, stacking: 'stack' });
    expect(column.series.map((s: { type: string; stack?: string; data: unknown[] }) => [s.type, s.stack, s.data])).toEqual([
      ['bar', 'total', [3, 7]],
      ['bar', 'total', [2, 2.5]],
    ]);
    const area = option({ globalSeriesType: 'area', xColumn: 'day', yColumns: ['n'], series: { stacking: 'stack' } });
    expect(area.series[0]).toMatchObject({ type: 'line', stack: 'total', areaStyle: { opacity: 0.25 } });
    // Horizontal bars swap the axes.
    const bar = option({ globalSeriesType: 'bar', xColumn: 'region', yColumns: ['n'] });
    expect(bar.xAxis.type).toBe('value');
    expect(bar.yAxis).toMatchObject({ type: 'category', data: ['north', 'south'], inverse: true });
  });

  it('draws axis titles, the legend as asked, and values through numberFormat', () => {
    const chart = option(
      {
        globalSeriesType: 'line',
        xColumn: 'day',
        yColumns: ['n'],
        xAxis: { title: { text: 'Day' } },
        yAxis: [{ title: { text: 'Orders' } }],
        legend: { enabled: true },
        numberFormat: '$0,0.00',
      },
      true,
    );
    expect(chart.xAxis).toMatchObject({ name: 'Day', nameLocation: 'middle' });
    expect(chart.yAxis).toMatchObject({ name: 'Orders' });
    expect(chart.legend).toEqual({ type: 'scroll', top: 0 });
    expect(chart.yAxis.axisLabel.formatter(12345.6)).toBe('$12,345.60');
    expect(chart.tooltip.trigger).toBe('axis');
    expect(chart.tooltip.valueFormatter(0.5)).toBe('$0.50');
    expect(option({ globalSeriesType: 'line', seriesColumn: 'region', legend: { enabled: false } }).legend).toBeUndefined();
    expect(option({ globalSeriesType: 'pie', legend: { enabled: false } }).legend).toBeUndefined();
  });

  it('draws a pie of one value column summed per label, and a scatter of numbers', () => {
    const pie = option({ globalSeriesType: 'pie', xColumn: 'region', yColumns: ['v'], numberFormat: '0.0' });
    expect(pie.series[0].data).toEqual([
      { name: 'north', value: 3 },
      { name: 'south', value: 1.5 },
    ]);
    expect(pie.series[0].label.formatter({ name: 'north', value: 3 })).toBe('north: 3.0');
    const scatter = option({ globalSeriesType: 'scatter', xColumn: 'n', yColumns: ['v'] });
    expect(scatter.series[0].data).toEqual([
      [1, 0.5],
      [2, 1.5],
      [3, 2.5],
      [4, null],
    ]);
    expect(echartsChartsOf('area')).toEqual(['line']);
    expect(echartsChartsOf('column')).toEqual(['bar']);
  });

  it('formats numbers in the numeral.js subset charts use', () => {
    expect(formatNumber(1234567.891, '0,0')).toBe('1,234,568');
    expect(formatNumber(1234.5, '0,0[.]00')).toBe('1,234.5');
    expect(formatNumber(1234, '0,0[.]00')).toBe('1,234');
    expect(formatNumber(1234.5, '0.00')).toBe('1234.50');
    expect(formatNumber(0.256, '0.0%')).toBe('25.6%');
    expect(formatNumber(12, '0 ms')).toBe('12 ms');
    expect(formatNumber(1234.5678, '')).toBe('1,234.5678');
  });

  it('draws the axis title and number format into the server SVG', () => {
    const input = { columns, rows, width: 600, height: 300 };
    const plain = renderChartSvg({ ...input, options: { globalSeriesType: 'column', xColumn: 'day', yColumns: ['n'] } }).toString();
    expect(plain).not.toContain('Orders');
    const titled = renderChartSvg({
      ...input,
      options: { globalSeriesType: 'column', xColumn: 'day', yColumns: ['n'], yAxis: [{ title: { text: 'Orders' } }], numberFormat: '0.0' },
    }).toString();
    expect(titled).toContain('Orders');
    expect(titled).toContain('>2.0<');
  });

  it('checks the new chart options when a visualization is saved, and keeps Redash fields it does not know', () => {
    const ok = parseVisualization('chart', {
      globalSeriesType: 'column',
      columnMapping: { day: 'x', n: 'y' },
      xAxis: { title: { text: 'Day' }, type: 'category' },
      yAxis: [{ title: { text: 'N' } }],
      legend: { enabled: false, placement: 'auto' },
      numberFormat: '0,0',
    });
    expect(ok.options.xAxis).toEqual({ title: { text: 'Day' }, type: 'category' });
    expect(() => parseVisualization('CHART', { globalSeriesType: 'line', legend: { enabled: 'yes' } })).toThrow(/legend/);
    expect(() => parseVisualization('CHART', { globalSeriesType: 'line', numberFormat: 5 })).toThrow(/numberFormat/);
  });
});
