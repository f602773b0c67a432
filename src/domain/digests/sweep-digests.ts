import { db } from '../../db.js';
import { dueOccurrence } from './digest-timing.js';

/** Daily sends are at least 23 hours apart (a DST change): a digest sent later than this is not due. */
const MIN_PERIOD_MS = 22 * 3600 * 1000;

interface Candidate {
  id: number;
  frequency: string;
  hour: number;
  timezone: string;
  last_sent_at: Date | null;
  created_at: Date;
}

/**
 * Enqueues `send_digest` for every subscription whose latest scheduled time (in its own time
 * zone) is after its last digest (or its creation). Several sweeps at once are harmless: the job
 * key keeps one job per subscription and `sendDigest` takes each period once.
 */
export async function sweepDigests(now: Date): Promise<number> {
  const rows = await db.$queryRaw<Candidate[]>`
    SELECT id, frequency, hour, timezone, last_sent_at, created_at FROM digest_subscriptions
     WHERE unsubscribed_at IS NULL AND (last_sent_at IS NULL OR last_sent_at < ${new Date(now.getTime() - MIN_PERIOD_MS)})`;
  const due: { id: number; at: string }[] = [];
  // Subscriptions share few (frequency, hour, time zone) triples: compute each one's time once.
  const times = new Map<string, Date | null>();
  for (const sub of rows) {
    const key = `${sub.frequency}|${sub.hour}|${sub.timezone}`;
    if (!times.has(key)) times.set(key, dueOccurrence(sub, now));
    const at = times.get(key);
    if (at && at.getTime() > (sub.last_sent_at ?? sub.created_at).getTime()) due.push({ id: sub.id, at: at.toISOString() });
  }
  if (due.length) {
    // One round trip for the whole batch.
    await db.$executeRaw`
      SELECT graphile_worker.add_job('send_digest', json_build_object('subscriptionId', t.id, 'due', t.at),
                                     job_key => 'digest:' || t.id, max_attempts => 5)
        FROM unnest(${due.map((d) => d.id)}::int[], ${due.map((d) => d.at)}::text[]) AS t(id, at)`;
  }
  return due.length;
}
