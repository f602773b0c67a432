import { invalidateViewers } from '../src/auth/viewer-cache.js';
import { db } from '../src/db.js';
import { GROUP_LIST_RELATIONS, groupListSource, readGroupRelations, type GroupRelations } from '../src/domain/groups/list-groups.js';
import { readsOnly } from '../src/domain/list-source.js';
import { ConflictError, NotFoundError, ValidationError } from '../src/errors.js';
import * as groups from '../src/policies/group.js';
import { scope as dataSourceScope } from '../src/policies/data-source.js';
import { scope as userScope } from '../src/policies/user.js';
import { displayNameSchema } from '../src/validation.js';
import { builder } from './builder.js';
import { DataSourceNode } from './data-source.js';
import { RoleNode } from './role.js';
import { UserNode } from './user.js';
import { NodeInterface, nodeType } from './node.js';
import { nodeQuery, offsetConnection, totalCountField } from './pagination.js';

/**
 * The relation fields read what the row carries (the list's read model answers them with its
 * rows) or, for a group read alone, its relations in one statement shared by the four fields. No
 * `select`: with one, each field of each listed row asked Pothos for the row's mapping.
 */
const relationsRead = new WeakMap<object, Promise<GroupRelations>>();
function relations<T>(group: { id: number }, pick: (r: GroupRelations) => T): T | Promise<T> {
  if ('members' in group && 'roles' in group && 'dataSources' in group) return pick(group as GroupRelations);
  let read = relationsRead.get(group);
  if (!read) relationsRead.set(group, (read = readGroupRelations(group.id)));
  return read.then(pick);
}

const GroupDataSourceAccess = builder.prismaObject('GroupDataSource', {
  description: 'A connector on a group’s allowlist. View-only: members reach it (see its queries and results) but cannot run SQL on it.',
  fields: (t) => ({
    dataSource: t.relation('dataSource', { description: 'The connector on the allowlist.' }),
    viewOnly: t.exposeBoolean('viewOnly', { description: 'Members reach the connector but cannot run SQL on it.' }),
  }),
});

export const GroupType = builder.prismaObject('Group', {
  description: 'Users share permissions (through roles) and connector access through groups.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    name: t.exposeString('name'),
    type: t.exposeString('type', { description: '`admin` and `default` are built in; `regular` otherwise.' }),
    restricted: t.exposeBoolean('restricted', {
      description: 'False (the default): reaches every connector. True: only its allowlist.',
    }),
    memberIds: t.intList({ resolve: (g) => relations(g, (r) => r.members.map((m) => m.userId)) }),
    roleIds: t.intList({ resolve: (g) => relations(g, (r) => r.roles.map((role) => role.roleId)) }),
    dataSourceIds: t.intList({
      description: 'The connector allowlist (used when restricted).',
      resolve: (g) => relations(g, (r) => r.dataSources.map((d) => d.dataSourceId)),
    }),
    permissions: t.stringList({
      description: 'Union of the permissions of the roles attached to the group.',
      resolve: (g) => relations(g, (r) => [...new Set(r.roles.flatMap((role) => role.role.permissions))].sort()),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    members: t.prismaField({
      type: ['User'],
      description: 'The members the caller may see (list_users, manage_users, or themselves), by id.',
      resolve: (query, group, _args, ctx) =>
        db.user.findMany({
          ...query,
          where: { AND: [userScope(ctx.viewer), { memberships: { some: { groupId: group.id } } }] },
          orderBy: { id: 'asc' },
        }),
    }),
    dataSourceAccess: t.prismaField({
      type: [GroupDataSourceAccess],
      description: 'The connectors on the allowlist that the caller reaches, each with its view-only flag, by connector id.',
      resolve: (query, group, _args, ctx) =>
        db.groupDataSource.findMany({
          ...query,
          where: { groupId: group.id, dataSource: dataSourceScope(ctx.viewer) },
          orderBy: { dataSourceId: 'asc' },
        }),
    }),
  }),
});

function assertEditable(group: { type: string }, action: string) {
  if (group.type !== 'regular') throw new ConflictError(`The built-in ${group.type} group cannot be ${action}.`, 'builtin_group');
}

export const GroupNode = nodeType(GroupType, 'Group', async (ctx, id) => {
  await groups.loadGroup(ctx, id);
  return db.group.findUnique({ where: { id } });
});

builder.queryFields((t) => ({
  groups: t.connection(
    {
      type: GroupType,
      authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canList(ctx.viewer) : { authenticated: true }),
      resolve: (_root, args, ctx, info) => {
        const query = nodeQuery(ctx, info, 'Group');
        if (readsOnly(query, GROUP_LIST_RELATIONS)) {
          // The read model answers every field the selection could ask for, in one statement.
          const list = groupListSource(ctx);
          return offsetConnection(args, list.count, list.load);
        }
        const where = groups.scope(ctx.viewer);
        return offsetConnection(
          args,
          () => db.group.count({ where }),
          ({ skip, take }) => db.group.findMany({ ...query, where, skip, take, orderBy: { id: 'asc' } }),
        );
      },
    },
    totalCountField,
  ),
  group: t.prismaField({
    type: 'Group',
    args: { id: t.arg.globalID({ for: GroupNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await groups.loadGroup(ctx, id);
      return db.group.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createGroup: t.prismaField({
    type: 'Group',
    args: { name: t.arg.string({ required: true, validate: displayNameSchema }) },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (query, _root, { name }, ctx) => {
      const orgId = ctx.viewer!.org.id;
      if (await db.group.findFirst({ where: { orgId, name } })) throw new ConflictError(`A group named ${name} exists.`, 'name_taken');
      return db.group.create({ ...query, data: { orgId, name } });
    },
  }),
  renameGroup: t.prismaField({
    type: 'Group',
    args: { id: t.arg.globalID({ for: GroupNode, required: true }), name: t.arg.string({ required: true, validate: displayNameSchema }) },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (query, _root, args, ctx) => {
      const { name } = args;
      const orgId = ctx.viewer!.org.id;
      const group = await groups.loadGroup(ctx, args.id.id, 'update');
      assertEditable(group, 'renamed');
      if (await db.group.findFirst({ where: { orgId, name, id: { not: group.id } } })) {
        throw new ConflictError(`A group named ${name} exists.`, 'name_taken');
      }
      return db.group.update({ ...query, where: { id: group.id }, data: { name } });
    },
  }),
  deleteGroup: t.boolean({
    args: { id: t.arg.globalID({ for: GroupNode, required: true }) },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (_root, { id: { id } }, ctx) => {
      const group = await groups.loadGroup(ctx, id, 'delete');
      assertEditable(group, 'deleted');
      await db.group.delete({ where: { id } });
      await invalidateViewers(db, { orgId: ctx.viewer!.org.id });
      return true;
    },
  }),
  addGroupMember: t.prismaField({
    type: 'Group',
    args: { groupId: t.arg.globalID({ for: GroupNode, required: true }), userId: t.arg.globalID({ for: UserNode, required: true }) },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (query, _root, { groupId: { id: groupId }, userId: { id: userId } }, ctx) => {
      const orgId = ctx.viewer!.org.id;
      await groups.loadGroup(ctx, groupId, 'update');
      if (!(await db.user.findFirst({ where: { id: userId, orgId } }))) throw ValidationError.field('userId', 'unknown user');
      await db.groupMember.upsert({ where: { groupId_userId: { groupId, userId } }, create: { groupId, userId }, update: {} });
      await invalidateViewers(db, { userId });
      return db.group.findUniqueOrThrow({ ...query, where: { id: groupId } });
    },
  }),
  removeGroupMember: t.boolean({
    args: { groupId: t.arg.globalID({ for: GroupNode, required: true }), userId: t.arg.globalID({ for: UserNode, required: true }) },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (_root, { groupId: { id: groupId }, userId: { id: userId } }, ctx) => {
      const group = await groups.loadGroup(ctx, groupId, 'update');
      if (group.type === 'default') throw new ConflictError('Every user is a member of the default group.', 'builtin_group');
      if (group.type === 'admin' && userId === ctx.viewer!.id) {
        throw new ConflictError('You cannot remove yourself from the admin group.', 'builtin_group');
      }
      const { count } = await db.groupMember.deleteMany({ where: { groupId, userId } });
      await invalidateViewers(db, { userId });
      if (count === 0) throw new NotFoundError('Member');
      return true;
    },
  }),
  attachRole: t.prismaField({
    type: 'Group',
    args: { groupId: t.arg.globalID({ for: GroupNode, required: true }), roleId: t.arg.globalID({ for: RoleNode, required: true }) },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (query, _root, { groupId: { id: groupId }, roleId: { id: roleId } }, ctx) => {
      const orgId = ctx.viewer!.org.id;
      await groups.loadGroup(ctx, groupId, 'update');
      if (!(await db.role.findFirst({ where: { id: roleId, orgId } }))) throw ValidationError.field('roleId', 'unknown role');
      await db.groupRole.upsert({ where: { groupId_roleId: { groupId, roleId } }, create: { groupId, roleId }, update: {} });
      await invalidateViewers(db, { orgId: ctx.viewer!.org.id });
      return db.group.findUniqueOrThrow({ ...query, where: { id: groupId } });
    },
  }),
  detachRole: t.boolean({
    args: { groupId: t.arg.globalID({ for: GroupNode, required: true }), roleId: t.arg.globalID({ for: RoleNode, required: true }) },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (_root, { groupId: { id: groupId }, roleId: { id: roleId } }, ctx) => {
      const group = await groups.loadGroup(ctx, groupId, 'update');
      if (group.type === 'admin') throw new ConflictError('The admin group keeps the admin role.', 'builtin_group');
      const { count } = await db.groupRole.deleteMany({ where: { groupId, roleId } });
      await invalidateViewers(db, { orgId: ctx.viewer!.org.id });
      if (count === 0) throw new NotFoundError('Role');
      return true;
    },
  }),
  setGroupDataSourceAccess: t.prismaField({
    type: 'Group',
    description: 'restricted false: every connector; true: only the allowlist.',
    args: { groupId: t.arg.globalID({ for: GroupNode, required: true }), restricted: t.arg.boolean({ required: true }) },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (query, _root, { groupId: { id: groupId }, restricted }, ctx) => {
      const group = await groups.loadGroup(ctx, groupId, 'update');
      if (group.type === 'admin' && restricted) throw new ConflictError('The admin group reaches every connector.', 'builtin_group');
      await db.group.update({ where: { id: groupId }, data: { restricted } });
      await invalidateViewers(db, { orgId: ctx.viewer!.org.id });
      return db.group.findUniqueOrThrow({ ...query, where: { id: groupId } });
    },
  }),
  addGroupDataSource: t.prismaField({
    type: 'Group',
    args: {
      groupId: t.arg.globalID({ for: GroupNode, required: true }),
      dataSourceId: t.arg.globalID({ for: DataSourceNode, required: true }),
    },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (query, _root, { groupId: { id: groupId }, dataSourceId: { id: dataSourceId } }, ctx) => {
      const orgId = ctx.viewer!.org.id;
      await groups.loadGroup(ctx, groupId, 'update');
      if (!(await db.dataSource.findFirst({ where: { id: dataSourceId, orgId } }))) {
        throw ValidationError.field('dataSourceId', 'unknown data source');
      }
      await db.groupDataSource.upsert({
        where: { groupId_dataSourceId: { groupId, dataSourceId } },
        create: { groupId, dataSourceId },
        update: {},
      });
      await invalidateViewers(db, { orgId });
      return db.group.findUniqueOrThrow({ ...query, where: { id: groupId } });
    },
  }),
  setGroupDataSourceViewOnly: t.prismaField({
    type: 'GroupDataSource',
    description:
      'Puts the connector on the group’s allowlist (if it is not there) with the given view-only flag: view-only members reach the connector but cannot run SQL on it.',
    args: {
      groupId: t.arg.globalID({ for: GroupNode, required: true }),
      dataSourceId: t.arg.globalID({ for: DataSourceNode, required: true }),
      viewOnly: t.arg.boolean({ required: true }),
    },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (query, _root, { groupId: { id: groupId }, dataSourceId: { id: dataSourceId }, viewOnly }, ctx) => {
      const orgId = ctx.viewer!.org.id;
      await groups.loadGroup(ctx, groupId, 'update');
      if (!(await db.dataSource.findFirst({ where: { id: dataSourceId, orgId } }))) {
        throw ValidationError.field('dataSourceId', 'unknown data source');
      }
      const access = await db.groupDataSource.upsert({
        ...query,
        where: { groupId_dataSourceId: { groupId, dataSourceId } },
        create: { groupId, dataSourceId, viewOnly },
        update: { viewOnly },
      });
      await invalidateViewers(db, { orgId });
      return access;
    },
  }),
  removeGroupDataSource: t.boolean({
    args: {
      groupId: t.arg.globalID({ for: GroupNode, required: true }),
      dataSourceId: t.arg.globalID({ for: DataSourceNode, required: true }),
    },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? groups.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (_root, { groupId: { id: groupId }, dataSourceId: { id: dataSourceId } }, ctx) => {
      await groups.loadGroup(ctx, groupId, 'update');
      const { count } = await db.groupDataSource.deleteMany({ where: { groupId, dataSourceId } });
      await invalidateViewers(db, { orgId: ctx.viewer!.org.id });
      if (count === 0) throw new NotFoundError('Data source');
      return true;
    },
  }),
}));
