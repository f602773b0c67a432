import type { Context } from '../src/context.js';
import type { GraphQLBridge } from './graphql-bridge.js';

/** Hono variables every REST handler and page can read: the request's GraphQL context and the bridge. */
export interface RestEnv {
  Variables: { ctx: Context; graphql: GraphQLBridge };
}
