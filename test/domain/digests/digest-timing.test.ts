import { describe, expect, it } from 'vitest';
import { dueOccurrence, nextOccurrence, previousOccurrence } from '../../../src/domain/digests/digest-timing.js';

const daily = { frequency: 'daily', hour: 9, timezone: 'America/New_York' };

describe('digest timing', () => {
  it('is due from the hour on, in the subscription’s time zone', () => {
    // 09:00 in New York is 14:00 UTC in winter.
    expect(dueOccurrence(daily, new Date('2030-01-15T13:59:59Z'))?.toISOString()).toBe('2030-01-14T14:00:00.000Z');
    expect(dueOccurrence(daily, new Date('2030-01-15T14:00:00Z'))?.toISOString()).toBe('2030-01-15T14:00:00.000Z');
    expect(nextOccurrence(daily, new Date('2030-01-15T14:00:00Z'))?.toISOString()).toBe('2030-01-16T14:00:00.000Z');
  });

  it('follows daylight saving time', () => {
    // New York moves to UTC-4 on 2030-03-10: 09:00 local becomes 13:00 UTC.
    expect(nextOccurrence(daily, new Date('2030-03-09T15:00:00Z'))?.toISOString()).toBe('2030-03-10T13:00:00.000Z');
    expect(previousOccurrence(daily, new Date('2030-03-10T13:00:00Z')).toISOString()).toBe('2030-03-09T14:00:00.000Z');
  });

  it('sends weekly digests on Mondays', () => {
    const weekly = { frequency: 'weekly', hour: 0, timezone: 'UTC' };
    // 2030-01-16 is a Wednesday.
    expect(dueOccurrence(weekly, new Date('2030-01-16T12:00:00Z'))?.toISOString()).toBe('2030-01-14T00:00:00.000Z');
    expect(nextOccurrence(weekly, new Date('2030-01-16T12:00:00Z'))?.toISOString()).toBe('2030-01-21T00:00:00.000Z');
    expect(previousOccurrence(weekly, new Date('2030-01-14T00:00:00Z')).toISOString()).toBe('2030-01-07T00:00:00.000Z');
  });
});
