import { createSystemContext, originFor } from '../../context.js';
import { db } from '../../db.js';
import { runtime } from '../../runtime.js';
import { enqueueDelivery, recordSuppressed } from '../deliveries/enqueue-delivery.js';
import { isTerminal, JobStatus } from '../jobs/job-status.js';
import { evaluateCheck } from './evaluate-check.js';
import { publishMonitorEvent } from './monitor-events.js';
import { recordMonitorEvent } from './monitor-history.js';
import { planCheck } from './plan-check.js';

/**
 * The `run_finished` handler for monitors: evaluates the run's result, moves the monitor's state,
 * records the change in its history and records one delivery per subscribed destination when a
 * notification is due (pending, or suppressed with the reason). Idempotent: a run is applied
 * once, marked in its details.
 */
export async function applyCheckResult(runId: number): Promise<void> {
  const run = await db.run.findUnique({ where: { id: runId } });
  if (!run || run.entityType !== 'monitor' || !isTerminal(run.status)) return;
  if ((run.details as { monitor?: unknown }).monitor) return;
  const initial = await db.monitor.findUnique({ where: { id: run.entityId }, select: { options: true } });
  if (!initial) return;
  const { evaluation, options } = await evaluateCheck(run, initial.options);
  await db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM monitors WHERE id = ${run.entityId} FOR UPDATE`;
      const fresh = await tx.run.findUniqueOrThrow({ where: { id: runId } });
      if ((fresh.details as { monitor?: unknown }).monitor) return;
      const monitor = await tx.monitor.findUnique({ where: { id: run.entityId }, include: { org: true, subscriptions: true } });
      if (!monitor) return;
      const now = runtime.clock.now();
      const { previous, next, event, historyKind } = planCheck(
        monitor,
        evaluation,
        options,
        now,
        originFor(createSystemContext(), monitor.org),
      );
      await tx.monitor.update({
        where: { id: monitor.id },
        data: {
          state: next.state,
          stateError: next.stateError,
          breachCount: next.breachCount,
          acknowledgedAt: next.acknowledgedAt,
          lastTriggeredAt: next.lastTriggeredAt,
          lastNotifiedAt: next.lastNotifiedAt,
          lastCheckedAt: now,
          lastRunId: runId,
        },
      });
      const summary = evaluation.ok
        ? { state: next.state, met: evaluation.met, value: evaluation.value, error: null, breaches: next.breachCount }
        : { state: next.state, met: null, value: null, error: evaluation.error, breaches: next.breachCount };
      await tx.run.update({
        where: { id: runId },
        data: {
          details: { ...(fresh.details as object), monitor: summary },
          ...(!evaluation.ok && fresh.status === JobStatus.Finished ? { error: evaluation.error } : {}),
        },
      });
      if (next.notification && event) {
        for (const subscription of monitor.subscriptions) {
          const target = { orgId: monitor.orgId, monitorId: monitor.id, destinationId: subscription.destinationId };
          if (next.notification.suppressedBy) await recordSuppressed(tx, target, event, next.notification.suppressedBy, now);
          else await enqueueDelivery(tx, target, event, { at: now });
        }
      }
      if (historyKind) {
        await recordMonitorEvent(tx, {
          orgId: monitor.orgId,
          monitorId: monitor.id,
          kind: historyKind,
          fromState: previous,
          toState: next.state,
          value: evaluation.ok ? evaluation.value : null,
          runId,
          error: next.stateError,
          detail: { breaches: next.breachCount, notification: next.notification?.kind ?? null },
          at: now,
        });
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
