import type { Prisma, Tx } from '../../db.js';
import { publishMonitorEvent } from '../monitors/monitor-events.js';
import type { NotificationEvent } from './notification-event.js';

export interface DeliveryTarget {
  orgId: number;
  monitorId: number | null;
  destinationId: number;
}

type DeliveryRow = {
  id: number;
  destinationId: number;
  state: string;
  status: number | null;
  error: string | null;
  attempt: number;
  eventId: string;
  monitorId: number | null;
};

export async function publishDelivery(tx: Tx, row: DeliveryRow, at: Date): Promise<void> {
  if (row.monitorId === null) return;
  await publishMonitorEvent(tx, {
    type: 'delivery',
    monitorId: row.monitorId,
    occurredAt: at.toISOString(),
    delivery: {
      id: row.id,
      destination_id: row.destinationId,
      state: row.state,
      status: row.status,
      error: row.error,
      attempt: row.attempt,
      event_id: row.eventId,
    },
  });
}

/**
 * Records a pending attempt and enqueues the job that sends it, in the caller's transaction:
 * the notification goes out if and only if the write that caused it commits.
 */
export async function enqueueDelivery(
  tx: Tx,
  target: DeliveryTarget,
  event: NotificationEvent,
  options: { attempt?: number; delayMs?: number; at: Date },
): Promise<number> {
  const row = await tx.delivery.create({
    data: {
      orgId: target.orgId,
      monitorId: target.monitorId,
      destinationId: target.destinationId,
      eventId: event.id,
      event: event as unknown as Prisma.InputJsonValue,
      attempt: options.attempt ?? 1,
      state: 'pending',
    },
  });
  const delaySecs = Math.max(0, options.delayMs ?? 0) / 1000;
  // max_attempts covers a worker dying mid-send; the receiver's own failures are new rows.
  // Priority -1: a notification never waits behind a backlog of checks.
  await tx.$executeRaw`SELECT graphile_worker.add_job('deliver_notification', json_build_object('deliveryId', ${row.id}::int),
    run_at => now() + make_interval(secs => ${delaySecs}::float8), max_attempts => 3, job_key => ${`delivery:${row.id}`}, priority => -1)`;
  await publishDelivery(tx, row, options.at);
  return row.id;
}

/** A notification that would have gone out but was held back (muted, snoozed, acknowledged). */
export async function recordSuppressed(
  tx: Tx,
  target: DeliveryTarget,
  event: NotificationEvent,
  reason: string,
  at: Date,
): Promise<number> {
  const row = await tx.delivery.create({
    data: {
      orgId: target.orgId,
      monitorId: target.monitorId,
      destinationId: target.destinationId,
      eventId: event.id,
      event: event as unknown as Prisma.InputJsonValue,
      state: 'suppressed',
      error: `suppressed: ${reason}`,
    },
  });
  await publishDelivery(tx, row, at);
  return row.id;
}
