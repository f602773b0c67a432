import { db } from '../src/db.js';
import { resultMeta } from '../src/domain/results/read-result.js';
import { loadDashboard } from '../src/policies/dashboard.js';
import { loadQuery } from '../src/policies/query.js';
import { authorizeQueryResult } from '../src/policies/query-result.js';
import { RequestLoaders } from '../src/request-loaders.js';
import { builder } from './builder.js';
import { DashboardNode, DashboardType } from './dashboard.js';
import { SavedQueryNode } from './query.js';
import { QueryResultType, resultShape } from './query-result.js';
import { watch } from './watch.js';

/**
 * Live data (issue 31): subscriptions that answer nodes, so a normalised cache updates itself.
 * Every one follows the read policy of its object, and ENDS (graphql-ws `complete`) when the
 * subscriber loses access: its key regenerated, its user disabled, its session ended (the
 * viewer_invalidated NOTIFY of src/auth/viewer-cache.ts, heard by every process), or the object's
 * policy refusing it now. Events come through PostgreSQL NOTIFY (src/pubsub.ts), so a change made in
 * any process reaches subscribers on every other: the topics of migration 0027's triggers
 * (`query_result:<query id>`, `dashboard:<id>`) and the application's own (`job:<id>`, `monitor:<id>`).
 */

builder.subscriptionFields((t) => ({
  queryResultReady: t.field({
    type: QueryResultType,
    description:
      'The saved query’s latest result now (when it has one), then each new result as it is stored (a refresh, a schedule, a run, in any process). Ends when the caller can no longer read the query.',
    args: { queryId: t.arg.globalID({ for: SavedQueryNode, required: true, description: 'The saved query’s global id.' }) },
    authScopes: { authenticated: true },
    subscribe: async function* (_root, { queryId: { id: queryId } }, ctx) {
      let last: number | null = null;
      for await (const { ctx: current, event } of watch(ctx, `query_result:${queryId}`, (c) => loadQuery(c, queryId))) {
        // The latest result now (if any), then each new one; a resync reads the latest again.
        const resultId =
          typeof event?.queryResultId === 'number'
            ? event.queryResultId
            : ((await db.query.findUnique({ where: { id: queryId }, select: { latestQueryDataId: true } }))?.latestQueryDataId ?? null);
        if (resultId === null || resultId === last) continue;
        last = resultId;
        yield resultShape(authorizeQueryResult(current.viewer, await resultMeta(resultId)));
      }
    },
    resolve: (result) => result,
  }),
  dashboardUpdated: t.field({
    type: DashboardType,
    description:
      'The dashboard now, then each time it changes: published, renamed or archived, a widget added, changed or removed, or a result it shows refreshed. Ends when the caller can no longer read it.',
    args: { dashboardId: t.arg.globalID({ for: DashboardNode, required: true, description: 'The dashboard’s global id.' }) },
    authScopes: { authenticated: true },
    subscribe: async function* (_root, { dashboardId: { id: dashboardId } }, ctx) {
      for await (const { ctx: current } of watch(ctx, `dashboard:${dashboardId}`, (c) => loadDashboard(c, { id: dashboardId }))) {
        // The dashboard now, then after each change.
        await loadDashboard(current, { id: dashboardId });
        const row = await db.dashboard.findUnique({ where: { id: dashboardId } });
        if (!row) continue;
        // Each event's fields (widgets, their visualizations and queries) resolve on the
        // subscription's own context: fresh request loaders, or the first event's widget list
        // would be answered again from their cache. (The Pothos prisma plugin's loaders key on the
        // row, new per event, and batch per tick only.)
        ctx.loaders = new RequestLoaders(() => ctx.viewer);
        yield row;
      }
    },
    resolve: (row) => row,
  }),
}));
