import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { fireSchedule as fire } from '../../../domain/schedules/fire-schedule.js';
import { runScheduledEntity } from '../../../domain/schedules/run-scheduled-entity.js';

const payloadSchema = z.object({ scheduleId: z.number().int(), at: z.string().datetime() });

/**
 * One tick of a schedule; stale or repeated ticks do nothing. The check starts right here once
 * the fire is committed; the `recover_schedule_fires` sweep starts it if this process died in between.
 */
export const fireSchedule: Task = async (payload) => {
  const { scheduleId, at } = payloadSchema.parse(payload);
  const fireId = await fire(scheduleId, new Date(at));
  if (fireId !== null) await runScheduledEntity(fireId);
};
