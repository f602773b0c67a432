import mysql from 'mysql2/promise';
import { afterAll, describe, expect, it } from 'vitest';
import { closeConnectorPools } from '../../src/connectors/index.js';
import { mysqlConnector } from '../../src/connectors/mysql/index.js';
import { eventually } from '../helpers/eventually.js';

// The MySQL/MariaDB connector keeps connections per key between jobs too (src/connectors/pool.ts),
// reset with COM_RESET_CONNECTION before they idle. Against the real MariaDB server.
const options = mysqlConnector.options.parse({
  host: '127.0.0.1',
  port: 3306,
  user: 'root',
  dbname: 'test',
  statement_timeout_ms: 120_000,
});

afterAll(() => closeConnectorPools());

/** One job: connect with the pool key, run `sql`, read every row, close. */
async function job(key: string, sql: string): Promise<unknown[][]> {
  const connection = await mysqlConnector.connect(options, { key });
  try {
    const stream = await connection.run(sql, { signal: new AbortController().signal, maxRows: 1000 });
    const rows: unknown[][] = [];
    for await (const batch of stream.batches) rows.push(...(batch as unknown[][]));
    return rows;
  } finally {
    await connection.close();
  }
}

const idOf = async (key: string) => (await job(key, 'SELECT CONNECTION_ID()'))[0][0] as number;

async function alive(id: number): Promise<boolean> {
  const rows = await job(`admin-${Date.now()}-${Math.random()}`, `SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = ${id}`);
  return Number(rows[0][0]) === 1;
}

describe('mysql connection pool', () => {
  it('reuses one connection for consecutive jobs of a key, without the earlier job session state', async () => {
    const key = `maria-${Date.now()}`;
    const [[id, timeout]] = await job(key, 'SELECT CONNECTION_ID(), @@session.max_statement_time');
    expect(Number(timeout)).toBe(120);
    expect(await job(key, "SELECT CONNECTION_ID(), @leak := 'x'")).toEqual([[id, 'x']]);
    const [[again, leak, after]] = await job(key, 'SELECT CONNECTION_ID(), @leak, @@session.max_statement_time');
    expect(again).toBe(id);
    expect(leak).toBeNull();
    expect(Number(after)).toBe(120);
  });

  it('a statement without a result set (SET) ends with no rows instead of hanging, and its session state does not leak', async () => {
    const key = `maria-set-${Date.now()}`;
    expect(await job(key, "SET @leak := 'y'")).toEqual([]);
    expect(await job(key, 'SELECT @leak')).toEqual([[null]]);
  });

  it("a failed statement's connection is closed, not kept", async () => {
    const key = `maria-fail-${Date.now()}`;
    const id = await idOf(key);
    await expect(job(key, 'SELECT * FROM no_such_table_h8')).rejects.toThrow(/no_such_table_h8/);
    await eventually(async () => !(await alive(id)), 10_000);
    expect(await idOf(key)).not.toBe(id);
  });

  it('a pooled connection killed while idle does not crash the process, and the next job gets a new one', async () => {
    const key = `maria-kill-${Date.now()}`;
    const id = await idOf(key);
    const admin = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
    try {
      await admin.query(`KILL ${id}`);
    } finally {
      await admin.end();
    }
    const next = await idOf(key);
    expect(next).not.toBe(id);
    expect(await idOf(key)).toBe(next);
  });
});
