import { describe, expect, it } from 'vitest';
import { describeTimeline, monitorTimelineOption, statePeriods, STATE_COLORS, valueRange } from '../../src/chart-kit/monitor-timeline.js';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString();
const ms = (second: number) => Date.parse(at(second));

const input = {
  checks: [
    { at: at(10), value: 42, state: 'triggered' },
    { at: at(0), value: 3, state: 'ok' },
    { at: at(20), value: null, state: 'unknown' },
  ],
  history: [
    { at: at(25), kind: 'acknowledged', fromState: 'triggered', toState: 'triggered' },
    { at: at(11), kind: 'state_changed', fromState: 'ok', toState: 'triggered' },
    { at: at(1), kind: 'state_changed', fromState: 'unknown', toState: 'ok' },
  ],
  threshold: 10,
  recovery: 5,
  now: ms(30),
};

describe('the monitor timeline of the chart kit', () => {
  it('cuts the state periods at each transition, from the first check to now; manual actions are not periods', () => {
    expect(statePeriods(input)).toEqual([
      { state: 'unknown', from: ms(0), to: ms(1) },
      { state: 'ok', from: ms(1), to: ms(11) },
      { state: 'triggered', from: ms(11), to: ms(30) },
    ]);
    expect(statePeriods({ checks: [], history: [], now: ms(30) })).toEqual([]);
  });

  it('draws the values in time order under coloured bands, with the threshold, the recovery value and the actions marked', () => {
    const option = monitorTimelineOption(input) as any;
    const [series] = option.series;
    expect(series.data).toEqual([
      [ms(0), 3],
      [ms(10), 42],
      [ms(20), null],
    ]);
    expect(series.markArea.data.map(([start, end]: any) => [start.name, start.itemStyle.color, start.xAxis, end.xAxis])).toEqual([
      ['unknown', STATE_COLORS.unknown, ms(0), ms(1)],
      ['ok', STATE_COLORS.ok, ms(1), ms(11)],
      ['triggered', STATE_COLORS.triggered, ms(11), ms(30)],
    ]);
    expect(series.markLine.data.map((m: any) => [m.name, m.yAxis ?? m.xAxis])).toEqual([
      ['threshold', 10],
      ['recovery', 5],
      ['acknowledged', ms(25)],
    ]);
    expect(option.xAxis).toEqual({ type: 'time', max: ms(30) });
    // The threshold and the recovery value stay in view with the values, on round steps.
    expect(option.yAxis).toEqual({ type: 'value', min: 0, max: 50 });
    expect(option.tooltip).toBeUndefined();
    expect(monitorTimelineOption(input, { interactive: true }).tooltip).toMatchObject({ renderMode: 'richText' });
  });

  it('ranges the value axis over round steps', () => {
    expect(valueRange([])).toBeUndefined();
    expect(valueRange([42])).toEqual({ min: 30, max: 50 });
    expect(valueRange([0.2, 0.9])).toEqual({ min: 0.1, max: 1 });
    expect(valueRange([-5, 5])).toEqual({ min: -10, max: 10 });
  });

  it('says the chart in words', () => {
    expect(describeTimeline(input)).toBe('Value of the last 3 checks, values from 3 to 42; states in order: unknown, ok, triggered');
    expect(describeTimeline({ checks: [], history: [], now: 0 })).toBe('Value of the last 0 checks');
  });
});
