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
