import { connect as tcpConnect, createServer, type Server } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientPool } from '../../src/worker/patient-pool.js';
import { eventually } from '../helpers/eventually.js';
import { freePort as closedPort } from '../helpers/ports.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

/** Forwards `port` to the test PostgreSQL: the database "returns" on that port. */
function forwardToPostgres(port: number): Promise<Server> {
  const upstream = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const server = createServer((socket) => {
    const target = tcpConnect(Number(upstream.port || 5432), upstream.hostname);
    socket.pipe(target).pipe(socket);
    socket.on('error', () => target.destroy());
    target.on('error', () => socket.destroy());
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

const opened: { end(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.end()));
});

function poolOn(port: number, database = 'postgres'): pg.Pool {
  const upstream = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port,
    user: decodeURIComponent(upstream.username || 'postgres'),
    password: decodeURIComponent(upstream.password) || undefined,
    database,
    max: 3,
  });
  opened.push(pool);
  return pool;
}

describe("graphile-worker's patient pool", () => {
  it('waits while the database refuses connections, and connects once it listens again', async () => {
    const port = await closedPort();
    const shared = poolOn(port);
    // Counts the refused attempts underneath, so the test waits on them rather than on a clock.
    let refused = 0;
    const connectOnce = shared.connect.bind(shared) as () => Promise<pg.PoolClient>;
    shared.connect = (async () => {
      try {
        return await connectOnce();
      } catch (error) {
        refused += 1;
        throw error;
      }
    }) as typeof shared.connect;
    const patient = patientPool(shared);
    let settled = false;
    const connecting = patient.pool.connect().finally(() => (settled = true));
    // Three refusals, with waits between them: the patient connect outlived each one.
    await eventually(async () => refused >= 3, 10_000);
    expect(settled).toBe(false);

    const forward = await forwardToPostgres(port);
    opened.push({ end: () => new Promise<void>((done) => forward.close(() => done())) });
    const client = await connecting;
    try {
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      client.release(true);
    }
    patient.stop();
  });

  it('stop() ends the wait with the connection error', async () => {
    const patient = patientPool(poolOn(await closedPort()));
    const connecting = patient.pool.connect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    patient.stop();
    await expect(connecting).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(patient.pool.connect()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('fails at once on an error that is not a lost connection, and passes everything else through', async () => {
    const upstream = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const shared = poolOn(Number(upstream.port || 5432), 'overlook_no_such_database');
    const patient = patientPool(shared);
    const started = Date.now();
    await expect(patient.pool.connect()).rejects.toMatchObject({ code: '3D000' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(patient.pool.options.max).toBe(3);
    const onError = () => undefined;
    patient.pool.on('error', onError);
    expect(shared.listeners('error')).toContain(onError);
    patient.stop();
  });

  it("hands the callback form (graphile-worker's LISTEN) a connection as the pool does", async () => {
    const upstream = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const patient = patientPool(poolOn(Number(upstream.port || 5432), upstream.pathname.slice(1) || 'postgres'));
    const one = await new Promise<unknown>((resolve, reject) => {
      void patient.pool.connect((error, client, done) => {
        if (error || !client) return reject(error ?? new Error('no client'));
        client.query('SELECT 1 AS one').then(({ rows }) => (done(), resolve(rows[0].one)), reject);
      });
    });
    expect(one).toBe(1);
    patient.stop();
  });
});
