import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';
import { createQuery } from './create-query.js';
import type { QueryView } from './query-view.js';

/**
 * Redash's fork: a new unpublished draft owned by the viewer, named "Copy of (#id) name", with the
 * version the viewer sees (text, options, tags) and copies of the query's visualizations. The
 * caller has authorized reading the query and creating one on its connector.
 */
export async function forkQuery(ctx: Context, tx: Tx, source: QueryView & { tags: string[] }) {
  const copy = await createQuery(
    ctx,
    tx,
    {
      dataSourceId: source.dataSourceId,
      name: `Copy of (#${source.id}) ${source.name}`.slice(0, 255),
      query: source.query,
      description: source.description,
      options: source.options,
    },
    { withTable: false },
  );
  const forked = await tx.query.update({ where: { id: copy.id }, data: { tags: source.tags } });
  const visualizations = await tx.visualization.findMany({ where: { queryId: source.id }, orderBy: { id: 'asc' } });
  const now = ctx.clock.now();
  for (const v of visualizations) {
    await tx.visualization.create({
      data: {
        queryId: forked.id,
        type: v.type,
        name: v.name,
        description: v.description,
        options: v.options as object,
        createdAt: now,
        updatedAt: now,
      },
    });
  }
  return forked;
}
