import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { findUnstorableText, unstorableText } from './validation.js';

/**
 * Limits of one GraphQL document. Generous for any screen Overlook draws (a dashboard with its
 * widgets, visualizations and queries is 7 levels deep), tight enough that one request cannot
 * make the server walk millions of fields. Cost (objects requested) is src/graphql-cost.ts's.
 */
const GRAPHQL_LIMITS = { maxDepth: 12, maxAliases: 30, maxTokens: 3000 };

/** A string literal in the document that PostgreSQL could not store is a validation error. */
const storableLiteralsRule: ValidationRule = (context) => ({
  StringValue(node) {
    const problem = unstorableText(node.value);
    if (problem)
      context.reportError(new GraphQLError(`String literal ${problem}.`, { nodes: node, extensions: { code: 'validation_failed' } }));
  },
});

function unstorableVariablesResult(variables: unknown) {
  const problem = findUnstorableText(variables ?? {});
  if (!problem) return null;
  const error = new GraphQLError(`Variable ${problem.path}: ${problem.message}.`, { extensions: { code: 'validation_failed' } });
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

/** The envelop plugins every GraphQL transport shares: document size limits and storable text. */
export function graphqlGuards(): Plugin[] {
  return [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth }),
    // `id: databaseId` (REST's documents keep their integer ids under that alias) reads a scalar the
    // object already holds: it costs nothing, like __typename.
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, allowList: ['__typename', 'databaseId'] }),
    useStorableText(),
  ] as Plugin[];
}
