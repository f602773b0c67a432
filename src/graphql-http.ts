import { getOperationAST, OperationTypeNode, type ExecutionResult } from 'graphql';
import { isAsyncIterable, processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import type { Context } from './context.js';
import { withRefusalStatus } from './graphql-guards.js';
import { documentText } from './persisted-documents.js';

/**
 * POST /graphql for the common request, without yoga's HTTP plumbing: one JSON operation (not a
 * batch, not a subscription) from a client that accepts `application/json`. It runs the very steps
 * yoga's processRequest runs, on the same envelop pipeline (`getEnveloped`: the parse and
 * validation caches, graphql-armor's limits, the storable-text guard, compiled execution, error
 * masking), and answers the way yoga's regular result processor does: `processRegularResult`
 * itself for a result with errors, and the same bytes and content type for one without.
 *
 * What it skips is the cost around that: yoga reading the body through a second Request, building a
 * Response that the Node adapter reads back, and copying the context. Measured on the GraphQL
 * list benchmarks, that was ~40% of a request's CPU (POST /graphql 564 µs against 336 µs for the
 * same connection through the REST bridge).
 *
 * A persisted document (`documentId`, or `extensions` holding only Apollo's `persistedQuery`) takes
 * the same path with its stored text.
 *
 * Anything else, or anything it cannot judge before executing (a body that is not such an object,
 * a parse or validation error, an unknown operation or document id, arbitrary documents when they
 * are denied, other `extensions`, another media type),
 * goes to yoga unchanged with the body it read, so yoga answers exactly as before. Nothing is
 * executed before that decision, so no operation runs twice.
 */
export function createGraphQLHttp(yoga: YogaServerInstance<{ ctx: Context }, object>) {
  return async function handle(request: Request, ctx: Context): Promise<Response> {
    if (request.method !== 'POST' || !isJsonType(request.headers.get('content-type')) || !acceptsPlainJson(request.headers.get('accept'))) {
      return yoga.handle(request, { ctx });
    }
    const text = await request.text();
    const unchanged = () => yoga.handle(new Request(request.url, { method: 'POST', headers: request.headers, body: text }), { ctx });
    const params = parseParams(text);
    if (!params) return unchanged();
    try {
      const query = documentText(params);
      if (query === undefined) return unchanged();
      params.query = query;
    } catch {
      // Unknown id, or arbitrary documents denied: yoga's usePersistedDocuments answers the error.
      return unchanged();
    }
    const enveloped = yoga.getEnveloped({ ctx, request, params });
    // Parse and validate may throw (graphql-armor's limits do) as well as report: either way, yoga answers.
    let document;
    let invalid: readonly Error[];
    try {
      document = enveloped.parse(params.query);
      invalid = enveloped.validate(enveloped.schema, document);
    } catch {
      return unchanged();
    }
    // Validation errors carry their code and HTTP 400 (src/graphql-guards.ts), on the result itself
    // so that the application/json answer keeps it.
    if (invalid.length > 0)
      return processRegularResult(withRefusalStatus({ errors: invalid as ExecutionResult['errors'] }), yoga.fetchAPI, 'application/json');
    const operation = getOperationAST(document, params.operationName ?? undefined);
    if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION) return unchanged();
    const contextValue = await enveloped.contextFactory();
    const result = (await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    })) as ExecutionResult & { stringify?: (result: ExecutionResult) => string };
    if (isAsyncIterable(result) || result.errors?.length || (result.extensions as { http?: unknown } | undefined)?.http) {
      return processRegularResult(withRefusalStatus(result), yoga.fetchAPI, 'application/json');
    }
    const body = (result.stringify ?? JSON.stringify)(result);
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
  };
}

interface Params {
  query?: string;
  documentId?: string;
  extensions?: { persistedQuery: unknown };
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** The body as GraphQL-over-HTTP params yoga would accept as they are; null for anything else. */
function parseParams(text: string): Params | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { query, documentId, extensions, variables, operationName, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  // One document: its text, or a persisted document's id (`documentId`, or Apollo's extension alone).
  const persisted = extensions === undefined || (isPersistedQueryOnly(extensions) && documentId === undefined);
  if (!persisted) return null;
  if ([query, documentId, extensions].filter((v) => v !== undefined).length !== 1) return null;
  if (query !== undefined && typeof query !== 'string') return null;
  if (documentId !== undefined && typeof documentId !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return {
    query: query as string | undefined,
    documentId: documentId as string | undefined,
    extensions: extensions as Params['extensions'],
    variables: variables as Params['variables'],
    operationName: operationName as Params['operationName'],
  };
}

function isPersistedQueryOnly(extensions: unknown): boolean {
  if (typeof extensions !== 'object' || extensions === null || Array.isArray(extensions)) return false;
  const keys = Object.keys(extensions);
  return keys.length === 1 && keys[0] === 'persistedQuery';
}

function isJsonType(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type, ...parameters] = contentType.toLowerCase().split(';');
  return type.trim() === 'application/json' && parameters.every((p) => p.trim() === 'charset=utf-8');
}

/**
 * No Accept header, `*` + `/*` or `application/json` alone: yoga's regular result processor then
 * answers `application/json` (its last match wins). Any list or other type is left to yoga.
 */
function acceptsPlainJson(accept: string | null): boolean {
  if (accept === null) return true;
  const value = accept.replace(/\s/g, '').toLowerCase();
  return value === '*/*' || value === 'application/json' || value === 'application/json;charset=utf-8';
}
