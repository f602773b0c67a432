import type pg from 'pg';
import type { Column } from '../../connectors/types.js';
import { createSystemContext, originFor, type Context } from '../../context.js';
import { NOTIFY_MANY_SQL } from '../../pubsub.js';
import { rowObject, type LoadedResult } from '../results/read-result.js';
import type { EndingRun, RunsEnding } from '../runs/runs-ending.js';
import { JobStatus } from '../jobs/job-status.js';
import { checkEvents, historyEntries, transitionData, type CheckEffectsInput } from './check-effects.js';
import { evaluateCheck, type ResultReader } from './evaluate-check.js';
import type { Evaluation } from './monitor-condition.js';
import { monitorEventReference, monitorTopic } from './monitor-events.js';
import { planCheck, type CheckedMonitor } from './plan-check.js';

/**
 * The job's monitor runs and their monitors, the monitors locked in id order (after the job and
 * its runs, which finishJob locked first; before the query's row, which it updates after), and on
 * a row of its own (FULL JOIN ON false) the job's result: its columns and first chunks (a
 * monitor's result is nearly always one chunk). It is read on this connection: not committed yet.
 */
const LOAD_SQL = `
  WITH checks AS (
    SELECT r.id AS "runId", r.details ? 'monitor' AS applied, m.id, m.org_id AS "orgId", m.name, m.query_id AS "queryId", m.options,
           m.state, m.state_error AS "stateError", m.breach_count AS "breachCount", m.rearm, m.notify_on_recovery AS "notifyOnRecovery",
           m.acknowledged_at AS "acknowledgedAt", m.snoozed_until AS "snoozedUntil", m.muted, m.last_triggered_at AS "lastTriggeredAt",
           m.last_notified_at AS "lastNotifiedAt", o.domain AS "orgDomain",
           EXISTS (SELECT 1 FROM subscriptions s WHERE s.monitor_id = m.id) AS subscribed
      FROM runs r JOIN monitors m ON m.id = r.entity_id JOIN organizations o ON o.id = m.org_id
     WHERE r.id = ANY($1::int[]) AND r.entity_type = 'monitor'
     ORDER BY m.id, r.id
       FOR UPDATE OF m
  ), result AS (
    SELECT q.id AS "resultId", q.columns,
           array(SELECT c.seq FROM query_result_chunks c WHERE c.result_id = q.id ORDER BY c.seq LIMIT 8) AS seqs,
           array(SELECT c.rows FROM query_result_chunks c WHERE c.result_id = q.id ORDER BY c.seq LIMIT 8) AS chunks
      FROM query_results q WHERE q.id = $2
  )
  SELECT * FROM checks FULL JOIN result ON false ORDER BY checks.id, checks."runId"`;
const CHUNKS_SQL = 'SELECT seq, rows FROM query_result_chunks WHERE result_id = $1 AND seq >= $2 ORDER BY seq LIMIT 8';

/**
 * The verdicts, by primary key: the monitors' rows (`last`: the last run of each, the state that
 * stays) and the runs' summaries. Both joins stay index lookups (a DISTINCT ON here made the
 * monitors' a hash join over the whole table).
 */
const VERDICTS = `
  v AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id int, "state" text, "stateError" text, "breachCount" int,
          "acknowledgedAt" timestamptz, "lastTriggeredAt" timestamptz, "lastNotifiedAt" timestamptz, run_id int, summary jsonb,
          error text, last boolean)),
  monitor_rows AS (
    UPDATE monitors m SET state = v."state", state_error = v."stateError", breach_count = v."breachCount",
           acknowledged_at = v."acknowledgedAt", last_triggered_at = v."lastTriggeredAt", last_notified_at = v."lastNotifiedAt",
           last_checked_at = $2, last_run_id = v.run_id, updated_at = now()
      FROM v WHERE m.id = v.id AND v.last),
  run_rows AS (
    UPDATE runs r SET details = r.details || jsonb_build_object('monitor', v.summary), error = coalesce(v.error, r.error)
      FROM v WHERE r.id = v.run_id)`;
const WRITE_SQL = `WITH ${VERDICTS} SELECT 1`;
/** The same, with the history entries (ids drawn first, so each entry's event names its own row). */
const WRITE_WITH_HISTORY_SQL = `WITH ${VERDICTS},
  h AS (SELECT nextval(pg_get_serial_sequence('monitor_events', 'id'))::int AS id, e.*
          FROM jsonb_to_recordset($3::jsonb) AS e(i int, org_id int, monitor_id int, kind text, from_state text,
               to_state text, value double precision, run_id int, user_id int, error text, detail jsonb, created_at timestamptz)),
  inserted AS (
    INSERT INTO monitor_events (id, org_id, monitor_id, kind, from_state, to_state, value, run_id, user_id, error, detail, created_at)
    SELECT id, org_id, monitor_id, kind, from_state, to_state, value, run_id, user_id, error, detail, created_at FROM h)
  SELECT id, i FROM h`;

type LoadedRow = CheckedMonitor & { runId: number; applied: boolean; orgId: number; orgDomain: string | null; subscribed: boolean };

let system: Context | undefined;

type Prefetched = { resultId: number; columns: Column[]; seqs: number[]; chunks: string[] };

/**
 * A reader of the result written in this very transaction (a pool's connection would not see it
 * yet): the chunks the load read first, then more on this connection if the condition reads further.
 */
function transactionReader(client: pg.ClientBase, prefetched: Prefetched | undefined): ResultReader {
  const reads = new Map<string, Promise<LoadedResult | null>>();
  const read = async (resultId: number, maxRows: number): Promise<LoadedResult | null> => {
    if (prefetched?.resultId !== resultId) return null;
    const { columns } = prefetched;
    const rows: Record<string, unknown>[] = [];
    let chunks = prefetched.chunks.map((text, k) => ({ seq: prefetched.seqs[k], rows: text }));
    for (;;) {
      for (const chunk of chunks) {
        for (const row of JSON.parse(chunk.rows) as unknown[][]) {
          if (rows.length >= maxRows) return { columns, rows, truncated: true } as LoadedResult;
          rows.push(rowObject(columns, row));
        }
      }
      if (chunks.length < 8) return { columns, rows, truncated: false } as LoadedResult;
      ({ rows: chunks } = await client.query<{ seq: number; rows: string }>({
        name: 'monitor-check-chunks',
        text: CHUNKS_SQL,
        values: [resultId, chunks[chunks.length - 1].seq + 1],
      }));
    }
  };
  return (resultId, { maxRows }) => {
    const key = `${resultId}:${maxRows}`;
    if (!reads.has(key)) reads.set(key, read(resultId, maxRows));
    return reads.get(key)!;
  };
}

/**
 * The checks of an ending job, judged in the job-ending transaction (the onRunsEnding handler for
 * monitors): what applyCheckResults does in the `run_finished` job, without that job. The runs'
 * monitors are locked and read with their runs (one statement), the result is read once (one
 * statement, on this connection: it is not committed yet), and the verdicts are written by primary
 * key (one statement; with the history entries when a check adds one, and then one NOTIFY). A check
 * that notifies a subscriber is left to `run_finished` (answered), which records its deliveries as
 * before; so is nothing else. Same states, history, events and summaries as applyCheckResults.
 */
export async function settleEndingChecks(client: pg.ClientBase, runs: EndingRun[], ending: RunsEnding): Promise<number[]> {
  const { rows } = await client.query<LoadedRow & Partial<Prefetched>>({
    name: 'monitor-check-load',
    text: LOAD_SQL,
    values: [runs.map((run) => run.id), ending.queryResultId],
  });
  const prefetched = rows.find((row) => row.resultId != null) as Prefetched | undefined;
  const loaded = rows.filter((row) => row.runId != null);
  const check = {
    status: ending.status,
    error: ending.status === JobStatus.Finished ? null : ending.error,
    queryResultId: ending.queryResultId,
  };
  const read = transactionReader(client, prefetched);
  const { now } = ending;
  system ??= createSystemContext();
  const left: number[] = [];
  const effects: (CheckEffectsInput & { summary: unknown; runError: string | null })[] = [];
  // The state each monitor has reached so far in this batch (two runs of one monitor: the later sees the earlier's).
  const current = new Map<number, LoadedRow>();
  // A monitor whose earlier run is left to run_finished leaves its later runs there too, in order.
  const leftMonitors = new Set<number>();
  for (const row of loaded) {
    if (row.applied) continue;
    if (leftMonitors.has(row.id)) {
      left.push(row.runId);
      continue;
    }
    const monitor = current.get(row.id) ?? row;
    const { evaluation, options } = await evaluateCheck(check, monitor.options, read);
    const plan = planCheck(monitor, evaluation, options, now, originFor(system, { domain: row.orgDomain }));
    if (plan.next.notification && row.subscribed) {
      // Deliveries are recorded by the run_finished job (applyCheckResults), which sees this same state.
      left.push(row.runId);
      leftMonitors.add(row.id);
      continue;
    }
    current.set(row.id, { ...monitor, ...transitionData(plan) });
    effects.push({
      monitor: { id: row.id, orgId: row.orgId, stateError: monitor.stateError, subscriptions: [] },
      plan,
      evaluation,
      runId: row.runId,
      now,
      announceErrorChange: true,
      summary: summaryOf(plan.next, evaluation),
      runError: !evaluation.ok && check.status === JobStatus.Finished ? evaluation.error : null,
    });
  }
  if (effects.length === 0) return left;
  // Effects are in (monitor, run) order: a monitor's last one is the state that stays.
  const verdicts = JSON.stringify(
    effects.map((e, k) => ({
      id: e.monitor.id,
      ...transitionData(e.plan),
      run_id: e.runId,
      summary: e.summary,
      error: e.runError,
      last: effects[k + 1]?.monitor.id !== e.monitor.id,
    })),
  );
  const entries = historyEntries(effects);
  const historyIds = new Map<number, number>();
  if (entries.length === 0) {
    await client.query({ name: 'monitor-check-write', text: WRITE_SQL, values: [verdicts, now] });
  } else {
    const { rows } = await client.query<{ id: number; i: number }>({
      name: 'monitor-check-write-history',
      text: WRITE_WITH_HISTORY_SQL,
      values: [verdicts, now, JSON.stringify(entries)],
    });
    for (const row of rows) historyIds.set(row.i, row.id);
  }
  const events = checkEvents(effects, historyIds);
  if (events.length) {
    await client.query({
      name: 'monitor-check-events',
      text: NOTIFY_MANY_SQL,
      values: [events.map((e) => monitorTopic(e.monitorId)), events.map((e) => JSON.stringify(monitorEventReference(e)))],
    });
  }
  return left;
}

/** What a run's details say of its check (as applyCheckResults writes it). */
function summaryOf(next: { state: string; breachCount: number }, evaluation: Evaluation) {
  return evaluation.ok
    ? { state: next.state, met: evaluation.met, value: evaluation.value, error: null, breaches: next.breachCount }
    : { state: next.state, met: null, value: null, error: evaluation.error, breaches: next.breachCount };
}
