import type { Context } from './context.js';
import { db, pool } from './db.js';
import { RateLimitedError } from './errors.js';

/** The spec's named limits. Each has its own budget: reaching one consumes no other. */
const LIMITS = {
  queryExecute: { name: 'query_execute', perMinute: 60, by: 'user' },
  connectorTest: { name: 'connector_test', perMinute: 10, by: 'user' },
  publicDashboard: { name: 'public_dashboard', perMinute: 30, by: 'ip' },
  publicEmbed: { name: 'public_embed', perMinute: 30, by: 'ip' },
  digestUnsubscribe: { name: 'digest_unsubscribe', perMinute: 30, by: 'ip' },
  signIn: { name: 'sign_in', perMinute: 10, by: 'ip' },
  sessionExchange: { name: 'session_exchange', perMinute: 10, by: 'ip' },
  invitationLookup: { name: 'invitation_lookup', perMinute: 10, by: 'ip' },
  signup: { name: 'signup', perMinute: 5, by: 'ip' },
  inviteAccept: { name: 'invite_accept', perMinute: 5, by: 'ip' },
  emailVerify: { name: 'email_verify', perMinute: 10, by: 'ip' },
  verificationEmail: { name: 'verification_email', perMinute: 5, by: 'user' },
  aiSql: { name: 'ai_sql', perMinute: 10, by: 'user' },
} as const;

export type LimitName = keyof typeof LIMITS;

export interface Hit {
  allowed: boolean;
  count: number;
  retryAfterSecs: number;
}

/**
 * Counts one request against a fixed one-minute window in PostgreSQL, so that every server
 * process shares one budget. `perMinute` overrides the default (the AI limit is an org setting).
 */
export async function hit(ctx: Context, limit: LimitName, perMinute?: number): Promise<Hit> {
  const spec = LIMITS[limit];
  const key = spec.by === 'user' ? `user:${ctx.viewer?.id ?? 'anonymous'}` : `ip:${ctx.ip}`;
  const now = ctx.clock.now().getTime();
  const windowStart = new Date(now - (now % 60_000));
  // Raw: a hot path (every limited request), one atomic upsert round trip that answers the new count.
  const { rows } = await pool.query<{ count: number }>(
    `INSERT INTO rate_limits (name, key, window_start, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (name, key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [spec.name, key, windowStart],
  );
  const count = rows[0].count;
  const allowed = count <= (perMinute ?? spec.perMinute);
  return { allowed, count, retryAfterSecs: Math.max(1, Math.ceil((windowStart.getTime() + 60_000 - now) / 1000)) };
}

/** Counts one request and throws 429 when over the limit. */
export async function enforce(ctx: Context, limit: LimitName): Promise<void> {
  const result = await hit(ctx, limit);
  if (!result.allowed) throw new RateLimitedError();
}

/** Old windows are useless once the minute is over; the worker prunes them. */
export async function pruneRateLimits(before: Date): Promise<number> {
  const { count } = await db.rateLimit.deleteMany({ where: { windowStart: { lt: before } } });
  return count;
}
