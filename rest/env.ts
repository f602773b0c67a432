import type { Context } from '../src/context.js';

/** Hono variables every REST handler can read: the request's GraphQL context. */
export interface RestEnv {
  Variables: { ctx: Context };
}
