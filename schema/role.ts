import { z } from 'zod';
import { invalidateViewers } from '../src/auth/viewer-cache.js';
import { db } from '../src/db.js';
import { ConflictError } from '../src/errors.js';
import { isPermission } from '../src/policies/permissions.js';
import * as roles from '../src/policies/role.js';
import { displayNameSchema } from '../src/validation.js';
import { builder } from './builder.js';
import { NodeInterface, nodeType } from './node.js';
import { nodeQuery, offsetConnection, totalCountField } from './pagination.js';

const RoleType = builder.prismaObject('Role', {
  description: 'A named set of permission keys; attached to groups.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    name: t.exposeString('name'),
    permissions: t.exposeStringList('permissions'),
    builtin: t.exposeBoolean('builtin'),
    groupIds: t.intList({
      select: { groups: { select: { groupId: true }, orderBy: { groupId: 'asc' } } },
      resolve: (r) => r.groups.map((g) => g.groupId),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** Catalog keys only; stored once each, sorted. */
const permissionsSchema = z
  .array(z.string())
  .superRefine((keys, check) => {
    const unknown = keys.filter((k) => !isPermission(k));
    if (unknown.length)
      check.addIssue({ code: 'custom', message: `unknown permission keys: ${unknown.join(', ')} (see GET /api/permissions)` });
  })
  .transform((keys) => [...new Set(keys)].sort());

export const RoleNode = nodeType(RoleType, 'Role', async (ctx, id) => {
  await roles.loadRole(ctx, id);
  return db.role.findUnique({ where: { id } });
});

builder.queryFields((t) => ({
  roles: t.connection(
    {
      type: RoleType,
      authScopes: (_root, _args, ctx) => (ctx.viewer ? roles.canList(ctx.viewer) : { authenticated: true }),
      resolve: (_root, args, ctx, info) => {
        const where = roles.scope(ctx.viewer);
        return offsetConnection(
          args,
          () => db.role.count({ where }),
          ({ skip, take }) => db.role.findMany({ ...nodeQuery(ctx, info, 'Role'), where, skip, take, orderBy: { id: 'asc' } }),
        );
      },
    },
    totalCountField,
  ),
  role: t.prismaField({
    type: 'Role',
    args: { id: t.arg.globalID({ for: RoleNode, required: true }) },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? roles.canList(ctx.viewer) : { authenticated: true }),
    resolve: async (query, _root, { id: { id } }, ctx) => {
      await roles.loadRole(ctx, id);
      return db.role.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createRole: t.prismaField({
    type: 'Role',
    description: 'Every permission must be a key of the catalog (422 otherwise).',
    args: {
      name: t.arg.string({ required: true, validate: displayNameSchema }),
      permissions: t.arg.stringList({ required: true, validate: permissionsSchema }),
    },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? roles.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (query, _root, data, ctx) => {
      const orgId = ctx.viewer!.org.id;
      if (await db.role.findFirst({ where: { orgId, name: data.name } }))
        throw new ConflictError(`A role named ${data.name} exists.`, 'name_taken');
      return db.role.create({ ...query, data: { orgId, name: data.name, permissions: data.permissions } });
    },
  }),
  updateRole: t.prismaField({
    type: 'Role',
    args: {
      id: t.arg.globalID({ for: RoleNode, required: true }),
      name: t.arg.string({ required: false, validate: displayNameSchema.nullish() }),
      permissions: t.arg.stringList({ required: false, validate: permissionsSchema.nullish() }),
    },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? roles.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (query, _root, args, ctx) => {
      const orgId = ctx.viewer!.org.id;
      const role = await roles.loadRole(ctx, args.id.id, 'update');
      if (role.builtin) throw new ConflictError('The built-in admin role cannot be changed.', 'builtin_role');
      const data = { name: args.name ?? role.name, permissions: args.permissions ?? role.permissions };
      if (await db.role.findFirst({ where: { orgId, name: data.name, id: { not: role.id } } })) {
        throw new ConflictError(`A role named ${data.name} exists.`, 'name_taken');
      }
      await db.role.update({ where: { id: role.id }, data: { name: data.name, permissions: data.permissions } });
      await invalidateViewers(db, { orgId });
      return db.role.findUniqueOrThrow({ ...query, where: { id: role.id } });
    },
  }),
  deleteRole: t.boolean({
    args: { id: t.arg.globalID({ for: RoleNode, required: true }) },
    authScopes: (_root, _args, ctx) => (ctx.viewer ? roles.canManage(ctx.viewer) : { authenticated: true }),
    resolve: async (_root, { id: { id } }, ctx) => {
      const role = await roles.loadRole(ctx, id, 'delete');
      if (role.builtin) throw new ConflictError('The built-in admin role cannot be deleted.', 'builtin_role');
      await db.role.delete({ where: { id } });
      await invalidateViewers(db, { orgId: ctx.viewer!.org.id });
      return true;
    },
  }),
}));
