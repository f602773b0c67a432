import { db, type Tx } from '../../db.js';
import { withOrganizationEgress } from '../../egress/guard.js';
import { env } from '../../env.js';
import { logger } from '../../logger.js';
import { runtime } from '../../runtime.js';
import { openOptions } from '../secret-options.js';
import { destinationType } from '../destinations/destination-types.js';
import { enqueueDelivery, publishDelivery } from './enqueue-delivery.js';
import type { NotificationEvent } from './notification-event.js';
import { queueNotificationMail, sendNotification, type SendOutcome } from './send-notification.js';

/** At most an hour between attempts, whatever Retry-After asks. */
const MAX_DELAY_MS = 3_600_000;

export function retryDelayMs(attempt: number, retryAfterMs: number | undefined, backoffMs = env.DELIVERY_BACKOFF_MS): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, MAX_DELAY_MS);
  return Math.min(backoffMs * 2 ** (attempt - 1), MAX_DELAY_MS);
}

/**
 * Sends one pending delivery and records the outcome on its row. A retryable failure (network,
 * timeout, 5xx, 429) records a new pending row for the next attempt, up to DELIVERY_MAX_ATTEMPTS,
 * after an exponential backoff or the receiver's Retry-After; the event id stays the same so that
 * receivers can deduplicate. Answers the row as it ends, or null when it was not pending.
 * An e-mail is handed to the outbox instead, and the row stays pending until the send result
 * settles it (recordDeliveryOutcome, called by the mail task).
 */
export async function attemptDelivery(deliveryId: number) {
  const delivery = await db.delivery.findUnique({ where: { id: deliveryId } });
  if (!delivery || delivery.state !== 'pending') return null;
  const destination = await db.destination.findUnique({ where: { id: delivery.destinationId } });
  const event = delivery.event as unknown as NotificationEvent;
  const kind = destination ? destinationType(destination.type) : undefined;
  let outcome: SendOutcome;
  if (!destination || !kind) {
    outcome = { ok: false, status: null, error: 'the destination no longer exists', retryable: false };
  } else {
    const options = openOptions(runtime, {
      options: destination.options as Record<string, unknown>,
      secretOptionsEncrypted: destination.secretOptionsEncrypted,
    });
    const outgoing = kind.render(event, options);
    if (outgoing.kind === 'email') {
      await queueNotificationMail(delivery, outgoing);
      logger.info({ deliveryId, attempt: delivery.attempt }, 'notification e-mail queued in the outbox');
      return delivery;
    }
    outcome = await withOrganizationEgress(delivery.orgId, () =>
      sendNotification(outgoing, {
        eventId: delivery.eventId,
        secret: kind.signed ? (options.secret as string | undefined) : undefined,
        timestampSecs: Math.floor(runtime.clock.now().getTime() / 1000),
      }),
    );
  }
  const updated = await db.$transaction((tx) => recordDeliveryOutcome(tx, deliveryId, outcome, runtime.clock.now()));
  logger.info(
    { deliveryId, state: outcome.ok ? 'delivered' : 'failed', status: outcome.status, attempt: delivery.attempt },
    'notification attempt',
  );
  return updated;
}

/**
 * Records an attempt's outcome on its delivery, in the caller's transaction, and plans the next
 * attempt after a retryable failure (up to DELIVERY_MAX_ATTEMPTS). Only the caller that still
 * finds the row pending records anything; answers the row, or null.
 */
export async function recordDeliveryOutcome(tx: Tx, deliveryId: number, outcome: SendOutcome, now: Date) {
  const { count } = await tx.delivery.updateMany({
    where: { id: deliveryId, state: 'pending' },
    data: outcome.ok
      ? { state: 'delivered', status: outcome.status, error: null }
      : { state: 'failed', status: outcome.status, error: outcome.error },
  });
  if (count === 0) return null;
  const row = await tx.delivery.findUniqueOrThrow({ where: { id: deliveryId } });
  await publishDelivery(tx, row, now);
  if (!outcome.ok && outcome.retryable && row.attempt < env.DELIVERY_MAX_ATTEMPTS) {
    await enqueueDelivery(
      tx,
      { orgId: row.orgId, monitorId: row.monitorId, destinationId: row.destinationId },
      row.event as unknown as NotificationEvent,
      { attempt: row.attempt + 1, delayMs: retryDelayMs(row.attempt, outcome.retryAfterMs), at: now },
    );
  }
  return row;
}
