import { z } from 'zod';
import type { Context } from '../src/context.js';
import { db } from '../src/db.js';
import { requestExecution } from '../src/domain/execution/request-execution.js';
import { archiveQuery } from '../src/domain/queries/archive-query.js';
import { createQuery } from '../src/domain/queries/create-query.js';
import { executableVersion } from '../src/domain/queries/executable-version.js';
import { queryListRevision, queryListSource } from '../src/domain/queries/list-queries.js';
import { publishQuery } from '../src/domain/queries/publish-query.js';
import { viewQuery, type QueryView } from '../src/domain/queries/query-view.js';
import { readQuery } from '../src/domain/queries/query-read-model.js';
import { updateQuery } from '../src/domain/queries/update-query.js';
import { parameterDefinitions } from '../src/domain/queries/query-parameters.js';
import { tagsSchema } from '../src/domain/queries/query-tags.js';
import { ConflictError, ForbiddenError, ValidationError } from '../src/errors.js';
import { loadDataSource, scope as dataSourceScope } from '../src/policies/data-source.js';
import { can, canCreate, canExecuteOn, loadQuery } from '../src/policies/query.js';
import { enforce } from '../src/rate-limit.js';
import { validate } from '../src/validation.js';
import { builder } from './builder.js';
import { globalId } from './global-id.js';
import { DataSourceNode } from './data-source.js';
import { NodeInterface, nodeType } from './node.js';
import {
  MAX_PAGE_SIZE,
  nodeQuery,
  offsetConnection,
  revisableConnection,
  revisionFields,
  totalCountField,
  type ConnectionArgs,
} from './pagination.js';
import { ExecutionPayload, latestResultOf, QueryResultType } from './query-result.js';
import { selectedFields } from './selection.js';

/** Who made or saved a query, dashboard or monitor: shown to everyone who sees it (a `User` needs list_users). */
export const Author = builder.objectRef<{ id: number; name: string; email: string }>('Author').implement({
  description:
    'Who made or saved an object: their name and e-mail, shown to everyone who sees the object (reading a `User` needs list_users).',
  fields: (t) => ({
    id: t.id({
      description: 'The global id of their `User` (which `node(id:)` answers to those who may list users).',
      resolve: (author) => globalId('User', author.id),
    }),
    databaseId: t.int({ description: 'The user’s database id (the `databaseId` of their `User`).', resolve: (author) => author.id }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
  }),
});

export const QueryType = builder.objectRef<QueryView>('SavedQuery').implement({
  description: 'A saved query. Its owner, admins and edit_query holders see the working version; everyone else the published one.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    query: t.exposeString('query'),
    dataSourceId: t.exposeInt('dataSourceId'),
    options: t.field({ type: 'JSON', description: 'Redash-style; parameter definitions under `parameters`.', resolve: (q) => q.options }),
    isDraft: t.exposeBoolean('isDraft', { description: 'True until first published.' }),
    isArchived: t.exposeBoolean('isArchived'),
    workingVersion: t.exposeInt('workingVersion', { description: 'Send as expectedVersion when publishing.' }),
    publishedVersion: t.exposeInt('publishedVersion', { nullable: true }),
    latestQueryDataId: t.exposeInt('latestQueryDataId', { nullable: true }),
    user: t.field({
      type: Author,
      nullable: true,
      resolve: (q, _args, ctx) => (q.listed ? q.listed.author : ctx.loaders.author(q.userId)),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const QueryVersionType = builder.prismaObject('QueryVersion', {
  interfaces: [NodeInterface],
  fields: (t) => ({
    version: t.exposeInt('version'),
    name: t.exposeString('name'),
    query: t.exposeString('query'),
    options: t.expose('options', { type: 'JSON' }),
    userId: t.exposeInt('userId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const SavedQueryNode = nodeType(QueryType, 'SavedQuery', async (ctx, id) => viewQuery(ctx.viewer!, await readQuery(ctx, id)));

/** The versions of query `queryId` the caller may read: every one with readWorking, else up to the published one. */
async function versionScope(ctx: Context, queryId: number) {
  const row = await loadQuery(ctx, queryId);
  return can(ctx.viewer, 'readWorking', row) ? { queryId } : { queryId, version: { lte: row.publishedVersion ?? 0 } };
}

export const QueryVersionNode = nodeType(QueryVersionType, 'QueryVersion', async (ctx, id) => {
  const version = await db.queryVersion.findUnique({ where: { id }, select: { queryId: true } });
  if (!version) return null;
  return db.queryVersion.findFirst({ where: { id, ...(await versionScope(ctx, version.queryId)) } });
});

const optionsSchema = z
  .object({ parameters: parameterDefinitions.optional() })
  .passthrough()
  .superRefine((options, issue) => {
    const names = (options.parameters ?? []).map((p) => p.name);
    const repeated = names.find((name, i) => names.indexOf(name) !== i);
    if (repeated) issue.addIssue({ code: 'custom', path: ['parameters'], message: `parameter "${repeated}" is defined twice` });
  });

/** The rules of a query's fields, for every input that writes them (here and Redash's saveQuery). */
export const queryFieldRules = {
  name: z.string().trim().min(1, 'is required').max(255),
  text: z.string().min(1, 'is required').max(1_000_000),
  description: z.string().max(10_000).nullish(),
  options: optionsSchema,
};
const { name: nameSchema, text: textSchema, description: descriptionSchema } = queryFieldRules;

const CreateQueryInput = builder.inputType('CreateQueryInput', {
  fields: (t) => ({
    dataSourceId: t.globalID({ for: DataSourceNode, required: true }),
    name: t.string({ required: true, validate: nameSchema }),
    query: t.string({ required: true, validate: textSchema }),
    description: t.string({ required: false, validate: descriptionSchema }),
    options: t.field({ type: 'JSON', required: false, validate: optionsSchema.nullish() }),
    tags: t.stringList({
      required: false,
      validate: tagsSchema.nullish(),
      description: 'Its tags (each trimmed and kept once; at most 50).',
    }),
  }),
});

const UpdateQueryInput = builder.inputType('UpdateQueryInput', {
  description: 'Fields left out keep their value; a null description clears it.',
  fields: (t) => ({
    dataSourceId: t.globalID({ for: DataSourceNode, required: false }),
    name: t.string({ required: false, validate: nameSchema.nullish() }),
    query: t.string({ required: false, validate: textSchema.nullish() }),
    description: t.string({ required: false, validate: descriptionSchema }),
    options: t.field({ type: 'JSON', required: false, validate: optionsSchema.nullish() }),
    tags: t.stringList({
      required: false,
      validate: tagsSchema.nullish(),
      description:
        'Replaces its tags (each trimmed and kept once; at most 50). Tags are not versioned: a change of tags alone saves no new version.',
    }),
  }),
});

/** A connector of the organization the viewer reaches, for a query's `dataSourceId`: 422 otherwise (it is a field of the input). */
async function inputDataSource(ctx: Context, id: number) {
  const source = await db.dataSource.findFirst({ where: { AND: [dataSourceScope(ctx.viewer), { id }] }, select: { id: true } });
  if (!source) throw ValidationError.field('input.dataSourceId', 'unknown data source');
  return source;
}

/** Tags to filter by, as tagsSchema reads them (trimmed, each once); none: no filter. */
export const tagsArg = (value: readonly string[] | null | undefined) => (value?.length ? validate(tagsSchema, [...value]) : undefined);

/**
 * A page of the queries the viewer sees, with `filters` (see `queries`), through the list's read
 * model: one statement for the page (and its revision when `fields` asks for it), or for the
 * revision alone.
 */
export function listQueries(
  ctx: Context,
  args: ConnectionArgs & {
    search?: string | null;
    tags?: readonly string[] | null;
    favorites?: boolean | null;
    mine?: boolean | null;
    draft?: boolean | null;
  },
  fields: ReadonlySet<string>,
) {
  const viewer = ctx.viewer!;
  const filter = {
    search: args.search,
    tags: tagsArg(args.tags),
    favorites: args.favorites ?? false,
    mine: args.mine ?? false,
    draft: args.draft ?? null,
  };
  return revisableConnection(args, fields, {
    revisionOf: (window) => queryListRevision(ctx, filter, window),
    source: (revise) => {
      const list = queryListSource(ctx, filter, revise);
      return { ...list, load: async (window) => (await list.load(window)).map((row) => viewQuery(viewer, row)) };
    },
  });
}

function parametersArg(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw ValidationError.field('parameters', 'must be an object of values');
  return value as Record<string, unknown>;
}

builder.queryFields((t) => ({
  queries: t.connection(
    {
      type: QueryType,
      description:
        `Queries the caller sees, newest first, archived ones left out: by name (\`search\`), carrying every tag of \`tags\`, only the caller’s favorites, ` +
        `only the caller’s own (\`mine\`), only drafts (\`draft: true\`) or only published ones (\`draft: false\`). At most ${MAX_PAGE_SIZE} a page.`,
      args: {
        search: t.arg.string({ required: false, description: 'Part of the name, any case.' }),
        tags: t.arg.stringList({ required: false, description: 'Only queries carrying every one of these tags.' }),
        favorites: t.arg.boolean({ required: false, description: 'true: only the caller’s favorites.' }),
        mine: t.arg.boolean({ required: false, description: 'true: only queries the caller owns.' }),
        draft: t.arg.boolean({ required: false, description: 'true: only unpublished drafts; false: only published queries.' }),
      },
      authScopes: { authenticated: true },
      resolve: (_root, args, ctx, info) => listQueries(ctx, args, selectedFields(info)),
    },
    revisionFields('with its author, who saved it, its schedule or the caller’s favorite'),
  ),
  query: t.field({
    type: QueryType,
    args: { id: t.arg.globalID({ for: SavedQueryNode, required: true }) },
    authScopes: { authenticated: true },
    // One statement: the row and what its Redash fields show (author, modifier, schedule, favorite).
    resolve: async (_root, { id: { id } }, ctx) => viewQuery(ctx.viewer!, await readQuery(ctx, id)),
  }),
  queryVersions: t.connection(
    {
      type: QueryVersionType,
      subGraphs: ['public'],
      description: `The versions the caller may read, newest first: every one for owners, admins and edit_query holders, else up to the published one. At most ${MAX_PAGE_SIZE} a page.`,
      args: { id: t.arg.globalID({ for: SavedQueryNode, required: true }) },
      authScopes: { authenticated: true },
      resolve: async (_root, args, ctx, info) => {
        const where = await versionScope(ctx, args.id.id);
        return offsetConnection(
          args,
          () => db.queryVersion.count({ where }),
          ({ skip, take }) =>
            db.queryVersion.findMany({ ...nodeQuery(ctx, info, 'QueryVersion'), where, orderBy: { version: 'desc' }, skip, take }),
        );
      },
    },
    { ...totalCountField, description: 'A page of the saved versions of a query.' },
    { description: 'One of the saved versions of a query, with its cursor.' },
  ),
  queryVersionList: t.prismaField({
    type: [QueryVersionType],
    // REST's GET /api/queries/{id}/versions answers every version as one array.
    subGraphs: ['internal'],
    description: 'Saved versions, newest first (owners, admins and edit_query holders).',
    args: { id: t.arg.globalID({ for: SavedQueryNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) =>
      db.queryVersion.findMany({ ...query, where: await versionScope(ctx, id), orderBy: { version: 'desc' } }),
  }),
  latestQueryResult: t.field({
    type: QueryResultType,
    description: 'The query’s latest cached result, else 404.',
    args: { id: t.arg.globalID({ for: SavedQueryNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      const row = await loadQuery(ctx, id);
      // Who may not see the working version gets the latest result of the published one.
      return latestResultOf(ctx, can(ctx.viewer, 'readWorking', row) ? row.latestQueryDataId : row.publishedQueryDataId);
    },
  }),
}));

builder.mutationFields((t) => ({
  createQuery: t.field({
    type: QueryType,
    description: 'Creates an unpublished draft (working version 1). Needs create_query and reach of the connector.',
    args: { input: t.arg({ type: CreateQueryInput, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { input: data }, ctx) => {
      const viewer = ctx.viewer!;
      if (!canCreate(viewer)) throw new ForbiddenError('Creating queries needs create_query.');
      const source = await inputDataSource(ctx, data.dataSourceId.id);
      const row = await db.$transaction(async (tx) => {
        const created = await createQuery(ctx, tx, {
          dataSourceId: source.id,
          name: data.name,
          query: data.query,
          description: data.description ?? null,
          options: (data.options ?? {}) as Record<string, unknown>,
        });
        return data.tags?.length ? tx.query.update({ where: { id: created.id }, data: { tags: data.tags } }) : created;
      });
      return viewQuery(viewer, row);
    },
  }),
  updateQuery: t.field({
    type: QueryType,
    description:
      'Saves a new working version (the working version number goes up by one); a change of tags alone saves none. ' +
      'With `expectedVersion`, a query saved by someone else since is left as it is: a ConflictError `version_conflict` with `currentVersion`.',
    args: {
      id: t.arg.globalID({ for: SavedQueryNode, required: true }),
      input: t.arg({ type: UpdateQueryInput, required: true }),
      expectedVersion: t.arg.int({
        required: false,
        description: 'The working version the caller last saw (`workingVersion`); left out, the save does not check it.',
      }),
    },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id }, input, expectedVersion }, ctx) => {
      const viewer = ctx.viewer!;
      const changes = {
        dataSourceId: input.dataSourceId?.id ?? undefined,
        name: input.name ?? undefined,
        query: input.query ?? undefined,
        description: input.description,
        options: (input.options ?? undefined) as Record<string, unknown> | undefined,
      };
      const tags = input.tags ?? undefined;
      const existing = await loadQuery(ctx, id, 'update');
      if (changes.dataSourceId !== undefined && changes.dataSourceId !== existing.dataSourceId)
        await inputDataSource(ctx, changes.dataSourceId);
      // Tags are no part of a version: only they changed, no version is saved.
      const versioned = tags === undefined || Object.values(changes).some((value) => value !== undefined);
      const row = await db.$transaction(async (tx) => {
        if (expectedVersion !== null && expectedVersion !== undefined) {
          // Locked until the save commits, so two saves from one version cannot both pass the check.
          await tx.$queryRaw`SELECT id FROM queries WHERE id = ${id} FOR UPDATE`;
          const { workingVersion } = await tx.query.findUniqueOrThrow({ where: { id }, select: { workingVersion: true } });
          if (workingVersion !== expectedVersion) {
            throw new ConflictError(
              `The query is at version ${workingVersion}, not ${expectedVersion}; reload and save again.`,
              'version_conflict',
              { current_version: workingVersion },
            ).at('expectedVersion');
          }
        }
        const saved = versioned ? await updateQuery(ctx, tx, id, changes) : null;
        return tags === undefined ? saved! : tx.query.update({ where: { id }, data: { tags } });
      });
      return viewQuery(viewer, row);
    },
  }),
  publishQuery: t.field({
    type: QueryType,
    description: 'Publishes the working version when `expectedVersion` equals it; else 409 with `current_version`.',
    args: { id: t.arg.globalID({ for: SavedQueryNode, required: true }), expectedVersion: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id }, expectedVersion }, ctx) => {
      await loadQuery(ctx, id, 'publish');
      try {
        const row = await db.$transaction((tx) => publishQuery(ctx, tx, id, expectedVersion));
        return viewQuery(ctx.viewer!, row);
      } catch (error) {
        // A stale version is about the argument that named it.
        if (error instanceof ConflictError && error.code === 'version_conflict') error.at('expectedVersion');
        throw error;
      }
    },
  }),
  archiveQuery: t.boolean({
    description: 'Archives the query: it leaves lists and cannot run; its results and versions stay.',
    args: { id: t.arg.globalID({ for: SavedQueryNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      await loadQuery(ctx, id, 'archive');
      await db.$transaction((tx) => archiveQuery(ctx, tx, id));
      return true;
    },
  }),
  refreshQuery: t.field({
    type: ExecutionPayload,
    description: 'Cache-or-enqueue (maxAge default 60 s).',
    args: {
      id: t.arg.globalID({ for: SavedQueryNode, required: true }),
      parameters: t.arg({ type: 'JSON', required: false }),
      maxAge: t.arg.int({ required: false }),
    },
    authScopes: { authenticated: true },
    resolve: (_root, args, ctx) => executeSaved(ctx, args, 60, false),
  }),
  runQuery: t.field({
    type: ExecutionPayload,
    description:
      'A new run through the runs pipeline (listed by runs(entityType: "query")). maxAge default 0 (always runs); a given maxAge answers a cached result retrieved within it, without a run.',
    args: {
      id: t.arg.globalID({ for: SavedQueryNode, required: true }),
      parameters: t.arg({ type: 'JSON', required: false }),
      maxAge: t.arg.int({ required: false }),
    },
    authScopes: { authenticated: true },
    resolve: (_root, args, ctx) => executeSaved(ctx, args, 0, true),
  }),
  executeQuery: t.field({
    type: ExecutionPayload,
    description: 'Saved-query execute (POST /api/queries/{id}/results; maxAge default -1: any cached result).',
    args: {
      id: t.arg.globalID({ for: SavedQueryNode, required: true }),
      parameters: t.arg({ type: 'JSON', required: false }),
      maxAge: t.arg.int({ required: false }),
    },
    authScopes: { authenticated: true },
    resolve: (_root, args, ctx) => executeSaved(ctx, args, -1, false),
  }),
  executeAdhocQuery: t.field({
    type: ExecutionPayload,
    description: 'Runs SQL that is not saved (POST /api/query_results). Needs execute_query and reach.',
    args: {
      dataSourceId: t.arg.globalID({ for: DataSourceNode, required: true }),
      query: t.arg.string({ required: true }),
      parameters: t.arg({ type: 'JSON', required: false }),
      parameterDefinitions: t.arg({
        type: 'JSON',
        required: false,
        description:
          "The definitions the text's `{{ name }}` parameters bind by, shaped as a query's `options.parameters` (none: a parameter is a 422).",
        validate: parameterDefinitions.nullish(),
      }),
      maxAge: t.arg.int({ required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (_root, args, ctx) => {
      const source = await loadDataSource(ctx, args.dataSourceId.id);
      if (!canExecuteOn(ctx.viewer, source.id)) throw new ForbiddenError('Running queries needs execute_query.');
      await enforce(ctx, 'queryExecute');
      return requestExecution(ctx, {
        dataSourceId: source.id,
        source,
        queryText: args.query,
        parameters: parametersArg(args.parameters),
        // Checked by the argument's validate (422); parsed again for its type.
        parameterDefinitions: parameterDefinitions.parse(args.parameterDefinitions ?? []),
        maxAge: args.maxAge ?? -1,
      });
    },
  }),
}));

async function executeSaved(
  ctx: Context,
  args: { id: { id: number }; parameters?: unknown; maxAge?: number | null },
  defaultMaxAge: number,
  run: boolean,
) {
  const row = await loadQuery(ctx, args.id.id, 'execute');
  if (row.isArchived) throw new ConflictError('The query is archived.', 'query_archived');
  await enforce(ctx, 'queryExecute');
  const version = executableVersion(row, { viewer: ctx.viewer! });
  return requestExecution(ctx, {
    dataSourceId: row.dataSourceId,
    queryId: row.id,
    queryText: version.text,
    parameters: parametersArg(args.parameters),
    parameterDefinitions: version.parameterDefinitions,
    queryVersion: version.version,
    maxAge: args.maxAge ?? defaultMaxAge,
    run: run ? { entityType: 'query', entityId: row.id } : undefined,
  });
}
