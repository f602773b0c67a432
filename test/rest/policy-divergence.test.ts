import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { checkNow, createGauge, databaseName } from '../helpers/monitors.js';

// A monitor's runs used to be guarded by the visibility of the monitor's query (view_query and
// the rest), while the monitor itself and its schedules were guarded by connector reach: a
// caller could open a monitor and hear 404 for its checks. Runs and schedules now follow the
// monitor's rule (src/policies/run.ts, src/policies/schedule.ts); a check's result keeps the
// rule of results.

let app: TestApp;
let monitorId: number;
let runId: number;

beforeAll(async () => {
  app = await startTestApp();
  const source = await buildPgDataSource(app, { dbname: databaseName(app) });
  await createGauge(app, 'divergence_gauge', 42);
  const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT value FROM divergence_gauge' });
  const published = await app.request('POST', `/api/queries/${query.id}/publish`, {
    key: app.admin.key,
    body: { expected_version: query.working_version },
  });
  expect(published.status).toBe(200);
  monitorId = (await buildMonitor(app, { queryId: query.id })).id;
  const checked = await checkNow(app, monitorId);
  expect(checked.state).toBe('triggered');
  runId = checked.last_run_id;
});
afterAll(async () => {
  await app?.stop();
});

const get = (path: string, key: string) => app.request('GET', path, { key });

describe('a monitor’s runs follow the monitor’s rule', () => {
  it('a caller who reaches the connector without view_query sees the monitor and its checks, but not their results', async () => {
    const reachOnly = await buildUser(app, { permissions: [] });
    expect((await get(`/api/monitors/${monitorId}`, reachOnly.key)).status).toBe(200);
    const list = await get(`/api/runs?entity_type=monitor&entity_id=${monitorId}`, reachOnly.key);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({
      id: runId,
      entity_type: 'monitor',
      entity_id: monitorId,
      status: 3,
      query_result_id: null,
    });
    const run = await get(`/api/runs/${runId}`, reachOnly.key);
    expect(run.status).toBe(200);
    expect(run.body.query_result_id).toBeNull();
    const csv = await get(`/api/runs/${runId}/result.csv`, reachOnly.key);
    expect(csv.status).toBe(404);
    expect(csv.body.code).toBe('not_found');
  });

  it('a caller with view_query also reads the check’s result', async () => {
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const run = await get(`/api/runs/${runId}`, viewer.key);
    expect(run.status).toBe(200);
    expect(run.body.query_result_id).toEqual(expect.any(Number));
    const csv = await get(`/api/runs/${runId}/result.csv`, viewer.key);
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('42');
  });

  it('a caller who does not reach the connector hears 404 for the monitor, its runs, one run and its schedules alike', async () => {
    const other = await buildPgDataSource(app);
    const elsewhere = await buildUser(app, {
      permissions: ['view_query', 'create_monitor', 'schedule'],
      restricted: true,
      dataSourceIds: [other.id],
    });
    expect((await get(`/api/monitors/${monitorId}`, elsewhere.key)).status).toBe(404);
    const list = await get(`/api/runs?entity_type=monitor&entity_id=${monitorId}`, elsewhere.key);
    expect(list.status).toBe(404);
    expect(list.body.code).toBe('not_found');
    expect((await get(`/api/runs/${runId}`, elsewhere.key)).status).toBe(404);
    expect((await get(`/api/schedules?entity_type=monitor&entity_id=${monitorId}`, elsewhere.key)).status).toBe(404);
  });

  it('the monitor’s policies tell the caller what it may do', async () => {
    const reachOnly = await buildUser(app, { permissions: [] });
    const manager = await buildUser(app, { permissions: ['create_monitor'] });
    const query = `query($id: ID!) { monitor(id: $id) { policies { canUpdate canDelete canRun canAcknowledge canSubscribe } } }`;
    const seen = await app.graphql(query, { id: gid('Monitor', monitorId) }, reachOnly.key);
    expect(seen.data.monitor.policies).toEqual({
      canUpdate: false,
      canDelete: false,
      canRun: false,
      canAcknowledge: false,
      canSubscribe: false,
    });
    expect((await app.request('POST', `/api/monitors/${monitorId}/run`, { key: reachOnly.key })).status).toBe(403);
    const managed = await app.graphql(query, { id: gid('Monitor', monitorId) }, manager.key);
    expect(managed.data.monitor.policies).toEqual({
      canUpdate: true,
      canDelete: true,
      canRun: true,
      canAcknowledge: true,
      canSubscribe: true,
    });
  });
});
