import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Context as HonoContext } from 'hono';
import { BadRequestError, DomainError, ValidationError } from '../src/errors.js';
import { offsetToCursor } from '@pothos/plugin-relay';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../schema/pagination.js';
import type { RestEnv } from './env.js';

/**
 * The variables a route passes: the document's own names, with values straight from the request.
 * GraphQL coerces and checks them (a wrong type is 422), so they need not be typed here.
 */
export type OperationVariables<V> = { [K in keyof V]?: unknown };

export type Operation<Result, Variables> = (c: HonoContext<RestEnv>, variables?: OperationVariables<Variables>) => Promise<Result>;

/**
 * A GraphQL document of rest/operations that a route or page runs in-process, as the request's
 * viewer, through the bridge (the /graphql pipeline). The answer is typed by the document.
 */
export function operation<Result, Variables>(document: TypedDocumentNode<Result, Variables>): Operation<Result, Variables> {
  return (c, variables) => c.get('graphql').run(c.get('ctx'), c.req.raw, document, variables);
}

/** The JSON body as an object; {} when empty. Malformed JSON is 400, a non-object 422. */
export async function readBody(c: HonoContext<RestEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError('Malformed JSON body.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ValidationError('The body must be a JSON object.');
  return body as Record<string, unknown>;
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
  if (!(pageSize >= 1 && pageSize <= MAX_PAGE_SIZE))
    errors.push({ path: 'page_size', message: `must be an integer from 1 to ${MAX_PAGE_SIZE}` });
  if (errors.length) throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  const offset = (pageNumber - 1) * pageSize;
  return { page: pageNumber, pageSize, first: pageSize, after: offset > 0 ? offsetToCursor(offset - 1) : undefined };
}

/**
 * A boolean query-string flag as Redash parses it: `true`, `True`, `1`, `yes` and `on` (any case)
 * are true; anything else, or no value, is false. Redash tools send Python's `True`.
 */
export function flagParam(c: HonoContext<RestEnv>, name: string): boolean {
  const value = c.req.query(name);
  return value !== undefined && TRUE_FLAGS.has(value.trim().toLowerCase());
}

const TRUE_FLAGS = new Set(['true', '1', 'yes', 'on']);

/**
 * The conventions' list shape from a connection. A page past the last row of a non-empty list is
 * Redash's 400 "Page is out of range." (an empty list answers its first page and any other empty).
 */
export function listBody<T>(connection: { totalCount: number; edges: { node: T }[] }, page: PageParams) {
  if (connection.totalCount > 0 && (page.page - 1) * page.pageSize >= connection.totalCount) {
    throw new DomainError('Page is out of range.', 'page_out_of_range', 400);
  }
  return { count: connection.totalCount, page: page.page, page_size: page.pageSize, results: connection.edges.map((e) => e.node) };
}
