import type { Tx } from '../../db.js';

export interface MailMessage {
  orgId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** A monitor notification: the delivery whose state this message's send result settles. */
  deliveryId?: number;
}

/**
 * Records the message in the outbox and enqueues its delivery in the same transaction, so that
 * a mail is sent if and only if the write that caused it commits.
 */
export async function queueMail(tx: Tx, message: MailMessage): Promise<number> {
  const row = await tx.mailOutbox.create({
    data: {
      orgId: message.orgId,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ?? {},
      deliveryId: message.deliveryId,
    },
  });
  await tx.$executeRaw`SELECT graphile_worker.add_job('send_email', json_build_object('outboxId', ${row.id}::int), max_attempts => 10, job_key => ${`mail:${row.id}`})`;
  return row.id;
}
