import type { Context } from '../../context.js';
import { pool } from '../../db.js';
import { env } from '../../env.js';
import { logger } from '../../logger.js';

export type ShareAccessKind = 'page' | 'json' | 'embed';

interface PendingAccess {
  orgId: number;
  dashboardId: number;
  kind: ShareAccessKind;
  ipHash: string;
  userAgentFamily: string;
  referrerOrigin: string | null;
  at: Date;
}

/** Rows per INSERT; a larger backlog is written in several statements. */
const FLUSH_BATCH = 1_000;
/** Views wait at most this long before they are written. */
const FLUSH_INTERVAL_MS = 250;

const FAMILIES: [RegExp, string][] = [
  [/bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i, 'bot'],
  [/curl|wget|python|go-http|java\/|okhttp|axios|node-fetch|undici|httpie|postman|libwww/i, 'tool'],
  [/edg(e|a|ios)?\//i, 'edge'],
  [/opr\/|opera/i, 'opera'],
  [/firefox\/|fxios\//i, 'firefox'],
  [/chrome\/|crios\/|chromium\//i, 'chrome'],
  [/safari\//i, 'safari'],
];

/** A coarse family (chrome, firefox, safari, edge, opera, bot, tool, other, unknown): never the full string. */
function userAgentFamily(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'unknown';
  return FAMILIES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other';
}

/** The referrer's scheme://host[:port] only (no path or query, which can carry tokens); null otherwise. */
function referrerOrigin(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The public-link access log's write side: views are queued in memory and written by multi-row
 * INSERTs off the request path, so logging never slows a page. The queue is bounded
 * (SHARE_ACCESS_BUFFER_MAX): past it, views are dropped and counted until the next flush.
 */
export class ShareAccessLog {
  private queue: PendingAccess[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** Views not logged because the queue was full (or a write failed), since the process started. */
  dropped = 0;

  constructor(private readonly max = env.SHARE_ACCESS_BUFFER_MAX) {}

  get pending(): number {
    return this.queue.length;
  }

  /** Queues one view; never waits and never throws. */
  record(ctx: Context, view: { orgId: number; dashboardId: number; kind: ShareAccessKind }): void {
    if (this.queue.length >= this.max) {
      this.dropped += 1;
      return;
    }
    this.queue.push({
      ...view,
      ipHash: ctx.secrets.keyedHash('share-access-ip', ctx.ip).slice(0, 32),
      userAgentFamily: userAgentFamily(ctx.userAgent),
      referrerOrigin: referrerOrigin(ctx.referrer),
      at: ctx.clock.now(),
    });
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
  }

  /** Writes everything queued so far (also called on shutdown). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.flushing) await this.flushing;
    this.flushing = this.drain().finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, FLUSH_BATCH);
      try {
        // Raw: bulk multi-row INSERT of a whole batch through unnest arrays, off the request path.
        await pool.query(
          `INSERT INTO share_accesses (org_id, dashboard_id, kind, ip_hash, user_agent_family, referrer_origin, created_at)
           SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])`,
          [
            batch.map((v) => v.orgId),
            batch.map((v) => v.dashboardId),
            batch.map((v) => v.kind),
            batch.map((v) => v.ipHash),
            batch.map((v) => v.userAgentFamily),
            batch.map((v) => v.referrerOrigin),
            batch.map((v) => v.at),
          ],
        );
      } catch (error) {
        // A dashboard deleted meanwhile (foreign key) or the database away: the views are lost, counted.
        this.dropped += batch.length;
        logger.warn({ err: error, views: batch.length }, 'public dashboard views could not be logged');
      }
    }
  }
}

/** The process's one log. */
export const shareAccessLog = new ShareAccessLog();
