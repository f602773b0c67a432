import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';

/** Archives a query: it leaves lists and cannot run; its results and versions stay. */
export async function archiveQuery(ctx: Context, tx: Tx, id: number): Promise<void> {
  await tx.query.update({ where: { id }, data: { isArchived: true, updatedAt: ctx.clock.now() } });
}
