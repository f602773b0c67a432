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
  // The latest result, when it ran the version now published, is the published version's result.
  await tx.$executeRaw`UPDATE queries q SET published_query_data_id = q.latest_query_data_id FROM query_results r
    WHERE q.id = ${id} AND r.id = q.latest_query_data_id AND r.query_version = ${expectedVersion}`;
  return tx.query.findUniqueOrThrow({ where: { id } });
}
