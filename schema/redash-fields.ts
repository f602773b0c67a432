import { z } from 'zod';
import type { Context } from '../src/context.js';
import { db, type Prisma } from '../src/db.js';
import { forkDashboard } from '../src/domain/dashboards/fork-dashboard.js';
import { publishDashboard } from '../src/domain/dashboards/publish-dashboard.js';
import { type ListedDashboardFacts } from '../src/domain/dashboards/list-dashboards.js';
import { readDashboardByRef } from '../src/domain/dashboards/read-dashboard.js';
import { queryHash } from '../src/domain/execution/request-execution.js';
import { readsOnly } from '../src/domain/list-source.js';
import { createQuery } from '../src/domain/queries/create-query.js';
import { forkQuery } from '../src/domain/queries/fork-query.js';
import { publishQuery } from '../src/domain/queries/publish-query.js';
import { tagsSchema } from '../src/domain/queries/query-tags.js';
import { viewQuery, type ListedFacts, type QueryRow } from '../src/domain/queries/query-view.js';
import { cronForRedashSchedule, redashScheduleFor, redashScheduleSchema, setQuerySchedule } from '../src/domain/queries/redash-schedule.js';
import { updateQuery } from '../src/domain/queries/update-query.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../src/errors.js';
import * as dashboards from '../src/policies/dashboard.js';
import * as dataSources from '../src/policies/data-source.js';
import * as queries from '../src/policies/query.js';
import * as schedules from '../src/policies/schedule.js';
import { hasPermission } from '../src/policies/viewer.js';
import * as visualizations from '../src/policies/visualization.js';
import { builder } from './builder.js';
import { DataSourceNode } from './data-source.js';
import { Author, SavedQueryNode } from './query.js';
import { DashboardNode, DashboardType, selectedParts } from './dashboard.js';
import { queryFieldRules, QueryType } from './query.js';
import { WidgetVisualizationType } from './widget.js';

/** The Redash-shaped fields and writes of queries and dashboards: tags, schedule, version, favorites, fork. */

const redashSchedule = (schedule: { cron: string; timezone: string } | null) =>
  schedule ? redashScheduleFor(schedule.cron, schedule.timezone) : null;

builder.objectFields(QueryType, (t) => ({
  tags: t.exposeStringList('tags'),
  version: t.int({
    // Redash's name for workingVersion (REST's body), as its `schedule` and `is_safe` are REST's.
    subGraphs: ['internal'],
    description: 'Redash’s name for the working version; send it back on a save to get 409 when someone saved since.',
    resolve: (q) => q.workingVersion,
  }),
  queryHash: t.string({
    subGraphs: ['internal'],
    description: 'The hash its results carry when it runs without parameters.',
    resolve: (q) => queryHash(q.dataSourceId, q.query, []),
  }),
  isSafe: t.boolean({
    subGraphs: ['internal'],
    description: 'Always true: every parameter value is bound, never pasted into the text.',
    resolve: () => true,
  }),
  isFavorite: t.boolean({
    resolve: (q, _args, ctx) => (q.listed ? q.listed.isFavorite : ctx.loaders.isFavorite('query', q.id)),
  }),
  lastModifiedBy: t.field({
    type: Author,
    nullable: true,
    description: 'Who saved the working version.',
    resolve: (q, _args, ctx) =>
      q.listed
        ? q.listed.lastModifiedBy
        : ctx.loaders.versionAuthorId(q.id, q.workingVersion).then((id) => ctx.loaders.author(id ?? q.userId)),
  }),
  schedule: t.field({
    type: 'JSON',
    nullable: true,
    subGraphs: ['internal'],
    description:
      'Redash’s `{interval, time, day_of_week, until}` view of the query’s first schedule (UTC); null when it has none or one Redash cannot express.',
    resolve: (q, _args, ctx) =>
      q.listed ? redashSchedule(q.listed.firstSchedule) : ctx.loaders.firstQuerySchedule(q.orgId, q.id).then(redashSchedule),
  }),
  visualizations: t.prismaField({
    type: ['Visualization'],
    description: 'The query’s visualizations, oldest first.',
    // A one-query read (readQuery) already read them, every column, under the policy's scopeSql.
    resolve: (query, q, _args, ctx) =>
      q.visualizations && readsOnly(query, [])
        ? q.visualizations
        : db.visualization.findMany({ ...query, where: { ...visualizations.scope(ctx.viewer), queryId: q.id }, orderBy: { id: 'asc' } }),
  }),
}));

/** A query row as the viewer sees it, authorized by the query policy; null when the viewer cannot see it. */
export function shownQuery(ctx: Context, row: (QueryRow & { listed?: ListedFacts }) | null) {
  try {
    return viewQuery(ctx.viewer!, queries.authorizeQuery(ctx.viewer, 'read', row));
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

builder.objectFields(WidgetVisualizationType, (t) => ({
  query: t.field({
    type: QueryType,
    nullable: true,
    description:
      'The visualization’s query as the caller sees it (Redash’s widget.visualization.query); null when the caller cannot see it.',
    // A row the request's read model read (the dashboard's statement) answers at once, with its
    // Redash fields' facts; otherwise the loader reads it. Either way the query policy authorizes it.
    resolve: (v, _args, ctx) => {
      if (!ctx.viewer) return null;
      const listed = ctx.loaders.listedQuery(v.queryId);
      return listed ? shownQuery(ctx, listed) : ctx.loaders.queryRow(v.queryId).then((row) => shownQuery(ctx, row));
    },
  }),
}));

/** What a listed dashboard row carries for its list fields (list-dashboards.ts); undefined on other reads. */
const listedFacts = (d: object) => (d as { listed?: ListedDashboardFacts }).listed;

builder.prismaObjectFields('Dashboard', (t) => ({
  tags: t.exposeStringList('tags'),
  // Redash's dashboard body (REST's GET and saveDashboard): the public graph places widgets by their own options.
  version: t.exposeInt('version', {
    subGraphs: ['internal'],
    description: 'Send it back on a save to get 409 when someone saved since.',
  }),
  options: t.expose('options', { type: 'JSON', subGraphs: ['internal'] }),
  layout: t.expose('layout', { type: 'JSON', subGraphs: ['internal'] }),
  dashboardFiltersEnabled: t.exposeBoolean('dashboardFiltersEnabled', { subGraphs: ['internal'] }),
  user: t.field({
    type: Author,
    nullable: true,
    resolve: (d, _args, ctx) => {
      const listed = listedFacts(d);
      return listed ? listed.author : ctx.loaders.author(d.userId);
    },
  }),
  isFavorite: t.boolean({
    resolve: (d, _args, ctx) => {
      const listed = listedFacts(d);
      return listed ? listed.isFavorite : ctx.loaders.isFavorite('dashboard', d.id);
    },
  }),
}));

/**
 * A dashboard by slug or, as Redash addresses them, by numeric id: the slug wins when a
 * dashboard has it, so a slug made of digits still names its own dashboard.
 */
export async function loadDashboardRef(ctx: Context, ref: string, action: dashboards.DashboardAction = 'read') {
  try {
    return await dashboards.loadDashboard(ctx, { slug: ref }, action);
  } catch (error) {
    if (!(error instanceof NotFoundError) || !/^\d{1,9}$/.test(ref)) throw error;
    return dashboards.loadDashboard(ctx, { id: Number(ref) }, action);
  }
}

builder.queryFields((t) => ({
  dashboardByRef: t.field({
    type: DashboardType,
    // REST's /api/dashboards/{id_or_slug} (Redash's addressing) only: the public graph has dashboard(slug) and node(id).
    subGraphs: ['internal'],
    description: 'A dashboard by slug or numeric id.',
    args: { ref: t.arg.string({ required: true }) },
    authScopes: { authenticated: true },
    // The read model answers every column of the dashboard and, when the selection asks for them,
    // its draft widgets; the type's fields read nothing else from the row.
    resolve: async (_root, { ref }, ctx, info) => readDashboardByRef(ctx, ref, 'read', selectedParts(info)),
  }),
}));

/**
 * Redash's query body. One mutation creates (no id) and saves, so no field is non-null here: a
 * create without dataSourceId, name or query is refused in the resolver. The rules are the query's.
 */
const SaveQueryInput = builder.inputType('SaveQueryInput', {
  description: 'Redash’s query body. Fields left out keep their value; `schedule: null` removes the query’s schedule.',
  fields: (t) => ({
    dataSourceId: t.globalID({ for: DataSourceNode, required: false }),
    name: t.string({ required: false, validate: queryFieldRules.name.nullish() }),
    query: t.string({ required: false, validate: queryFieldRules.text.nullish() }),
    description: t.string({ required: false, validate: queryFieldRules.description }),
    options: t.field({ type: 'JSON', required: false, validate: queryFieldRules.options.nullish() }),
    tags: t.stringList({ required: false, validate: tagsSchema.nullish() }),
    schedule: t.field({
      type: 'JSON',
      required: false,
      validate: redashScheduleSchema.optional(),
      description: '`{interval, time, day_of_week, until}` (UTC) or null.',
    }),
    isDraft: t.boolean({ required: false, description: 'false publishes the saved working version.' }),
    version: t.int({ required: false, description: 'The version the caller last saw; a stale one answers 409 version_conflict.' }),
  }),
});

type SaveQueryFields = typeof SaveQueryInput.$inferInput;

/** The input with its JSON fields as their rules parsed them, and left-out fields undefined. */
function saveQueryFields(input: SaveQueryFields) {
  return {
    dataSourceId: input.dataSourceId?.id ?? undefined,
    name: input.name ?? undefined,
    query: input.query ?? undefined,
    description: input.description,
    options: (input.options ?? undefined) as Record<string, unknown> | undefined,
    tags: input.tags ?? undefined,
    schedule: input.schedule as z.infer<typeof redashScheduleSchema> | undefined,
    isDraft: input.isDraft ?? undefined,
    version: input.version ?? undefined,
  };
}

/** The schedule permission on the query, and the cron a Redash schedule stands for. */
async function scheduleChange(ctx: Context, queryId: number | null, schedule: z.infer<typeof redashScheduleSchema> | undefined) {
  if (schedule === undefined) return undefined;
  if (!hasPermission(ctx.viewer, 'schedule')) throw new ForbiddenError('Scheduling a query needs the schedule permission.');
  if (queryId !== null) {
    const entity = await schedules.loadScheduleEntity(ctx, 'query', queryId);
    if (!schedules.canCreate(ctx.viewer, entity)) throw new ForbiddenError('Scheduling a query needs the schedule permission.');
  }
  return { cron: schedule === null ? null : cronForRedashSchedule(schedule) };
}

async function reachableSource(ctx: Context, id: number) {
  const source = await dataSources.loadDataSource(ctx, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw ValidationError.field('input.dataSourceId', 'unknown data source');
    throw error;
  });
  return source.id;
}

const DashboardSaveInput = builder.inputType('SaveDashboardInput', {
  description: 'Redash’s dashboard body. Fields left out keep their value.',
  fields: (t) => ({
    name: t.string({ required: false, validate: z.string().trim().min(1, 'is required').max(255).nullish() }),
    tags: t.stringList({ required: false, validate: tagsSchema.nullish() }),
    isDraft: t.boolean({
      required: false,
      description: 'false publishes the draft (true cannot unpublish: the published snapshot stays).',
    }),
    isArchived: t.boolean({ required: false }),
    version: t.int({ required: false, description: 'The version the caller last saw; a stale one answers 409 version_conflict.' }),
    options: t.field({
      type: 'JSON',
      required: false,
      validate: z.record(z.string(), z.unknown(), { message: 'must be an object' }).nullish(),
    }),
    layout: t.field({ type: 'JSON', required: false, validate: z.array(z.unknown(), { message: 'must be an array' }).nullish() }),
    dashboardFiltersEnabled: t.boolean({ required: false }),
  }),
});

/** Copies the dashboard `loading` loads (for 'update': forking copies the draft, which only editors see). */
async function forkDashboardOf(ctx: Context, query: { select?: object; include?: object }, loading: Promise<{ id: number }>) {
  const source = await loading;
  const copy = await db.$transaction((tx) => forkDashboard(ctx, tx, source.id));
  return db.dashboard.findUniqueOrThrow({ ...query, where: { id: copy.id } });
}

builder.mutationFields((t) => ({
  saveQuery: t.field({
    type: QueryType,
    // Redash's POST /api/queries[/{id}] body only: the public graph has createQuery, updateQuery,
    // publishQuery and the schedule mutations.
    subGraphs: ['internal'],
    description:
      'Redash’s POST /api/queries[/{id}]: creates (no id) or saves a query with its tags and schedule; `isDraft: false` publishes what was saved; a stale `version` is 409.',
    args: { id: t.arg.globalID({ for: SavedQueryNode, required: false }), input: t.arg({ type: SaveQueryInput, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: ref, input }, ctx) => {
      const viewer = ctx.viewer!;
      const id = ref?.id;
      const data = saveQueryFields(input);
      if (id === null || id === undefined) {
        if (!queries.canCreate(viewer)) throw new ForbiddenError('Creating queries needs create_query.');
        const missing = (['dataSourceId', 'name', 'query'] as const).filter((field) => data[field] === undefined);
        if (missing.length) throw ValidationError.of(missing.map((field) => ({ path: `input.${field}`, message: 'is required' })));
        const dataSourceId = await reachableSource(ctx, data.dataSourceId!);
        const schedule = await scheduleChange(ctx, null, data.schedule);
        const row = await db.$transaction(async (tx) => {
          const created = await createQuery(ctx, tx, {
            dataSourceId,
            name: data.name!,
            query: data.query!,
            description: data.description ?? null,
            options: data.options ?? {},
          });
          if (data.tags) await tx.query.update({ where: { id: created.id }, data: { tags: data.tags } });
          if (schedule) await setQuerySchedule(ctx, tx, created.id, schedule.cron);
          if (data.isDraft === false) return publishQuery(ctx, tx, created.id, created.workingVersion);
          return tx.query.findUniqueOrThrow({ where: { id: created.id } });
        });
        return viewQuery(viewer, row);
      }
      const existing = await queries.loadQuery(ctx, id, 'update');
      if (data.dataSourceId !== undefined && data.dataSourceId !== existing.dataSourceId) await reachableSource(ctx, data.dataSourceId);
      const schedule = await scheduleChange(ctx, id, data.schedule);
      const row = await db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM queries WHERE id = ${id} FOR UPDATE`;
        const current = await tx.query.findUniqueOrThrow({ where: { id } });
        if (data.version !== undefined && data.version !== current.workingVersion) {
          throw new ConflictError(
            `The query is at version ${current.workingVersion}, not ${data.version}; reload and save again.`,
            'version_conflict',
            {
              current_version: current.workingVersion,
            },
          );
        }
        const changes = {
          dataSourceId: data.dataSourceId,
          name: data.name,
          query: data.query,
          description: data.description,
          options: data.options,
        };
        const textChanged = Object.values(changes).some((v) => v !== undefined);
        let saved = textChanged ? await updateQuery(ctx, tx, id, changes) : current;
        if (data.tags) saved = await tx.query.update({ where: { id }, data: { tags: data.tags } });
        if (schedule) await setQuerySchedule(ctx, tx, id, schedule.cron);
        if (data.isDraft === false && saved.publishedVersion !== saved.workingVersion) {
          if (!queries.can(viewer, 'publish', saved))
            throw new ForbiddenError('Publishing this query needs edit_query (or create_query as its owner).');
          saved = await publishQuery(ctx, tx, id, saved.workingVersion);
        }
        return saved;
      });
      return viewQuery(viewer, row);
    },
  }),
  forkQuery: t.field({
    type: QueryType,
    description: 'Copies the query as the caller sees it, with its visualizations, as an unpublished draft of the caller.',
    args: { id: t.arg.globalID({ for: SavedQueryNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      const viewer = ctx.viewer!;
      const source = await queries.loadQuery(ctx, id, 'read');
      if (!queries.canCreate(viewer)) throw new ForbiddenError('Forking a query needs create_query.');
      const row = await db.$transaction((tx) => forkQuery(ctx, tx, { ...viewQuery(viewer, source), tags: source.tags }));
      return viewQuery(viewer, row);
    },
  }),
  saveDashboard: t.prismaField({
    type: 'Dashboard',
    // Redash's POST /api/dashboards/{id} body only: the public graph has updateDashboard and publishDashboard.
    subGraphs: ['internal'],
    description:
      'Redash’s POST /api/dashboards/{id}: name, tags, options, layout, filters; `isDraft: false` publishes; a stale `version` is 409.',
    args: {
      ref: t.arg.string({ required: true, description: 'Slug or numeric id.' }),
      input: t.arg({ type: DashboardSaveInput, required: true }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { ref, input }, ctx) => {
      const data = {
        name: input.name ?? undefined,
        tags: input.tags ?? undefined,
        isDraft: input.isDraft ?? undefined,
        isArchived: input.isArchived ?? undefined,
        version: input.version ?? undefined,
        options: input.options ?? undefined,
        layout: input.layout ?? undefined,
        dashboardFiltersEnabled: input.dashboardFiltersEnabled ?? undefined,
      };
      const dashboard = await loadDashboardRef(ctx, ref, 'update');
      await db.$transaction(async (tx) => {
        // The version check and the bump are one conditional update, so two stale writers cannot both pass.
        const { count } = await tx.dashboard.updateMany({
          where: { id: dashboard.id, ...(data.version !== undefined ? { version: data.version } : {}) },
          data: {
            name: data.name,
            tags: data.tags,
            isArchived: data.isArchived,
            options: data.options as Prisma.InputJsonValue | undefined,
            layout: data.layout as object[] | undefined,
            dashboardFiltersEnabled: data.dashboardFiltersEnabled,
            version: { increment: 1 },
          },
        });
        if (count === 0) {
          const current = await tx.dashboard.findUniqueOrThrow({ where: { id: dashboard.id }, select: { version: true } });
          throw new ConflictError(
            `The dashboard is at version ${current.version}, not ${data.version}; reload and save again.`,
            'version_conflict',
            {
              current_version: current.version,
            },
          );
        }
      });
      if (data.isDraft === false) {
        await dashboards.loadDashboard(ctx, { id: dashboard.id }, 'publish');
        await publishDashboard(ctx, dashboard.id);
      }
      return db.dashboard.findUniqueOrThrow({ ...query, where: { id: dashboard.id } });
    },
  }),
  forkDashboard: t.prismaField({
    type: 'Dashboard',
    description:
      'Copies the dashboard (its draft, widgets and settings) as a never-published dashboard of the caller. Needs create_dashboard and edit rights on the source (the draft is copied).',
    args: { id: t.arg.globalID({ for: DashboardNode, required: true }) },
    authScopes: { permission: 'create_dashboard' },
    resolve: (query, _root, { id: { id } }, ctx) => forkDashboardOf(ctx, query, dashboards.loadDashboard(ctx, { id }, 'update')),
  }),
  // REST's POST /api/dashboards/{id or slug}/fork: Redash's addressing, in the internal graph only.
  forkDashboardByRef: t.prismaField({
    type: 'Dashboard',
    subGraphs: ['internal'],
    description:
      'Copies the dashboard (slug or id: its draft, widgets and settings) as a never-published dashboard of the caller. Needs create_dashboard and edit rights on the source (the draft is copied).',
    args: { ref: t.arg.string({ required: true, description: 'Slug or numeric id.' }) },
    authScopes: { permission: 'create_dashboard' },
    resolve: (query, _root, { ref }, ctx) => forkDashboardOf(ctx, query, loadDashboardRef(ctx, ref, 'update')),
  }),
}));
