import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { eventually } from '../helpers/eventually.js';
import { runAdhoc, waitForJob } from '../helpers/jobs.js';

/**
 * The clickhouse connector against Debian's clickhouse-server (18.16, HTTP on 127.0.0.1:8123,
 * started by .ci/run): typed rows, errors with their position, the timeout, a cancel that stops
 * the statement on the server, and schema browsing from system.columns.
 */
const CLICKHOUSE = 'http://127.0.0.1:8123';
const database = `overlook_test_${process.pid}`;

async function clickhouse(sql: string): Promise<string> {
  const response = await fetch(`${CLICKHOUSE}/`, { method: 'POST', body: sql });
  const text = await response.text();
  if (response.status !== 200) throw new Error(text);
  return text;
}

let app: TestApp;
let sourceId: number;

beforeAll(async () => {
  await clickhouse(`DROP DATABASE IF EXISTS ${database}`);
  await clickhouse(`CREATE DATABASE ${database}`);
  await clickhouse(
    `CREATE TABLE ${database}.typed (id UInt32, big Int64, huge UInt64, price Decimal(10, 2), at DateTime('Asia/Tokyo'),
     plain DateTime, day Date, note Nullable(String), ratio Float64) ENGINE = Memory`,
  );
  await clickhouse(
    `INSERT INTO ${database}.typed VALUES
     (1, -9007199254740991, 18446744073709551615, 12.34, '2024-01-02 09:04:05', '2024-01-02 03:04:05', '2024-01-02', 'héllo\\t"wörld"\\n✓', 0.5),
     (2, 42, 7, -0.01, '2024-07-01 00:00:00', '2024-07-01 00:00:00', '2024-07-01', NULL, nan)`,
  );
  app = await startTestApp();
  const created = await app.request('POST', '/api/data_sources', {
    key: app.admin.key,
    body: {
      name: 'clicks',
      type: 'clickhouse',
      options: { host: '127.0.0.1', port: 8123, user: 'default', password: '', dbname: database },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  sourceId = created.body.id;
});
afterAll(async () => {
  await app?.stop();
  await clickhouse(`DROP DATABASE IF EXISTS ${database}`).catch(() => undefined);
});

async function resultOf(query: string) {
  const job = await waitForJob(app, app.admin.key, (await runAdhoc(app, sourceId, query)).id);
  expect(job.status, job.error ?? '').toBe(3);
  return (await app.request('GET', `/api/query_results/${job.query_result_id}`, { key: app.admin.key })).body.query_result;
}

describe('clickhouse connector', () => {
  it('is listed with its options, and bad options are refused with 422', async () => {
    const types = await app.request('GET', '/api/data_sources/types', { key: app.admin.key });
    const kind = types.body.find((t: { type: string }) => t.type === 'clickhouse');
    expect(kind).toMatchObject({ name: 'ClickHouse', secret_fields: ['password'] });
    const bad = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'bad', type: 'clickhouse', options: { host: '127.0.0.1', port: 'eighty' } },
    });
    expect(bad.status).toBe(422);
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const forbidden = await app.request('POST', '/api/data_sources', {
      key: viewer.key,
      body: { name: 'nope', type: 'clickhouse', options: { host: '127.0.0.1', port: 8123 } },
    });
    expect(forbidden.status).toBe(403);
  });

  it('maps types: large integers, decimals, time zones, NULLs and unicode', async () => {
    const result = await resultOf(`SELECT * FROM typed ORDER BY id`);
    expect(result.data.columns.map((c: { name: string; type: string }) => [c.name, c.type])).toEqual([
      ['id', 'integer'],
      ['big', 'integer'],
      ['huge', 'integer'],
      ['price', 'float'],
      ['at', 'datetime'],
      ['plain', 'datetime'],
      ['day', 'date'],
      ['note', 'string'],
      ['ratio', 'float'],
    ]);
    expect(result.data.rows).toEqual([
      {
        id: 1,
        big: -9007199254740991,
        // 2^64 - 1 as JSON reads it (the nearest double), as the pg connector's int8.
        huge: 2 ** 64,
        price: 12.34,
        at: '2024-01-02T00:04:05.000Z',
        plain: '2024-01-02T03:04:05.000Z',
        day: '2024-01-02',
        note: 'héllo\t"wörld"\n✓',
        ratio: 0.5,
      },
      {
        id: 2,
        big: 42,
        huge: 7,
        price: -0.01,
        at: '2024-06-30T15:00:00.000Z',
        plain: '2024-07-01T00:00:00.000Z',
        day: '2024-07-01',
        note: null,
        ratio: null,
      },
    ]);
  });

  it('streams many rows, and a failing statement ends at 4 with ClickHouse’s message and position', async () => {
    const result = await resultOf('SELECT number AS n, toString(number) AS s FROM system.numbers LIMIT 25000');
    expect(result.data.rows).toHaveLength(25000);
    expect(result.data.rows[24999]).toEqual({ n: 24999, s: '24999' });
    const failed = await waitForJob(app, app.admin.key, (await runAdhoc(app, sourceId, 'SELECT FROM WHERE')).id);
    expect(failed.status).toBe(4);
    expect(failed.error).toMatch(/Syntax error: failed at position \d+/);
    const missing = await waitForJob(app, app.admin.key, (await runAdhoc(app, sourceId, 'SELECT * FROM no_such_table_ch')).id);
    expect(missing.status).toBe(4);
    expect(missing.error).toMatch(/no_such_table_ch doesn't exist/);
  });

  it('cancelling a running statement stops it on the server (it leaves system.processes)', async () => {
    const marker = `cancel_marker_${Date.now()}`;
    const job = await runAdhoc(app, sourceId, `SELECT sleepEachRow(0.5) AS ${marker} FROM numbers(200) SETTINGS max_block_size = 1`);
    const running = async () =>
      (await clickhouse(`SELECT query_id FROM system.processes WHERE query LIKE '%${marker}%' AND query NOT LIKE '%system.processes%'`))
        .split('\n')
        .filter(Boolean);
    const ids = await eventually(async () => {
      const found = await running();
      return found.length > 0 ? found : undefined;
    });
    expect(ids[0]).toMatch(/^overlook-/);
    const cancelled = await app.request('DELETE', `/api/jobs/${job.id}`, { key: app.admin.key });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.job).toMatchObject({ id: job.id, status: 5 });
    await eventually(async () => (await running()).length === 0, 10_000);
    expect((await app.request('GET', `/api/jobs/${job.id}`, { key: app.admin.key })).body.job.status).toBe(5);
  });

  it('the statement timeout stops a slow statement on the server', async () => {
    const created = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: {
        name: 'clicks-1s',
        type: 'clickhouse',
        options: { host: '127.0.0.1', port: 8123, user: 'default', dbname: database, statement_timeout_ms: 1000 },
      },
    });
    expect(created.status).toBe(201);
    const job = await runAdhoc(app, created.body.id, 'SELECT sleepEachRow(0.5) FROM numbers(60) SETTINGS max_block_size = 1');
    const failed = await waitForJob(app, app.admin.key, job.id);
    expect(failed.status).toBe(4);
    expect(failed.error).toMatch(/Timeout exceeded/);
  });

  it('browses the schema from system.columns', async () => {
    const schema = await app.request('GET', `/api/data_sources/${sourceId}/schema?refresh=true`, { key: app.admin.key });
    expect(schema.status).toBe(200);
    const typed = schema.body.schema.find((t: { name: string }) => t.name === 'typed');
    expect(typed.columns.slice(0, 4)).toEqual([
      { name: 'id', type: 'UInt32' },
      { name: 'big', type: 'Int64' },
      { name: 'huge', type: 'UInt64' },
      { name: 'price', type: 'Decimal(10, 2)' },
    ]);
    expect(typed.columns).toContainEqual({ name: 'note', type: 'Nullable(String)' });
  });

  it('takes Redash’s url option (what the importer brings) in place of host and port', async () => {
    const created = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'clicks-by-url', type: 'clickhouse', options: { url: 'http://127.0.0.1:8123', dbname: database } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const job = await waitForJob(app, app.admin.key, (await runAdhoc(app, created.body.id, 'SELECT count() AS n FROM typed')).id);
    expect(job.status, job.error ?? '').toBe(3);
    const bad = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'bad-url', type: 'clickhouse', options: { url: 'ftp://127.0.0.1:8123' } },
    });
    expect(bad.status).toBe(422);
  });

  it('a wrong password fails the test with ClickHouse’s words', async () => {
    const test = await app.request('POST', '/api/data_sources/test', {
      key: app.admin.key,
      body: { type: 'clickhouse', options: { host: '127.0.0.1', port: 8123, user: 'nobody_here', dbname: database } },
    });
    expect(test.status).toBe(200);
    expect(test.body.ok).toBe(false);
    expect(test.body.message).toMatch(/nobody_here/);
  });
});
