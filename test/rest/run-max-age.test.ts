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
let queryId: number;

beforeAll(async () => {
  app = await startTestApp();
  const ds = await buildPgDataSource(app);
  queryId = (await buildQuery(app, { dataSourceId: ds.id, query: 'SELECT 7 AS lucky' })).id;
});
afterAll(async () => {
  await app?.stop();
});

const run = (body: Record<string, unknown>) => app.request('POST', `/api/queries/${queryId}/run`, { key: app.admin.key, body });
const runCount = async () =>
  (await app.request('GET', `/api/runs?entity_type=query&entity_id=${queryId}`, { key: app.admin.key })).body.count as number;

describe('POST /api/queries/{id}/run and max_age', () => {
  it('runs by default (max_age 0); a given max_age answers a fresh cached result without a new run', async () => {
    const first = await run({});
    expect(first.status).toBe(200);
    expect(first.body.job.run_id).toEqual(expect.any(Number));
    const done = await waitForJob(app, app.admin.key, first.body.job.id);
    expect(done.status).toBe(3);
    expect(await runCount()).toBe(1);

    const cached = await run({ max_age: 3600 });
    expect(cached.status).toBe(200);
    expect(cached.body.query_result).toMatchObject({ id: done.query_result_id, data: { rows: [{ lucky: 7 }] } });
    expect(await runCount()).toBe(1);

    const again = await run({ max_age: 0 });
    expect(again.status).toBe(200);
    expect(again.body.job.run_id).toEqual(expect.any(Number));
    expect(again.body.job.run_id).not.toBe(first.body.job.run_id);
    await waitForJob(app, app.admin.key, again.body.job.id);
    expect(await runCount()).toBe(2);
  });

  it('refuses a max_age that is not -1, 0 or seconds (422 with the snake_case path)', async () => {
    const res = await run({ max_age: -5 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'max_age' }] });
    const wrongType = await run({ max_age: 'soon' });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.code).toBe('validation_failed');
  });
});
