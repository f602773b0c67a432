import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitForJob } from '../helpers/jobs.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// A result of 100 000 rows stored by the worker (one COPY per job) and read back in every
// download format, compared with the text and values computed here from the same formula.
const ROWS = 100_000;
const QUERY = `SELECT g AS n, 'r' || g || CASE WHEN g % 3 = 0 THEN '\\x"y,é😀' ELSE '' END AS label,
  CASE WHEN g % 5 = 0 THEN NULL ELSE g::float8 / 4 END AS q, g % 2 = 0 AS even, json_build_object('k', g) AS obj
  FROM generate_series(1, ${ROWS}) g`;

const label = (g: number) => `r${g}${g % 3 === 0 ? '\\x"y,é😀' : ''}`;
const q = (g: number) => (g % 5 === 0 ? null : g / 4);

let app: TestApp;
let pgId: number;
let resultId: number;

beforeAll(async () => {
  app = await startTestApp();
  pgId = (await buildPgDataSource(app)).id;
  const res = await app.request('POST', '/api/query_results', {
    key: app.admin.key,
    body: { data_source_id: pgId, query: QUERY, max_age: 0 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const job = await waitForJob(app, app.admin.key, res.body.job.id, 120_000);
  expect(job.status, job.error ?? '').toBe(3);
  resultId = job.query_result_id!;
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

describe('downloads of a 100k-row result', () => {
  it('CSV equals the expected text byte for byte (quotes doubled, backslashes kept, NULL empty, JSON as text)', async () => {
    const res = await fetch(`${app.url}/api/query_results/${resultId}.csv`, { headers: { authorization: `Key ${app.admin.key}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = ['n,label,q,even,obj'];
    for (let g = 1; g <= ROWS; g += 1) {
      const text = label(g);
      const field = /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
      lines.push(`${g},${field},${q(g) ?? ''},${g % 2 === 0},"{""k"":${g}}"`);
    }
    expect(await res.text()).toBe(`${lines.join('\n')}\n`);
  });

  it('JSON carries every row with its types, and the stored metadata', async () => {
    const res = await app.request('GET', `/api/query_results/${resultId}.json`, { key: app.admin.key });
    expect(res.status).toBe(200);
    const { query_result: result } = res.body;
    expect(result.id).toBe(resultId);
    expect(result.data.columns.map((c: { name: string; type: string }) => [c.name, c.type])).toEqual([
      ['n', 'integer'],
      ['label', 'string'],
      ['q', 'float'],
      ['even', 'boolean'],
      ['obj', 'string'],
    ]);
    expect(result.data.rows).toHaveLength(ROWS);
    for (const g of [1, 3, 5, 999, 1000, 1001, 54_321, ROWS]) {
      expect(result.data.rows[g - 1]).toEqual({ n: g, label: label(g), q: q(g), even: g % 2 === 0, obj: { k: g } });
    }
  });

  it('XLSX opens with the exceljs reader and holds every row', async () => {
    const res = await fetch(`${app.url}/api/query_results/${resultId}.xlsx`, { headers: { authorization: `Key ${app.admin.key}` } });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'n', 'label', 'q', 'even', 'obj']);
    expect(sheet.getRow(4).values).toEqual([undefined, 3, 'r3\\x"y,é😀', 0.75, false, '{"k":3}']);
    const last = sheet.getRow(ROWS + 1);
    expect([last.getCell(1).value, last.getCell(2).value, last.getCell(3).value, last.getCell(4).value]).toEqual([
      ROWS,
      label(ROWS),
      null,
      true,
    ]);
  }, 300_000);

  it('row counts and sizes are recorded on the result', async () => {
    const metadata = new pg.Client({ connectionString: app.databaseUrl });
    await metadata.connect();
    try {
      const { rows } = await metadata.query(
        'SELECT row_count, byte_size, (SELECT count(*)::int FROM query_result_chunks WHERE result_id = $1) AS chunks FROM query_results WHERE id = $1',
        [resultId],
      );
      expect(rows[0].row_count).toBe(ROWS);
      expect(Number(rows[0].byte_size)).toBeGreaterThan(ROWS * 40);
      expect(rows[0].chunks).toBe(ROWS / 1000);
    } finally {
      await metadata.end();
    }
  });
});

describe('a statement that fails while its rows are being stored', () => {
  it('ends the job at 4 with the database’s words and leaves no result or chunk behind', async () => {
    const res = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: {
        data_source_id: pgId,
        query: 'SELECT CASE WHEN g = 4500 THEN 1 / (g - g) ELSE g END AS n FROM generate_series(1, 9000) g',
        max_age: 0,
      },
    });
    expect(res.status).toBe(200);
    const job = await waitForJob(app, app.admin.key, res.body.job.id, 60_000);
    expect(job.status).toBe(4);
    expect(job.error).toMatch(/division by zero/);
    expect(job.query_result_id).toBeNull();
    const metadata = new pg.Client({ connectionString: app.databaseUrl });
    await metadata.connect();
    try {
      const { rows } = await metadata.query(
        `SELECT (SELECT count(*)::int FROM query_results WHERE query_text LIKE '%1 / (g - g)%') AS results,
                (SELECT count(*)::int FROM query_result_chunks c WHERE c.result_id <> $1) AS chunks`,
        [resultId],
      );
      expect(rows[0]).toEqual({ results: 0, chunks: 0 });
    } finally {
      await metadata.end();
    }
    // The worker's connection is usable again after the aborted COPY.
    const after = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: pgId, query: 'SELECT 1 AS still_working', max_age: 0 },
    });
    expect((await waitForJob(app, app.admin.key, after.body.job.id)).status).toBe(3);
  });
});
