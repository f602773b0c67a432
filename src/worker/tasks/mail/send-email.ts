import nodemailer, { type Transporter } from 'nodemailer';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { db, type Prisma } from '../../../db.js';
import { recordDeliveryOutcome } from '../../../domain/deliveries/attempt-delivery.js';
import type { SendOutcome } from '../../../domain/deliveries/send-notification.js';
import { env } from '../../../env.js';
import { logger } from '../../../logger.js';
import { runtime } from '../../../runtime.js';

const payloadSchema = z.object({ outboxId: z.number().int() });

/** The process's one SMTP transport: every mail (invitations, digests, notifications) leaves here. */
let transport: Transporter | undefined;

function mailer(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  transport ??= nodemailer.createTransport(env.SMTP_URL);
  return transport;
}

/** The outbox row's new status and, for a notification, its delivery's outcome, in one transaction. */
async function settle(
  message: { id: number; deliveryId: number | null },
  data: Prisma.MailOutboxUpdateInput,
  outcome: SendOutcome,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.mailOutbox.update({ where: { id: message.id }, data });
    if (message.deliveryId !== null) await recordDeliveryOutcome(tx, message.deliveryId, outcome, runtime.clock.now());
  });
}

/**
 * Sends one outbox message. Without SMTP_URL the message is kept in the outbox (readable with
 * `overlook outbox`) and only its recipient and subject are logged: bodies carry tokens.
 * A message that carries a monitor notification settles its delivery with the result: delivered,
 * or failed with the SMTP error (kept: failed, saying so); the delivery's own policy retries a
 * transient failure as a new attempt with a new message. Any other failure throws, so that
 * graphile-worker retries the message with backoff; the row records the last error.
 */
export const sendEmail: Task = async (payload) => {
  const { outboxId } = payloadSchema.parse(payload);
  const message = await db.mailOutbox.findUnique({ where: { id: outboxId } });
  if (!message || message.status === 'sent' || message.status === 'kept') return;
  const smtp = mailer();
  if (!smtp) {
    await settle(
      message,
      { status: 'kept' },
      { ok: false, status: null, error: 'SMTP_URL is not configured; the e-mail is kept in the outbox', retryable: false },
    );
    logger.info({ outboxId, to: message.to, subject: message.subject }, 'mail kept in the outbox (SMTP_URL is unset)');
    return;
  }
  try {
    await smtp.sendMail({
      from: env.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      headers: message.headers as Record<string, string>,
    });
  } catch (error) {
    const err = error as Error & { responseCode?: number };
    // SMTP 5xx is a permanent refusal; 4xx and connection failures are worth retrying.
    const permanent = typeof err.responseCode === 'number' && err.responseCode >= 500;
    await settle(
      message,
      { status: 'failed', error: err.message },
      { ok: false, status: null, error: `SMTP: ${err.message}`, retryable: !permanent },
    );
    if (message.deliveryId === null) throw error;
    logger.warn({ outboxId, deliveryId: message.deliveryId, err: err.message }, 'notification e-mail failed');
    return;
  }
  await settle(message, { status: 'sent', sentAt: runtime.clock.now(), error: null }, { ok: true, status: null });
  logger.info({ outboxId, to: message.to }, 'mail sent');
};
