import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { waitForJob } from '../helpers/jobs.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let dataSourceId: number;
beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  await app?.stop();
});

async function createQuery(key: string, body: Record<string, unknown> = {}) {
  const res = await app.request('POST', '/api/queries', {
    key,
    body: { data_source_id: dataSourceId, name: 'Numbers', query: 'SELECT 1 AS one', ...body },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('queries CRUD', () => {
  it('creates an unpublished draft with working_version and Redash fields', async () => {
    const q = await createQuery(app.admin.key, { description: 'd' });
    expect(q).toMatchObject({
      name: 'Numbers',
      query: 'SELECT 1 AS one',
      data_source_id: dataSourceId,
      is_draft: true,
      is_archived: false,
      working_version: 1,
      published_version: null,
      latest_query_data_id: null,
      description: 'd',
      options: {},
    });
    expect(q.user).toMatchObject({ id: app.admin.userId });
    const got = await app.request('GET', `/api/queries/${q.id}`, { key: app.admin.key });
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(q.id);
  });

  it('rejects bad bodies with 422 and creates nothing', async () => {
    const before = await app.request('GET', '/api/queries', { key: app.admin.key });
    for (const body of [
      { name: 'x' },
      { data_source_id: dataSourceId, name: '', query: 'SELECT 1' },
      { data_source_id: 'one', name: 'x', query: 'SELECT 1' },
      { data_source_id: 999999, name: 'x', query: 'SELECT 1' },
    ]) {
      const res = await app.request('POST', '/api/queries', { key: app.admin.key, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    const bad = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, name: 'x', query: 'SELECT 1', options: { parameters: [{ name: 'p', type: 'color' }] } },
    });
    expect(bad.status).toBe(422);
    const malformed = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      raw: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const after = await app.request('GET', '/api/queries', { key: app.admin.key });
    expect(after.body.count).toBe(before.body.count);
  });

  it('updates bump the working version; publish checks expected_version (409 with the current one)', async () => {
    const q = await createQuery(app.admin.key);
    const updated = await app.request('POST', `/api/queries/${q.id}`, { key: app.admin.key, body: { query: 'SELECT 2 AS two' } });
    expect(updated.status).toBe(200);
    expect(updated.body.working_version).toBe(2);
    const stale = await app.request('POST', `/api/queries/${q.id}/publish`, { key: app.admin.key, body: { expected_version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'version_conflict', current_version: 2 });
    const published = await app.request('POST', `/api/queries/${q.id}/publish`, { key: app.admin.key, body: { expected_version: 2 } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ is_draft: false, published_version: 2, working_version: 2 });
    const versions = await app.request('GET', `/api/queries/${q.id}/versions`, { key: app.admin.key });
    expect(versions.status).toBe(200);
    expect(versions.body.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.body[1].query).toBe('SELECT 1 AS one');
  });

  it('lists paginated and searchable by name; archive hides it', async () => {
    const q = await createQuery(app.admin.key, { name: 'Zebra revenue' });
    const found = await app.request('GET', '/api/queries?q=zebra', { key: app.admin.key });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ count: 1, page: 1, page_size: 25 });
    expect(found.body.results[0].id).toBe(q.id);
    const paged = await app.request('GET', '/api/queries?page_size=1&page=2', { key: app.admin.key });
    expect(paged.body.results).toHaveLength(1);
    expect((await app.request('GET', '/api/queries?page=0', { key: app.admin.key })).status).toBe(422);
    expect((await app.request('DELETE', `/api/queries/${q.id}`, { key: app.admin.key })).status).toBe(204);
    expect((await app.request('GET', '/api/queries?q=zebra', { key: app.admin.key })).body.count).toBe(0);
    expect((await app.request('GET', `/api/queries/${q.id}`, { key: app.admin.key })).body.is_archived).toBe(true);
    expect((await app.request('POST', `/api/queries/${q.id}/refresh`, { key: app.admin.key, body: {} })).status).toBe(409);
  });

  it('drafts are seen by their owner and admins; viewers see the published version only', async () => {
    const owner = await buildUser(app, { permissions: ['create_query', 'execute_query'] });
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const q = await createQuery(owner.key, { query: 'SELECT 1 AS v1' });
    expect((await app.request('GET', `/api/queries/${q.id}`, { key: viewer.key })).status).toBe(404);
    expect((await app.request('GET', `/api/queries/${q.id}`, { key: app.admin.key })).status).toBe(200);
    expect((await app.request('POST', `/api/queries/${q.id}/publish`, { key: viewer.key, body: { expected_version: 1 } })).status).toBe(
      404,
    );
    expect((await app.request('POST', `/api/queries/${q.id}/publish`, { key: owner.key, body: { expected_version: 1 } })).status).toBe(200);
    await app.request('POST', `/api/queries/${q.id}`, { key: owner.key, body: { query: 'SELECT 2 AS v2' } });
    const seen = await app.request('GET', `/api/queries/${q.id}`, { key: viewer.key });
    expect(seen.status).toBe(200);
    expect(seen.body.query).toBe('SELECT 1 AS v1');
    expect((await app.request('GET', `/api/queries/${q.id}`, { key: owner.key })).body.query).toBe('SELECT 2 AS v2');
    expect((await app.request('POST', `/api/queries/${q.id}`, { key: viewer.key, body: { name: 'mine' } })).status).toBe(403);
    expect((await app.request('POST', `/api/queries/${q.id}/refresh`, { key: viewer.key, body: {} })).status).toBe(403);
    expect((await app.request('GET', '/api/queries', { key: viewer.key })).body.results.map((r: { id: number }) => r.id)).toContain(q.id);
  });

  it('needs create_query to create, a reachable connector, and a key', async () => {
    const nobody = await buildUser(app, { permissions: ['view_query'] });
    expect(
      (await app.request('POST', '/api/queries', { key: nobody.key, body: { data_source_id: dataSourceId, name: 'x', query: 'SELECT 1' } }))
        .status,
    ).toBe(403);
    const fenced = await buildUser(app, { permissions: ['create_query', 'execute_query', 'view_query'], restricted: true });
    expect(
      (await app.request('POST', '/api/queries', { key: fenced.key, body: { data_source_id: dataSourceId, name: 'x', query: 'SELECT 1' } }))
        .status,
    ).toBe(422);
    const q = await createQuery(app.admin.key);
    await app.request('POST', `/api/queries/${q.id}/publish`, { key: app.admin.key, body: { expected_version: 1 } });
    expect((await app.request('GET', `/api/queries/${q.id}`, { key: fenced.key })).status).toBe(404);
    expect((await app.request('GET', '/api/queries')).status).toBe(401);
    expect((await app.request('GET', '/api/queries/abc', { key: app.admin.key })).status).toBe(404);
  });
});

describe('execution (async model)', () => {
  it('POST /run and /results: 401 without a key, 403 without execute_query, 404 for a query unknown or out of reach', async () => {
    const q = await createQuery(app.admin.key, { query: 'SELECT 7 AS seven' });
    expect((await app.request('POST', `/api/queries/${q.id}/publish`, { key: app.admin.key, body: { expected_version: 1 } })).status).toBe(
      200,
    );
    // Sees the published query but may not run it.
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    // May run queries, but not on this connector: the query is not there for them.
    const fenced = await buildUser(app, { permissions: ['view_query', 'execute_query'], restricted: true });
    for (const action of ['run', 'results']) {
      const path = `/api/queries/${q.id}/${action}`;
      const anonymous = await app.request('POST', path, { body: {} });
      expect(anonymous.status, action).toBe(401);
      expect(anonymous.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      const refused = await app.request('POST', path, { key: viewer.key, body: {} });
      expect(refused.status, action).toBe(403);
      expect(refused.body).toMatchObject({ code: 'forbidden' });
      expect((await app.request('POST', path, { key: fenced.key, body: {} })).status, action).toBe(404);
      const unknown = await app.request('POST', `/api/queries/999999/${action}`, { key: app.admin.key, body: {} });
      expect(unknown.status, action).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'not_found' });
      const ran = await app.request('POST', path, { key: app.admin.key, body: { max_age: 0 } });
      expect(ran.status, action).toBe(200);
      const job = ran.body.job as { id: number };
      expect((await waitForJob(app, app.admin.key, job.id)).status).toBe(3);
    }
  });

  it('refresh enqueues a job, the job ends at 3, the result is fetched; the next refresh is a cached hit', async () => {
    const q = await createQuery(app.admin.key, { query: 'SELECT g AS n, g * 2 AS doubled FROM generate_series(1, 5) g' });
    const first = await app.request('POST', `/api/queries/${q.id}/refresh`, { key: app.admin.key, body: {} });
    expect(first.status).toBe(200);
    expect(first.body.job).toMatchObject({ status: 1, query_result_id: null, error: null, run_id: null });
    const job = await waitForJob(app, app.admin.key, first.body.job.id);
    expect(job.status).toBe(3);
    const result = await app.request('GET', `/api/query_results/${job.query_result_id}`, { key: app.admin.key });
    expect(result.status).toBe(200);
    const qr = result.body.query_result;
    expect(qr).toMatchObject({ id: job.query_result_id, data_source_id: dataSourceId });
    expect(qr.data.columns).toEqual([
      { name: 'n', friendly_name: 'n', type: 'integer' },
      { name: 'doubled', friendly_name: 'doubled', type: 'integer' },
    ]);
    expect(qr.data.rows).toEqual([1, 2, 3, 4, 5].map((n) => ({ n, doubled: n * 2 })));
    expect(typeof qr.runtime).toBe('number');
    expect(typeof qr.query_hash).toBe('string');
    expect(new Date(qr.retrieved_at).toISOString()).toBe(qr.retrieved_at);

    const second = await app.request('POST', `/api/queries/${q.id}/refresh`, { key: app.admin.key, body: {} });
    expect(second.body.job).toBeUndefined();
    expect(second.body.query_result.id).toBe(job.query_result_id);
    expect(second.body.query_result.data.rows).toHaveLength(5);

    const fresh = await app.request('POST', `/api/queries/${q.id}/refresh`, { key: app.admin.key, body: { max_age: 0 } });
    expect(fresh.body.job.status).toBe(1);
    await waitForJob(app, app.admin.key, fresh.body.job.id);

    const latest = await app.request('GET', `/api/queries/${q.id}/results`, { key: app.admin.key });
    expect(latest.status).toBe(200);
    expect(latest.body.query_result.data.rows).toHaveLength(5);
    expect((await app.request('GET', `/api/queries/${q.id}`, { key: app.admin.key })).body.latest_query_data_id).toBe(
      latest.body.query_result.id,
    );
  });

  it('GET /api/queries/{id}/results is 404 before any result; results (max_age -1) takes any cached one', async () => {
    const q = await createQuery(app.admin.key, { query: 'SELECT 42 AS answer' });
    expect((await app.request('GET', `/api/queries/${q.id}/results`, { key: app.admin.key })).status).toBe(404);
    const res = await app.request('POST', `/api/queries/${q.id}/results`, { key: app.admin.key, body: {} });
    const job = await waitForJob(app, app.admin.key, res.body.job.id);
    expect(job.status).toBe(3);
    const again = await app.request('POST', `/api/queries/${q.id}/results`, { key: app.admin.key, body: {} });
    expect(again.body.query_result.data.rows).toEqual([{ answer: 42 }]);
  });

  it('an identical in-flight job is joined, not run twice', async () => {
    const q = await createQuery(app.admin.key, { query: 'SELECT pg_sleep(1.5), 7 AS seven' });
    const a = await app.request('POST', `/api/queries/${q.id}/refresh`, { key: app.admin.key, body: { max_age: 0 } });
    const b = await app.request('POST', `/api/queries/${q.id}/refresh`, { key: app.admin.key, body: { max_age: 0 } });
    expect(b.body.job.id).toBe(a.body.job.id);
    expect((await waitForJob(app, app.admin.key, a.body.job.id)).status).toBe(3);
  });

  it('run always executes, is listed by GET /api/runs and its CSV is downloadable by run id', async () => {
    const q = await createQuery(app.admin.key, { query: "SELECT 'a,b' AS text, 1 AS n" });
    const first = await app.request('POST', `/api/queries/${q.id}/run`, { key: app.admin.key, body: {} });
    expect(first.body.job.run_id).toEqual(expect.any(Number));
    const job = await waitForJob(app, app.admin.key, first.body.job.id);
    const second = await app.request('POST', `/api/queries/${q.id}/run`, { key: app.admin.key, body: {} });
    expect(second.body.job).toBeDefined();
    await waitForJob(app, app.admin.key, second.body.job.id);
    const runs = await app.request('GET', `/api/runs?entity_type=query&entity_id=${q.id}`, { key: app.admin.key });
    expect(runs.status).toBe(200);
    expect(runs.body.count).toBe(2);
    expect(runs.body.results[1]).toMatchObject({
      id: job.run_id,
      entity_type: 'query',
      entity_id: q.id,
      status: 3,
      query_result_id: job.query_result_id,
    });
    const csv = await app.request('GET', `/api/runs/${job.run_id}/result.csv`, { key: app.admin.key });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toBe('text,n\n"a,b",1\n');
    expect((await app.request('GET', '/api/runs?entity_type=query', { key: app.admin.key })).status).toBe(422);
    expect((await app.request('GET', '/api/runs/999999/result.csv', { key: app.admin.key })).status).toBe(404);
  });

  it('failing SQL ends at 4 with the database message; its run CSV is 404 JSON', async () => {
    const q = await createQuery(app.admin.key, { query: 'SELECT * FROM no_such_table_here' });
    const res = await app.request('POST', `/api/queries/${q.id}/run`, { key: app.admin.key, body: {} });
    const job = await waitForJob(app, app.admin.key, res.body.job.id);
    expect(job.status).toBe(4);
    expect(job.error).toContain('relation "no_such_table_here" does not exist');
    expect(job.query_result_id).toBeNull();
    const csv = await app.request('GET', `/api/runs/${job.run_id}/result.csv`, { key: app.admin.key });
    expect(csv.status).toBe(404);
    expect(csv.body.message).toMatch(/no result/);
  });

  it('ad-hoc POST /api/query_results runs SQL on a connector', async () => {
    const res = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, query: "SELECT true AS yes, 1.5::float8 AS x, DATE '2024-01-02' AS d", max_age: 0 },
    });
    expect(res.status).toBe(200);
    const job = await waitForJob(app, app.admin.key, res.body.job.id);
    const result = await app.request('GET', `/api/query_results/${job.query_result_id}`, { key: app.admin.key });
    expect(result.body.query_result.data.rows).toEqual([{ yes: true, x: 1.5, d: '2024-01-02' }]);
    expect(result.body.query_result.data.columns.map((c: { type: string }) => c.type)).toEqual(['boolean', 'float', 'date']);
    expect(
      (await app.request('POST', '/api/query_results', { key: app.admin.key, body: { data_source_id: 999999, query: 'SELECT 1' } })).status,
    ).toBe(404);
    expect(
      (
        await app.request('POST', '/api/query_results', {
          key: app.admin.key,
          body: { data_source_id: dataSourceId, query: 'SELECT 1', max_age: 'old' },
        })
      ).status,
    ).toBe(422);
  });

  it('unknown and other-org ids are 404; cancelling a finished job is 409', async () => {
    expect((await app.request('GET', '/api/jobs/999999', { key: app.admin.key })).status).toBe(404);
    expect((await app.request('GET', '/api/query_results/999999', { key: app.admin.key })).status).toBe(404);
    expect((await app.request('GET', '/api/query_results/999999.csv', { key: app.admin.key })).status).toBe(404);
    const res = await app.request('POST', '/api/query_results', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, query: 'SELECT 5 AS five', max_age: 0 },
    });
    const job = await waitForJob(app, app.admin.key, res.body.job.id);
    const cancel = await app.request('DELETE', `/api/jobs/${job.id}`, { key: app.admin.key });
    expect(cancel.status).toBe(409);
  });

  it('a finished run enqueues run_finished, dispatched to the handler of its entity type', async () => {
    const { onRunFinished } = await import('../../src/domain/runs/run-finished-handlers.js');
    const seen: number[] = [];
    onRunFinished('query', async (runId) => {
      seen.push(runId);
    });
    const q = await createQuery(app.admin.key, { query: 'SELECT 3 AS three' });
    const res = await app.request('POST', `/api/queries/${q.id}/run`, { key: app.admin.key, body: {} });
    const job = await waitForJob(app, app.admin.key, res.body.job.id);
    await eventually(async () => seen.includes(job.run_id!));
  });

  it('retention collects old results nothing references; a collected run’s CSV is 404 JSON', async () => {
    const q = await createQuery(app.admin.key, { query: 'SELECT 9 AS nine' });
    const older = await waitForJob(
      app,
      app.admin.key,
      (await app.request('POST', `/api/queries/${q.id}/run`, { key: app.admin.key, body: {} })).body.job.id,
    );
    const latest = await waitForJob(
      app,
      app.admin.key,
      (await app.request('POST', `/api/queries/${q.id}/run`, { key: app.admin.key, body: {} })).body.job.id,
    );
    const adhocJob = await waitForJob(
      app,
      app.admin.key,
      (
        await app.request('POST', '/api/query_results', {
          key: app.admin.key,
          body: { data_source_id: dataSourceId, query: 'SELECT 10 AS ten', max_age: 0 },
        })
      ).body.job.id,
    );
    const { collectResults } = await import('../../src/domain/results/collect-results.js');
    await collectResults(new Date(Date.now() + 3600_000));
    expect((await app.request('GET', `/api/runs/${older.run_id}/result.csv`, { key: app.admin.key })).status).toBe(404);
    expect((await app.request('GET', `/api/query_results/${adhocJob.query_result_id}`, { key: app.admin.key })).status).toBe(404);
    const kept = await app.request('GET', `/api/runs/${latest.run_id}/result.csv`, { key: app.admin.key });
    expect(kept.status).toBe(200);
    expect(kept.body).toBe('nine\n9\n');
    expect((await app.request('GET', `/api/queries/${q.id}/results`, { key: app.admin.key })).status).toBe(200);
  });
});
