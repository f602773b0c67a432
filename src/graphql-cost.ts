import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.js';
import { env } from './env.js';
import { spend } from './rate-limit.js';

/**
 * What a GraphQL request costs, in objects (GitHub's points, counted in nodes): every field of an
 * object type is one object, times the objects its connections can hold. A connection (a type named
 * `…Connection`) or a list with a page argument multiplies what it holds by `first`/`last` (or
 * `limit`/`pageSize`), else by the default page size, 25. Scalars are free; the minimum is 1.
 *
 * `requested` is that estimate, from the document and its variables, before anything runs;
 * `actual` counts the objects in the answer. Each request may request at most
 * GRAPHQL_COST_PER_REQUEST (else 400, nothing runs), and each user (anonymous callers: each
 * address) may spend GRAPHQL_COST_PER_MINUTE a minute, counted in PostgreSQL (rate_limits, shared
 * by every process) (else 429 with retryAfterSeconds). Every answer carries
 * `extensions.cost { requested, actual, limit, requestLimit, remaining, resetAt }`.
 * The REST bridge's documents cost nothing: they run on the pipeline without this plugin's checks.
 */
export const DEFAULT_PAGE_SIZE = 25;
const PAGE_ARGUMENTS = ['first', 'last', 'limit', 'pageSize'];

/** Documents the REST bridge runs in-process: exempt (registered once per document by the bridge). */
const exempt = new WeakSet<DocumentNode>();
export function exemptFromCost(document: DocumentNode): void {
  exempt.add(document);
}

export class CostLimitError extends GraphQLError {
  constructor(message: string, status: 400 | 429, extra: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(message, { extensions: { code: 'rate_limited', status, ...extra, http: { status, headers } } });
  }
}

function argumentValue(node: ValueNode | undefined, variables: Record<string, unknown> | null | undefined): unknown {
  if (!node) return undefined;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables?.[node.name.value];
  return undefined;
}

function pageSize(
  field: FieldNode,
  definition: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown> | null | undefined,
): number {
  const named = getNamedType(definition.type);
  const pageArgs = definition.args.filter((a) => PAGE_ARGUMENTS.includes(a.name));
  const isConnection = named.name.endsWith('Connection');
  if (!isConnection && !(pageArgs.length && isListType(getNullableType(definition.type)))) return 1;
  for (const name of PAGE_ARGUMENTS) {
    const sent = argumentValue(field.arguments?.find((a) => a.name.value === name)?.value, variables);
    if (typeof sent === 'number' && Number.isFinite(sent)) return Math.max(0, sent);
  }
  const fallback = pageArgs.map((a) => a.defaultValue).find((v): v is number => typeof v === 'number');
  if (fallback !== undefined) return fallback;
  return DEFAULT_PAGE_SIZE;
}

/** The static estimate of one operation (see above). */
export function requestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return 1;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root = schema.getRootType(operation.operation);
  if (!root) return 1;
  const visit = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, multiplier: number, depth: number): number => {
    if (depth > 64) return 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const definition = parent.getFields()[selection.name.value];
        const type = definition && getNamedType(definition.type);
        if (!type || !isCompositeType(type)) continue;
        cost += multiplier + visit(selection.selectionSet, type, multiplier * pageSize(selection, definition, variables), depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        cost += visit(selection.selectionSet, condition && isCompositeType(condition) ? condition : parent, multiplier, depth + 1);
      } else {
        const fragment = fragments.get(selection.name.value);
        const condition = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && condition && isCompositeType(condition)) cost += visit(fragment.selectionSet, condition, multiplier, depth + 1);
      }
    }
    return cost;
  };
  return Math.max(1, visit(operation.selectionSet, root, 1, 0));
}

/** Estimates by schema and document, keyed by operation name and the variables' numbers (the only values it reads). */
const estimates = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();
const MAX_ESTIMATES_PER_DOCUMENT = 100;

/** requestedCost, computed once per document, operation and page sizes (the web app sends the same few). */
export function cachedRequestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  let bySchema = estimates.get(schema);
  if (!bySchema) estimates.set(schema, (bySchema = new WeakMap()));
  let byKey = bySchema.get(document);
  if (!byKey) bySchema.set(document, (byKey = new Map()));
  const numbers: [string, number][] = [];
  for (const name in variables ?? {}) {
    const value = variables![name];
    if (typeof value === 'number') numbers.push([name, value]);
  }
  const key = JSON.stringify([operationName ?? null, numbers]);
  let cost = byKey.get(key);
  if (cost === undefined) {
    cost = requestedCost(schema, document, operationName, variables);
    if (byKey.size >= MAX_ESTIMATES_PER_DOCUMENT) byKey.clear();
    byKey.set(key, cost);
  }
  return cost;
}

/** The objects in an answer's data (the root excluded): what was really resolved. */
export function actualCost(data: unknown): number {
  if (data === null || typeof data !== 'object') return 1;
  // A kept answer (src/graphql-kept-answers.ts) is the same data object request after request: counted once.
  let count = actualCosts.get(data);
  if (count !== undefined) return count;
  count = countObjects(data);
  actualCosts.set(data, count);
  return count;
}
const actualCosts = new WeakMap<object, number>();

function countObjects(data: object): number {
  let count = 0;
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value !== null && typeof value === 'object') {
      count += 1;
      for (const key in value) walk((value as Record<string, unknown>)[key]);
    }
  };
  for (const key in data) walk((data as Record<string, unknown>)[key]);
  return Math.max(1, count);
}

interface Budget {
  allowed: boolean;
  remaining: number;
  resetAt: Date;
  retryAfterSeconds: number;
}

function withCost(result: ExecutionResult, cost: Record<string, unknown>): ExecutionResult {
  const stringify = (result as { stringify?: unknown }).stringify;
  const next = { ...result, extensions: { ...result.extensions, cost } };
  if (stringify) Object.defineProperty(next, 'stringify', { value: stringify, enumerable: false });
  return next;
}

function refusedResult(error: GraphQLError, cost: Record<string, unknown>): ExecutionResult {
  return { errors: [error], extensions: { cost } };
}

/**
 * The cost plugin. Placed after compiled execution (it wraps whichever execute function is then in
 * place). A query's budget is counted while it runs (its answer is dropped if the budget refuses);
 * a mutation runs only once its budget is granted.
 */
export function useQueryCost(): Plugin {
  const perRequest = env.GRAPHQL_COST_PER_REQUEST;
  const perMinute = env.GRAPHQL_COST_PER_MINUTE;
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      if (exempt.has(args.document)) return;
      const requested = cachedRequestedCost(args.schema, args.document, args.operationName, args.variableValues);
      const base = { requested, limit: perMinute, requestLimit: perRequest };
      if (requested > perRequest) {
        setResultAndStopExecution(
          refusedResult(
            new CostLimitError(
              `This request's cost (${requested}) is over the limit of ${perRequest} per request: ask for smaller pages.`,
              400,
              {
                requested,
                requestLimit: perRequest,
              },
            ),
            { ...base, actual: 0 },
          ),
        );
        return;
      }
      const ctx = args.contextValue as unknown as Context;
      const document: DocumentNode = args.document;
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode =>
          d.kind === Kind.OPERATION_DEFINITION && (!args.operationName || d.name?.value === args.operationName),
      );
      const budget: Promise<Budget> = spend(ctx, 'graphqlCost', requested, perMinute);
      const inner = executeFn;
      setExecuteFn(async (executeArgs: ExecutionArgs) => {
        let granted: Budget;
        let result: ExecutionResult;
        if (operation?.operation === OperationTypeNode.QUERY) {
          [granted, result] = await Promise.all([budget, inner(executeArgs) as Promise<ExecutionResult>]);
        } else {
          granted = await budget;
          if (granted.allowed) result = (await inner(executeArgs)) as ExecutionResult;
          else result = {};
        }
        const budgetFields = { remaining: granted.remaining, resetAt: granted.resetAt.toISOString() };
        if (!granted.allowed) {
          return refusedResult(
            new CostLimitError(
              `Rate limit exceeded: this request costs ${requested} of ${perMinute} a minute; retry in ${granted.retryAfterSeconds} s.`,
              429,
              { retryAfterSeconds: granted.retryAfterSeconds, ...budgetFields },
              { 'retry-after': String(granted.retryAfterSeconds) },
            ),
            { ...base, actual: 0, ...budgetFields },
          );
        }
        return withCost(result, { ...base, actual: result.data ? actualCost(result.data) : 0, ...budgetFields });
      });
    },
  };
}
