import { Cron } from 'croner';

/** The presets the editor offers; each builds a 6-field cron (seconds first). */
export type Preset = 'minute' | 'hourly' | 'daily' | 'weekly' | 'custom';

export const PRESETS: { value: Preset; label: string }[] = [
  { value: 'minute', label: 'Every minute' },
  { value: 'hourly', label: 'Hourly' },
  { value: 'daily', label: 'Daily at' },
  { value: 'weekly', label: 'Weekly on' },
  { value: 'custom', label: 'Custom cron' },
];

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The cron of a preset; `time` is HH:MM, `weekday` 0 (Sunday) to 6. */
export function presetCron(preset: Exclude<Preset, 'custom'>, time: string, weekday: number): string {
  const [h, m] = /^(\d{1,2}):(\d{2})$/.exec(time)?.slice(1).map(Number) ?? [9, 0];
  switch (preset) {
    case 'minute':
      return '0 * * * * *';
    case 'hourly':
      return '0 0 * * * *';
    case 'daily':
      return `0 ${m} ${h} * * *`;
    case 'weekly':
      return `0 ${m} ${h} * * ${weekday}`;
  }
}

export type CronCheck = { ok: true; next: Date[] } | { ok: false; message: string; suggestion?: string };

/**
 * What the server will say about a cron, said before saving: exactly 6 fields (seconds first).
 * A 5-field expression (the classic crontab form) is explained, with its 6-field equivalent.
 */
export function checkCron(cron: string, timezone: string, count = 5, from?: Date): CronCheck {
  const fields = cron.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 5) {
    const suggestion = `0 ${fields.join(' ')}`;
    return {
      ok: false,
      message: `This is a 5-field cron (minute hour day-of-month month day-of-week), the classic crontab form. Overlook's schedules take 6 fields with seconds first: to fire at second 0 of the same minutes, write "${suggestion}".`,
      suggestion,
    };
  }
  if (fields.length !== 6) {
    return {
      ok: false,
      message: `A cron has exactly 6 fields (second minute hour day-of-month month day-of-week); this one has ${fields.length}.`,
    };
  }
  try {
    const next = new Cron(fields.join(' '), { timezone, paused: true }).nextRuns(count, from);
    if (next.length === 0) return { ok: false, message: 'This cron never fires.' };
    return { ok: true, next };
  } catch (error) {
    return { ok: false, message: `Not a valid cron: ${(error as Error).message.replace(/^CronPattern: /, '')}` };
  }
}

/** The IANA time zones the browser knows (UTC first). */
export function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return ['UTC', ...zones.filter((z) => z !== 'UTC')];
}

/** A fire time as a wall-clock time in the schedule's zone. */
export function formatIn(date: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** The preset a saved cron matches, for opening the editor on it. */
export function presetOf(cron: string): { preset: Preset; time: string; weekday: number } {
  const f = cron.trim().split(/\s+/);
  const pad = (n: string) => n.padStart(2, '0');
  if (cron === '0 * * * * *') return { preset: 'minute', time: '09:00', weekday: 1 };
  if (cron === '0 0 * * * *') return { preset: 'hourly', time: '09:00', weekday: 1 };
  if (f.length === 6 && f[0] === '0' && /^\d+$/.test(f[1]) && /^\d+$/.test(f[2]) && f[3] === '*' && f[4] === '*') {
    const time = `${pad(f[2])}:${pad(f[1])}`;
    if (f[5] === '*') return { preset: 'daily', time, weekday: 1 };
    if (/^[0-6]$/.test(f[5])) return { preset: 'weekly', time, weekday: Number(f[5]) };
  }
  return { preset: 'custom', time: '09:00', weekday: 1 };
}
