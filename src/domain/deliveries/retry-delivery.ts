import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { enqueueDelivery } from './enqueue-delivery.js';
import type { NotificationEvent } from './notification-event.js';

/**
 * Re-sends one notification of a monitor: a new pending attempt with the same event id, so that
 * receivers can deduplicate. 404 for a delivery of another monitor or a destination that is
 * gone; 409 `delivery_pending` while this delivery, or a retry of the same notification, is
 * pending. Answers the new delivery's id. The caller has authorized the viewer on the monitor.
 */
export async function retryDelivery(ctx: Context, tx: Tx, monitor: { id: number; orgId: number }, deliveryId: number): Promise<number> {
  // Concurrent retries of one delivery queue behind this lock, so only one of them finds nothing pending.
  await tx.$executeRaw`SELECT 1 FROM deliveries WHERE id = ${deliveryId} AND monitor_id = ${monitor.id} FOR UPDATE`;
  const delivery = await tx.delivery.findFirst({ where: { id: deliveryId, monitorId: monitor.id } });
  if (!delivery) throw new NotFoundError('Delivery');
  if (delivery.state === 'pending') throw new ConflictError('This delivery is still pending.', 'delivery_pending');
  const pending = await tx.delivery.findFirst({
    where: { monitorId: monitor.id, eventId: delivery.eventId, destinationId: delivery.destinationId, state: 'pending' },
  });
  if (pending) throw new ConflictError('A retry of this notification is already pending.', 'delivery_pending', { delivery_id: pending.id });
  const destination = await tx.destination.findFirst({ where: { id: delivery.destinationId, orgId: monitor.orgId }, select: { id: true } });
  if (!destination) throw new NotFoundError('Destination');
  return enqueueDelivery(
    tx,
    { orgId: monitor.orgId, monitorId: monitor.id, destinationId: destination.id },
    { ...(delivery.event as unknown as NotificationEvent), id: delivery.eventId },
    { at: ctx.clock.now() },
  );
}
