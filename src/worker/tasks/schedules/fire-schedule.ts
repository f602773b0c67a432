import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { fireSchedule as fire } from '../../../domain/schedules/fire-schedule.js';

const payloadSchema = z.object({ scheduleId: z.number().int(), at: z.string().datetime() });

/** One tick of a schedule; stale or repeated ticks do nothing. */
export const fireSchedule: Task = async (payload) => {
  const { scheduleId, at } = payloadSchema.parse(payload);
  await fire(scheduleId, new Date(at));
};
