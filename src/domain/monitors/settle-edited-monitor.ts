import { originFor, type Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { recordCheckEffects, transitionData } from './check-effects.js';
import { evaluateCheck } from './evaluate-check.js';
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
  const plan = planCheck(monitor, evaluation, options, now, originFor(ctx, monitor.org));
  await tx.monitor.update({ where: { id: monitor.id }, data: transitionData(plan) });
  await recordCheckEffects(tx, [
    { monitor, plan, evaluation, runId: run.id, now, userId: ctx.viewer?.id ?? null, detail: { edited: true }, announceErrorChange: false },
  ]);
  return true;
}
