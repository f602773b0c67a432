import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  type ExecutionResult,
  Lexer,
  Source,
  TokenKind,
  type ValidationRule,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { fieldErrorsMessage } from './errors.js';
import { variableErrors } from './graphql-variables.js';
import { findUnstorableText, forbiddenKey, unstorableText } from './validation.js';

/**
 * Limits of one GraphQL document. Generous for any screen Overlook draws (a dashboard with its
 * widgets, visualizations and queries is 7 levels deep), tight enough that one request cannot
 * make the server walk millions of fields. Cost (objects requested) is src/graphql-cost.ts's.
 */
const GRAPHQL_LIMITS = { maxDepth: 12, maxAliases: 30, maxTokens: 3000, maxNesting: 100 };

/**
 * HTTP 400 for a refusal of the request. Yoga marks parse and validation errors `spec: true` and
 * answers those 200 to an `application/json` client (the GraphQL-over-HTTP spec's legacy rule);
 * the README promises 400 with the code for every media type. `spec: false` keeps validation
 * errors counted; parse errors are re-marked after the fact (yoga's GET guard sets `spec ||= true`
 * on them), so refusalStatus below lifts the status to the result itself, which yoga always honours.
 */
const REQUEST_REFUSED = { status: 400, spec: false } as const;

/** A refusal of the request itself (limits, parse, validation, variables): HTTP 400 with its code. */
function requestError(message: string, code: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra, http: { ...REQUEST_REFUSED } } });
}

/**
 * Counts the raw document's tokens and bracket nesting with graphql's lexer (iterative) BEFORE any
 * parser runs: graphql-armor's max-tokens plugin and graphql's own parser both recurse, and a list
 * literal nested a few thousand deep overflowed the stack there (a 500). A document that does not
 * even lex is left to the parser, which reports the syntax error.
 */
function lexicalProblem(text: string): string | null {
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1;
      if (tokens > GRAPHQL_LIMITS.maxTokens) return `Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.`;
      if (token.kind === TokenKind.BRACE_L || token.kind === TokenKind.BRACKET_L || token.kind === TokenKind.PAREN_L) {
        nesting += 1;
        if (nesting > GRAPHQL_LIMITS.maxNesting) return `Nesting limit of ${GRAPHQL_LIMITS.maxNesting} exceeded.`;
      } else if (token.kind === TokenKind.BRACE_R || token.kind === TokenKind.BRACKET_R || token.kind === TokenKind.PAREN_R) {
        nesting -= 1;
      }
    }
  } catch {
    return null;
  }
  return null;
}

/** Document texts whose lexical scan found no problem (bounded, like yoga's parse cache). */
const scanned = new LRUCache<string, true>({ max: 1000 });

/** The code of a request-level error that has none: what graphql-armor, graphql-js and yoga say. */
function requestErrorCode(error: GraphQLError): string {
  const code = error.extensions?.code;
  if (typeof code === 'string' && code !== 'GRAPHQL_VALIDATION_FAILED' && code !== 'GRAPHQL_PARSE_FAILED') return code;
  if (error.message.startsWith('Syntax Error')) return 'graphql_parse_failed';
  if (/limit|exceed/i.test(error.message)) return 'graphql_limit_exceeded';
  return 'graphql_validation_failed';
}

/** The same error with a code and HTTP 400 (yoga answers 200 to some of them for application/json). */
function asRequestError(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code: requestErrorCode(error), http: { ...REQUEST_REFUSED } },
  });
}

/**
 * Request-level limits and refusals: the lexical scan before parsing, a code and HTTP 400 on every
 * parse and validation error, and the variables checked (graphql-js coercion, the JSON scalar's
 * limits included) before the compiled execution, answered as `validation_failed` with the path
 * of each refused value, as REST answers them.
 */
const useRequestLimits = (): Plugin => ({
  onParse: ({ params }) => {
    const text = typeof params.source === 'string' ? params.source : params.source.body;
    // A text that passed once passes again: the web app's and other clients' documents are scanned
    // once, not on every request (yoga's parse cache then answers their parse).
    if (!scanned.has(text)) {
      const problem = lexicalProblem(text);
      if (problem) throw requestError(problem, 'graphql_limit_exceeded');
      scanned.set(text, true);
    }
    return ({ result, replaceParseResult }) => {
      if (result instanceof GraphQLError) replaceParseResult(asRequestError(result));
      else if (result instanceof Error) replaceParseResult(requestError(result.message, 'graphql_parse_failed'));
    };
  },
  onValidate:
    () =>
    ({ result, setResult }) => {
      if (result.length) setResult(result.map((error: Error) => (error instanceof GraphQLError ? asRequestError(error) : error)));
    },
  onExecute: ({ args, setResultAndStopExecution }) => {
    const operation = getOperationAST(args.document, args.operationName ?? undefined);
    const inputs = (args.variableValues ?? {}) as Record<string, unknown>;
    if (!operation) return;
    const coerced = getVariableValues(args.schema, operation.variableDefinitions ?? [], inputs, { maxErrors: 50 });
    if (!coerced.errors?.length) return;
    // graphql-js's own words, with REST's field errors (paths into the variables) beside them.
    const errors = variableErrors(args.schema, args.document, inputs);
    const message = coerced.errors.map((e) => e.message).join('\n') || fieldErrorsMessage(errors);
    setResultAndStopExecution({ errors: [requestError(message, 'validation_failed', errors.length ? { errors } : {})] });
  },
});

/** A string literal in the document that PostgreSQL could not store is a validation error. */
const storableLiteralsRule: ValidationRule = (context) => ({
  StringValue(node) {
    const problem = unstorableText(node.value);
    if (problem)
      context.reportError(new GraphQLError(`String literal ${problem}.`, { nodes: node, extensions: { code: 'validation_failed' } }));
  },
  ObjectField(node) {
    const problem = forbiddenKey(node.name.value);
    if (problem)
      context.reportError(new GraphQLError(`Object field ${problem}.`, { nodes: node, extensions: { code: 'validation_failed' } }));
  },
});

function unstorableVariablesResult(variables: unknown) {
  const problem = findUnstorableText(variables ?? {});
  if (!problem) return null;
  const error = new GraphQLError(`Variable ${problem.path}: ${problem.message}.`, {
    extensions: { code: 'validation_failed', errors: [problem], http: { ...REQUEST_REFUSED } },
  });
  return { errors: [error] };
}

/**
 * NUL and unpaired surrogates never reach a resolver: the HTTP edge refuses them in bodies, and
 * this plugin refuses them in inline literals and in variables on every transport (GET query
 * strings carry JSON variables; graphql-ws messages bypass the HTTP edge).
 */
const useStorableText = (): Plugin => ({
  onValidate: ({ addValidationRule }) => addValidationRule(storableLiteralsRule),
  onExecute: ({ args, setResultAndStopExecution }) => {
    const result = unstorableVariablesResult(args.variableValues);
    if (result) setResultAndStopExecution(result);
  },
  onSubscribe: ({ args, setResultAndStopExecution }) => {
    const result = unstorableVariablesResult(args.variableValues);
    if (result) setResultAndStopExecution(result);
  },
});

interface HttpExtension {
  status?: number;
}

/**
 * A result refused before execution (no `data`: parse, validation, limits, variables) answered
 * with its errors' highest HTTP status on the result itself. Yoga (and the fast path in
 * src/graphql-http.ts, through yoga's processRegularResult) honours a result-level status for every
 * media type; per-error statuses marked `spec` are dropped for `application/json`. The `http`
 * extension never reaches the body.
 */
export function withRefusalStatus<T extends { data?: unknown; errors?: readonly unknown[]; extensions?: Record<string, unknown> }>(
  result: T,
): T {
  if (!result.errors?.length || result.data !== undefined) return result;
  let status = 0;
  for (const error of result.errors) {
    const http = (error as { extensions?: { http?: HttpExtension } } | null)?.extensions?.http;
    if (typeof http?.status === 'number' && http.status > status) status = http.status;
  }
  if (status < 400) return result;
  const http = (result.extensions?.http ?? {}) as HttpExtension;
  if (typeof http.status === 'number' && http.status >= status) return result;
  return { ...result, extensions: { ...result.extensions, http: { ...http, status } } };
}

/** Applies withRefusalStatus to every HTTP answer yoga builds (GET, POST of any media type). */
const useRefusalStatus = (): Plugin => ({
  onResultProcess: (payload) => {
    const { result } = payload;
    if (Array.isArray(result) || isAsyncIterable(result)) return;
    const lifted = withRefusalStatus(result as ExecutionResult);
    if (lifted !== result) payload.setResult(lifted);
  },
});

/** The envelop plugins every GraphQL transport shares: document size limits and storable text. */
export function graphqlGuards(): Plugin[] {
  return [
    // First: its lexical scan runs before any (recursive) parser, graphql-armor's included.
    useRequestLimits(),
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth }),
    // `id: databaseId` (REST's documents keep their integer ids under that alias) reads a scalar the
    // object already holds: it costs nothing, like __typename.
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, allowList: ['__typename', 'databaseId'] }),
    useStorableText(),
    useRefusalStatus(),
  ] as Plugin[];
}
