import { createHash } from 'node:crypto';

/**
 * Target connections kept open between jobs, per data source, in one process: a job's connection
 * is returned after a clean run and the next job on the same data source takes it instead of
 * opening a new one (TCP and authentication). Every new connection is opened by the connector
 * exactly as an unpooled one (through the egress guard, src/egress/guard.ts); a pool only keeps
 * connections it opened. A pool answers only for one fingerprint of its data source's options:
 * other options (host, port, database, user, password, timeout) drop the pool and its connections.
 */

export interface PoolDriver<C> {
  /** Attaches error handlers to a new connection: `broken` is called when it fails or closes on its own. */
  watch(connection: C, broken: () => void): void;
  /** Resets session state (open transaction, settings, temporary objects, locks) before the connection idles. */
  reset(connection: C): Promise<void>;
  /** One round trip proving an idle connection still answers, before it is handed out again. */
  ping(connection: C): Promise<void>;
  /** Closes a connection; never throws. */
  destroy(connection: C): Promise<void>;
}

export interface PoolSettings {
  /** Connections kept per data source (in use and idle); beyond, a job opens one that is closed after it. */
  max: number;
  /** An idle connection is closed after this long. */
  idleMs: number;
}

/** A connection taken for one job: `release(true)` returns it to the pool, `release(false)` closes it. */
export interface Lease<C> {
  connection: C;
  /**
   * False for an idle connection handed out without its ping (`trustRecentMs`): its first
   * statement must be one that runs nothing, and a lost connection found there is replaced.
   */
  checked: boolean;
  release(reusable: boolean): Promise<void>;
}

export interface AcquireOptions {
  /**
   * An idle connection returned to the pool less than this long ago (ms) is handed out without
   * the ping round trip, as HikariCP's aliveBypassWindowMs does: the lease says `checked: false`.
   * A connection that fails or closes while idle is never handed out either way (`watch`).
   */
  trustRecentMs?: number;
}

interface Slot<C> {
  connection: C;
  broken: boolean;
  idleTimer?: NodeJS.Timeout;
  /** performance.now() when the slot last went idle. */
  idleSince: number;
}

interface SourcePool<C> {
  fingerprint: string;
  idle: Slot<C>[];
  /** Pooled connections open (in use and idle). */
  size: number;
  dropped: boolean;
}

const CHECK_MS = 5_000;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`${what} took longer than ${ms} ms.`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** A fingerprint of connection options (secrets included, never kept or shown in clear). */
export function optionsFingerprint(options: Record<string, unknown>): string {
  const sorted = Object.keys(options)
    .sort()
    .map((key) => [key, options[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

export class ConnectionPools<C> {
  private readonly pools = new Map<string, SourcePool<C>>();

  constructor(
    private readonly driver: PoolDriver<C>,
    private readonly settings: () => PoolSettings,
  ) {}

  /** Idle connections per key, for tests and metrics. */
  idleCount(key: string): number {
    return this.pools.get(key)?.idle.length ?? 0;
  }

  /** Takes an idle connection of `key` with this fingerprint, or opens one with `open`. */
  async acquire(key: string, fingerprint: string, open: () => Promise<C>, options: AcquireOptions = {}): Promise<Lease<C>> {
    let pool = this.pools.get(key);
    if (pool && pool.fingerprint !== fingerprint) {
      this.drop(key, pool);
      pool = undefined;
    }
    if (!pool) {
      pool = { fingerprint, idle: [], size: 0, dropped: false };
      this.pools.set(key, pool);
    }
    for (let slot = pool.idle.pop(); slot; slot = pool.idle.pop()) {
      clearTimeout(slot.idleTimer);
      if (!slot.broken) {
        if (performance.now() - slot.idleSince < (options.trustRecentMs ?? 0)) return this.lease(key, pool, slot, false);
        try {
          await within(this.driver.ping(slot.connection), CHECK_MS, 'Checking a pooled connection');
          if (!slot.broken) return this.lease(key, pool, slot, true);
        } catch {
          // A connection that stopped answering while idle (a terminated backend, a restart): closed below.
        }
      }
      this.discard(pool, slot);
    }
    const { max } = this.settings();
    if (pool.size >= max) {
      // Every pooled connection is in use: this job gets a connection of its own, closed after it.
      const connection = await open();
      this.driver.watch(connection, () => undefined);
      return { connection, checked: true, release: () => this.driver.destroy(connection) };
    }
    pool.size += 1;
    let connection: C;
    try {
      connection = await open();
    } catch (error) {
      pool.size -= 1;
      throw error;
    }
    const slot: Slot<C> = { connection, broken: false, idleSince: 0 };
    this.driver.watch(connection, () => {
      slot.broken = true;
      const at = pool.idle.indexOf(slot);
      if (at >= 0) {
        pool.idle.splice(at, 1);
        clearTimeout(slot.idleTimer);
        this.discard(pool, slot);
      }
    });
    return this.lease(key, pool, slot, true);
  }

  private lease(key: string, pool: SourcePool<C>, slot: Slot<C>, checked: boolean): Lease<C> {
    let released = false;
    return {
      connection: slot.connection,
      checked,
      release: async (reusable) => {
        if (released) return;
        released = true;
        if (reusable && !slot.broken && !pool.dropped) {
          try {
            await within(this.driver.reset(slot.connection), CHECK_MS, 'Resetting a pooled connection');
          } catch {
            reusable = false;
          }
        }
        if (!reusable || slot.broken || pool.dropped || this.pools.get(key) !== pool) {
          this.discard(pool, slot);
          return;
        }
        slot.idleTimer = setTimeout(() => {
          const at = pool.idle.indexOf(slot);
          if (at >= 0) pool.idle.splice(at, 1);
          this.discard(pool, slot);
          if (pool.size === 0 && this.pools.get(key) === pool) this.pools.delete(key);
        }, this.settings().idleMs);
        slot.idleTimer.unref();
        slot.idleSince = performance.now();
        pool.idle.push(slot);
      },
    };
  }

  private discard(pool: SourcePool<C>, slot: Slot<C>): void {
    pool.size -= 1;
    void this.driver.destroy(slot.connection);
  }

  private drop(key: string, pool: SourcePool<C>): void {
    pool.dropped = true;
    for (const slot of pool.idle.splice(0)) {
      clearTimeout(slot.idleTimer);
      this.discard(pool, slot);
    }
    if (this.pools.get(key) === pool) this.pools.delete(key);
  }

  /** Closes every idle connection; connections in use are closed when their job returns them. */
  async close(): Promise<void> {
    const closing: Promise<void>[] = [];
    for (const [key, pool] of [...this.pools]) {
      pool.dropped = true;
      for (const slot of pool.idle.splice(0)) {
        clearTimeout(slot.idleTimer);
        pool.size -= 1;
        closing.push(this.driver.destroy(slot.connection));
      }
      this.pools.delete(key);
    }
    await within(Promise.all(closing), CHECK_MS, 'Closing pooled connections').catch(() => undefined);
  }
}
