import { createSystemContext, originFor } from '../../context.js';
import { db } from '../../db.js';
import { runtime } from '../../runtime.js';
import { loadResult, type LoadedResult } from '../results/read-result.js';
import { isTerminal, JobStatus } from '../jobs/job-status.js';
import { recordCheckEffects, transitionData } from './check-effects.js';
import { evaluateCheck, type ResultReader } from './evaluate-check.js';
import type { Evaluation, MonitorOptions } from './monitor-condition.js';
import { planCheck, type CheckPlan } from './plan-check.js';

const applied = (details: unknown) => !!(details as { monitor?: unknown } | null)?.monitor;

/**
 * The `run_finished` handler for monitors, for all the runs of one job at once (monitors sharing
 * one execution): evaluates each run's result (read once however many monitors share it), moves
 * each monitor's state, records the change in its history and records one delivery per subscribed
 * destination when a notification is due (pending, or suppressed with the reason). The monitors
 * are locked in id order, and their rows and the runs' verdicts are written in one statement each.
 * Idempotent: a run is applied once, marked in its details.
 */
export async function applyCheckResults(runIds: number[]): Promise<void> {
  const runs = (await db.run.findMany({ where: { id: { in: runIds }, entityType: 'monitor' }, orderBy: { entityId: 'asc' } })).filter(
    (run) => isTerminal(run.status) && !applied(run.details),
  );
  if (runs.length === 0) return;
  const initial = new Map(
    (await db.monitor.findMany({ where: { id: { in: runs.map((r) => r.entityId) } }, select: { id: true, options: true } })).map((m) => [
      m.id,
      m.options,
    ]),
  );
  const reads = new Map<string, Promise<LoadedResult | null>>();
  const read: ResultReader = (resultId, limits) => {
    const key = `${resultId}:${limits.maxRows}`;
    if (!reads.has(key)) reads.set(key, loadResult(resultId, limits));
    return reads.get(key)!;
  };
  const judged = new Map<number, { evaluation: Evaluation; options: MonitorOptions | null }>();
  for (const run of runs) if (initial.has(run.entityId)) judged.set(run.id, await evaluateCheck(run, initial.get(run.entityId), read));
  if (judged.size === 0) return;
  const monitorIds = [...new Set(runs.filter((r) => judged.has(r.id)).map((r) => r.entityId))].sort((a, b) => a - b);
  await db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM monitors WHERE id = ANY(${monitorIds}::int[]) ORDER BY id FOR UPDATE`;
      const fresh = await tx.run.findMany({ where: { id: { in: [...judged.keys()] } }, select: { id: true, status: true, details: true } });
      const monitors = new Map(
        (await tx.monitor.findMany({ where: { id: { in: monitorIds } }, include: { org: true, subscriptions: true } })).map((m) => [
          m.id,
          m,
        ]),
      );
      const now = runtime.clock.now();
      const system = createSystemContext();
      const monitorRows: Record<string, unknown>[] = [];
      const runRows: Record<string, unknown>[] = [];
      const effects: { monitor: NonNullable<ReturnType<typeof monitors.get>>; plan: CheckPlan; evaluation: Evaluation; runId: number }[] =
        [];
      for (const run of fresh.sort((a, b) => a.id - b.id)) {
        if (applied(run.details)) continue;
        const monitor = monitors.get(runs.find((r) => r.id === run.id)!.entityId);
        if (!monitor) continue;
        const { evaluation, options } = judged.get(run.id)!;
        // Two runs of one monitor in one batch: the later sees the state the earlier left.
        const plan = planCheck(monitor, evaluation, options, now, originFor(system, monitor.org));
        effects.push({ monitor: { ...monitor }, plan, evaluation, runId: run.id });
        Object.assign(monitor, transitionData(plan));
        monitorRows.push({ id: monitor.id, ...transitionData(plan), run_id: run.id });
        const summary = evaluation.ok
          ? { state: plan.next.state, met: evaluation.met, value: evaluation.value, error: null, breaches: plan.next.breachCount }
          : { state: plan.next.state, met: null, value: null, error: evaluation.error, breaches: plan.next.breachCount };
        runRows.push({ id: run.id, summary, error: !evaluation.ok && run.status === JobStatus.Finished ? evaluation.error : null });
      }
      if (monitorRows.length === 0) return;
      // The last transition of each monitor is the one that stays (rows are in run order). The ids
      // keep the monitors an index lookup (a DISTINCT ON over the rows made it a scan of the table).
      const lastRows = [...new Map(monitorRows.map((row) => [row.id, row])).values()];
      await tx.$executeRaw`
        UPDATE monitors m SET state = v."state", state_error = v."stateError", breach_count = v."breachCount",
               acknowledged_at = v."acknowledgedAt", last_triggered_at = v."lastTriggeredAt", last_notified_at = v."lastNotifiedAt",
               last_checked_at = ${now}, last_run_id = v.run_id, updated_at = now()
          FROM jsonb_to_recordset(${JSON.stringify(lastRows)}::jsonb)
                  AS v(id int, "state" text, "stateError" text, "breachCount" int, "acknowledgedAt" timestamptz,
                       "lastTriggeredAt" timestamptz, "lastNotifiedAt" timestamptz, run_id int)
         WHERE m.id = v.id AND m.id = ANY(${lastRows.map((row) => row.id)}::int[])`;
      await tx.$executeRaw`
        UPDATE runs r SET details = r.details || jsonb_build_object('monitor', v.summary), error = coalesce(v.error, r.error)
          FROM jsonb_to_recordset(${JSON.stringify(runRows)}::jsonb) AS v(id int, summary jsonb, error text)
         WHERE r.id = v.id`;
      await recordCheckEffects(
        tx,
        effects.map((effect) => ({ ...effect, now, announceErrorChange: true })),
      );
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}
