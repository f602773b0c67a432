import type { Context } from '../../context.js';
import type { Prisma, Tx } from '../../db.js';
import type { MonitorOptions } from './monitor-condition.js';
import { publishMonitorEvent } from './monitor-events.js';
import { settleEditedMonitor } from './settle-edited-monitor.js';

/** Pothos's selection for the answered row (`{include}` or `{select}`), or nothing. */
type Selection = Omit<Prisma.MonitorFindUniqueArgs, 'where'>;

/**
 * Writes a change to a monitor and announces it (`updated`) in the caller's transaction, so
 * subscribers hear only committed changes. The caller has authorized the viewer on the monitor.
 */
export async function changeMonitor(ctx: Context, tx: Tx, id: number, data: Prisma.MonitorUncheckedUpdateInput, selection: Selection = {}) {
  const monitor = await tx.monitor.update({ where: { id }, data });
  await publishMonitorEvent(tx, {
    type: 'updated',
    monitorId: id,
    occurredAt: ctx.clock.now().toISOString(),
    state: monitor.state,
    error: monitor.stateError,
  });
  return Object.keys(selection).length ? tx.monitor.findUniqueOrThrow({ ...selection, where: { id } }) : monitor;
}

export interface MonitorChanges {
  /** Already authorized as a query the viewer may watch. */
  queryId?: number;
  name?: string;
  options?: MonitorOptions;
  /** null: never re-notify; undefined: keep. */
  rearm?: number | null;
  notifyOnRecovery?: boolean;
}

/**
 * Edits a monitor. A new query makes the last verdict meaningless, so the state goes back to
 * `unknown` (and any acknowledgement ends); so does a new condition, unless the monitor is
 * triggered and its last result can be judged again (settleEditedMonitor).
 */
export async function updateMonitor(
  ctx: Context,
  tx: Tx,
  existing: { id: number; queryId: number; options: unknown },
  changes: MonitorChanges,
  selection: Selection = {},
) {
  const newQuery = changes.queryId !== undefined && changes.queryId !== existing.queryId;
  const newCondition = changes.options !== undefined && JSON.stringify(changes.options) !== JSON.stringify(existing.options);
  const unknown = { state: 'unknown', stateError: null, acknowledgedAt: null, breachCount: 0 };
  const data = {
    name: changes.name,
    options: changes.options as Prisma.InputJsonValue | undefined,
    rearm: changes.rearm,
    queryId: changes.queryId,
    notifyOnRecovery: changes.notifyOnRecovery,
  };
  if (newQuery) return changeMonitor(ctx, tx, existing.id, { ...data, ...unknown }, selection);
  if (!newCondition) return changeMonitor(ctx, tx, existing.id, data, selection);
  // Same query, new condition: the last result is judged again (a triggered monitor may recover
  // now and say so); without one, the last verdict means nothing.
  await tx.monitor.update({ where: { id: existing.id }, data });
  const settled = await settleEditedMonitor(ctx, tx, existing.id);
  return changeMonitor(ctx, tx, existing.id, settled ? {} : unknown, selection);
}
