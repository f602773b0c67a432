import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError, Kind, type DocumentNode, type ExecutionResult } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../src/context.js';
import { DomainError, UnauthenticatedError, ValidationError } from '../src/errors.js';
import * as operations from './operations/generated/graphql.js';

/** Runs the REST layer's GraphQL documents in-process, on the same envelop pipeline as /graphql. */
export interface GraphQLBridge {
  run<Result, Variables>(
    ctx: Context,
    request: Request,
    document: TypedDocumentNode<Result, Variables>,
    variables?: Record<string, unknown>,
  ): Promise<Result>;
}

/** An operation's document (codegen also exports each fragment as a document of its own). */
function isOperation(value: unknown): value is DocumentNode {
  if (typeof value !== 'object' || value === null || (value as DocumentNode).kind !== Kind.DOCUMENT) return false;
  return (value as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
}

/** The error a REST caller hears for the first error of a result. */
function toError(error: GraphQLError, ctx: Context): Error {
  // Masking (yoga's maskedErrors) answers a domain error as itself, without a path.
  if (error instanceof DomainError) return error;
  if (error.originalError instanceof DomainError) return error.originalError;
  // Errors outside any field come from variable coercion or the storable-text check: the body had
  // a missing, wrong-typed or unstorable field. Anonymous callers hear 401 first (the operations
  // open to them take no required body).
  if (!error.path) {
    if (!ctx.viewer) return new UnauthenticatedError(ctx.invalidKey ? 'Invalid API key.' : undefined);
    return new ValidationError(error.message.replace(/^Variable "\$(\w+)"/, '$1'));
  }
  return error.originalError ?? error;
}

/**
 * The bridge over a yoga server. Every document of rest/operations is validated once, here, by the
 * pipeline's own validation (the schema's rules plus the guards' limits); a wrong document stops
 * the start. Each run then only executes: through `yoga.getEnveloped()`, so the context, the
 * plugins (storable text, error masking) and the schema are the ones /graphql uses.
 */
export function createGraphQLBridge(yoga: YogaServerInstance<{ ctx: Context }, object>): GraphQLBridge {
  const { schema, validate } = yoga.getEnveloped({});
  for (const [name, document] of Object.entries(operations)) {
    if (!isOperation(document)) continue;
    const errors = validate(schema, document);
    if (errors.length) throw new Error(`invalid REST operation ${name}: ${errors.map((e: GraphQLError) => e.message).join('; ')}`);
  }
  return {
    async run<Result, Variables>(
      ctx: Context,
      request: Request,
      document: TypedDocumentNode<Result, Variables>,
      variables?: Record<string, unknown>,
    ) {
      const enveloped = yoga.getEnveloped({ ctx, request });
      const contextValue = await enveloped.contextFactory();
      const result = (await enveloped.execute({
        schema: enveloped.schema,
        document,
        variableValues: variables,
        contextValue,
      })) as ExecutionResult;
      if (result.errors?.length) throw toError(result.errors[0], ctx);
      return result.data as Result;
    },
  };
}
