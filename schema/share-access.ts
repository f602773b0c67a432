import { countShareAccesses, dailyShareAccesses, listShareAccesses, type DailyAccesses } from '../src/domain/dashboards/share-accesses.js';
import * as dashboards from '../src/policies/dashboard.js';
import { builder } from './builder.js';
import { offsetConnection } from './pagination.js';

interface ShareAccessRow {
  id: number;
  kind: string;
  ipHash: string;
  userAgentFamily: string;
  referrerOrigin: string | null;
  createdAt: Date;
}

const ShareAccess = builder.objectRef<ShareAccessRow>('ShareAccess').implement({
  description: 'One view of a shared dashboard. The address is kept only as a keyed hash; the user agent only as its family.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind', { description: 'page | json | embed' }),
    ipHash: t.exposeString('ipHash', {
      description: 'HMAC of the client address under a key derived from SECRET_KEY: equal for the same address, never reversible.',
    }),
    userAgentFamily: t.exposeString('userAgentFamily', {
      description: 'chrome | firefox | safari | edge | opera | bot | tool | other | unknown',
    }),
    referrerOrigin: t.exposeString('referrerOrigin', {
      nullable: true,
      description: 'The referring page’s origin only (no path or query).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DailyAccessesType = builder.objectRef<DailyAccesses>('ShareAccessDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'UTC date, YYYY-MM-DD.' }),
    count: t.exposeInt('count'),
    page: t.exposeInt('page'),
    json: t.exposeInt('json'),
    embed: t.exposeInt('embed'),
  }),
});

builder.prismaObjectFields('Dashboard', (t) => ({
  shareExpiresAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the public link stops working (null: never), for callers who may share.',
    resolve: (d, _args, ctx) => (ctx.viewer && dashboards.can(ctx.viewer, 'share', d) ? d.shareExpiresAt : null),
  }),
}));

builder.queryFields((t) => ({
  dashboardShareAccesses: t.connection(
    {
      type: ShareAccess,
      description: 'The public link’s access log, newest first, with totals per day. For callers who may share the dashboard.',
      args: { slug: t.arg.string({ required: true }) },
      authScopes: { authenticated: true },
      resolve: async (_root, args, ctx) => {
        const dashboard = await dashboards.loadDashboard(ctx, { slug: args.slug }, 'share');
        const [connection, days] = await Promise.all([
          offsetConnection(
            args,
            () => countShareAccesses(dashboard.id),
            (window) => listShareAccesses(dashboard.id, window),
          ),
          dailyShareAccesses(dashboard.id),
        ]);
        return Object.assign(connection, { days });
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({ resolve: (parent) => (parent as unknown as { totalCount: number }).totalCount }),
        days: c.field({
          type: [DailyAccessesType],
          description: 'Views per UTC day (a year at most), newest first.',
          resolve: (parent) => (parent as unknown as { days: DailyAccesses[] }).days,
        }),
      }),
    },
  ),
}));
