import { execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import type { Context as HonoContext } from 'hono';
import { schema } from '../schema/index.js';
import type { Context } from '../src/context.js';
import { BadRequestError, DomainError, UnauthenticatedError, ValidationError } from '../src/errors.js';
import { offsetToCursor } from '@pothos/plugin-relay';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../schema/pagination.js';
import type { RestEnv } from './env.js';

export type Operation<T> = (ctx: Context, variables?: Record<string, unknown>) => Promise<T>;

function toError(error: GraphQLError, ctx: Context): Error {
  if (error.originalError instanceof DomainError) return error.originalError;
  // Errors outside any field come from variable coercion: the body had a missing or wrong-typed
  // field. Anonymous callers hear 401 first (the operations open to them take no required body).
  if (!error.path) {
    if (!ctx.viewer) return new UnauthenticatedError(ctx.invalidKey ? 'Invalid API key.' : undefined);
    return new ValidationError(error.message.replace(/^Variable "\$(\w+)"/, '$1'));
  }
  return error.originalError ?? error;
}

/**
 * A GraphQL operation that a REST route runs in-process. The document is parsed and validated
 * against the schema once, at start-up; a route whose operation is wrong fails to load.
 */
export function operation<T = Record<string, any>>(source: string): Operation<T> {
  const document: DocumentNode = parse(source);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`invalid REST operation: ${errors.map((e) => e.message).join('; ')}\n${source}`);
  return async (ctx, variables) => {
    const result = await execute({ schema, document, contextValue: ctx, variableValues: variables });
    if (result.errors?.length) throw toError(result.errors[0], ctx);
    return result.data as T;
  };
}

/** The JSON body as an object; {} when empty. Malformed JSON is 400, a non-object 422. */
export async function readBody(c: HonoContext<RestEnv>): Promise<Record<string, any>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError('Malformed JSON body.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ValidationError('The body must be a JSON object.');
  return body as Record<string, any>;
}

/** A path parameter that must be an integer id; anything else cannot name an object (404). */
export function idParam(c: HonoContext<RestEnv>, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new DomainError('Not found.', 'not_found', 404);
  return id;
}

export interface PageParams {
  page: number;
  pageSize: number;
  first: number;
  after?: string;
}

/** ?page= (from 1) and ?page_size= (default 25, at most 250) as connection arguments. */
export function pageParams(c: HonoContext<RestEnv>): PageParams {
  const page = c.req.query('page') ?? '1';
  const size = c.req.query('page_size') ?? String(DEFAULT_PAGE_SIZE);
  const pageNumber = /^\d+$/.test(page) ? Number(page) : NaN;
  const pageSize = /^\d+$/.test(size) ? Number(size) : NaN;
  const errors = [];
  if (!(pageNumber >= 1)) errors.push({ path: 'page', message: 'must be an integer from 1' });
  if (!(pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) errors.push({ path: 'page_size', message: `must be an integer from 1 to ${MAX_PAGE_SIZE}` });
  if (errors.length) throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  const offset = (pageNumber - 1) * pageSize;
  return { page: pageNumber, pageSize, first: pageSize, after: offset > 0 ? offsetToCursor(offset - 1) : undefined };
}

/** The conventions' list shape from a connection. */
export function listBody<T>(connection: { totalCount: number; edges: { node: T }[] }, page: PageParams) {
  return { count: connection.totalCount, page: page.page, page_size: page.pageSize, results: connection.edges.map((e) => e.node) };
}
