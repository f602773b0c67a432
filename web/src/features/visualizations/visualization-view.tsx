import { useEffect, useRef, useState } from 'react';
import { chartOption, echartsChartsOf } from '../../../../src/chart-kit/chart-options.js';
import { counter } from '../../../../src/chart-kit/counter.js';
import { tableModel } from '../../../../src/chart-kit/table.js';
import type { RenderResult } from '../../../../src/chart-kit/format.js';
import { loadEcharts, type EChartsType } from './echarts-loader';
import './visualizations.css';

export interface VisualizationViewProps {
  type: string;
  options: Record<string, unknown>;
  result: RenderResult;
  /** The chart's accessible name. */
  label: string;
  height?: number;
}

/** The dark theme follows the app's: <html data-theme> or, for "system", the media query. */
function isDark(): boolean {
  const theme = document.documentElement.dataset.theme;
  if (theme === 'dark' || theme === 'light') return theme === 'dark';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/** A CHART drawn by the one chart kit's option builder on a canvas (ECharts loaded for its type). */
export function Chart({ options, result, label, height = 320 }: Omit<VisualizationViewProps, 'type'>) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [dark, setDark] = useState(isDark);

  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let cancelled = false;
    const kind = String(options.globalSeriesType ?? 'line');
    void loadEcharts(echartsChartsOf(kind)).then((echarts) => {
      if (cancelled || !host.current) return;
      if (!chart.current || chart.current.isDisposed())
        chart.current = echarts.init(host.current, dark ? 'dark' : undefined, { renderer: 'canvas' });
      const option = chartOption({ options, columns: result.columns, rows: result.rows }, { interactive: true });
      chart.current.setOption({ ...option, backgroundColor: 'transparent' }, { notMerge: true });
    });
    return () => {
      cancelled = true;
    };
  }, [options, result, dark]);

  // A new theme needs a new instance.
  useEffect(
    () => () => {
      chart.current?.dispose();
      chart.current = null;
    },
    [dark],
  );

  useEffect(() => {
    if (!host.current) return;
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(host.current);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={host}
      className="chart"
      role="img"
      aria-label={label}
      style={{ height }}
      data-chart-kind={String(options.globalSeriesType ?? 'line')}
    />
  );
}

/** Any visualization type: a chart, a counter or a table, drawn from the same kit as the server's pages. */
export function VisualizationView({ type, options, result, label, height }: VisualizationViewProps) {
  const upper = type.toUpperCase();
  if (upper === 'CHART') return <Chart options={options} result={result} label={label} height={height} />;
  if (upper === 'COUNTER') {
    const figure = counter(result, options);
    return (
      <figure className="counter" aria-label={label}>
        <div className="counter-value" data-counter>
          {figure.value}
        </div>
        {figure.target ? <div className={`counter-target ${figure.target.up ? 'up' : 'down'}`}>{figure.target.text}</div> : null}
        {figure.label ? <figcaption className="counter-label">{figure.label}</figcaption> : null}
      </figure>
    );
  }
  const table = tableModel(result, options, 200);
  return (
    <div className="viz-table">
      <table aria-label={label}>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.name} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((text, j) => (
                <td key={j} className={table.columns[j].numeric ? 'num' : undefined}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.more ? <p className="muted">{table.more}</p> : null}
    </div>
  );
}
