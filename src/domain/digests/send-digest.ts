import { viewerById } from '../../auth/viewer.js';
import { createSystemContext, originFor } from '../../context.js';
import { db } from '../../db.js';
import { logger } from '../../logger.js';
import { queueMail } from '../mail/queue-mail.js';
import { buildDigest } from './build-digest.js';
import { previousOccurrence } from './digest-timing.js';

export const unsubscribePath = (token: string) => `/api/digests/unsubscribe/${token}`;

interface LockedSubscription {
  id: number;
  org_id: number;
  user_id: number;
  dashboard_id: number;
  frequency: string;
  hour: number;
  timezone: string;
  token_encrypted: string;
  last_sent_at: Date | null;
  unsubscribed_at: Date | null;
}

export type SendDigestOutcome = 'sent' | 'already_sent' | 'unsubscribed' | 'skipped';

/**
 * Sends the digest of the period that began at `due`, at most once: the subscription row is
 * locked and `last_sent_at` moves to `due` in the same transaction that queues the e-mail, so a
 * retried or duplicated job (several workers, a repeated sweep) finds the period taken.
 */
export async function sendDigest(subscriptionId: number, due: Date): Promise<SendDigestOutcome> {
  return db.$transaction(
    async (tx) => {
      const [sub] = await tx.$queryRaw<LockedSubscription[]>`
        SELECT id, org_id, user_id, dashboard_id, frequency, hour, timezone, token_encrypted, last_sent_at, unsubscribed_at
          FROM digest_subscriptions WHERE id = ${subscriptionId} FOR UPDATE`;
      if (!sub || sub.unsubscribed_at) return 'unsubscribed';
      if (sub.last_sent_at && sub.last_sent_at.getTime() >= due.getTime()) return 'already_sent';
      // The period is taken whatever happens below: a hidden dashboard or a disabled user
      // skips this period instead of retrying it forever.
      await tx.digestSubscription.update({ where: { id: sub.id }, data: { lastSentAt: due } });
      const viewer = await viewerById(sub.user_id);
      if (!viewer || viewer.org.id !== sub.org_id) return 'skipped';
      const ctx = createSystemContext(viewer);
      const token = ctx.secrets.open(sub.token_encrypted);
      const unsubscribeUrl = `${originFor(ctx, viewer.org)}${unsubscribePath(token)}`;
      const content = await buildDigest({
        viewer,
        dashboardId: sub.dashboard_id,
        frequency: sub.frequency,
        since: sub.last_sent_at ?? previousOccurrence(sub, due),
        until: due,
        unsubscribeUrl,
      });
      if (!content) {
        logger.info({ subscriptionId }, 'digest skipped: the dashboard is gone or hidden from its subscriber');
        return 'skipped';
      }
      await queueMail(tx, {
        orgId: sub.org_id,
        to: viewer.email,
        subject: content.subject,
        text: content.text,
        html: content.html,
        headers: {
          // RFC 8058 one-click unsubscribe: mail clients POST to the link without opening it.
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return 'sent';
    },
    { timeout: 60_000 },
  );
}
