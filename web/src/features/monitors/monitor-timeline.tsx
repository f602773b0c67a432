import { useEffect, useMemo, useRef, useState } from 'react';
import {
  describeTimeline,
  monitorTimelineOption,
  STATE_COLORS,
  type MonitorTimelineInput,
} from '../../../../src/chart-kit/monitor-timeline.js';
import { loadEcharts, type EChartsType } from '../visualizations/echarts-loader';

/** The dark theme follows the app's: <html data-theme> or, for "system", the media query. */
function isDark(): boolean {
  const theme = document.documentElement.dataset.theme;
  if (theme === 'dark' || theme === 'light') return theme === 'dark';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/**
 * The state history as a timeline over the value's chart (the one chart kit's option on a canvas):
 * the chart's accessible name says it in words, and the history table below lists every entry.
 */
export function MonitorTimeline({ input, height = 240 }: { input: MonitorTimelineInput; height?: number }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [dark, setDark] = useState(isDark);
  const option = useMemo(() => monitorTimelineOption(input, { interactive: true }), [input]);

  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let cancelled = false;
    void loadEcharts(['line', 'marks']).then((echarts) => {
      if (cancelled || !host.current) return;
      if (!chart.current || chart.current.isDisposed())
        chart.current = echarts.init(host.current, dark ? 'dark' : undefined, { renderer: 'canvas' });
      chart.current.setOption({ ...option, backgroundColor: 'transparent' }, { notMerge: true });
    });
    return () => {
      cancelled = true;
    };
  }, [option, dark]);

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
    <figure className="monitor-timeline">
      <div
        ref={host}
        className="chart"
        role="img"
        aria-label={describeTimeline(input)}
        style={{ height }}
        data-checks={input.checks.length}
      />
      <figcaption className="timeline-legend">
        {Object.keys(STATE_COLORS).map((state) => (
          <span key={state}>
            <span className="swatch" aria-hidden="true" data-state={state} /> {state}
          </span>
        ))}
        <span>
          <span className="swatch line" aria-hidden="true" /> value of each check
        </span>
      </figcaption>
    </figure>
  );
}
