import { z } from 'zod';
import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { ValidationError } from '../../errors.js';
import { createSchedule } from '../schedules/create-schedule.js';
import { deleteSchedule } from '../schedules/delete-schedule.js';
import { updateSchedule } from '../schedules/update-schedule.js';

/** Redash's refresh schedule of a query: every `interval` seconds, at `time` (UTC) for daily and weekly ones. */
export interface RedashSchedule {
  interval: number | null;
  time: string | null;
  day_of_week: string | null;
  until: string | null;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DAY = 86_400;
const WEEK = 7 * DAY;

export const redashScheduleSchema = z
  .object({
    interval: z
      .number({ message: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .positive('must be positive')
      .nullable(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (UTC)')
      .nullish(),
    day_of_week: z.enum(DAYS, { message: `must be one of ${DAYS.join(', ')}` }).nullish(),
    until: z.null({ message: 'is not supported: an Overlook schedule has no end date; send null' }).optional(),
    last_execute: z.unknown().optional(),
  })
  .nullable();

/**
 * The 6-field cron (seconds first, UTC) of a Redash schedule. Intervals below a day must divide
 * the minute, hour or day evenly; a daily or weekly schedule needs `time`, a weekly one
 * `day_of_week`. What cron cannot express exactly is 422, never approximated.
 */
export function cronForRedashSchedule(schedule: {
  interval: number | null;
  time?: string | null;
  day_of_week?: string | null;
}): string | null {
  const { interval } = schedule;
  if (interval === null) return null;
  const fail = (message: string): never => {
    throw ValidationError.field('schedule.interval', message);
  };
  if (interval < DAY) {
    if (schedule.time || schedule.day_of_week) fail('time and day_of_week are for intervals of a day or a week');
    if (interval < 60) return 60 % interval === 0 ? `*/${interval} * * * * *` : fail('must divide a minute evenly');
    if (interval < 3600)
      return interval % 60 === 0 && 3600 % interval === 0 ? `0 */${interval / 60} * * * *` : fail('must divide an hour evenly');
    return interval % 3600 === 0 && DAY % interval === 0 ? `0 0 */${interval / 3600} * * *` : fail('must divide a day evenly');
  }
  const [hour, minute] = (schedule.time ?? '00:00').split(':').map(Number);
  if (interval === DAY) {
    if (schedule.day_of_week) fail('day_of_week is for weekly intervals');
    return `0 ${minute} ${hour} * * *`;
  }
  if (interval === WEEK) {
    if (!schedule.day_of_week) throw ValidationError.field('schedule.day_of_week', 'is required for a weekly interval');
    return `0 ${minute} ${hour} * * ${DAYS.indexOf(schedule.day_of_week as (typeof DAYS)[number])}`;
  }
  return fail('must be below a day and divide it evenly, one day, or one week');
}

/** Redash's view of an Overlook cron, or null when the cron is not one that Redash can express. */
export function redashScheduleFor(cron: string, timezone: string): RedashSchedule | null {
  if (timezone !== 'UTC') return null;
  const none = { time: null, day_of_week: null, until: null };
  let m = /^\*\/(\d+) \* \* \* \* \*$/.exec(cron);
  if (m) return { interval: Number(m[1]), ...none };
  m = /^0 \*\/(\d+) \* \* \* \*$/.exec(cron);
  if (m) return { interval: Number(m[1]) * 60, ...none };
  m = /^0 0 \*\/(\d+) \* \* \*$/.exec(cron);
  if (m) return { interval: Number(m[1]) * 3600, ...none };
  m = /^0 (\d{1,2}) (\d{1,2}) \* \* (\*|[0-6])$/.exec(cron);
  if (m) {
    const time = `${m[2].padStart(2, '0')}:${m[1].padStart(2, '0')}`;
    return m[3] === '*'
      ? { interval: DAY, time, day_of_week: null, until: null }
      : { interval: WEEK, time, day_of_week: DAYS[Number(m[3])], until: null };
  }
  return null;
}

/**
 * Makes the query's schedule the given cron (UTC): the query's first schedule is changed and any
 * further ones removed; null removes them all, as Redash's `schedule: null` does. The caller has
 * authorized the viewer to schedule the query.
 */
export async function setQuerySchedule(ctx: Context, tx: Tx, queryId: number, cron: string | null): Promise<void> {
  const existing = await tx.schedule.findMany({
    where: { orgId: ctx.viewer!.org.id, entityType: 'query', entityId: queryId },
    orderBy: { id: 'asc' },
  });
  const [first, ...rest] = existing;
  for (const schedule of cron === null ? existing : rest) await deleteSchedule(tx, schedule.id);
  if (cron === null) return;
  if (first) await updateSchedule(ctx, tx, first.id, { cron, timezone: 'UTC', enabled: true });
  else await createSchedule(ctx, tx, { entityType: 'query', entityId: queryId, cron, timezone: 'UTC', enabled: true });
}
