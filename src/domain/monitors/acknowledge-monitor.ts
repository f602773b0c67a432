import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { ConflictError } from '../../errors.js';
import { recordManualAction } from './monitor-history.js';
import { changeMonitor } from './update-monitor.js';

/**
 * Acknowledges the current trigger (no re-notification until it recovers): 409 `not_triggered`
 * or `already_acknowledged` otherwise. The caller has authorized the viewer on the monitor.
 */
export async function acknowledgeMonitor(ctx: Context, tx: Tx, id: number, selection: Parameters<typeof changeMonitor>[4] = {}) {
  const { count } = await tx.monitor.updateMany({
    where: { id, state: 'triggered', acknowledgedAt: null },
    data: { acknowledgedAt: ctx.clock.now() },
  });
  if (count === 0) {
    const current = await tx.monitor.findUniqueOrThrow({ where: { id } });
    if (current.state !== 'triggered') throw new ConflictError(`The monitor is not triggered (state: ${current.state}).`, 'not_triggered');
    throw new ConflictError('The monitor is already acknowledged.', 'already_acknowledged');
  }
  await recordManualAction(ctx, tx, id, 'acknowledged');
  return changeMonitor(ctx, tx, id, {}, selection);
}
