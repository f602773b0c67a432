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

/** Points a process takes from the database at once: a fiftieth of the budget (at least the request's cost). */
const LEASE_FRACTION = 50;

interface Lease {
  windowStart: number;
  /** Points taken from the database in this window and not yet spent here. */
  left: number;
  /** The window's count in the database after this process's last take. */
  counted: number;
}

const leases = new Map<string, Lease>();
const MAX_LEASES = 10_000;

/**
 * Spends `amount` points of a per-minute budget shared by every process, in the same table and
 * window as hit(). A process takes points from the database in leases (a fiftieth of the budget,
 * one atomic upsert that adds them only while the total stays within `budget`) and spends them
 * locally, so most requests cost no round trip; a lease that cannot be had whole is tried again at
 * the request's own cost, and only when that is refused is the request. Points leased by one
 * process and unspent in its window are not available to another: a caller at the edge of the
 * budget may be refused up to a lease per process early. A refused request spends nothing.
 */
export async function spend(ctx: Context, limit: LimitName, amount: number, budget: number): Promise<Spent> {
  const spec = LIMITS[limit];
  const now = ctx.clock.now().getTime();
  const windowStart = now - (now % 60_000);
  const resetAt = new Date(windowStart + 60_000);
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));
  const refused = { allowed: false, remaining: 0, resetAt, retryAfterSeconds };
  if (amount > budget) return refused;
  const key = `${spec.name}|${keyOf(ctx, spec.by)}`;
  let lease = leases.get(key);
  if (!lease || lease.windowStart !== windowStart) {
    if (leases.size >= MAX_LEASES) leases.clear();
    lease = { windowStart, left: 0, counted: 0 };
    leases.set(key, lease);
  }
  if (lease.left < amount) {
    const wanted = Math.max(amount - lease.left, Math.ceil(budget / LEASE_FRACTION));
    const taken =
      (await take(spec.name, keyOf(ctx, spec.by), new Date(windowStart), wanted, budget)) ??
      (wanted > amount - lease.left
        ? await take(spec.name, keyOf(ctx, spec.by), new Date(windowStart), amount - lease.left, budget)
        : null);
    // Another request of this process may have replaced the lease meanwhile (a new window): count on the current one.
    const current = leases.get(key) ?? lease;
    if (taken === null) {
      if (current.left >= amount) lease = current;
      else return { ...refused, remaining: Math.max(0, current.left) };
    } else {
      current.left += taken.points;
      current.counted = Math.max(current.counted, taken.count);
      lease = current;
    }
    if (lease.left < amount) return { ...refused, remaining: lease.left };
  }
  lease.left -= amount;
  return { allowed: true, remaining: Math.max(0, budget - lease.counted + lease.left), resetAt, retryAfterSeconds };
}

/** Adds `points` to the window's count if the total stays within `budget`; null when it would not. */
async function take(
  name: string,
  key: string,
  windowStart: Date,
  points: number,
  budget: number,
): Promise<{ points: number; count: number } | null> {
  // Raw: one atomic round trip, like hit().
  const { rows } = await pool.query<{ count: number }>(
    `INSERT INTO rate_limits (name, key, window_start, count) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name, key, window_start) DO UPDATE SET count = rate_limits.count + $4
     WHERE rate_limits.count + $4 <= $5
     RETURNING count`,
    [name, key, windowStart, points, budget],
  );
  return rows.length ? { points, count: rows[0].count } : null;
}

/** Counts one request and throws 429 when over the limit, saying when the window ends (`retryAfterSeconds`). */
export async function enforce(ctx: Context, limit: LimitName): Promise<void> {
  const result = await hit(ctx, limit);
  if (!result.allowed) throw RateLimitedError.retryIn(result.retryAfterSecs);
}

/** Old windows are useless once the minute is over; the worker prunes them. */
export async function pruneRateLimits(before: Date): Promise<number> {
  const { count } = await db.rateLimit.deleteMany({ where: { windowStart: { lt: before } } });
  return count;
}
