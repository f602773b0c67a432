import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';

export interface QueryChanges {
  dataSourceId?: number;
  name?: string;
  query?: string;
  /** null clears it; undefined keeps it. */
  description?: string | null;
  options?: object;
}

/**
 * Saves a new working version: the working version number goes up by one and the new state is
 * kept as a version row. The published version is untouched. The caller has validated and
 * authorized the change.
 */
export async function updateQuery(ctx: Context, tx: Tx, id: number, changes: QueryChanges) {
  const now = ctx.clock.now();
  // The increment is one row update, which serializes concurrent saves: each gets its own number.
  const bumped = await tx.query.update({
    where: { id },
    data: { ...changes, workingVersion: { increment: 1 }, updatedAt: now },
  });
  await tx.queryVersion.create({
    data: {
      queryId: id,
      version: bumped.workingVersion,
      name: bumped.name,
      query: bumped.query,
      options: bumped.options as object,
      userId: ctx.viewer!.id,
      createdAt: now,
    },
  });
  return bumped;
}
