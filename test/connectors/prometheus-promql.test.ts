import { describe, expect, it } from 'vitest';
import { parseDuration, parsePromQuery, parseTime } from '../../src/connectors/prometheus/promql.js';

const NOW = Date.UTC(2026, 0, 31, 12, 0, 0);

describe('the text of a Prometheus query', () => {
  it('PromQL alone is an instant query now', () => {
    expect(parsePromQuery('sum by (job) (rate(x[5m]))', NOW)).toEqual({
      kind: 'instant',
      query: 'sum by (job) (rate(x[5m]))',
      time: NOW / 1000,
    });
  });

  it("Redash's form: a range with start, end and step; percent-encoding decoded, + kept", () => {
    expect(parsePromQuery('query=rate(up[1m])+1&start=now-1h&end=now&step=30s', NOW)).toEqual({
      kind: 'range',
      query: 'rate(up[1m])+1',
      start: NOW / 1000 - 3600,
      end: NOW / 1000,
      step: 30,
    });
    expect(parsePromQuery('query=up%7Bjob%3D%22a%22%7D\nstart=2026-01-31 10:00\nend=2026-01-31T11:00:00Z', NOW)).toEqual({
      kind: 'range',
      query: 'up{job="a"}',
      start: Date.UTC(2026, 0, 31, 10) / 1000,
      end: Date.UTC(2026, 0, 31, 11) / 1000,
      step: 15,
    });
    expect(parsePromQuery('query=up&time=1700000000', NOW)).toEqual({ kind: 'instant', query: 'up', time: 1_700_000_000 });
  });

  it('times and durations', () => {
    expect(parseTime('now-1d', NOW)).toBe(NOW / 1000 - 86_400);
    expect(parseTime('2026-01-31T13:00:00+01:00', NOW)).toBe(NOW / 1000);
    expect(parseDuration('1h30m')).toBe(5400);
    expect(parseDuration('15')).toBe(15);
  });

  it('refuses what it cannot read', () => {
    expect(() => parsePromQuery('query=up&start=yesterday', NOW)).toThrow(/not a time/);
    expect(() => parsePromQuery('query=up&step=fast&start=now-1h', NOW)).toThrow(/not a duration/);
    expect(() => parsePromQuery('query=up&start=now&end=now-1h', NOW)).toThrow(/start is after end/);
    expect(() => parsePromQuery('query=up&start=now-30d&step=1s', NOW)).toThrow(/11,000 steps/);
    expect(() => parsePromQuery('query=up&limit=3', NOW)).toThrow(/Unknown part "limit"/);
    expect(() => parsePromQuery('   ', NOW)).toThrow(/empty/);
  });
});
