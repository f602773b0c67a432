import { originFor, type Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { enqueueDelivery, recordSuppressed } from '../deliveries/enqueue-delivery.js';
import { evaluateCheck } from './evaluate-check.js';
import { publishMonitorEvent } from './monitor-events.js';
import { recordMonitorEvent } from './monitor-history.js';
import { planCheck } from './plan-check.js';

/**
 * A triggered monitor whose condition was just edited: the last check's result is judged again
 * under the new condition, as a check would, so a threshold moved past the value recovers the
 * monitor now, with its recovery notice when notify_on_recovery is set, instead of passing
 * silently through `unknown`. Answers false when there is no usable last result; the caller then
 * resets the state to `unknown`. Runs in the edit's transaction, after the new options are written.
 */
export async function settleEditedMonitor(ctx: Context, tx: Tx, monitorId: number): Promise<boolean> {
  await tx.$queryRaw`SELECT id FROM monitors WHERE id = ${monitorId} FOR UPDATE`;
  const monitor = await tx.monitor.findUniqueOrThrow({ where: { id: monitorId }, include: { org: true, subscriptions: true } });
  if (monitor.state !== 'triggered' || monitor.lastRunId === null) return false;
  const run = await tx.run.findUnique({ where: { id: monitor.lastRunId } });
  if (!run) return false;
  const { evaluation, options } = await evaluateCheck(run, monitor.options);
  if (!evaluation.ok) return false;
  const now = ctx.clock.now();
  const { previous, next, event, historyKind } = planCheck(monitor, evaluation, options, now, originFor(ctx, monitor.org));
  await tx.monitor.update({
    where: { id: monitor.id },
    data: {
      state: next.state,
      stateError: next.stateError,
      breachCount: next.breachCount,
      acknowledgedAt: next.acknowledgedAt,
      lastTriggeredAt: next.lastTriggeredAt,
      lastNotifiedAt: next.lastNotifiedAt,
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
      value: evaluation.value,
      runId: run.id,
      userId: ctx.viewer?.id ?? null,
      error: next.stateError,
      detail: { breaches: next.breachCount, notification: next.notification?.kind ?? null, edited: true },
      at: now,
    });
  }
  if (previous !== next.state) {
    await publishMonitorEvent(tx, {
      type: 'state_changed',
      monitorId: monitor.id,
      occurredAt: now.toISOString(),
      state: next.state,
      previousState: previous,
      error: next.stateError,
    });
  }
  return true;
}
