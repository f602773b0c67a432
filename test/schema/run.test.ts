import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMonitor, buildUser } from '../factories.js';
import { gid } from '../helpers/global-id.js';
import { buildGaugedQuery, checkNow, startMonitorBench, type MonitorBench } from '../helpers/monitors.js';

// Points the pg connector at the test server, which also holds Overlook's metadata database.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let bench: MonitorBench;
beforeAll(async () => {
  bench = await startMonitorBench();
});
afterAll(async () => {
  await bench?.stop();
});

const RUNS = `query($type: String!, $id: ID!) {
  runs(entityType: $type, entityId: $id, first: 10) { edges { node { databaseId status check { state met value error breaches } } } }
}`;

describe('Run.check: what each monitor check read and decided (the monitor page draws its values)', () => {
  it('answers the value, outcome and state of each evaluated check, newest first; null for a query run', async () => {
    const { app } = bench;
    const { gauge, query } = await buildGaugedQuery(bench, 'run_check', 42);
    const monitor = await buildMonitor(app, { queryId: query.id, options: { column: 'value', op: '>', value: 10, breaches: 2 } });
    await checkNow(app, monitor.id);
    await gauge.set(3);
    await checkNow(app, monitor.id);
    await gauge.set(null);
    await checkNow(app, monitor.id);

    const { data, errors } = await app.graphql(RUNS, { type: 'monitor', id: gid('Monitor', monitor.id) });
    expect(errors).toBeUndefined();
    expect(data.runs.edges.map((e: any) => e.node.check)).toEqual([
      // A null value fails the check (on_error unknown): no outcome, the reason instead.
      { state: 'unknown', met: null, value: null, error: 'row 1: column "value" holds null, not a number', breaches: 0 },
      { state: 'ok', met: false, value: 3, error: null, breaches: 0 },
      { state: 'pending', met: true, value: 42, error: null, breaches: 1 },
    ]);

    const queryRun = await app.request('POST', `/api/queries/${query.id}/results`, { key: app.admin.key, body: { max_age: 0 } });
    expect(queryRun.status).toBeLessThan(300);
    const queryRuns = await app.graphql(RUNS, { type: 'query', id: gid('SavedQuery', query.id) });
    expect(queryRuns.errors).toBeUndefined();
    for (const edge of queryRuns.data.runs.edges) expect(edge.node.check).toBeNull();
  });

  it('is no more visible than the monitor: a user who cannot see it gets not_found', async () => {
    const { app } = bench;
    const { query } = await buildGaugedQuery(bench, 'run_check_hidden', 1);
    const monitor = await buildMonitor(app, { queryId: query.id, options: { column: 'value', op: '>', value: 10 } });
    await checkNow(app, monitor.id);
    const outsider = await buildUser(app, { permissions: [], restricted: true, dataSourceIds: [] });
    const { data, errors } = await app.graphql(RUNS, { type: 'monitor', id: gid('Monitor', monitor.id) }, outsider.key);
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('not_found');
  });
});
