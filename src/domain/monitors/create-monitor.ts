import type { Context } from '../../context.js';
import type { Prisma, Tx } from '../../db.js';
import type { MonitorOptions } from './monitor-condition.js';

export interface NewMonitor {
  queryId: number;
  name: string;
  options: MonitorOptions;
  rearm: number | null;
  notifyOnRecovery: boolean;
}

/** Creates a monitor owned by the viewer, state `unknown`. The caller has validated the input and authorized the watched query. */
export async function createMonitor(ctx: Context, tx: Tx, input: NewMonitor) {
  const viewer = ctx.viewer!;
  return tx.monitor.create({
    data: {
      orgId: viewer.org.id,
      userId: viewer.id,
      queryId: input.queryId,
      name: input.name,
      options: input.options as Prisma.InputJsonValue,
      rearm: input.rearm,
      notifyOnRecovery: input.notifyOnRecovery,
    },
  });
}
