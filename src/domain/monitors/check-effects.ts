import type { Tx } from '../../db.js';
import { enqueueDelivery, recordSuppressed } from '../deliveries/enqueue-delivery.js';
import type { Evaluation } from './monitor-condition.js';
import { publishMonitorEvent } from './monitor-events.js';
import { recordMonitorEvent } from './monitor-history.js';
import type { CheckPlan } from './plan-check.js';

/** The monitor row fields a check's transition writes. */
export function transitionData(plan: CheckPlan) {
  const { next } = plan;
  return {
    state: next.state,
    stateError: next.stateError,
    breachCount: next.breachCount,
    acknowledgedAt: next.acknowledgedAt,
    lastTriggeredAt: next.lastTriggeredAt,
    lastNotifiedAt: next.lastNotifiedAt,
  };
}

interface CheckEffectsInput {
  monitor: { id: number; orgId: number; stateError: string | null; subscriptions: { destinationId: number }[] };
  plan: CheckPlan;
  evaluation: Evaluation;
  runId: number;
  now: Date;
  /** Who caused it (an edit), null for a check. */
  userId?: number | null;
  /** Extra history detail (an edit says so). */
  detail?: Record<string, boolean>;
  /** A change of the error alone is announced too (a check); an edit announces state changes only. */
  announceErrorChange: boolean;
}

/**
 * What a judged result does beside the monitor row, in the caller's transaction: one delivery per
 * subscribed destination when a notification is due (pending, or suppressed with the reason), the
 * history entry, and the `state_changed` event. Shared by a scheduled check and an edited
 * condition judged again, so both notify and record alike.
 */
export async function recordCheckEffects(tx: Tx, input: CheckEffectsInput): Promise<void> {
  const { monitor, plan, evaluation, now } = input;
  const { previous, next, event, historyKind } = plan;
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
      runId: input.runId,
      ...(input.userId !== undefined ? { userId: input.userId } : {}),
      error: next.stateError,
      detail: { breaches: next.breachCount, notification: next.notification?.kind ?? null, ...input.detail },
      at: now,
    });
  }
  if (previous !== next.state || (input.announceErrorChange && monitor.stateError !== next.stateError)) {
    await publishMonitorEvent(tx, {
      type: 'state_changed',
      monitorId: monitor.id,
      occurredAt: now.toISOString(),
      state: next.state,
      previousState: previous,
      error: next.stateError,
    });
  }
}
