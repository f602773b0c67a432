import { db } from '../src/db.js';
import { listMonitorsWithFacts, monitorListRevision, type MonitorRow } from '../src/domain/alerts/list-monitors.js';
import { readMonitoredQueries, type MonitoredFacts } from '../src/domain/queries/query-read-model.js';
import * as monitors from '../src/policies/monitor.js';
import { builder } from './builder.js';
import { MonitorType } from './monitor.js';
import { Author, QueryType } from './query.js';
import { shownQuery } from './redash-fields.js';
import { readsRelations, selectedFields } from './selection.js';

/** What Redash's alerts read of a monitor: its query object and its creator; and every monitor in one list. */

/** What a monitor of the list carries (allMonitors): the list's second statement, shared by its rows. */
const monitoredFacts = (m: object) => (m as { monitored?: MonitoredFacts }).monitored;

// No `select`: the row's own columns (every scalar of a Monitor row), which spares the Prisma plugin's
// per-row selection lookup of a field that selects (see schema/dashboard.ts).
builder.prismaObjectFields('Monitor', (t) => ({
  query: t.field({
    type: QueryType,
    nullable: true,
    description: 'The watched query as the caller sees it; null when the caller cannot see the query itself.',
    resolve: (m, _args, ctx) => {
      const listed = monitoredFacts(m)?.queries.get(m.queryId);
      return listed ? shownQuery(ctx, listed) : ctx.loaders.queryRow(m.queryId).then((row) => shownQuery(ctx, row));
    },
  }),
  user: t.field({
    type: Author,
    nullable: true,
    resolve: (m, _args, ctx) => monitoredFacts(m)?.authors.get(m.userId) ?? ctx.loaders.author(m.userId),
  }),
}));

/** Every monitor the caller sees (allMonitors) with the revision they were read at. */
interface MonitorListShape {
  monitors: MonitorRow[];
  revision: string | null;
}

const MonitorListType = builder.objectRef<MonitorListShape>('MonitorList').implement({
  description: 'Every monitor the caller sees, newest first, with the revision of what the list shows.',
  fields: (t) => ({
    monitors: t.field({ type: [MonitorType], resolve: (list) => list.monitors }),
    revision: t.string({
      description:
        'An opaque digest of what this list shows the caller: it changes whenever a monitor is added, removed or changed, or a watched query (with its author, who saved it, its schedule or the caller’s favorite) or a monitor’s creator changes.',
      resolve: (list) => list.revision ?? '',
    }),
  }),
});

/** The listed rows, each carrying the facts read beside them (see monitoredFacts). */
function withFacts<R extends object>(rows: R[], monitored: MonitoredFacts | null): R[] {
  if (monitored) for (const row of rows) (row as { monitored?: MonitoredFacts }).monitored = monitored;
  return rows;
}

builder.queryFields((t) => ({
  monitorList: t.field({
    type: MonitorListType,
    // REST's GET /api/alerts keeps its answer by this revision; the public graph pages monitors (Query.monitors).
    subGraphs: ['internal'],
    description:
      'allMonitors with its revision, for a client that keeps what it rendered: asked for `revision` alone, one statement reads only the digest.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx, info) => {
      const fields = selectedFields(info);
      if (!fields.has('monitors')) return { monitors: [], revision: await monitorListRevision(ctx) };
      const { rows, monitored, revision } = await listMonitorsWithFacts(ctx, fields.has('revision'));
      return { monitors: withFacts(rows, monitored), revision };
    },
  }),
  allMonitors: t.prismaField({
    type: ['Monitor'],
    // Redash's GET /api/alerts shape only: the public graph pages monitors (Query.monitors).
    subGraphs: ['internal'],
    description: 'Every monitor the caller sees, newest first, unpaged (Redash’s GET /api/alerts is one array).',
    authScopes: { authenticated: true },
    resolve: async (query, _root, _args, ctx) => {
      // A selection of the row's columns only: ONE statement reads the rows (the policy's scopeSql)
      // with the watched queries and creators their fields show. Otherwise Prisma reads the rows,
      // and one statement beside it the facts. Each row carries them, so the fields issue no
      // statement and await no loader.
      const { rows, monitored } = readsRelations(query)
        ? await Promise.all([
            db.monitor.findMany({ ...query, where: monitors.scope(ctx.viewer), orderBy: { id: 'desc' } }),
            readMonitoredQueries(ctx),
          ]).then(([rows, monitored]) => ({ rows, monitored }))
        : await listMonitorsWithFacts(ctx);
      return withFacts(rows, monitored);
    },
  }),
}));
