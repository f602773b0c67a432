import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { buildMonitor, buildPgDataSource, buildQuery } from '../../factories.js';
import { checkNow, createGauge, databaseName } from '../../helpers/monitors.js';
import { onRunsEnding } from '../../../src/domain/runs/runs-ending.js';
import { settleEndingChecks } from '../../../src/domain/monitors/settle-ending-checks.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// A check is judged in the job-ending transaction (settleEndingChecks) unless it has a delivery to
// record; the run_finished job (applyCheckResults) judges the rest. Both must leave the same
// monitor, history, events and run summaries: here one monitor goes through each, on the same
// sequence of results.
let app: TestApp;
let sourceId: number;
let direct: pg.Client;

beforeAll(async () => {
  app = await startTestApp();
  sourceId = (await buildPgDataSource(app, { dbname: databaseName(app) })).id;
  direct = new pg.Client({ connectionString: app.databaseUrl });
  await direct.connect();
});
afterAll(async () => {
  onRunsEnding('monitor', settleEndingChecks);
  await direct?.end();
  await app?.stop();
});

let tables = 0;
async function gaugedMonitor(options: Record<string, unknown>, extra: { rearm?: number | null; notifyOnRecovery?: boolean } = {}) {
  const table = `settle_${(tables += 1)}`;
  const gauge = await createGauge(app, table, 0);
  const query = await buildQuery(app, { dataSourceId: sourceId, query: `SELECT value FROM ${table}` });
  const monitor = await buildMonitor(app, { queryId: query.id, options, ...extra });
  return { id: monitor.id, gauge };
}

/** What a check leaves behind, without ids and times that differ between two monitors. */
async function trail(monitorId: number) {
  const monitor = (
    await direct.query(
      `SELECT state, state_error, breach_count, acknowledged_at IS NULL AS unacked, last_triggered_at IS NULL AS never_triggered,
              last_notified_at IS NULL AS never_notified, last_checked_at IS NOT NULL AS checked
         FROM monitors WHERE id = $1`,
      [monitorId],
    )
  ).rows[0];
  const history = (
    await direct.query(
      'SELECT kind, from_state, to_state, value, error, detail, user_id, run_id IS NOT NULL AS has_run FROM monitor_events WHERE monitor_id = $1 ORDER BY id',
      [monitorId],
    )
  ).rows;
  const runs = (
    await direct.query(
      `SELECT status, error, details->'monitor' AS verdict FROM runs WHERE entity_type = 'monitor' AND entity_id = $1 ORDER BY id`,
      [monitorId],
    )
  ).rows;
  const lastRun = (
    await direct.query(
      `SELECT m.last_run_id = max(r.id) AS last FROM monitors m, runs r WHERE m.id = $1 AND r.entity_id = m.id AND r.entity_type = 'monitor' GROUP BY m.last_run_id`,
      [monitorId],
    )
  ).rows[0];
  return { monitor, history, runs, lastRun };
}

describe('a check judged in the job-ending transaction', () => {
  it('leaves the same monitor, history and run summaries as the run_finished job', async () => {
    const options = { column: 'value', op: '>', value: 10, breaches: 2, recovery_value: 5, on_error: 'keep_state' };
    const sequence: (number | null)[] = [3, 50, 50, 50, 7, null, 2, 50, 50, 4];
    const here = await gaugedMonitor(options, { rearm: 0, notifyOnRecovery: true });
    const later = await gaugedMonitor(options, { rearm: 0, notifyOnRecovery: true });

    // The first monitor's checks are all settled in their job-ending transaction (none notifies: no subscriber).
    let settled = 0;
    onRunsEnding('monitor', async (client, runs, ending) => {
      const left = await settleEndingChecks(client, runs, ending);
      settled += runs.length - left.length;
      return left;
    });
    try {
      for (const value of sequence) {
        await here.gauge.set(value);
        await checkNow(app, here.id);
      }
    } finally {
      onRunsEnding('monitor', settleEndingChecks);
    }
    expect(settled).toBe(sequence.length);
    // Every check of the other monitor is left to the run_finished job.
    onRunsEnding('monitor', async (_client, runs) => runs.map((run) => run.id));
    try {
      for (const value of sequence) {
        await later.gauge.set(value);
        await checkNow(app, later.id);
      }
    } finally {
      onRunsEnding('monitor', settleEndingChecks);
    }

    const a = await trail(here.id);
    const b = await trail(later.id);
    expect(a.history.map((h) => h.kind)).toContain('state_changed');
    expect(a.history.map((h) => h.to_state)).toContain('triggered');
    expect(a.runs.every((run) => run.verdict)).toBe(true);
    expect(a.lastRun.last).toBe(true);
    expect(a).toEqual(b);
  });

  it('an erroring check: the same state error, history entry and run error either way', async () => {
    const options = { column: 'missing', op: '>', value: 10 };
    const here = await gaugedMonitor(options);
    const later = await gaugedMonitor(options);
    await checkNow(app, here.id);
    onRunsEnding('monitor', async (_client, runs) => runs.map((run) => run.id));
    try {
      await checkNow(app, later.id);
    } finally {
      onRunsEnding('monitor', settleEndingChecks);
    }
    const a = await trail(here.id);
    expect(a.monitor.state_error).toBeTruthy();
    expect(a.runs[0].error).toBeTruthy();
    expect(a).toEqual(await trail(later.id));
  });

  it('reads a result of many chunks to its end (max over 20,000 rows) on the job-ending connection', async () => {
    const query = await buildQuery(app, { dataSourceId: sourceId, query: 'SELECT g AS value FROM generate_series(1, 20000) AS g' });
    const monitor = await buildMonitor(app, { queryId: query.id, options: { column: 'value', op: '>', value: 19_999, selector: 'max' } });
    const checked = await checkNow(app, monitor.id);
    expect(checked.state).toBe('triggered');
    const { rows } = await direct.query(`SELECT details->'monitor' AS verdict FROM runs WHERE id = $1`, [checked.last_run_id]);
    expect(rows[0].verdict).toMatchObject({ met: true, value: 20_000 });
    const chunks = await direct.query(
      'SELECT count(*)::int AS n FROM query_result_chunks c JOIN runs r ON r.query_result_id = c.result_id WHERE r.id = $1',
      [checked.last_run_id],
    );
    expect(chunks.rows[0].n).toBeGreaterThan(8);
  });
});
