import type { Tx } from '../../db.js';
import { NOTIFY_MANY_SQL } from '../../pubsub.js';
import { enqueueDelivery, recordSuppressed } from '../deliveries/enqueue-delivery.js';
import type { Evaluation } from './monitor-condition.js';
import { monitorEventReference, monitorTopic, type MonitorEventPayload } from './monitor-events.js';
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

export interface CheckEffectsInput {
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
 * What judged results do beside the monitor rows, in the caller's transaction: one delivery per
 * subscribed destination when a notification is due (pending, or suppressed with the reason), the
 * history entries, and the `history` and `state_changed` events. Shared by scheduled checks (a
 * whole job's monitors at once) and an edited condition judged again, so both notify and record
 * alike. The history entries are one INSERT and the events one NOTIFY statement, however many.
 */
export async function recordCheckEffects(tx: Tx, inputs: CheckEffectsInput[]): Promise<void> {
  for (const { monitor, plan, now } of inputs) {
    const { next, event } = plan;
    if (!next.notification || !event) continue;
    for (const subscription of monitor.subscriptions) {
      const target = { orgId: monitor.orgId, monitorId: monitor.id, destinationId: subscription.destinationId };
      if (next.notification.suppressedBy) await recordSuppressed(tx, target, event, next.notification.suppressedBy, now);
      else await enqueueDelivery(tx, target, event, { at: now });
    }
  }
  const entries = historyEntries(inputs);
  const historyIds = new Map<number, number>();
  if (entries.length) {
    // Ids drawn first (the CTE is evaluated once), so each entry's event names its own row.
    const rows = await tx.$queryRaw<{ id: number; i: number }[]>`
      WITH v AS (
        SELECT nextval(pg_get_serial_sequence('monitor_events', 'id'))::int AS id, r.*
          FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS r(i int, org_id int, monitor_id int, kind text, from_state text,
               to_state text, value double precision, run_id int, user_id int, error text, detail jsonb, created_at timestamptz)
      ), inserted AS (
        INSERT INTO monitor_events (id, org_id, monitor_id, kind, from_state, to_state, value, run_id, user_id, error, detail, created_at)
        SELECT id, org_id, monitor_id, kind, from_state, to_state, value, run_id, user_id, error, detail, created_at FROM v
      )
      SELECT id, i FROM v`;
    for (const row of rows) historyIds.set(row.i, row.id);
  }
  const events = checkEvents(inputs, historyIds);
  if (events.length) {
    await tx.$executeRawUnsafe(
      NOTIFY_MANY_SQL,
      events.map((e) => monitorTopic(e.monitorId)),
      events.map((e) => JSON.stringify(monitorEventReference(e))),
    );
  }
}

/** The history entries these checks add (rows for monitor_events; `i` is the input's index). */
export function historyEntries(inputs: CheckEffectsInput[]) {
  return inputs
    .map((input, i) => ({ input, i }))
    .filter(({ input }) => input.plan.historyKind !== null)
    .map(({ input, i }) => ({
      i,
      org_id: input.monitor.orgId,
      monitor_id: input.monitor.id,
      kind: input.plan.historyKind,
      from_state: input.plan.previous,
      to_state: input.plan.next.state,
      value: input.evaluation.ok ? input.evaluation.value : null,
      run_id: input.runId,
      user_id: input.userId ?? null,
      error: input.plan.next.stateError,
      detail: { breaches: input.plan.next.breachCount, notification: input.plan.next.notification?.kind ?? null, ...input.detail },
      created_at: input.now,
    }));
}

/** The `history` and `state_changed` events of these checks, in order; `historyIds` by input index. */
export function checkEvents(inputs: CheckEffectsInput[], historyIds: Map<number, number>): MonitorEventPayload[] {
  const events: MonitorEventPayload[] = [];
  inputs.forEach(({ monitor, plan, now, announceErrorChange }, i) => {
    const { previous, next } = plan;
    const occurredAt = now.toISOString();
    const historyId = historyIds.get(i);
    if (historyId !== undefined) {
      events.push({ type: 'history', monitorId: monitor.id, occurredAt, state: next.state, previousState: previous, historyId });
    }
    if (previous !== next.state || (announceErrorChange && monitor.stateError !== next.stateError)) {
      events.push({
        type: 'state_changed',
        monitorId: monitor.id,
        occurredAt,
        state: next.state,
        previousState: previous,
        error: next.stateError,
      });
    }
  });
  return events;
}
