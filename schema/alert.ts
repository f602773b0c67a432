import { db } from '../src/db.js';
import { viewQuery } from '../src/domain/queries/query-view.js';
import { NotFoundError } from '../src/errors.js';
import * as monitors from '../src/policies/monitor.js';
import * as queries from '../src/policies/query.js';
import { builder } from './builder.js';
import { QueryType } from './query.js';
import { Author } from './redash-fields.js';

/** What Redash's alerts read of a monitor: its query object and its creator; and every monitor in one list. */

builder.prismaObjectFields('Monitor', (t) => ({
  query: t.field({
    type: QueryType,
    nullable: true,
    description: 'The watched query as the caller sees it; null when the caller cannot see the query itself.',
    select: { queryId: true },
    resolve: async (m, _args, ctx) => {
      try {
        return viewQuery(ctx.viewer!, queries.authorizeQuery(ctx.viewer, 'read', await ctx.loaders.queryRow(m.queryId)));
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  }),
  user: t.field({
    type: Author,
    nullable: true,
    select: { userId: true },
    resolve: (m, _args, ctx) => ctx.loaders.author(m.userId),
  }),
}));

builder.queryFields((t) => ({
  allMonitors: t.prismaField({
    type: ['Monitor'],
    description: 'Every monitor the caller sees, newest first, unpaged (Redash’s GET /api/alerts is one array).',
    authScopes: { authenticated: true },
    resolve: (query, _root, _args, ctx) => db.monitor.findMany({ ...query, where: monitors.scope(ctx.viewer), orderBy: { id: 'desc' } }),
  }),
}));
