import type { Context } from '../../context.js';
import { db, type Tx } from '../../db.js';
import { publishMonitorEvent } from './monitor-events.js';

/**
 * What happened: a check moved the state (`state_changed`), a check failed (`error`), the first
 * good check after failures (`recovered_from_error`), or someone acted (`acknowledged`, `snoozed`,
 * `muted`, `unmuted`).
 */
export type MonitorEventKind = 'state_changed' | 'error' | 'recovered_from_error' | 'acknowledged' | 'snoozed' | 'muted' | 'unmuted';

export interface MonitorHistoryInput {
  orgId: number;
  monitorId: number;
  kind: MonitorEventKind;
  fromState: string | null;
  toState: string;
  value?: number | null;
  runId?: number | null;
  /** Who acted, for manual actions. */
  userId?: number | null;
  error?: string | null;
  detail?: Record<string, string | number | boolean | null>;
  at: Date;
}

/**
 * Records one entry of the monitor's history and announces it on the `monitorEvents` topic, in the
 * caller's transaction: the entry exists, and subscribers hear of it, only if the change commits.
 */
export async function recordMonitorEvent(tx: Tx, input: MonitorHistoryInput): Promise<number> {
  const row = await tx.monitorEvent.create({
    data: {
      orgId: input.orgId,
      monitorId: input.monitorId,
      kind: input.kind,
      fromState: input.fromState,
      toState: input.toState,
      value: input.value ?? null,
      runId: input.runId ?? null,
      userId: input.userId ?? null,
      error: input.error ?? null,
      detail: input.detail ?? {},
      createdAt: input.at,
    },
  });
  await publishMonitorEvent(tx, {
    type: 'history',
    monitorId: input.monitorId,
    occurredAt: input.at.toISOString(),
    state: input.toState,
    previousState: input.fromState ?? undefined,
    historyId: row.id,
  });
  return row.id;
}

/** Deletes entries older than `before` in bounded batches (the retention task); answers how many. */
export async function pruneMonitorEvents(before: Date, batchSize = 10_000): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted =
      await db.$executeRaw`DELETE FROM monitor_events WHERE id IN (SELECT id FROM monitor_events WHERE created_at < ${before} LIMIT ${batchSize})`;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * Records a manual action (acknowledge, snooze, mute, unmute) by the viewer, in the caller's
 * transaction; the state itself does not move. The caller has authorized the viewer.
 */
export async function recordManualAction(
  ctx: Context,
  tx: Tx,
  monitorId: number,
  kind: Extract<MonitorEventKind, 'acknowledged' | 'snoozed' | 'muted' | 'unmuted'>,
  detail: MonitorHistoryInput['detail'] = {},
): Promise<number> {
  const monitor = await tx.monitor.findUniqueOrThrow({ where: { id: monitorId }, select: { orgId: true, state: true } });
  return recordMonitorEvent(tx, {
    orgId: monitor.orgId,
    monitorId,
    kind,
    fromState: monitor.state,
    toState: monitor.state,
    userId: ctx.viewer?.id ?? null,
    detail,
    at: ctx.clock.now(),
  });
}
