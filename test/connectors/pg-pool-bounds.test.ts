import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_URL } from '../helpers/databases.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// The pool's bounds, on the connector itself against real PostgreSQL: at most CONNECTOR_POOL_MAX
// connections kept per data source, idle ones closed after CONNECTOR_POOL_IDLE_MS, a run the
// caller stops early closes its connection, and closing the pools closes what is idle.
process.env.CONNECTOR_POOL_MAX = '2';
process.env.CONNECTOR_POOL_IDLE_MS = '5000';

const { postgresConnector, idlePostgresConnections } = await import('../../src/connectors/pg/index.js');
const { closeConnectorPools } = await import('../../src/connectors/index.js');

const options = postgresConnector.options.parse({ host: '127.0.0.1', port: 5432, user: 'postgres', dbname: 'postgres' });
let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
});
afterAll(async () => {
  await closeConnectorPools();
  await admin?.end();
});

async function alive(pid: number): Promise<boolean> {
  return (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 1;
}

async function rowsOf(stream: { batches: AsyncIterable<unknown> }): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for await (const batch of stream.batches) {
    rows.push(...(Array.isArray(batch) ? (batch as unknown[][]) : (JSON.parse((batch as { json: string }).json) as unknown[][])));
  }
  return rows;
}

const signal = () => new AbortController().signal;

describe('pg connection pool bounds', () => {
  it('keeps at most CONNECTOR_POOL_MAX connections per key; one opened beyond is closed after its job', async () => {
    const key = `bounds-${Date.now()}`;
    const connections = await Promise.all([1, 2, 3].map(() => postgresConnector.connect(options, { key })));
    const pids: number[] = [];
    for (const connection of connections) {
      const [[pid]] = await rowsOf(await connection.run('SELECT pg_backend_pid()', { signal: signal(), maxRows: 10 }));
      pids.push(pid as number);
    }
    expect(new Set(pids).size).toBe(3);
    for (const connection of connections) await connection.close();
    expect(idlePostgresConnections(key)).toBe(2);
    await eventually(async () => !(await alive(pids[2])), 10_000);
    // Idle beyond CONNECTOR_POOL_IDLE_MS: closed.
    await eventually(async () => !(await alive(pids[0])) && !(await alive(pids[1])), 20_000);
    expect(idlePostgresConnections(key)).toBe(0);
  });

  it('a run the caller stops early closes its connection instead of keeping it', async () => {
    const key = `early-${Date.now()}`;
    const connection = await postgresConnector.connect(options, { key });
    const stream = await connection.run('SELECT pg_backend_pid(), g FROM generate_series(1, 5000) g', { signal: signal(), maxRows: 1e6 });
    let pid = 0;
    for await (const batch of stream.batches) {
      pid = (JSON.parse((batch as { json: Buffer }).json.toString()) as number[][])[0][0];
      break;
    }
    await connection.close();
    expect(idlePostgresConnections(key)).toBe(0);
    await eventually(async () => !(await alive(pid)), 10_000);
  });

  it('closing the pools closes the idle connections', async () => {
    const key = `shutdown-${Date.now()}`;
    const connection = await postgresConnector.connect(options, { key });
    const [[pid]] = await rowsOf(await connection.run('SELECT pg_backend_pid()', { signal: signal(), maxRows: 10 }));
    await connection.close();
    expect(idlePostgresConnections(key)).toBe(1);
    await closeConnectorPools();
    expect(idlePostgresConnections(key)).toBe(0);
    await eventually(async () => !(await alive(pid as number)), 10_000);
  });

  it('a pooled connection lost without a word is replaced before its statement runs, and the statement runs once', async () => {
    // A TCP proxy in front of PostgreSQL that can cut its links silently: the pool hears no error
    // and no end, so a connection given back a moment ago is handed out unchecked (no ping). The
    // run's first step runs nothing and finds the connection lost (a reset); the statement then
    // runs on a new connection.
    const links: { client: net.Socket; upstream: net.Socket }[] = [];
    const proxy = net.createServer((client) => {
      const upstream = net.connect(5432, '127.0.0.1');
      client.on('error', () => undefined);
      upstream.on('error', () => undefined);
      client.pipe(upstream);
      upstream.pipe(client);
      links.push({ client, upstream });
    });
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    const cut = () => {
      for (const { client, upstream } of links.splice(0)) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        upstream.destroy();
        client.once('data', () => client.resetAndDestroy());
        client.resume();
      }
    };
    const table = `pool_lost_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE TABLE ${table} (n int)`);
    try {
      const via = postgresConnector.options.parse({
        host: '127.0.0.1',
        port: (proxy.address() as net.AddressInfo).port,
        user: 'postgres',
        dbname: 'postgres',
      });
      const key = `lost-${Date.now()}`;
      const pidOf = async (sql: string, params?: unknown[]) => {
        const connection = await postgresConnector.connect(via, { key });
        try {
          const [[pid]] = await rowsOf(await connection.run(sql, { signal: signal(), maxRows: 10, params }));
          return pid as number;
        } finally {
          await connection.close();
        }
      };
      const first = await pidOf('SELECT pg_backend_pid()');
      expect(idlePostgresConnections(key)).toBe(1);
      cut();
      // Read through COPY (a Describe first).
      const second = await pidOf(`INSERT INTO ${table} VALUES (1) RETURNING pg_backend_pid()`);
      expect(second).not.toBe(first);
      expect(idlePostgresConnections(key)).toBe(1);
      cut();
      // With parameters, read through a cursor (a ping first).
      const third = await pidOf(`INSERT INTO ${table} VALUES ($1::int) RETURNING pg_backend_pid()`, [2]);
      expect(third).not.toBe(second);
      const { rows } = await admin.query<{ n: number }>(`SELECT n FROM ${table} ORDER BY n`);
      expect(rows.map((r) => r.n)).toEqual([1, 2]);
    } finally {
      await admin.query(`DROP TABLE ${table}`);
      proxy.close();
    }
  });
});
