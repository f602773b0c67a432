import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { operation } from '../operation.js';
import { PermissionsCatalogDocument } from '../operations/generated/graphql.js';

const catalog = operation(PermissionsCatalogDocument);

/** The catalog as a sorted array of keys; descriptions are in GraphQL (`permissions { key description }`). */
export const permissions = new Hono<RestEnv>().get('/', doc({ run: PermissionsCatalogDocument }), async (c) => {
  const data = await catalog(c);
  return c.json(data.permissions.map((p: { key: string }) => p.key));
});
