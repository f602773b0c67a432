import { createSystemContext, originFor } from '../../context.js';
import { db, type Prisma } from '../../db.js';
import { runtime } from '../../runtime.js';
import { loadResult } from '../results/read-result.js';
import { enqueueDelivery, recordSuppressed } from '../deliveries/enqueue-delivery.js';
import { monitorEvent } from '../deliveries/notification-event.js';
import { evaluateCondition, monitorOptionsSchema, type Evaluation } from './monitor-condition.js';
import { publishMonitorEvent } from './monitor-events.js';
import { nextMonitorState, type MonitorState } from './monitor-transition.js';

/** Rows read for `min`, `max` and `any`; a larger result is evaluated on its first rows. */
const MAX_EVALUATED_ROWS = 100_000;

async function evaluateRun(run: { status: number; error: string | null; queryResultId: number | null }, rawOptions: unknown): Promise<Evaluation> {
  if (run.status === 4) return { ok: false, error: `the query failed: ${run.error ?? 'unknown error'}` };
  if (run.status === 5) return { ok: false, error: 'the check was cancelled' };
  const parsed = monitorOptionsSchema.safeParse(rawOptions);
  if (!parsed.success) return { ok: false, error: `invalid monitor options: ${parsed.error.issues.map((i) => i.message).join('; ')}` };
  if (run.queryResultId === null) return { ok: false, error: 'the run finished without a result' };
  const result = await loadResult(run.queryResultId, { maxRows: parsed.data.selector === 'first' ? 1 : MAX_EVALUATED_ROWS });
  if (!result) return { ok: false, error: 'the result of the run is gone' };
  return evaluateCondition(parsed.data, { columns: result.columns, rows: result.rows });
}

/**
 * The `run_finished` handler for monitors: evaluates the run's result, moves the monitor's state
 * and records one delivery per subscribed destination when a notification is due (pending, or
 * suppressed with the reason). Idempotent: a run is applied once, marked in its details.
 */
export async function applyCheckResult(runId: number): Promise<void> {
  const run = await db.run.findUnique({ where: { id: runId } });
  if (!run || run.entityType !== 'monitor' || ![3, 4, 5].includes(run.status)) return;
  if ((run.details as { monitor?: unknown }).monitor) return;
  const initial = await db.monitor.findUnique({ where: { id: run.entityId }, select: { options: true } });
  if (!initial) return;
  const evaluation = await evaluateRun(run, initial.options);
  await db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM monitors WHERE id = ${run.entityId} FOR UPDATE`;
      const fresh = await tx.run.findUniqueOrThrow({ where: { id: runId } });
      if ((fresh.details as { monitor?: unknown }).monitor) return;
      const monitor = await tx.monitor.findUnique({ where: { id: run.entityId }, include: { org: true, subscriptions: true } });
      if (!monitor) return;
      const now = runtime.clock.now();
      const previous = monitor.state as MonitorState;
      const next = nextMonitorState(
        {
          state: previous,
          rearm: monitor.rearm,
          notifyOnRecovery: monitor.notifyOnRecovery,
          acknowledgedAt: monitor.acknowledgedAt,
          snoozedUntil: monitor.snoozedUntil,
          muted: monitor.muted,
          lastTriggeredAt: monitor.lastTriggeredAt,
          lastNotifiedAt: monitor.lastNotifiedAt,
        },
        evaluation,
        now,
      );
      await tx.monitor.update({
        where: { id: monitor.id },
        data: {
          state: next.state,
          stateError: next.stateError,
          acknowledgedAt: next.acknowledgedAt,
          lastTriggeredAt: next.lastTriggeredAt,
          lastNotifiedAt: next.lastNotifiedAt,
          lastCheckedAt: now,
          lastRunId: runId,
        },
      });
      const summary = evaluation.ok
        ? { state: next.state, met: evaluation.met, value: evaluation.value, error: null }
        : { state: next.state, met: null, value: null, error: evaluation.error };
      await tx.run.update({
        where: { id: runId },
        data: {
          details: { ...(fresh.details as object), monitor: summary } as Prisma.InputJsonValue,
          ...(!evaluation.ok && fresh.status === 3 ? { error: evaluation.error } : {}),
        },
      });
      if (next.notification) {
        const event = monitorEvent(
          `monitor.${next.notification.kind}`,
          { id: monitor.id, name: monitor.name, queryId: monitor.queryId, state: next.state, options: monitor.options as Record<string, unknown> },
          evaluation.ok ? evaluation.value : null,
          now,
          originFor(createSystemContext(), monitor.org),
        );
        for (const subscription of monitor.subscriptions) {
          const target = { orgId: monitor.orgId, monitorId: monitor.id, destinationId: subscription.destinationId };
          if (next.notification.suppressedBy) await recordSuppressed(tx, target, event, next.notification.suppressedBy, now);
          else await enqueueDelivery(tx, target, event, { at: now });
        }
      }
      if (previous !== next.state || monitor.stateError !== next.stateError) {
        await publishMonitorEvent(tx, {
          type: 'state_changed',
          monitorId: monitor.id,
          occurredAt: now.toISOString(),
          state: next.state,
          previousState: previous,
          error: next.stateError,
        });
      }
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}
