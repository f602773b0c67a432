import { connectorKinds } from '../src/connectors/index.js';
import { db } from '../src/db.js';
import { kindOrFail, maskedOptions } from '../src/domain/data-sources/data-source-options.js';
import { dataSourceListSource } from '../src/domain/data-sources/list-data-sources.js';
import { readsOnly } from '../src/domain/list-source.js';
import { openOptions, sealOptions } from '../src/domain/secret-options.js';
import { withOrganizationEgress } from '../src/egress/guard.js';
import { ForbiddenError, ValidationError } from '../src/errors.js';
import { canCreate, loadDataSource, scope } from '../src/policies/data-source.js';
import { enforce } from '../src/rate-limit.js';
import { displayNameSchema } from '../src/validation.js';
import {
  dataSourceSchema,
  forgetKeptSchema,
  keptSchema,
  refreshSchemaLater,
  type KeptSchema,
} from '../src/domain/data-sources/data-source-schema.js';
import { builder } from './builder.js';
import { NodeInterface, nodeType } from './node.js';
import { ConfigurableKind, type KindShape } from './configurable-kind.js';
import { nodeQuery, offsetConnection, totalCountField } from './pagination.js';

const DataSourceType = builder.prismaObject('DataSource', {
  description: 'A connector to a database. Secret options are write-only and answered as "--------".',
  interfaces: [NodeInterface],
  fields: (t) => ({
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    options: t.field({
      type: 'JSON',
      // No `select`: the type is in include mode, so every row carries these columns; a select made
      // each listed row ask Pothos for its mapping.
      resolve: (d) =>
        maskedOptions(d.type, { options: d.options as Record<string, unknown>, secretOptionsEncrypted: d.secretOptionsEncrypted }),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const DataSourceKind = builder.objectRef<KindShape & { dialect: string }>('DataSourceType').implement({
  interfaces: [ConfigurableKind],
  fields: (t) => ({ dialect: t.exposeString('dialect') }),
});

export const DataSourceNode = nodeType(DataSourceType, 'DataSource', async (ctx, id) => {
  await loadDataSource(ctx, id);
  return db.dataSource.findUnique({ where: { id } });
});

builder.queryFields((t) => ({
  dataSources: t.connection(
    {
      type: DataSourceType,
      description: 'Connectors the caller reaches.',
      authScopes: { authenticated: true },
      resolve: (_root, args, ctx, info) => {
        const query = nodeQuery(ctx, info, 'DataSource');
        if (readsOnly(query, [])) {
          // The read model answers every field the selection could ask for, in one statement.
          const list = dataSourceListSource(ctx);
          return offsetConnection(args, list.count, list.load);
        }
        const where = scope(ctx.viewer);
        return offsetConnection(
          args,
          () => db.dataSource.count({ where }),
          ({ skip, take }) => db.dataSource.findMany({ ...query, where, skip, take, orderBy: { id: 'asc' } }),
        );
      },
    },
    totalCountField,
  ),
  dataSource: t.prismaField({
    type: 'DataSource',
    args: { id: t.arg.globalID({ for: DataSourceNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await loadDataSource(ctx, id);
      return db.dataSource.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  dataSourceTypes: t.field({
    type: [DataSourceKind],
    description:
      'The connector kinds this server offers, with the options each needs. A plain list, not a connection: a fixed catalogue of the build (a handful), read whole to fill a form.',
    authScopes: { authenticated: true },
    resolve: () => connectorKinds(),
  }),
}));

builder.mutationFields((t) => ({
  createDataSource: t.prismaField({
    type: 'DataSource',
    description: 'Needs create_data_source through an unrestricted group (or admin).',
    args: {
      name: t.arg.string({ required: true, validate: displayNameSchema }),
      type: t.arg.string({ required: true }),
      options: t.arg({ type: 'JSON', required: true }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      const viewer = ctx.viewer!;
      if (!canCreate(viewer)) throw new ForbiddenError('Creating a connector needs create_data_source through an unrestricted group.');
      const name = args.name;
      const kind = kindOrFail(args.type);
      const stored = sealOptions(ctx, kind, args.options);
      return db.dataSource.create({
        ...query,
        data: {
          orgId: viewer.org.id,
          name,
          type: kind.type,
          options: stored.options as object,
          secretOptionsEncrypted: stored.secretOptionsEncrypted,
        },
      });
    },
  }),
  updateDataSource: t.prismaField({
    type: 'DataSource',
    description:
      'Needs create_data_source. Secrets sent as "--------" keep their value, except when the host or port (a file path for sqlite) changes: then every stored secret must be sent again (422 otherwise).',
    args: {
      id: t.arg.globalID({ for: DataSourceNode, required: true }),
      name: t.arg.string({ required: false, validate: displayNameSchema.nullish() }),
      options: t.arg({ type: 'JSON', required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (query, _root, args, ctx) => {
      const existing = await loadDataSource(ctx, args.id.id, 'update');
      const name = args.name ?? existing.name;
      const kind = kindOrFail(existing.type);
      const previous = { options: existing.options as Record<string, unknown>, secretOptionsEncrypted: existing.secretOptionsEncrypted };
      const stored = args.options === null || args.options === undefined ? previous : sealOptions(ctx, kind, args.options, previous);
      const updated = await db.dataSource.update({
        ...query,
        where: { id: existing.id },
        data: { name, options: stored.options as object, secretOptionsEncrypted: stored.secretOptionsEncrypted },
      });
      // The kept schema may describe the database the old options reached.
      if (args.options !== null && args.options !== undefined) await forgetKeptSchema(existing.id);
      return updated;
    },
  }),
  deleteDataSource: t.boolean({
    args: { id: t.arg.globalID({ for: DataSourceNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      await loadDataSource(ctx, id, 'delete');
      await db.dataSource.delete({ where: { id } });
      return true;
    },
  }),
}));

const ConnectionCheck = builder.objectRef<{ ok: boolean; message: string | null }>('ConnectionCheck').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    message: t.exposeString('message', {
      nullable: true,
      description: 'The database’s own words when ok is false, or why the outbound policy refused the address.',
    }),
  }),
});

function openFor(
  ctx: Parameters<typeof openOptions>[0],
  kind: ReturnType<typeof kindOrFail>,
  dataSource: { options: unknown; secretOptionsEncrypted: string | null },
) {
  return kind.options.parse(
    openOptions(ctx, { options: dataSource.options as Record<string, unknown>, secretOptionsEncrypted: dataSource.secretOptionsEncrypted }),
  );
}

const KeptSchemaType = builder.objectRef<KeptSchema>('KeptSchema').implement({
  description: 'A data source’s schema as last read from its target and kept; read again in the background when older than 30 minutes.',
  fields: (t) => ({
    tables: t.field({
      type: 'JSON',
      description: 'Tables and their columns, [{name, columns: [{name, type}]}].',
      resolve: (s) => s.tables,
    }),
    retrievedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was read from the target; null when none is kept yet.',
      resolve: (s) => s.retrievedAt,
    }),
    ageSeconds: t.int({ nullable: true, description: 'Seconds since it was read.', resolve: (s) => s.ageSeconds }),
    refreshing: t.boolean({ description: 'A background read is queued.', resolve: (s) => s.refreshing }),
    error: t.string({
      nullable: true,
      description: 'Why the last background read failed, since the copy was kept.',
      resolve: (s) => s.error,
    }),
    failedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the last background read failed (null after a successful one).',
      resolve: (s) => s.failedAt,
    }),
  }),
});

builder.queryFields((t) => ({
  dataSourceSchema: t.field({
    type: 'JSON',
    description:
      'Tables and their columns, [{name, columns: [{name, type}]}], from the kept copy (refresh: true reads the target now). dataSourceKeptSchema adds its age.',
    args: { id: t.arg.globalID({ for: DataSourceNode, required: true }), refresh: t.arg.boolean({ required: false }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id: id }, refresh }, ctx) => {
      const dataSource = await loadDataSource(ctx, id, 'readSchema');
      return dataSourceSchema(ctx, dataSource, refresh ?? false);
    },
  }),
  dataSourceKeptSchema: t.field({
    type: KeptSchemaType,
    description:
      'The schema as kept, with its age. The first read and refresh: true read the target in the request; a copy older than 30 minutes is answered while a background read is queued.',
    args: { id: t.arg.globalID({ for: DataSourceNode, required: true }), refresh: t.arg.boolean({ required: false }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id }, refresh }, ctx) => {
      const dataSource = await loadDataSource(ctx, id, 'readSchema');
      return keptSchema(ctx, dataSource, refresh ?? false);
    },
  }),
}));

builder.mutationFields((t) => ({
  refreshDataSourceSchema: t.field({
    type: KeptSchemaType,
    description: 'Queues a background read of the schema (one per data source at a time) and answers the kept copy as it is.',
    args: { id: t.arg.globalID({ for: DataSourceNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      const dataSource = await loadDataSource(ctx, id, 'readSchema');
      return refreshSchemaLater(ctx, dataSource.id);
    },
  }),
}));

builder.mutationFields((t) => ({
  testDataSource: t.field({
    type: ConnectionCheck,
    description: 'Connects with `type` and `options` (before saving; needs create_data_source) or to a saved connector. 10 per minute.',
    args: {
      type: t.arg.string({ required: false }),
      options: t.arg({ type: 'JSON', required: false }),
      dataSourceId: t.arg.globalID({ for: DataSourceNode, required: false }),
    },
    authScopes: { authenticated: true },
    resolve: async (_root, args, ctx) => {
      let kind: ReturnType<typeof kindOrFail>;
      let options: Record<string, unknown>;
      if (args.dataSourceId !== null && args.dataSourceId !== undefined) {
        const dataSource = await loadDataSource(ctx, args.dataSourceId.id, 'test');
        kind = kindOrFail(dataSource.type);
        await enforce(ctx, 'connectorTest');
        options = openFor(ctx, kind, dataSource);
      } else {
        if (!args.type) throw ValidationError.field('type', 'is required (or send dataSourceId)');
        if (!canCreate(ctx.viewer)) throw new ForbiddenError('Testing a new connector needs create_data_source.');
        kind = kindOrFail(args.type);
        await enforce(ctx, 'connectorTest');
        const stored = sealOptions(ctx, kind, args.options ?? {});
        options = openFor(ctx, kind, { options: stored.options as object, secretOptionsEncrypted: stored.secretOptionsEncrypted });
      }
      try {
        await withOrganizationEgress(ctx.viewer!.org.id, () => kind.test(options));
        return { ok: true, message: null };
      } catch (error) {
        return { ok: false, message: (error as Error).message || String(error) };
      }
    },
  }),
}));
