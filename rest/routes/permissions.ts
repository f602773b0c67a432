import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { operation } from '../operation.js';

const catalog = operation(`query { permissions { key } }`);

/** The catalog as a sorted array of keys; descriptions are in GraphQL (`permissions { key description }`). */
export const permissions = new Hono<RestEnv>().get('/', async (c) => {
  const data = await catalog(c.get('ctx'));
  return c.json(data.permissions.map((p: { key: string }) => p.key));
});
