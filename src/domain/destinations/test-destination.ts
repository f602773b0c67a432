import type { Context } from '../../context.js';
import { db, type Prisma } from '../../db.js';
import { attemptDelivery } from '../deliveries/attempt-delivery.js';
import { testEvent } from '../deliveries/notification-event.js';

/**
 * Records a test delivery and makes its first attempt in the request, so the caller sees the
 * receiver's answer; a retryable failure is retried by the worker like any other delivery.
 */
export async function testDestination(ctx: Context, destination: { id: number; orgId: number; name: string }): Promise<number> {
  const event = testEvent(destination.name, ctx.clock.now());
  const row = await db.delivery.create({
    data: {
      orgId: destination.orgId,
      monitorId: null,
      destinationId: destination.id,
      eventId: event.id,
      event: event as unknown as Prisma.InputJsonValue,
      state: 'pending',
    },
  });
  await attemptDelivery(row.id);
  return row.id;
}
