import { Cron } from 'croner';

export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;

export interface DigestTiming {
  frequency: string;
  hour: number;
  timezone: string;
}

/** Daily at `hour`:00 local time; weekly on Mondays at `hour`:00 local time. */
function cronFor(timing: DigestTiming): Cron {
  const weekday = timing.frequency === 'weekly' ? '1' : '*';
  return new Cron(`0 0 ${timing.hour} * * ${weekday}`, { mode: '6-part', timezone: timing.timezone, paused: true });
}

/** The latest scheduled send at or before `now`: the period a digest sent now belongs to. */
export function dueOccurrence(timing: DigestTiming, now: Date): Date | null {
  return cronFor(timing).previousRuns(1, new Date(now.getTime() + 1))[0] ?? null;
}

/** The next scheduled send strictly after `after`. */
export function nextOccurrence(timing: DigestTiming, after: Date): Date | null {
  return cronFor(timing).nextRun(after);
}

/** One period before `due`: where the first digest's monitor summary starts. */
export function previousOccurrence(timing: DigestTiming, due: Date): Date {
  return cronFor(timing).previousRuns(1, due)[0] ?? new Date(due.getTime() - (timing.frequency === 'weekly' ? 7 : 1) * 86_400_000);
}
