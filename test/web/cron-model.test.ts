import { describe, expect, it } from 'vitest';
import { checkCron, presetCron, presetOf } from '../../web/src/features/schedules/cron-model.js';

describe('the schedule editor’s cron model', () => {
  it('builds 6-field crons from the presets', () => {
    expect(presetCron('minute', '09:00', 1)).toBe('0 * * * * *');
    expect(presetCron('hourly', '09:00', 1)).toBe('0 0 * * * *');
    expect(presetCron('daily', '07:05', 1)).toBe('0 5 7 * * *');
    expect(presetCron('weekly', '18:30', 5)).toBe('0 30 18 * * 5');
  });

  it('reads a saved cron back into its preset, or custom', () => {
    expect(presetOf('0 30 18 * * 5')).toEqual({ preset: 'weekly', time: '18:30', weekday: 5 });
    expect(presetOf('0 5 7 * * *')).toMatchObject({ preset: 'daily', time: '07:05' });
    expect(presetOf('0 */5 * * * *').preset).toBe('custom');
  });

  it('gives the next five fire times in the zone', () => {
    const check = checkCron('0 0 9 * * *', 'America/New_York', 5, new Date('2026-03-07T12:00:00Z'));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    // 09:00 in New York: EST (UTC-5) on the 7th, EDT (UTC-4) from the 8th (the switch to daylight saving).
    expect(check.next.map((d) => d.toISOString())).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-10T13:00:00.000Z',
      '2026-03-11T13:00:00.000Z',
    ]);
  });

  it('explains a 5-field cron with its 6-field form, and refuses other counts and bad fields', () => {
    const five = checkCron('*/5 * * * *', 'UTC');
    expect(five).toMatchObject({ ok: false, suggestion: '0 */5 * * * *' });
    expect(five.ok ? '' : five.message).toContain('5-field');
    expect(checkCron('* * *', 'UTC')).toMatchObject({ ok: false, message: expect.stringContaining('has 3') });
    expect(checkCron('0 0 25 * * *', 'UTC').ok).toBe(false);
  });
});
