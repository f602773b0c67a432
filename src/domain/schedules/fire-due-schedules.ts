import { hostname } from 'node:os';
import { db, inTransaction } from '../../db.js';
import { runtime } from '../../runtime.js';
import { placeTickJobs } from './plan-next-fire.js';
import { nextFire } from './schedule-timing.js';

const WORKER = `${hostname()}:${process.pid}`;

/** Schedules fired per transaction: large enough to amortise the round trips, small enough to keep row locks short. */
export const FIRE_BATCH = 500;

interface Fired {
  /** Fires recorded in this batch, in schedule order. */
  fireIds: number[];
  /** The batch was full: more schedules may be due. */
  full: boolean;
}

/**
 * Fires up to `limit` due schedules (enabled, next fire at or before the database's now) in one
 * transaction: takes them with FOR UPDATE SKIP LOCKED (so any number of workers share the work,
 * never the same schedule), records each fire (unique per schedule and tick, so it happens once in
 * the cluster) and plans each next fire from now in the same statement (ticks missed while
 * everything was down collapse into this one), then places the fire jobs of the next ticks.
 * Answers the fires' ids; the caller starts their checks, and `recoverScheduleFires` starts them if
 * that process dies first.
 */
export async function fireDueSchedules(limit = FIRE_BATCH): Promise<Fired> {
  // Raw: one batch is three statements on one connection, whatever its size.
  return inTransaction(async (client) => {
    const { rows: due } = await client.query<{ id: number; cron: string; timezone: string; at: Date }>(
      `SELECT id, cron, timezone, next_run_at AS at FROM schedules WHERE enabled AND next_run_at <= now()
        ORDER BY next_run_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
    if (due.length === 0) return { fireIds: [], full: false };
    const now = runtime.clock.now().getTime();
    // Thousands of schedules share a few (cron, zone, tick) triples: each next fire is computed once.
    const memo = new Map<string, Date | null>();
    const next = due.map((s) => {
      const after = Math.max(now, s.at.getTime());
      const key = `${s.cron}\u0000${s.timezone}\u0000${after}`;
      if (!memo.has(key)) memo.set(key, nextFire(s.cron, s.timezone, new Date(after)));
      return memo.get(key)!;
    });
    const { rows: fired } = await client.query<{ id: number }>(
      `WITH due AS (SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::timestamptz[]) AS d(id, at, next)),
            planned AS (UPDATE schedules s SET last_run_at = due.at, next_run_at = due.next FROM due WHERE s.id = due.id)
       INSERT INTO schedule_fires (schedule_id, scheduled_at, worker) SELECT id, at, $4 FROM due ORDER BY id
       ON CONFLICT (schedule_id, scheduled_at) DO NOTHING RETURNING id`,
      [due.map((s) => s.id), due.map((s) => s.at), next, WORKER],
    );
    await placeTickJobs(
      client,
      [...new Set(next.map((t) => t?.getTime() ?? null))].map((t) => (t === null ? null : new Date(t))),
    );
    return { fireIds: fired.map((f) => f.id), full: due.length === limit };
  });
}

/** Fires recorded but never started (their worker died in between) and older than this are started by the sweeper. */
const ORPHAN_AFTER_SECS = 60;

/**
 * Starts the checks of orphaned fires: recorded, but neither a run nor an error after a minute.
 * Runs every minute from the worker's crontab (one sweeper in the cluster at a time).
 */
export async function orphanedFires(limit = 1000): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM schedule_fires WHERE run_id IS NULL AND error IS NULL
       AND started_at < now() - make_interval(secs => ${ORPHAN_AFTER_SECS}::float8) AND started_at > now() - interval '1 day'
     ORDER BY id LIMIT ${limit}::int`;
  return rows.map((r) => r.id);
}
