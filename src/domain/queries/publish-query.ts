import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { ConflictError } from '../../errors.js';

/**
 * Publishes the working version (its name, text and options, parameter definitions included)
 * when it is still `expectedVersion`; otherwise 409 `version_conflict` with `current_version`,
 * so that nobody publishes a version they have not seen.
 */
export async function publishQuery(ctx: Context, tx: Tx, id: number, expectedVersion: number) {
  const current = await tx.query.findUniqueOrThrow({ where: { id } });
  const { count } = await tx.query.updateMany({
    where: { id, workingVersion: expectedVersion },
    data: {
      publishedVersion: expectedVersion,
      publishedName: current.name,
      publishedQuery: current.query,
      publishedOptions: current.options as object,
      updatedAt: ctx.clock.now(),
    },
  });
  if (count === 0) {
    throw new ConflictError(
      `The query is at version ${current.workingVersion}, not ${expectedVersion}; reload and publish again.`,
      'version_conflict',
      {
        current_version: current.workingVersion,
      },
    );
  }
  return tx.query.findUniqueOrThrow({ where: { id } });
}
