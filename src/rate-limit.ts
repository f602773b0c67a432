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
  /** GraphQL cost points (src/graphql-cost.ts): by user, or by address for anonymous callers; the budget is GRAPHQL_COST_PER_MINUTE. */
  graphqlCost: { name: 'graphql_cost', perMinute: 0, by: 'user-or-ip' },
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
  const key = keyOf(ctx, spec.by);
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

function keyOf(ctx: Context, by: 'user' | 'ip' | 'user-or-ip'): string {
  if (by === 'user') return `user:${ctx.viewer?.id ?? 'anonymous'}`;
  if (by === 'user-or-ip' && ctx.viewer) return `user:${ctx.viewer.id}`;
  return `ip:${ctx.ip}`;
}

export interface Spent {
  allowed: boolean;
  /** What is left of the budget in this window after this spend (0 when refused). */
  remaining: number;
  resetAt: Date;
  retryAfterSeconds: number;
}

/**
 * Spends `amount` points of a per-minute budget, in the same table and window as hit(): one atomic
 * upsert that adds the amount only while the total stays within `budget`, so a refused request
 * spends nothing. Refused: nothing is returned by the statement.
 */
export async function spend(ctx: Context, limit: LimitName, amount: number, budget: number): Promise<Spent> {
  const spec = LIMITS[limit];
  const now = ctx.clock.now().getTime();
  const windowStart = new Date(now - (now % 60_000));
  const resetAt = new Date(windowStart.getTime() + 60_000);
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));
  if (amount > budget) return { allowed: false, remaining: 0, resetAt, retryAfterSeconds };
  // Raw: every GraphQL request, one round trip (see hit()).
  const { rows } = await pool.query<{ count: number }>(
    `INSERT INTO rate_limits (name, key, window_start, count) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name, key, window_start) DO UPDATE SET count = rate_limits.count + $4
     WHERE rate_limits.count + $4 <= $5
     RETURNING count`,
    [spec.name, keyOf(ctx, spec.by), windowStart, amount, budget],
  );
  if (!rows.length) return { allowed: false, remaining: 0, resetAt, retryAfterSeconds };
  return { allowed: true, remaining: budget - rows[0].count, resetAt, retryAfterSeconds };
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
