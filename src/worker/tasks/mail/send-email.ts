import nodemailer, { type Transporter } from 'nodemailer';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { db } from '../../../db.js';
import { env } from '../../../env.js';
import { logger } from '../../../logger.js';

const payloadSchema = z.object({ outboxId: z.number().int() });

let transport: Transporter | undefined;

function mailer(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  transport ??= nodemailer.createTransport(env.SMTP_URL);
  return transport;
}

/**
 * Sends one outbox message. Without SMTP_URL the message is kept in the outbox (readable with
 * `overlook outbox`) and only its recipient and subject are logged: bodies carry tokens.
 * A failure throws, so graphile-worker retries with backoff; the row records the last error.
 */
export const sendEmail: Task = async (payload) => {
  const { outboxId } = payloadSchema.parse(payload);
  const message = await db.mailOutbox.findUnique({ where: { id: outboxId } });
  if (!message || message.status === 'sent' || message.status === 'kept') return;
  const smtp = mailer();
  if (!smtp) {
    await db.mailOutbox.update({ where: { id: outboxId }, data: { status: 'kept' } });
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
    await db.mailOutbox.update({ where: { id: outboxId }, data: { status: 'failed', error: (error as Error).message } });
    throw error;
  }
  await db.mailOutbox.update({ where: { id: outboxId }, data: { status: 'sent', sentAt: new Date(), error: null } });
  logger.info({ outboxId, to: message.to }, 'mail sent');
};
