import type { GraphQLResolveInfo } from 'graphql';
import { originFor, type Context } from '../src/context.js';
import { db } from '../src/db.js';
import { uniqueSlug } from '../src/domain/dashboards/dashboard-slug.js';
import { draftDiffersFromPublished, publishDashboard } from '../src/domain/dashboards/publish-dashboard.js';
import { dashboardListRevision, dashboardListSource } from '../src/domain/dashboards/list-dashboards.js';
import { readDashboardByRef, type DashboardReadParts } from '../src/domain/dashboards/read-dashboard.js';
import { refreshDashboard, type RefreshedQuery } from '../src/domain/dashboards/refresh-dashboard.js';
import {
  parseShareExpiry,
  revokeShare,
  rotateShare,
  shareDashboard,
  sharePath,
  type ShareLink,
} from '../src/domain/dashboards/share-dashboard.js';
import { resolveWidgets } from '../src/domain/dashboards/widget-data.js';
import { byPosition, WIDGET_ROW_SELECT, widgetView, type DashboardSnapshot, type WidgetRow } from '../src/domain/dashboards/widget-view.js';
import { favoriteIds } from '../src/domain/favorites/favorites.js';
import { ConflictError } from '../src/errors.js';
import * as dashboards from '../src/policies/dashboard.js';
import { displayNameSchema } from '../src/validation.js';
import { builder } from './builder.js';
import { NodeInterface, nodeType } from './node.js';
import { MAX_PAGE_SIZE, nodeQuery, offsetConnection, revisableConnection, revisionFields, type ConnectionArgs } from './pagination.js';
import { tagsArg } from './query.js';
import { ExecutionPayload } from './query-result.js';
import { readsRelations, selectedFields } from './selection.js';
import { DashboardWidgetType } from './widget.js';

const DashboardPolicies = builder
  .objectRef<{ canUpdate: boolean; canPublish: boolean; canArchive: boolean; canShare: boolean }>('DashboardPolicies')
  .implement({
    description: 'The caller’s permitted actions on one dashboard.',
    fields: (t) => ({
      canUpdate: t.exposeBoolean('canUpdate', { description: 'Edit the draft and its widgets.' }),
      canPublish: t.exposeBoolean('canPublish'),
      canArchive: t.exposeBoolean('canArchive'),
      canShare: t.exposeBoolean('canShare', { description: 'Share, rotate and revoke the public link.' }),
    }),
  });

// Fields that read only the row's columns declare no `select`: the type has none, so every row
// (Prisma's, which includes every scalar, and the read models') carries them all, and a field with a
// `select` is wrapped by the Prisma plugin to look up its selection mapping for every row it resolves
// (~25% of the CPU of a 20-row list in the profile). Only the relation (`widgets`) selects.
export const DashboardType = builder.prismaObject('Dashboard', {
  description:
    'Widgets on a grid, addressed by slug. Editors see the draft; everyone else sees the last published snapshot (nothing before the first publish).',
  interfaces: [NodeInterface],
  fields: (t) => ({
    name: t.string({
      description: 'The draft’s name for editors; the name as of the last publish for everyone else.',
      resolve: (d, _args, ctx) =>
        dashboards.can(ctx.viewer, 'update', d) ? d.name : ((d.publishedSnapshot as DashboardSnapshot | null)?.name ?? d.name),
    }),
    slug: t.exposeString('slug'),
    userId: t.exposeInt('userId', { description: 'The creator, who may edit it.' }),
    isArchived: t.exposeBoolean('isArchived'),
    isDraft: t.boolean({ description: 'Never published.', resolve: (d) => d.publishedAt === null }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    canEdit: t.boolean({
      description: 'Whether the caller may edit the draft (Redash’s can_edit); see `policies` for every action.',
      resolve: (d, _args, ctx) => dashboards.can(ctx.viewer, 'update', d),
    }),
    policies: t.field({
      type: DashboardPolicies,
      description: 'What the caller may do with this dashboard, from the dashboard policy.',
      resolve: (d, _args, ctx) => ({
        canUpdate: dashboards.can(ctx.viewer, 'update', d),
        canPublish: dashboards.can(ctx.viewer, 'publish', d),
        canArchive: dashboards.can(ctx.viewer, 'archive', d),
        canShare: dashboards.can(ctx.viewer, 'share', d),
      }),
    }),
    isShared: t.boolean({ resolve: (d) => d.shareTokenHash !== null }),
    publicUrl: t.string({
      nullable: true,
      description: 'The public link, for callers with share_dashboard.',
      resolve: (d, _args, ctx) => {
        const link = shareLinkOf(ctx, d);
        return link && publicUrlOf(link);
      },
    }),
    widgets: t.field({
      type: [DashboardWidgetType],
      description:
        'The draft’s widgets for editors, the published ones for everyone else; only widgets whose connector the caller reaches.',
      // Without a Prisma `select`: the read models carry the draft widgets on the row, and any
      // other read of the row loads them here (batched per request). A `select` made every
      // dashboard read plan its Prisma selection (~10% of a dashboard GET's CPU in the profile).
      resolve: async (d, _args, ctx) => {
        if (!dashboards.can(ctx.viewer, 'update', d)) {
          return resolveWidgets(ctx, d.orgId, (d.publishedSnapshot as DashboardSnapshot | null)?.widgets ?? [], 'viewer');
        }
        const carried = (d as { widgets?: WidgetRow[] }).widgets;
        const rows = Array.isArray(carried) ? carried : await ctx.loaders.draftWidgets(d.id);
        return resolveWidgets(ctx, d.orgId, rows.map(widgetView).sort(byPosition), 'viewer');
      },
    }),
    hasUnpublishedChanges: t.boolean({
      description:
        'For editors: the draft differs from the last publish (its name, or its widgets’ places, sizes, texts, visualizations and their settings). False before the first publish (see isDraft) and for everyone else.',
      resolve: async (d, _args, ctx) => {
        const snapshot = d.publishedSnapshot as DashboardSnapshot | null;
        if (!snapshot || !dashboards.can(ctx.viewer, 'update', d)) return false;
        const carried = (d as { widgets?: WidgetRow[] }).widgets;
        return draftDiffersFromPublished(d.name, Array.isArray(carried) ? carried : await ctx.loaders.draftWidgets(d.id), snapshot);
      },
    }),
    publishedWidgets: t.field({
      type: [DashboardWidgetType],
      description: 'What everyone but the editors sees: the widgets of the last publish (none before the first).',
      resolve: (d, _args, ctx) => resolveWidgets(ctx, d.orgId, (d.publishedSnapshot as DashboardSnapshot | null)?.widgets ?? [], 'viewer'),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    revision: t.string({
      nullable: true,
      description:
        'An opaque digest of what this read shows the caller: it changes whenever the dashboard, its widgets, their visualizations or queries (with their authors and schedules) or the caller’s favorites change. Answered by `dashboard(slug)`; null on other reads (lists have their page’s `revision`).',
      resolve: (d) => (d as { revision?: string | null }).revision ?? null,
    }),
  }),
});

type ShareLinkShape = ShareLink & { id: number; origin: string };

const publicUrlOf = (link: ShareLinkShape) => `${link.origin}${link.publicPath}`;

const SharePayload = builder.objectRef<ShareLinkShape>('DashboardShare').implement({
  description:
    'A dashboard’s public link, seen by those who may share the dashboard. Its global id names the dashboard’s link: rotating it ' +
    'keeps the id and changes the token; revoking it makes the id resolve to null.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    dashboard: t.field({
      type: DashboardType,
      description: 'The dashboard this link shows.',
      resolve: (s) => db.dashboard.findUniqueOrThrow({ where: { id: s.id } }),
    }),
    secretToken: t.exposeString('secretToken'),
    publicUrl: t.string({ resolve: publicUrlOf }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Past this time the link answers 404; null: never.',
    }),
  }),
});

const RefreshedQueryType = builder.objectRef<RefreshedQuery>('DashboardRefreshedQuery').implement({
  fields: (t) => ({
    queryId: t.exposeInt('queryId'),
    answer: t.field({
      type: ExecutionPayload,
      nullable: true,
      description: 'A cached result or the job to poll.',
      resolve: (r) => r.answer,
    }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

/** The dashboard the caller may share: an archived one has no public link (409). */
async function shareableDashboard(ctx: Context, slug: string) {
  const dashboard = await dashboards.loadDashboard(ctx, { slug }, 'share');
  if (dashboard.isArchived) throw new ConflictError('An archived dashboard cannot be shared.', 'archived');
  return dashboard;
}

/** A public-link change: the dashboard and, optionally, a new expiry. */
const shareLinkArgs = builder.args((t) => ({
  slug: t.string({ required: true }),
  expiresAt: t.string({ required: false }),
  neverExpires: t.boolean({ required: false }),
}));

/** Shares or rotates the public link of a dashboard the caller may share, with the expiry asked for. */
async function changeShareLink(
  ctx: Context,
  { slug, ...expiry }: { slug: string; expiresAt?: string | null; neverExpires?: boolean | null },
  change: typeof shareDashboard | typeof rotateShare,
) {
  const dashboard = await shareableDashboard(ctx, slug);
  const link = await change(ctx, dashboard, parseShareExpiry(ctx.clock.now(), expiry));
  return { ...link, id: dashboard.id, origin: originFor(ctx, ctx.viewer!.org) };
}

/** The dashboard's public link as the caller may see it (share permission), or null when it has none. */
function shareLinkOf(
  ctx: Context,
  dashboard: dashboards.DashboardRef & { id: number; shareTokenEncrypted: string | null; shareExpiresAt: Date | null },
): ShareLinkShape | null {
  if (!dashboard.shareTokenEncrypted || !ctx.viewer || !dashboards.can(ctx.viewer, 'share', dashboard)) return null;
  const token = ctx.secrets.open(dashboard.shareTokenEncrypted);
  return {
    id: dashboard.id,
    secretToken: token,
    publicPath: sharePath(token),
    expiresAt: dashboard.shareExpiresAt,
    origin: originFor(ctx, ctx.viewer.org),
  };
}

export const DashboardShareNode = nodeType(SharePayload, 'DashboardShare', async (ctx, id) =>
  shareLinkOf(ctx, await dashboards.loadDashboard(ctx, { id }, 'share')),
);

builder.prismaObjectFields('Dashboard', (t) => ({
  share: t.field({
    type: SharePayload,
    nullable: true,
    description: 'The public link, for callers who may share the dashboard; null when it has none (or the caller may not share).',
    resolve: (d, _args, ctx) => shareLinkOf(ctx, d),
  }),
}));

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002';
}

export const DashboardNode = nodeType(DashboardType, 'Dashboard', async (ctx, id) => {
  await dashboards.loadDashboard(ctx, { id });
  return db.dashboard.findUnique({ where: { id } });
});

/** Which parts of a dashboard read (`widgets`, `revision`, any other field: `row`) the field `info` resolves selects. */
export function selectedParts(info: GraphQLResolveInfo): DashboardReadParts {
  const names = selectedFields(info);
  let parts = partsOfFields.get(names);
  if (parts === undefined) {
    const row = [...names].some((name) => name !== 'widgets' && name !== 'revision' && name !== '__typename');
    partsOfFields.set(names, (parts = { row, widgets: names.has('widgets'), revision: names.has('revision') }));
  }
  return parts;
}
const partsOfFields = new WeakMap<ReadonlySet<string>, DashboardReadParts>();

/**
 * A page of the dashboards the viewer may open, with `args`' filters (see `dashboards`): a selection
 * of the rows' columns only is the list's read model (one statement, with the page's revision when
 * `fields` asks for it); one that reads a relation (widgets) is Prisma's.
 */
export async function listDashboards(
  ctx: Context,
  args: ConnectionArgs & { search?: string | null; tags?: readonly string[] | null; favorites?: boolean | null; archived?: boolean | null },
  info: GraphQLResolveInfo,
) {
  const filter = {
    archived: args.archived ?? false,
    search: args.search,
    tags: tagsArg(args.tags),
    favorites: args.favorites ?? false,
  };
  const query = nodeQuery(ctx, info, 'Dashboard');
  if (!readsRelations(query)) {
    // The read model answers every column the selection could ask for, in one statement (with the
    // page's revision when it is asked for).
    return revisableConnection(args, selectedFields(info), {
      revisionOf: (window) => dashboardListRevision(ctx, filter, window),
      source: (revise) => dashboardListSource(ctx, filter, revise),
    });
  }
  const where = {
    ...dashboards.scope(ctx.viewer),
    isArchived: filter.archived,
    ...(filter.search ? { name: { contains: filter.search, mode: 'insensitive' as const } } : {}),
    ...(filter.tags ? { tags: { hasEvery: filter.tags } } : {}),
    ...(filter.favorites ? { id: { in: await favoriteIds(ctx, 'dashboard') } } : {}),
  };
  return offsetConnection(
    args,
    () => db.dashboard.count({ where }),
    ({ skip, take }) => db.dashboard.findMany({ ...query, where, skip, take, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] }),
  );
}

builder.queryFields((t) => ({
  dashboards: t.connection(
    {
      type: DashboardType,
      description: `Dashboards the caller may open, last changed first, archived ones left out (or only them: \`archived: true\`): by name (\`search\`), carrying every tag of \`tags\`, or only the caller’s favorites. At most ${MAX_PAGE_SIZE} a page.`,
      args: {
        search: t.arg.string({ required: false, description: 'Part of the name, any case.' }),
        tags: t.arg.stringList({ required: false, description: 'Only dashboards carrying every one of these tags.' }),
        favorites: t.arg.boolean({ required: false, description: 'true: only the caller’s favorites.' }),
        archived: t.arg.boolean({ required: false, description: 'true: only archived dashboards.' }),
      },
      authScopes: { authenticated: true },
      resolve: (_root, args, ctx, info) => listDashboards(ctx, args, info),
    },
    revisionFields('its own fields, its author or the caller’s favorite; not its widgets'),
  ),
  dashboard: t.field({
    type: DashboardType,
    description: 'A dashboard by its slug (`node(id:)` reads one by its global id), with its `revision` when asked.',
    args: { slug: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    // The read model answers every column of the dashboard and, when the selection asks for them,
    // its draft widgets and its revision, in one statement; the type's fields read nothing else from the row.
    resolve: (_root, { slug }, ctx, info) => readDashboardByRef(ctx, slug, 'read', selectedParts(info), { slugOnly: true }),
  }),
}));

builder.mutationFields((t) => ({
  createDashboard: t.prismaField({
    type: 'Dashboard',
    description: 'Needs create_dashboard. The slug comes from the name and is the address from then on.',
    args: { name: t.arg.string({ required: true, validate: displayNameSchema }) },
    authScopes: { permission: 'create_dashboard' },
    resolve: async (query, _root, { name }, ctx) => {
      const viewer = ctx.viewer!;
      // Two creators racing for one slug: the unique index decides, the loser takes the next one.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await db.$transaction(async (tx) => {
            const slug = await uniqueSlug(tx, viewer.org.id, name);
            return tx.dashboard.create({ ...query, data: { orgId: viewer.org.id, userId: viewer.id, name, slug } });
          });
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },
  }),
  updateDashboard: t.prismaField({
    type: 'Dashboard',
    description: 'Rename (the slug stays) or archive/unarchive. Editors only.',
    args: {
      slug: t.arg.string({ required: true }),
      name: t.arg.string({ required: false, validate: displayNameSchema.nullish() }),
      isArchived: t.arg.boolean({ required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      const dashboard = await dashboards.loadDashboard(ctx, { slug: args.slug }, 'update');
      const name = args.name ?? dashboard.name;
      return db.dashboard.update({
        ...query,
        where: { id: dashboard.id },
        data: { name, isArchived: args.isArchived ?? dashboard.isArchived },
      });
    },
  }),
  archiveDashboard: t.boolean({
    description: 'Hides the dashboard from lists and kills its public link. Editors only.',
    args: { slug: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { slug }, ctx) => {
      const dashboard = await dashboards.loadDashboard(ctx, { slug }, 'archive');
      await db.dashboard.update({ where: { id: dashboard.id }, data: { isArchived: true } });
      return true;
    },
  }),
  publishDashboard: t.prismaField({
    type: 'Dashboard',
    description: 'The draft becomes the snapshot every other viewer and the public link see. Repeatable.',
    args: { slug: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { slug }, ctx) => {
      const dashboard = await dashboards.loadDashboard(ctx, { slug }, 'publish');
      if (dashboard.isArchived) throw new ConflictError('Unarchive the dashboard before publishing it.', 'archived');
      await publishDashboard(ctx, dashboard.id);
      return db.dashboard.findUniqueOrThrow({ ...query, where: { id: dashboard.id } });
    },
  }),
  shareDashboard: t.field({
    type: SharePayload,
    description:
      'The public link (created on first call). Needs share_dashboard and a published dashboard (409 otherwise). `expiresAt` (a future ISO time) sets when it stops working, `neverExpires` clears that; neither keeps the current expiry.',
    args: shareLinkArgs,
    authScopes: { authenticated: true },
    resolve: (_root, args, ctx) => changeShareLink(ctx, args, shareDashboard),
  }),
  rotateDashboardShare: t.field({
    type: SharePayload,
    description:
      'A new public link; the old one is dead at once. 409 when not shared. The expiry is kept unless `expiresAt` or `neverExpires` replaces it.',
    args: shareLinkArgs,
    authScopes: { authenticated: true },
    resolve: (_root, args, ctx) => changeShareLink(ctx, args, rotateShare),
  }),
  revokeDashboardShare: t.boolean({
    description: 'Kills the public link (it then answers 404). Idempotent.',
    args: { slug: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { slug }, ctx) => {
      const dashboard = await dashboards.loadDashboard(ctx, { slug }, 'share');
      await revokeShare(dashboard.id);
      return true;
    },
  }),
  refreshDashboard: t.field({
    type: [RefreshedQueryType],
    description: 'Enqueues every query behind the widgets the caller sees (needs execute_query; each counts against the execute limit).',
    args: { slug: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { slug }, ctx) => {
      const dashboard = await dashboards.loadDashboard(ctx, { slug });
      const views = dashboards.can(ctx.viewer, 'update', dashboard)
        ? (await db.widget.findMany({ where: { dashboardId: dashboard.id }, select: WIDGET_ROW_SELECT, orderBy: { id: 'asc' } })).map(
            widgetView,
          )
        : ((dashboard.publishedSnapshot as DashboardSnapshot | null)?.widgets ?? []);
      return refreshDashboard(ctx, await resolveWidgets(ctx, dashboard.orgId, views, 'viewer'));
    },
  }),
}));
