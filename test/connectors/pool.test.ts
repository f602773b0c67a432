import { describe, expect, it } from 'vitest';
import { ConnectionPools, type PoolDriver } from '../../src/connectors/pool.js';

// The generic pool (src/connectors/pool.ts) with a driver that records what it is asked: which
// idle connections are pinged before they are handed out again.

interface Fake {
  id: number;
  pings: number;
  alive: boolean;
  destroyed: boolean;
}

function fakePools(idleMs = 60_000) {
  let opened = 0;
  const driver: PoolDriver<Fake> = {
    watch: () => undefined,
    reset: async () => undefined,
    async ping(connection) {
      connection.pings += 1;
      if (!connection.alive) throw new Error('gone');
    },
    async destroy(connection) {
      connection.destroyed = true;
    },
  };
  const pools = new ConnectionPools(driver, () => ({ max: 2, idleMs }));
  const open = async (): Promise<Fake> => ({ id: (opened += 1), pings: 0, alive: true, destroyed: false });
  /** A connection opened, used and given back to the pool idle. */
  const givenBack = async () => {
    const lease = await pools.acquire('k', 'f', open);
    await lease.release(true);
    return lease.connection;
  };
  return { pools, open, givenBack };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('connection pool checks', () => {
  it('a new connection is handed out checked, without a ping', async () => {
    const { pools, open } = fakePools();
    const lease = await pools.acquire('k', 'f', open, { trustRecentMs: 1000 });
    expect(lease.checked).toBe(true);
    expect(lease.connection.pings).toBe(0);
  });

  it('an idle connection is pinged before reuse unless trustRecentMs admits it', async () => {
    const { pools, open, givenBack } = fakePools();
    const first = await givenBack();
    const pinged = await pools.acquire('k', 'f', open);
    expect(pinged.connection).toBe(first);
    expect(pinged).toMatchObject({ checked: true });
    expect(pinged.connection.pings).toBe(1);
    await pinged.release(true);
    const trusted = await pools.acquire('k', 'f', open, { trustRecentMs: 60_000 });
    expect(trusted.connection).toBe(first);
    expect(trusted.checked).toBe(false);
    expect(trusted.connection.pings).toBe(1);
  });

  it('a connection idle for longer than trustRecentMs is pinged again, and a dead one replaced', async () => {
    const { pools, open, givenBack } = fakePools();
    const first = await givenBack();
    await sleep(30);
    first.alive = false;
    const next = await pools.acquire('k', 'f', open, { trustRecentMs: 10 });
    expect(first.pings).toBe(1);
    expect(first.destroyed).toBe(true);
    expect(next.connection.id).toBe(2);
    expect(next.checked).toBe(true);
  });

  it('a connection released as not reusable is never handed out, trusted or not', async () => {
    const { pools, open } = fakePools();
    const first = await pools.acquire('k', 'f', open);
    await first.release(false);
    const next = await pools.acquire('k', 'f', open, { trustRecentMs: 60_000 });
    expect(next.connection.id).toBe(2);
    expect(first.connection.destroyed).toBe(true);
  });
});
