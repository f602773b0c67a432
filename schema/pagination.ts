import { resolveOffsetConnection } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Context } from '../src/context.js';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 250;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * A Relay connection over an offset window with `totalCount`; REST turns page/page_size into
 * first/after so that both transports page the same way.
 */
export async function offsetConnection<T>(
  args: ConnectionArgs,
  count: () => Promise<number>,
  load: (window: { skip: number; take: number }) => Promise<T[]>,
) {
  const [totalCount, connection] = await Promise.all([
    count(),
    resolveOffsetConnection({ args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE }, ({ offset, limit }) =>
      load({ skip: offset, take: limit }),
    ),
  ]);
  return Object.assign(connection, { totalCount });
}

/** The Prisma select/include that the connection's `edges.node` selection needs. */
export function nodeQuery(ctx: Context, info: GraphQLResolveInfo, typeName: string) {
  return queryFromInfo({ context: ctx, info, typeName, path: ['edges', 'node'] }) as Record<string, unknown>;
}

export const totalCountField = {
  fields: (t: any) => ({
    totalCount: t.int({ resolve: (parent: { totalCount: number }) => parent.totalCount }),
  }),
};
