import { viewerById } from '../../auth/viewer.js';
import { createSystemContext, originFor } from '../../context.js';
import { db } from '../../db.js';
import { logger } from '../../logger.js';
import { queueMail } from '../mail/queue-mail.js';
import { buildDigest, type DigestContent } from './build-digest.js';
import { previousOccurrence } from './digest-timing.js';

const unsubscribePath = (token: string) => `/api/digests/unsubscribe/${token}`;

export type SendDigestOutcome = 'sent' | 'already_sent' | 'unsubscribed' | 'skipped';

/**
 * Sends the digest of the period that began at `due`, at most once. The e-mail is built first,
 * without holding anything; then one short transaction moves `last_sent_at` to `due` only if no
 * one took the period yet, and queues the e-mail with it. A retried or duplicated job (several
 * workers, a repeated sweep) finds the period taken and sends nothing.
 */
export async function sendDigest(subscriptionId: number, due: Date): Promise<SendDigestOutcome> {
  const sub = await db.digestSubscription.findUnique({ where: { id: subscriptionId } });
  if (!sub || sub.unsubscribedAt) return 'unsubscribed';
  if (sub.lastSentAt && sub.lastSentAt.getTime() >= due.getTime()) return 'already_sent';
  const viewer = await viewerById(sub.userId);
  let content: (DigestContent & { unsubscribeUrl: string }) | null = null;
  if (viewer && viewer.org.id === sub.orgId) {
    const ctx = createSystemContext(viewer);
    const unsubscribeUrl = `${originFor(ctx, viewer.org)}${unsubscribePath(ctx.secrets.open(sub.tokenEncrypted))}`;
    const built = await buildDigest({
      viewer,
      dashboardId: sub.dashboardId,
      frequency: sub.frequency,
      since: sub.lastSentAt ?? previousOccurrence(sub, due),
      until: due,
      unsubscribeUrl,
    });
    content = built && { ...built, unsubscribeUrl };
  }
  return db.$transaction(async (tx) => {
    // The period is taken whatever follows: a hidden dashboard or a disabled user skips this
    // period instead of retrying it forever.
    const { count } = await tx.digestSubscription.updateMany({
      where: { id: sub.id, unsubscribedAt: null, OR: [{ lastSentAt: null }, { lastSentAt: { lt: due } }] },
      data: { lastSentAt: due },
    });
    if (count === 0) {
      const now = await tx.digestSubscription.findUnique({ where: { id: sub.id }, select: { unsubscribedAt: true } });
      return !now || now.unsubscribedAt ? 'unsubscribed' : 'already_sent';
    }
    if (!content) {
      logger.info({ subscriptionId }, 'digest skipped: the subscriber or the dashboard is gone, or the dashboard is hidden from them');
      return 'skipped';
    }
    await queueMail(tx, {
      orgId: sub.orgId,
      to: viewer!.email,
      subject: content.subject,
      text: content.text,
      html: content.html,
      headers: {
        // RFC 8058 one-click unsubscribe: mail clients POST to the link without opening it.
        'List-Unsubscribe': `<${content.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return 'sent';
  });
}
