import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { checkNow } from '../helpers/monitors.js';
import { waitForJob } from '../helpers/jobs.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let sourceId: number;

beforeAll(async () => {
  app = await startTestApp();
  sourceId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  await app?.stop();
});

const key = () => app.admin.key;
const cron = (expr: string) => ({ type: 'cron', cron: expr });

/** The first value of a stored result. */
async function valueOf(resultId: number, as = key()): Promise<unknown> {
  const res = await app.request('GET', `/api/query_results/${resultId}`, { key: as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.query_result.data.rows[0]?.value;
}

/**
 * Published v1 reads `{{ threshold }}` (default 42); the draft v2 renames it to `{{ limit_value }}`
 * (default 5) and changes the text. Unattended runners (monitor checks, schedules) run v1 with
 * v1's definitions; editors run the draft; viewers run the published version.
 */
async function publishedThenRenamedInDraft() {
  const query = await buildQuery(app, {
    dataSourceId: sourceId,
    query: 'SELECT {{ threshold }}::int AS value',
    options: { parameters: [{ name: 'threshold', type: 'number', value: 42 }] },
  });
  const published = await app.request('POST', `/api/queries/${query.id}/publish`, { key: key(), body: { expected_version: 1 } });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const draft = await app.request('POST', `/api/queries/${query.id}`, {
    key: key(),
    body: {
      query: 'SELECT {{ limit_value }}::int + 1000 AS value',
      options: { parameters: [{ name: 'limit_value', type: 'number', value: 5 }] },
    },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  expect(draft.body).toMatchObject({ working_version: 2, published_version: 1 });
  return query.id;
}

describe('which version of a query runs', () => {
  it('a monitor check runs the published text with the published parameter definitions after the draft renames a parameter', async () => {
    const queryId = await publishedThenRenamedInDraft();
    const monitor = await buildMonitor(app, { queryId, options: { column: 'value', op: '==', value: 42 } });
    const checked = await checkNow(app, monitor.id);
    expect(checked).toMatchObject({ state: 'triggered', error: null });
    const run = await app.request('GET', `/api/runs/${checked.last_run_id}`, { key: key() });
    expect(run.body).toMatchObject({ status: 3, error: null });
    expect(await valueOf(run.body.query_result_id)).toBe(42);
  });

  it('a monitor option parameter binds against the published definitions, and a value the published version refuses is the monitor error', async () => {
    const queryId = await publishedThenRenamedInDraft();
    const monitor = await buildMonitor(app, { queryId, options: { column: 'value', op: '==', value: 7, parameters: { threshold: 7 } } });
    expect((await checkNow(app, monitor.id)).state).toBe('triggered');
    const wrong = await buildMonitor(app, {
      queryId,
      options: { column: 'value', op: '==', value: 7, parameters: { threshold: 'seven' } },
    });
    const refused = await app.request('POST', `/api/monitors/${wrong.id}/run`, { key: key() });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'validation_failed' });
    expect(refused.body.errors).toEqual([{ path: 'parameters.threshold', message: 'must be a number' }]);
  });

  it('a query schedule and a monitor schedule run the published version after the draft renames a parameter', async () => {
    const queryId = await publishedThenRenamedInDraft();
    const monitor = await buildMonitor(app, { queryId, options: { column: 'value', op: '==', value: 42 } });
    const querySchedule = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'query', entity_id: queryId, spec: cron('* * * * * *') },
    });
    const monitorSchedule = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'monitor', entity_id: monitor.id, spec: cron('* * * * * *') },
    });
    expect([querySchedule.status, monitorSchedule.status]).toEqual([201, 201]);
    const runs = await eventually(
      async () => (await app.request('GET', `/api/runs?entity_type=query&entity_id=${queryId}`, { key: key() })).body,
      (body: any) => body.results.some((r: any) => r.status === 3),
    );
    const finished = runs.results.find((r: any) => r.status === 3);
    expect(await valueOf(finished.query_result_id)).toBe(42);
    const checked = await eventually(
      async () => (await app.request('GET', `/api/monitors/${monitor.id}`, { key: key() })).body,
      (m: any) => m.last_run_id !== null,
    );
    expect(checked).toMatchObject({ state: 'triggered', error: null });
    for (const s of [querySchedule, monitorSchedule]) await app.request('POST', `/api/schedules/${s.body.id}/disable`, { key: key() });
    // Nothing failed to start: no fire recorded an error.
    const { db } = await import('../../src/db.js');
    const fires = await db.scheduleFire.findMany({ where: { scheduleId: { in: [querySchedule.body.id, monitorSchedule.body.id] } } });
    expect(fires.length).toBeGreaterThan(0);
    expect(fires.filter((f) => f.error !== null && !f.error.startsWith('skipped:'))).toEqual([]);
  });

  it('an editor runs the working version with its definitions; a viewer runs the published one with its definitions', async () => {
    const queryId = await publishedThenRenamedInDraft();
    const editorRun = await app.request('POST', `/api/queries/${queryId}/refresh`, { key: key(), body: { max_age: 0 } });
    expect(editorRun.status, JSON.stringify(editorRun.body)).toBe(200);
    const editorJob = await waitForJob(app, key(), editorRun.body.job.id);
    expect(await valueOf(editorJob.query_result_id!)).toBe(1005);

    const viewer = await buildUser(app, { permissions: ['view_query', 'execute_query'] });
    const viewerRun = await app.request('POST', `/api/queries/${queryId}/refresh`, {
      key: viewer.key,
      body: { max_age: 0, parameters: { threshold: 9 } },
    });
    expect(viewerRun.status, JSON.stringify(viewerRun.body)).toBe(200);
    const viewerJob = await waitForJob(app, viewer.key, viewerRun.body.job.id);
    expect(await valueOf(viewerJob.query_result_id!, viewer.key)).toBe(9);

    // The published version knows no `limit_value`; its own parameter is still validated.
    const bad = await app.request('POST', `/api/queries/${queryId}/refresh`, {
      key: viewer.key,
      body: { max_age: 0, parameters: { threshold: 'nine' } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ path: 'parameters.threshold', message: 'must be a number' }]);
  });
});
