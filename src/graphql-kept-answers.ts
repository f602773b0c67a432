import {
  getNamedType,
  isObjectType,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { viewerState } from './auth/viewer-state.js';
import type { Context } from './context.js';
import { queryListStamp } from './domain/queries/list-queries.js';

/**
 * Kept GraphQL answers of the query list, as REST keeps its own (rest/kept-answers.ts): an operation
 * that reads only what the organization's query list stamp covers (the query list, the query tag
 * counts, and of each listed query only the fields its list row answers) is answered again with the
 * data it was executed to, for the same viewer state, document and variables, while the stamp read
 * now is the one read before that execution.
 *
 * This is not a read cache: every request reads the stamp from PostgreSQL, which moves at the commit
 * of every change to what these fields show (migration 0034), whichever process made it; what the
 * viewer may see is part of the viewer state, so a changed permission is a different key. The stamp
 * is read BEFORE the execution whose data is kept under it, so kept data is never older than its
 * stamp. Everything around the execution still runs for a kept answer: parse and validation, the
 * authentication that made the viewer, the cost plugin (which wraps this one: the answer is charged
 * and carries a fresh `extensions.cost`). Answers with errors are not kept.
 */

/** The fields these answers may hold, by type: each is answered from what the stamp covers. */
const COVERED: Record<string, ReadonlySet<string>> = {
  Query: new Set(['queries', 'queryTags']),
  SavedQuery: new Set([
    'id',
    'databaseId',
    'name',
    'description',
    'query',
    'dataSourceId',
    'options',
    'isDraft',
    'isArchived',
    'workingVersion',
    'publishedVersion',
    'latestQueryDataId',
    'user',
    'createdAt',
    'updatedAt',
    'tags',
    'isFavorite',
    'lastModifiedBy',
  ]),
  Author: new Set(['id', 'databaseId', 'name', 'email']),
  TagCount: new Set(['name', 'count']),
  PageInfo: new Set(['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor']),
};

/** A connection or edge type of covered nodes (`QueryQueriesConnection`, `…Edge`): its own fields are covered. */
const CONNECTION_FIELDS = new Set(['edges', 'pageInfo', 'totalCount', 'revision']);
const EDGE_FIELDS = new Set(['node', 'cursor']);

function coveredFields(type: GraphQLNamedType): ReadonlySet<string> | undefined {
  const own = COVERED[type.name];
  if (own) return own;
  if (!isObjectType(type)) return undefined;
  const fields = type.getFields();
  if (type.name.endsWith('Connection') && fields.edges) return CONNECTION_FIELDS;
  if (type.name.endsWith('Edge') && fields.node && COVERED[getNamedType(fields.node.type).name]) return EDGE_FIELDS;
  return undefined;
}

/** Whether the operation reads only covered fields (no directives, so no field is left out by a variable). */
function readsOnlyCovered(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const visit = (selectionSet: SelectionSetNode, type: GraphQLNamedType, depth: number): boolean => {
    if (depth > 32 || !isObjectType(type)) return false;
    const covered = coveredFields(type);
    if (!covered) return false;
    for (const selection of selectionSet.selections) {
      if (selection.directives?.length) return false;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        const field = type.getFields()[name];
        if (!field || !covered.has(name)) return false;
        if (selection.selectionSet && !visit(selection.selectionSet, getNamedType(field.type), depth + 1)) return false;
      } else {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        if (!fragment) return false;
        if (fragment.typeCondition && fragment.typeCondition.name.value !== type.name) return false;
        if (!visit(fragment.selectionSet, type, depth + 1)) return false;
      }
    }
    return true;
  };
  const root = schema.getQueryType();
  return !!root && !operation.directives?.length && visit(operation.selectionSet, root, 0);
}

/** Per schema and document: the key part of each covered operation (by name), or null when not covered. */
const coveredOperations = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, string | null>>>();
let documentCount = 0;

function operationKey(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): string | null {
  let bySchema = coveredOperations.get(schema);
  if (!bySchema) coveredOperations.set(schema, (bySchema = new WeakMap()));
  let byName = bySchema.get(document);
  if (!byName) bySchema.set(document, (byName = new Map()));
  const name = operationName ?? '';
  let key = byName.get(name);
  if (key === undefined) {
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName
      ? operations.find((o) => o.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
    const covered = !!operation && operation.operation === OperationTypeNode.QUERY && readsOnlyCovered(schema, document, operation);
    key = covered ? `${(documentCount += 1)} ${name}` : null;
    byName.set(name, key);
  }
  return key;
}

/** Whether answers of this operation are kept (it reads only what the query list stamp covers). */
export function keepsAnswersOf(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): boolean {
  return operationKey(schema, document, operationName) !== null;
}

interface Kept {
  stamp: string;
  result: ExecutionResult;
}

/**
 * What is kept of an answer: its data, and a `stringify` (the one the HTTP handler and the cost
 * plugin use, as graphql-jit's) that writes the data's JSON, made once, beside the request's own
 * `extensions` (the cost, fresh each time).
 */
function keptResult(result: ExecutionResult): ExecutionResult {
  const data = result.data!;
  const dataJson = JSON.stringify(data);
  const kept: ExecutionResult = { data };
  Object.defineProperty(kept, 'stringify', {
    value: (answer: ExecutionResult) =>
      answer.extensions === undefined ? `{"data":${dataJson}}` : `{"data":${dataJson},"extensions":${JSON.stringify(answer.extensions)}}`,
  });
  return kept;
}

/** At most this many answers (a page of 20 queries is ~6 KB of data). */
const kept = new LRUCache<string, Kept>({ max: 5000 });

/** The plugin, for the public graph `schema` (the REST bridge keeps its own answers). Placed before the cost plugin. */
export function useKeptAnswers(schema: GraphQLSchema): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (args.schema !== schema) return;
      const ctx = args.contextValue as unknown as Context;
      if (!ctx.viewer) return;
      const operation = operationKey(args.schema, args.document, args.operationName);
      if (operation === null) return;
      const key = `${viewerState(ctx.viewer)} ${operation} ${JSON.stringify(args.variableValues ?? {})}`;
      const inner = executeFn;
      setExecuteFn(async (executeArgs: ExecutionArgs) => {
        const stamp = await queryListStamp(ctx);
        const found = kept.get(key);
        if (stamp !== null && found?.stamp === stamp) return found.result;
        const result = (await inner(executeArgs)) as ExecutionResult;
        if (stamp !== null && !result.errors?.length && result.data && !result.extensions)
          kept.set(key, { stamp, result: keptResult(result) });
        return result;
      });
    },
  };
}
