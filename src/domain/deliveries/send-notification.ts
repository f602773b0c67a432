import { db } from '../../db.js';
import { env } from '../../env.js';
import { EgressRefusedError } from '../../egress/guard.js';
import { outboundFetch } from '../../egress/http.js';
import type { Outgoing } from '../destinations/destination-types.js';
import { runtime } from '../../runtime.js';
import { queueMail } from '../mail/queue-mail.js';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signPayload } from './sign-payload.js';

export type SendOutcome =
  { ok: true; status: number | null } | { ok: false; status: number | null; error: string; retryable: boolean; retryAfterMs?: number };

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs = runtime.clock.now().getTime()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

export interface NotificationSigning {
  eventId: string;
  secret?: string;
  timestampSecs: number;
}

/** The exact request an HTTP notification is: what is sent, and what a dry run shows. */
export function notificationRequest(outgoing: Extract<Outgoing, { kind: 'http' }>, signing: NotificationSigning) {
  const body = JSON.stringify(outgoing.body);
  const headers: Record<string, string> = {
    ...outgoing.headers,
    'content-type': 'application/json',
    'user-agent': 'Overlook-Notifier/1',
    [EVENT_ID_HEADER]: signing.eventId,
    [TIMESTAMP_HEADER]: String(signing.timestampSecs),
  };
  if (signing.secret) headers[SIGNATURE_HEADER] = signPayload(signing.secret, signing.timestampSecs, body);
  return { method: 'POST' as const, url: outgoing.url, headers, body };
}

/** The headers every notification e-mail carries besides its subject and recipients. */
export const notificationMailHeaders = (eventId: string): Record<string, string> => ({ 'X-Overlook-Event-Id': eventId });

/**
 * Sends one rendered HTTP notification. Network errors, timeouts, 5xx and 429 are retryable; any
 * other non-2xx answer is final. Never throws for the receiver's failures.
 */
export async function sendNotification(outgoing: Extract<Outgoing, { kind: 'http' }>, signing: NotificationSigning): Promise<SendOutcome> {
  const { headers, body } = notificationRequest(outgoing, signing);
  let response: Awaited<ReturnType<typeof outboundFetch>>;
  try {
    response = await outboundFetch(outgoing.url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(env.DELIVERY_TIMEOUT_MS),
      redirect: 'manual',
    });
  } catch (error) {
    if (error instanceof EgressRefusedError) return { ok: false, status: null, error: `refused: ${error.message}`, retryable: false };
    const err = error as Error & { cause?: { code?: string } };
    const timedOut = err.name === 'TimeoutError' || err.name === 'AbortError';
    const message = timedOut ? `timed out after ${env.DELIVERY_TIMEOUT_MS} ms` : (err.cause?.code ?? 'could not connect');
    return { ok: false, status: null, error: `request failed: ${message}`, retryable: true };
  }
  // The receiver's words are not ours to repeat (they could be anything it was told to say): only
  // its status is recorded.
  await response.body?.cancel().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
  const retryable = response.status >= 500 || response.status === 429;
  return {
    ok: false,
    status: response.status,
    error: `receiver answered ${response.status}`,
    retryable,
    retryAfterMs: retryable ? parseRetryAfter(response.headers.get('retry-after')) : undefined,
  };
}

/**
 * An e-mail notification goes through the outbox like every other mail (src/worker/tasks/mail):
 * the message names its delivery, which stays pending until the send result settles it
 * (delivered, or failed with the SMTP error and retried by the delivery's own policy). Only the
 * attempt that finds the delivery pending and without a message queues one, so a repeated
 * attempt cannot mail twice.
 */
export async function queueNotificationMail(
  delivery: { id: number; orgId: number; eventId: string },
  outgoing: Extract<Outgoing, { kind: 'email' }>,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ state: string }[]>`SELECT state FROM deliveries WHERE id = ${delivery.id} FOR UPDATE`;
    if (row?.state !== 'pending' || (await tx.mailOutbox.findUnique({ where: { deliveryId: delivery.id }, select: { id: true } }))) return;
    await queueMail(tx, {
      orgId: delivery.orgId,
      to: outgoing.to.join(', '),
      subject: outgoing.subject,
      text: outgoing.text,
      headers: notificationMailHeaders(delivery.eventId),
      deliveryId: delivery.id,
    });
  });
}
