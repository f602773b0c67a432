// A monitor's state history as a timeline over its value's chart: the value each check read as a
// line on a time axis, each state period as a coloured band behind it, manual actions (acknowledge,
// snooze, mute, unmute) as marked moments, and the threshold and recovery value as lines. Pure
// TypeScript like the rest of the kit: the web app draws it on a canvas, a server could as SVG.
import type { EChartsOption } from 'echarts';
import { PALETTE, type ChartDrawing } from './chart-options.js';

/** One evaluated check: when it finished, what it read, the state it left. */
export interface TimelineCheck {
  at: string;
  value: number | null;
  state: string;
}

/** One entry of the state history (newest first or not: the kit sorts). */
export interface TimelineEntry {
  at: string;
  kind: string;
  fromState: string | null;
  toState: string;
}

export interface MonitorTimelineInput {
  checks: TimelineCheck[];
  history: TimelineEntry[];
  /** The condition's value and recovery value, drawn as horizontal lines. */
  threshold?: number;
  recovery?: number;
  /** The end of the last band (epoch ms). */
  now: number;
}

/** The colour of each state's band, the badge's hue. */
export const STATE_COLORS: Record<string, string> = {
  ok: '#2fa37e',
  pending: '#f6bd16',
  triggered: '#ef4444',
  unknown: '#64748b',
};

/** History kinds that move the state (a check did it); the others are manual actions, marked as moments. */
const TRANSITIONS = new Set(['state_changed', 'error', 'recovered_from_error']);

export interface StatePeriod {
  state: string;
  from: number;
  to: number;
}

const time = (iso: string) => Date.parse(iso);

/**
 * The state periods from the history's transitions: each lasts until the next one (the last until
 * `now`); before the first transition the monitor was in that transition's `fromState`, from the
 * first check on.
 */
export function statePeriods({ checks, history, now }: Pick<MonitorTimelineInput, 'checks' | 'history' | 'now'>): StatePeriod[] {
  const transitions = history.filter((e) => TRANSITIONS.has(e.kind)).sort((a, b) => time(a.at) - time(b.at));
  const firstCheck = Math.min(...checks.map((c) => time(c.at)));
  const periods: StatePeriod[] = [];
  const first = transitions[0];
  if (first?.fromState && Number.isFinite(firstCheck) && firstCheck < time(first.at))
    periods.push({ state: first.fromState, from: firstCheck, to: time(first.at) });
  transitions.forEach((entry, i) => {
    const to = i + 1 < transitions.length ? time(transitions[i + 1].at) : Math.max(now, time(entry.at));
    periods.push({ state: entry.toState, from: time(entry.at), to });
  });
  return periods.filter((p) => p.to > p.from || p === periods.at(-1));
}

/**
 * The value axis' range: the values and the condition's lines all in view, on round steps (the
 * threshold is what a reader compares the line with, so it is never off the chart).
 */
export function valueRange(values: number[]): { min: number; max: number } | undefined {
  if (values.length === 0) return undefined;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || Math.abs(hi) || 1;
  const step = 10 ** Math.floor(Math.log10(span));
  return { min: Math.floor((lo - span * 0.05) / step) * step, max: Math.ceil((hi + span * 0.05) / step) * step };
}

/** The ECharts option of the timeline. */
export function monitorTimelineOption(input: MonitorTimelineInput, drawing: ChartDrawing = {}): EChartsOption {
  const checks = [...input.checks].sort((a, b) => time(a.at) - time(b.at));
  const periods = statePeriods({ ...input, checks });
  const actions = input.history.filter((e) => !TRANSITIONS.has(e.kind)).sort((a, b) => time(a.at) - time(b.at));
  // Labelled inside the plot, at its right end: the grid keeps no margin for them.
  const line = (name: string, value: number, color: string) => ({
    name,
    yAxis: value,
    lineStyle: { color },
    label: { position: 'insideEndTop' as const, formatter: `${name} ${value}` },
  });
  const horizontal = [
    ...(input.threshold === undefined ? [] : [line('threshold', input.threshold, STATE_COLORS.triggered)]),
    ...(input.recovery === undefined ? [] : [line('recovery', input.recovery, STATE_COLORS.ok)]),
  ];
  const moments = actions.map((a) => ({
    name: a.kind.replace(/_/g, ' '),
    xAxis: time(a.at),
    lineStyle: { color: PALETTE[4], type: 'dotted' as const },
  }));
  return {
    animation: false,
    color: [PALETTE[0]],
    textStyle: { fontFamily: 'system-ui, sans-serif' },
    // richText: the tooltip is drawn on the canvas, not as HTML with inline styles (which the app's CSP refuses).
    ...(drawing.interactive ? { tooltip: { trigger: 'axis' as const, renderMode: 'richText' as const } } : {}),
    grid: { left: 48, right: 24, top: 28, bottom: 32, containLabel: true },
    xAxis: { type: 'time', max: input.now },
    yAxis: {
      type: 'value',
      ...valueRange([
        ...checks.flatMap((c) => (c.value === null ? [] : [c.value])),
        ...(input.threshold === undefined ? [] : [input.threshold]),
        ...(input.recovery === undefined ? [] : [input.recovery]),
      ]),
    },
    series: [
      {
        type: 'line',
        name: 'value',
        showSymbol: checks.length <= 60,
        connectNulls: false,
        data: checks.map((c) => [time(c.at), c.value]),
        markArea: {
          silent: true,
          label: { show: true, position: 'insideTop', fontSize: 10, color: 'inherit' },
          data: periods.map((p) => [
            { name: p.state, xAxis: p.from, itemStyle: { color: STATE_COLORS[p.state] ?? STATE_COLORS.unknown, opacity: 0.16 } },
            { xAxis: p.to },
          ]),
        },
        markLine: {
          silent: true,
          symbol: 'none',
          label: { formatter: '{b}', fontSize: 10 },
          lineStyle: { type: 'dashed' },
          data: [...horizontal, ...moments],
        },
      },
    ],
  } as EChartsOption;
}

/** The chart in words, for its accessible name. */
export function describeTimeline(input: MonitorTimelineInput): string {
  const periods = statePeriods(input);
  const values = input.checks.map((c) => c.value).filter((v): v is number => v !== null);
  const checks = `${input.checks.length} check${input.checks.length === 1 ? '' : 's'}`;
  const range = values.length ? `, values from ${Math.min(...values)} to ${Math.max(...values)}` : '';
  const states = periods.length ? `; states in order: ${periods.map((p) => p.state).join(', ')}` : '';
  return `Value of the last ${checks}${range}${states}`;
}
