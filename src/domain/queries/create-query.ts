import type { Context } from '../../context.js';
import type { Tx } from '../../db.js';

export interface NewQuery {
  dataSourceId: number;
  name: string;
  query: string;
  description: string | null;
  options: object;
}

/**
 * Creates an unpublished draft owned by the viewer, with its first saved version (working
 * version 1) and, as Redash does for every new query, a "Table" visualization (tools index
 * `visualizations[0]`); a fork copies the source's visualizations instead (`withTable: false`).
 * The caller has validated the input and authorized the viewer on the connector.
 */
export async function createQuery(ctx: Context, tx: Tx, input: NewQuery, { withTable = true } = {}) {
  const viewer = ctx.viewer!;
  const now = ctx.clock.now();
  const created = await tx.query.create({
    data: { orgId: viewer.org.id, userId: viewer.id, ...input, createdAt: now, updatedAt: now },
  });
  await tx.queryVersion.create({
    data: {
      queryId: created.id,
      version: 1,
      name: created.name,
      query: created.query,
      options: input.options,
      userId: viewer.id,
      createdAt: now,
    },
  });
  if (withTable) {
    await tx.visualization.create({
      data: { queryId: created.id, type: 'TABLE', name: 'Table', description: '', options: {}, createdAt: now, updatedAt: now },
    });
  }
  return created;
}
