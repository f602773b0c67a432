import { invalidateViewers } from '../src/auth/viewer-cache.js';
import { db } from '../src/db.js';
import * as organizations from '../src/policies/organization.js';
import { displayNameSchema } from '../src/validation.js';
import { builder } from './builder.js';

export const OrganizationType = builder.prismaObject('Organization', {
  description: 'A tenant. Every object belongs to exactly one organization.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    domain: t.exposeString('domain', { nullable: true }),
  }),
});

builder.mutationFields((t) => ({
  updateOrganization: t.prismaField({
    type: 'Organization',
    description:
      'Admin only. Renames the caller’s organization (shown in the app and in e-mails). The slug and domain, which address it, stay as they are.',
    args: { name: t.arg.string({ required: true, validate: displayNameSchema }) },
    authScopes: (_root, _args, ctx) =>
      ctx.viewer ? organizations.can(ctx.viewer, 'updateSettings', ctx.viewer.org) : { authenticated: true },
    resolve: async (query, _root, { name }, ctx) => {
      const orgId = ctx.viewer!.org.id;
      const updated = await db.organization.update({ ...query, where: { id: orgId }, data: { name } });
      // Cached viewers carry the organization's name (the session answers it).
      await invalidateViewers(db, { orgId });
      return updated;
    },
  }),
}));
