import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { asDatabaseUnavailable } from '../errors.js';
import { logger } from '../logger.js';

/** The first wait after a refused connection, doubled per attempt up to MAX_WAIT_MS. */
const FIRST_WAIT_MS = 100;
const MAX_WAIT_MS = 5000;

export interface PatientPool {
  /** The pool to hand graphile-worker. */
  pool: pg.Pool;
  /** Ends the waiting: pending and later connects fail as the pool's own would. */
  stop(): void;
}

/**
 * graphile-worker's view of the shared pool, whose `connect()` waits out a lost database (a
 * restart, a fail-over) instead of failing at once.
 *
 * graphile-worker 0.17 completes and fails jobs without awaiting the promise (worker.js calls
 * `completeJob(job)` / `failJob(...)` and moves on), and retries only a few error codes: a
 * refused connection (ECONNREFUSED) while the database is down rejects that promise, nobody
 * handles it, and Node ends the process. Waiting here makes those calls land when the database
 * returns. Fetching jobs simply waits too, as it would have retried anyway; its LISTEN (the
 * callback form of `connect`) keeps its own backoff. Only connection failures wait; any other
 * error is the caller's at once.
 */
export function patientPool(shared: pg.Pool): PatientPool {
  const stopping = new AbortController();
  async function connectWaiting(): Promise<pg.PoolClient> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await shared.connect();
      } catch (error) {
        if (stopping.signal.aborted || !asDatabaseUnavailable(error)) throw error;
        if (attempt === 0) logger.warn({ err: error }, 'worker waits for the database to return');
        try {
          await sleep(Math.min(FIRST_WAIT_MS * 2 ** attempt, MAX_WAIT_MS), undefined, { signal: stopping.signal });
        } catch {
          throw error;
        }
      }
    }
  }
  // The callback form is graphile-worker's LISTEN connection, which retries with its own backoff: as it was.
  function connect(callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    if (callback) return shared.connect(callback);
    return connectWaiting();
  }
  const pool = new Proxy(shared, {
    get(target, property) {
      if (property === 'connect') return connect;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { pool, stop: () => stopping.abort() };
}
