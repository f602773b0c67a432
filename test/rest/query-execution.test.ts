import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import mysql from 'mysql2/promise';
import pg from 'pg';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { ADMIN_URL } from '../helpers/databases.js';
import { runAdhoc, waitForJob } from '../helpers/jobs.js';
import { eventually } from '../helpers/eventually.js';
import { inOneRateWindow } from '../helpers/minute.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let pgId: number;
let mariaId: number;

const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', dbname: 'test' };

beforeAll(async () => {
  app = await startTestApp();
  pgId = (await buildPgDataSource(app)).id;
  const maria = await app.request('POST', '/api/data_sources', {
    key: app.admin.key,
    body: { name: 'maria', type: 'mysql', options: MARIADB },
  });
  expect(maria.status).toBe(201);
  mariaId = maria.body.id;
});
afterAll(async () => {
  await app?.stop();
});

const adhoc = (dataSourceId: number, query: string, key = app.admin.key) => runAdhoc(app, dataSourceId, query, key);

async function resultOf(dataSourceId: number, query: string) {
  const job = await waitForJob(app, app.admin.key, (await adhoc(dataSourceId, query)).id);
  expect(job.status, job.error ?? '').toBe(3);
  return (await app.request('GET', `/api/query_results/${job.query_result_id}`, { key: app.admin.key })).body.query_result;
}

describe('connectors', () => {
  it('MariaDB runs SQL with typed columns; failing SQL ends at 4 with its message', async () => {
    const result = await resultOf(
      mariaId,
      "SELECT 1 AS n, 2.5 AS x, 'hi' AS s, DATE '2024-02-03' AS d, CAST('2024-02-03 04:05:06' AS DATETIME) AS t",
    );
    expect(result.data.rows).toEqual([{ n: 1, x: 2.5, s: 'hi', d: '2024-02-03', t: '2024-02-03T04:05:06' }]);
    expect(result.data.columns.map((c: { type: string }) => c.type)).toEqual(['integer', 'float', 'string', 'date', 'datetime']);
    const failed = await waitForJob(app, app.admin.key, (await adhoc(mariaId, 'SELECT * FROM no_such_table_maria')).id);
    expect(failed.status).toBe(4);
    expect(failed.error).toMatch(/no_such_table_maria' doesn't exist/);
  });

  it('MariaDB streams many rows in batches', async () => {
    const result = await resultOf(mariaId, 'SELECT seq AS n FROM seq_1_to_2500');
    expect(result.data.rows).toHaveLength(2500);
    expect(result.data.rows[2499]).toEqual({ n: 2500 });
  });

  it('SQLite (sql.js) reads a file inside DATA_DIR and refuses paths outside it', async () => {
    const SQL = await initSqlJs();
    const database = new SQL.Database();
    database.run("CREATE TABLE birds (name TEXT, wings INTEGER); INSERT INTO birds VALUES ('owl', 2), ('kiwi', 2);");
    const dir = resolve(process.env.DATA_DIR ?? './.data');
    mkdirSync(dir, { recursive: true });
    writeFileSync(resolve(dir, 'birds-test.sqlite'), database.export());
    const created = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'birds', type: 'sqlite', options: { path: 'birds-test.sqlite' } },
    });
    expect(created.status).toBe(201);
    const result = await resultOf(created.body.id, 'SELECT name, wings FROM birds ORDER BY name');
    expect(result.data.rows).toEqual([
      { name: 'kiwi', wings: 2 },
      { name: 'owl', wings: 2 },
    ]);
    const schema = await app.request('GET', `/api/data_sources/${created.body.id}/schema`, { key: app.admin.key });
    expect(schema.body.schema).toEqual([
      {
        name: 'birds',
        columns: [
          { name: 'name', type: 'TEXT' },
          { name: 'wings', type: 'INTEGER' },
        ],
      },
    ]);
    const outside = await app.request('POST', '/api/data_sources/test', {
      key: app.admin.key,
      body: { type: 'sqlite', options: { path: '../../etc/passwd' } },
    });
    expect(outside.body).toEqual({ ok: false, message: 'The path must name a file inside DATA_DIR.' });
  });

  it('POST /api/data_sources/test answers ok or the database’s own words', async () => {
    const ok = await app.request('POST', '/api/data_sources/test', { key: app.admin.key, body: { data_source_id: pgId } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    const okMaria = await app.request('POST', '/api/data_sources/test', { key: app.admin.key, body: { type: 'mysql', options: MARIADB } });
    expect(okMaria.body).toEqual({ ok: true });
    const bad = await app.request('POST', '/api/data_sources/test', {
      key: app.admin.key,
      body: { type: 'pg', options: { host: '127.0.0.1', port: 5432, user: 'postgres', dbname: 'no_such_db_here' } },
    });
    expect(bad.status).toBe(200);
    expect(bad.body.ok).toBe(false);
    expect(bad.body.message).toContain('no_such_db_here');
    expect(
      (await app.request('POST', '/api/data_sources/test', { key: app.admin.key, body: { type: 'oracle', options: {} } })).status,
    ).toBe(422);
    expect((await app.request('POST', '/api/data_sources/test', { key: app.admin.key, body: { data_source_id: 999999 } })).status).toBe(
      404,
    );
  });

  it('GET /api/data_sources/{id}/schema lists tables and columns (and is cached)', async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query('CREATE TABLE IF NOT EXISTS schema_probe_table (id int, label text)');
    await admin.end();
    const res = await app.request('GET', `/api/data_sources/${pgId}/schema?refresh=true`, { key: app.admin.key });
    expect(res.status).toBe(200);
    expect(res.body.schema.find((t: { name: string }) => t.name === 'schema_probe_table')).toEqual({
      name: 'schema_probe_table',
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'label', type: 'text' },
      ],
    });
    const fenced = await buildUser(app, { permissions: ['view_query'], restricted: true });
    expect((await app.request('GET', `/api/data_sources/${pgId}/schema`, { key: fenced.key })).status).toBe(404);
  });
});

describe('parameters', () => {
  let queryId: number;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(
      "DROP TABLE IF EXISTS injection_target; CREATE TABLE injection_target (name text); INSERT INTO injection_target VALUES ('alice'), ('bob')",
    );
    await admin.end();
    const created = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: {
        data_source_id: pgId,
        name: 'by name',
        query: 'SELECT name FROM injection_target WHERE name = {{ who }} AND {{ n }} > 0 ORDER BY name',
        options: {
          parameters: [
            { name: 'who', type: 'text', value: 'alice' },
            { name: 'n', type: 'number', value: 1 },
          ],
        },
      },
    });
    expect(created.status).toBe(201);
    queryId = created.body.id;
  });

  async function runWith(parameters: Record<string, unknown>) {
    const res = await app.request('POST', `/api/queries/${queryId}/refresh`, { key: app.admin.key, body: { parameters, max_age: 0 } });
    return res;
  }

  it('binds values; defaults apply; a crafted value returns no extra rows and changes nothing', async () => {
    const plain = await runWith({ who: 'bob' });
    const job = await waitForJob(app, app.admin.key, plain.body.job.id);
    expect(
      (await app.request('GET', `/api/query_results/${job.query_result_id}`, { key: app.admin.key })).body.query_result.data.rows,
    ).toEqual([{ name: 'bob' }]);
    for (const who of ["x' OR '1'='1", "alice'; DROP TABLE injection_target; --", 'alice OR 1=1']) {
      const res = await runWith({ who });
      const done = await waitForJob(app, app.admin.key, res.body.job.id);
      expect(done.status).toBe(3);
      const rows = (await app.request('GET', `/api/query_results/${done.query_result_id}`, { key: app.admin.key })).body.query_result.data
        .rows;
      expect(rows).toEqual([]);
    }
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    expect((await admin.query('SELECT count(*)::int AS n FROM injection_target')).rows[0].n).toBe(2);
    await admin.end();
  });

  it('values are validated against their definitions (422) and nothing runs', async () => {
    const bad = await runWith({ n: '1; DROP TABLE injection_target' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ path: 'parameters.n', message: 'must be a number' }]);
    expect((await runWith({ who: { nested: true } })).status).toBe(422);
    const undefinedRef = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: pgId, query: 'SELECT {{ x }}' },
    });
    expect(undefinedRef.status).toBe(422);
    const enumQuery = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: {
        data_source_id: pgId,
        name: 'enum',
        query: 'SELECT {{ color }}::text AS c',
        options: {
          parameters: [
            { name: 'color', type: 'enum', enumOptions: 'red\ngreen' },
            { name: 'unused', type: 'date' },
          ],
        },
      },
    });
    const okEnum = await app.request('POST', `/api/queries/${enumQuery.body.id}/refresh`, {
      key: app.admin.key,
      body: { parameters: { color: 'green' } },
    });
    expect(okEnum.status).toBe(200);
    expect(
      (
        await app.request('POST', `/api/queries/${enumQuery.body.id}/refresh`, {
          key: app.admin.key,
          body: { parameters: { color: 'blue' } },
        })
      ).status,
    ).toBe(422);
  });
});

describe('query-backed enum parameters', () => {
  it('accepts only values from the backing query’s latest result', async () => {
    const backing = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: { data_source_id: pgId, name: 'colors', query: "SELECT unnest(ARRAY['red', 'green']) AS v" },
    });
    const ran = await app.request('POST', `/api/queries/${backing.body.id}/refresh`, { key: app.admin.key, body: { max_age: 0 } });
    expect((await waitForJob(app, app.admin.key, ran.body.job.id)).status).toBe(3);
    const dependent = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: {
        data_source_id: pgId,
        name: 'pick',
        query: 'SELECT {{ color }}::text AS picked',
        options: { parameters: [{ name: 'color', type: 'query', queryId: backing.body.id }] },
      },
    });
    const ok = await app.request('POST', `/api/queries/${dependent.body.id}/refresh`, {
      key: app.admin.key,
      body: { parameters: { color: 'green' }, max_age: 0 },
    });
    const job = await waitForJob(app, app.admin.key, ok.body.job.id);
    expect(
      (await app.request('GET', `/api/query_results/${job.query_result_id}`, { key: app.admin.key })).body.query_result.data.rows,
    ).toEqual([{ picked: 'green' }]);
    const bad = await app.request('POST', `/api/queries/${dependent.body.id}/refresh`, {
      key: app.admin.key,
      body: { parameters: { color: "green' OR 'x'='x" } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('parameters.color');
  });
});

describe('downloads', () => {
  let resultId: number;
  beforeAll(async () => {
    const job = await waitForJob(
      app,
      app.admin.key,
      (
        await adhoc(
          pgId,
          `SELECT g AS n, 'row ' || g || ', "quoted"' AS label, g % 2 = 0 AS even, 'a' || chr(10) || 'b' || chr(9) || 'c' AS multi, NULL::text AS nothing FROM generate_series(1, 2500) g`,
        )
      ).id,
    );
    resultId = job.query_result_id!;
  });

  it('CSV and TSV re-parse to the same rows', async () => {
    const csv = await app.request('GET', `/api/query_results/${resultId}.csv`, { key: app.admin.key });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(`query_result_${resultId}.csv`);
    const rows = parseCsv(csv.body, { columns: true });
    expect(rows).toHaveLength(2500);
    expect(rows[0]).toEqual({ n: '1', label: 'row 1, "quoted"', even: 'false', multi: 'a\nb\tc', nothing: '' });
    const tsv = await app.request('GET', `/api/query_results/${resultId}.tsv`, { key: app.admin.key });
    const tsvRows = parseCsv(tsv.body, { columns: true, delimiter: '\t' });
    expect(tsvRows[2499]).toEqual({ n: '2500', label: 'row 2500, "quoted"', even: 'true', multi: 'a\nb\tc', nothing: '' });
  });

  it('XLSX reads back with exceljs', async () => {
    const res = await fetch(`${app.url}/api/query_results/${resultId}.xlsx`, { headers: { authorization: `Key ${app.admin.key}` } });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(2501);
    expect(sheet.getRow(1).values).toEqual([undefined, 'n', 'label', 'even', 'multi', 'nothing']);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, 'row 1, "quoted"', false, 'a\nb\tc']);
  });

  it('JSON is the query_result shape', async () => {
    const res = await app.request('GET', `/api/query_results/${resultId}.json`, { key: app.admin.key });
    expect(res.status).toBe(200);
    expect(res.body.query_result.data.rows).toHaveLength(2500);
    expect(res.body.query_result.data.rows[1]).toEqual({ n: 2, label: 'row 2, "quoted"', even: true, multi: 'a\nb\tc', nothing: null });
  });

  it('needs access to the result: other users without reach get 404, no key 401', async () => {
    const fenced = await buildUser(app, { permissions: ['view_query', 'execute_query'], restricted: true });
    expect((await app.request('GET', `/api/query_results/${resultId}.csv`, { key: fenced.key })).status).toBe(404);
    expect((await app.request('GET', `/api/query_results/${resultId}`, { key: fenced.key })).status).toBe(404);
    expect((await app.request('GET', `/api/query_results/${resultId}.csv`)).status).toBe(401);
    expect((await app.request('GET', `/api/query_results/${resultId}.pdf`, { key: app.admin.key })).status).toBe(404);
    const noExecute = await buildUser(app, { permissions: ['view_query'] });
    expect(
      (await app.request('POST', '/api/query_results', { key: noExecute.key, body: { data_source_id: pgId, query: 'SELECT 1' } })).status,
    ).toBe(403);
  });
});

describe('cancellation', () => {
  it('cancelling pg_sleep(30) ends at 5 and the statement leaves pg_stat_activity', async () => {
    const marker = `cancel_marker_${Date.now()}`;
    const job = await adhoc(pgId, `SELECT pg_sleep(30) AS ${marker}`);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const running = () =>
      admin.query("SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()", [`%${marker}%`]);
    await eventually(async () => (await running()).rowCount! > 0);
    const cancelled = await app.request('DELETE', `/api/jobs/${job.id}`, { key: app.admin.key });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.job).toMatchObject({ id: job.id, status: 5, query_result_id: null });
    await eventually(async () => (await running()).rowCount === 0, 10_000);
    await admin.end();
    expect((await app.request('GET', `/api/jobs/${job.id}`, { key: app.admin.key })).body.job.status).toBe(5);
    expect((await app.request('DELETE', `/api/jobs/${job.id}`, { key: app.admin.key })).status).toBe(409);
  });

  it('cancelling MariaDB SLEEP(30) ends at 5 and the statement leaves the process list', async () => {
    const marker = `cancel_marker_${Date.now()}`;
    const job = await adhoc(mariaId, `SELECT SLEEP(30) AS ${marker}`);
    const admin = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
    const running = async () => {
      const [rows] = await admin.query('SELECT ID FROM information_schema.PROCESSLIST WHERE INFO LIKE ? AND ID <> CONNECTION_ID()', [
        `%${marker}%`,
      ]);
      return (rows as unknown[]).length;
    };
    await eventually(async () => (await running()) > 0);
    const cancelled = await app.request('DELETE', `/api/jobs/${job.id}`, { key: app.admin.key });
    expect(cancelled.body.job.status).toBe(5);
    await eventually(async () => (await running()) === 0, 10_000);
    await admin.end();
    expect((await app.request('GET', `/api/jobs/${job.id}`, { key: app.admin.key })).body.job.status).toBe(5);
  });

  it('a queued job can be cancelled by someone who sees it; others get 404', async () => {
    const job = await adhoc(pgId, 'SELECT pg_sleep(2) AS queued_cancel');
    const fenced = await buildUser(app, { permissions: ['view_query', 'execute_query'], restricted: true });
    expect((await app.request('DELETE', `/api/jobs/${job.id}`, { key: fenced.key })).status).toBe(404);
    expect((await app.request('GET', `/api/jobs/${job.id}`, { key: fenced.key })).status).toBe(404);
    expect((await app.request('DELETE', `/api/jobs/${job.id}`, { key: app.admin.key })).body.job.status).toBe(5);
  });
});

describe('rate limits', () => {
  it('the 61st execute in a minute is 429', async () => {
    await inOneRateWindow();
    const user = await buildUser(app, { permissions: ['execute_query', 'view_query', 'create_query'] });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await app.request('POST', '/api/query_results', {
        key: user.key,
        body: { data_source_id: pgId, query: 'SELECT 1 AS limited', max_age: -1 },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('the 11th connector test in a minute is 429', async () => {
    await inOneRateWindow();
    const user = await buildUser(app, { permissions: ['create_data_source'] });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await app.request('POST', '/api/data_sources/test', {
            key: user.key,
            body: { type: 'sqlite', options: { path: 'missing.sqlite' } },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
