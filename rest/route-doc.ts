import type { DocumentNode } from 'graphql';
import type { MiddlewareHandler } from 'hono';

/** A JSON Schema (OpenAPI 3.1) as rest/openapi.ts builds it. */
export type JsonSchema = Record<string, unknown>;

/** How a route answers, around the data its GraphQL document selects. */
export type RouteShape =
  /** The selected object itself (the default). */
  | 'object'
  /** `{count, page, page_size, results: [...]}` from a connection (?page, ?page_size). */
  | 'list'
  /** Every node of a connection as one plain JSON array. */
  | 'array'
  /** `{job: {...}}`. */
  | 'job'
  /** The async model: `{query_result}` when cached or finished, else `{job}`. */
  | 'execution'
  /** `{query_result}` streamed from the stored result. */
  | 'result'
  /** A stored result as a file: JSON, CSV or XLSX by the path's extension. */
  | 'download'
  /** 204, no body. */
  | 'empty'
  /** 200 with a JSON `null`: what Redash answers where its clients read a body of nothing. */
  | 'null';

/** The query-string parameters routes read, each described once. */
export const QUERY_PARAMETERS = {
  q: { description: 'Search text (name, description, query text).', schema: { type: 'string' } },
  search: { description: 'Search text; the same as `q`.', schema: { type: 'string' } },
  tags: { description: 'Only objects with every tag given (repeat the parameter).', schema: { type: 'array', items: { type: 'string' } } },
  disabled: { description: '`true` (also `True`, `1`, `yes`, `on`) lists disabled users only.', schema: { type: 'boolean' } },
  no_invite: {
    description: '`true` (also `True`, `1`, `yes`, `on`) creates the user without sending the invitation e-mail.',
    schema: { type: 'boolean' },
  },
  archived: { description: '`true` lists archived objects instead.', schema: { type: 'boolean' } },
  refresh: { description: '`true` reads the schema from the database instead of the cache.', schema: { type: 'boolean' } },
  query_id: { description: 'Only objects of this query.', schema: { type: 'integer' } },
  entity_type: { description: 'The kind of object (query, dashboard, monitor).', schema: { type: 'string' } },
  entity_id: { description: 'The id of that object.', schema: { type: 'integer' } },
  p_parameters: {
    description: "Redash's query parameters in the URL: `p_<name>=value`; the body's `parameters` win.",
    schema: { type: 'object', additionalProperties: { type: 'string' } },
    style: 'form',
    explode: true,
  },
} as const;

export type QueryParameter = keyof typeof QUERY_PARAMETERS;

/**
 * What a route's OpenAPI entry is made of. The schemas are not written here: they come from the
 * GraphQL document the route runs (its variables give the body, the selection of `answer` gives
 * the response), so the document cannot drift from what the route does.
 */
export interface RouteDoc {
  /** The operation's summary; by default the first sentence of the answered field's description. */
  summary?: string;
  /** The document the route runs. */
  run?: DocumentNode;
  /** The root field (or alias) of the data that is answered; by default the only root field. */
  answer?: string;
  shape?: RouteShape;
  /**
   * An object field of the answer whose fields the route answers at the top level; its sibling
   * fields join them, left out when null (Redash's invited user with `invite_link`).
   */
  spread?: string;
  /** The answer is sent inside an object under this key (`{user: ...}` for Redash's sign-in). */
  wrap?: string;
  /**
   * Top-level fields the route adds beside a list's `results`: each names a field of the answer
   * whose selection it carries (`totals_per_day` from the connection's `days`).
   */
  extra?: Record<string, string>;
  /**
   * The change the handler makes to the GraphQL answer, applied to its JSON Schema (Redash's alert
   * shape: `muted` moved into `options`, states renamed). Runs before `wrap`.
   */
  reshape?: (answer: JsonSchema) => JsonSchema;
  /** Success status when it is not implied by the shape (201 on create). */
  status?: 200 | 201;
  /**
   * The JSON body: the variables (snake_case; an `input` object is flattened) of `run`, or of the
   * document given here when the body goes to another operation. Default: `run`'s on POST, PUT and PATCH.
   */
  body?: boolean | DocumentNode;
  query?: QueryParameter[];
}

const DOCS = new WeakMap<object, RouteDoc>();

/**
 * The route's documentation, as a no-op middleware placed before its handler, so that it is
 * declared once next to the route: `.get('/:id', doc({ run: QueriesGetDocument }), handler)`.
 */
export function doc(routeDoc: RouteDoc): MiddlewareHandler {
  const middleware: MiddlewareHandler = (_c, next) => next();
  DOCS.set(middleware, routeDoc);
  return middleware;
}

/** The documentation attached to a mounted handler (Hono wraps handlers of sub-apps with their own onError). */
export function routeDocOf(handler: unknown): RouteDoc | undefined {
  let current: unknown = handler;
  while (typeof current === 'function') {
    const found = DOCS.get(current);
    if (found) return found;
    current = (current as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER;
  }
  return undefined;
}
