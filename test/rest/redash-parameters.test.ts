import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildQuery } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitForJob } from '../helpers/jobs.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let pgId: number;

beforeAll(async () => {
  app = await startTestApp();
  pgId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  await app?.stop();
});

/** Runs a saved query with Redash's body `{parameters, max_age: 0}` and answers the result rows (or the error response). */
async function results(queryId: number, parameters: Record<string, unknown>) {
  const res = await app.request('POST', `/api/queries/${queryId}/results`, { key: app.admin.key, body: { parameters, max_age: 0 } });
  if (res.status !== 200) return res;
  const job = await waitForJob(app, app.admin.key, res.body.job.id);
  expect(job.status, job.error ?? '').toBe(3);
  const result = await app.request('GET', `/api/query_results/${job.query_result_id}`, { key: app.admin.key });
  return result.body.query_result.data.rows as Record<string, unknown>[];
}

describe('parameters as Redash writes them', () => {
  it('date-range binds {{ name.start }} and {{ name.end }} from {start, end}', async () => {
    const query = await buildQuery(app, {
      dataSourceId: pgId,
      query:
        "SELECT d::date::text AS day FROM generate_series(DATE '2024-01-01', DATE '2024-01-10', INTERVAL '1 day') d WHERE d BETWEEN {{ span.start }}::date AND {{ span.end }}::date ORDER BY d",
      options: { parameters: [{ name: 'span', title: 'Span', type: 'date-range', value: { start: '2024-01-01', end: '2024-01-02' } }] },
    });
    expect(await results(query.id, { span: { start: '2024-01-03', end: '2024-01-05' } })).toEqual([
      { day: '2024-01-03' },
      { day: '2024-01-04' },
      { day: '2024-01-05' },
    ]);
    // The definition's default value is used when the run sends none.
    expect(await results(query.id, {})).toEqual([{ day: '2024-01-01' }, { day: '2024-01-02' }]);
  });

  it('datetime-range-with-seconds and datetime-with-seconds check their values (422 with the parameter’s path)', async () => {
    const query = await buildQuery(app, {
      dataSourceId: pgId,
      query:
        'SELECT {{ at }}::timestamp::text AS at, {{ window.start }}::timestamp::text AS from_, {{ window.end }}::timestamp::text AS to_',
      options: {
        parameters: [
          { name: 'at', title: 'At', type: 'datetime-with-seconds' },
          { name: 'window', title: 'Window', type: 'datetime-range-with-seconds' },
        ],
      },
    });
    expect(
      await results(query.id, { at: '2024-02-03 04:05:06', window: { start: '2024-02-01 00:00:00', end: '2024-02-02 23:59:59' } }),
    ).toEqual([{ at: '2024-02-03 04:05:06', from_: '2024-02-01 00:00:00', to_: '2024-02-02 23:59:59' }]);
    const bad = (await results(query.id, { at: 'yesterday', window: { start: '2024-02-01 00:00:00' } })) as { status: number; body: any };
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['parameters.at', 'parameters.window']);
  });

  it('a range referenced without .start/.end is a 422 naming the fix', async () => {
    const query = await buildQuery(app, {
      dataSourceId: pgId,
      query: 'SELECT {{ span }} AS s',
      options: { parameters: [{ name: 'span', title: 'Span', type: 'date-range' }] },
    });
    const res = (await results(query.id, { span: { start: '2024-01-01', end: '2024-01-02' } })) as { status: number; body: any };
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({ path: 'parameters.span', message: 'is a range: reference {{ span.start }} and {{ span.end }}' });
  });

  it("a quoted placeholder '{{ name }}' binds the value as one value: quotes and SQL in it stay data", async () => {
    const query = await buildQuery(app, {
      dataSourceId: pgId,
      query: "SELECT name FROM (VALUES ('owl'), ('o''brien'), ('kiwi')) AS t(name) WHERE name = '{{ who }}' OR name = '{{ who }}'",
      options: { parameters: [{ name: 'who', title: 'Who', type: 'text', value: 'owl' }] },
    });
    expect(await results(query.id, { who: 'kiwi' })).toEqual([{ name: 'kiwi' }]);
    expect(await results(query.id, { who: "o'brien" })).toEqual([{ name: "o'brien" }]);
    // A value that would break out of the quotes if pasted matches nothing and changes nothing.
    expect(await results(query.id, { who: "x' OR '1'='1" })).toEqual([]);
  });
});

describe('the spec’s chart', () => {
  it('POST /api/visualizations with CHART {globalSeriesType} alone is 201; a TABLE with empty options too; a bad series type is 422', async () => {
    const query = await buildQuery(app, { dataSourceId: pgId, query: "SELECT 'a' AS k, 1 AS v" });
    const chart = await app.request('POST', '/api/visualizations', {
      key: app.admin.key,
      body: { query_id: query.id, type: 'CHART', name: 'Chart', options: { globalSeriesType: 'line' } },
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(201);
    expect(chart.body.options).toEqual({ globalSeriesType: 'line' });
    const table = await app.request('POST', '/api/visualizations', {
      key: app.admin.key,
      body: { query_id: query.id, type: 'TABLE', name: 'Table', options: {} },
    });
    expect(table.status, JSON.stringify(table.body)).toBe(201);
    const bad = await app.request('POST', '/api/visualizations', {
      key: app.admin.key,
      body: { query_id: query.id, type: 'CHART', name: 'Chart', options: { globalSeriesType: 'sparkle' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_failed');
  });
});
