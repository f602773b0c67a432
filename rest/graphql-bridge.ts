import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError, Kind, type DocumentNode, type ExecutionResult } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../src/context.js';
import { DomainError, UnauthenticatedError, ValidationError, type FieldError } from '../src/errors.js';
import { variableErrors } from '../src/graphql-variables.js';
import { isOpenEndpoint } from './open-endpoints.js';
import * as operations from './operations/generated/graphql.js';

export { variableErrors };

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

/**
 * The variables with every undefined field left out, as JSON would carry them. graphql-js reads
 * an undefined input field as absent, but the compiled execution (graphql-jit) reads it as null,
 * and null means "clear it" (a query's schedule): REST builds its variables from optional body
 * fields, so they are made plain first.
 */
function definedOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(definedOnly);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const defined: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined) defined[key] = definedOnly(field);
  return defined;
}

/** Anonymous callers of an endpoint that needs credentials hear 401 before anything about their input. */
function refusedInput(ctx: Context, request: Request, errors: FieldError[]): Error {
  if (!ctx.viewer && !isOpenEndpoint(request.method, new URL(request.url).pathname)) {
    return new UnauthenticatedError(ctx.invalidKey ? 'Invalid API key.' : undefined);
  }
  return ValidationError.of(errors);
}

/** The error a REST caller hears for the first error of a result. */
function toError(error: GraphQLError, ctx: Context): Error {
  // Masking (yoga's maskedErrors) answers a domain error as itself, without a path.
  if (error instanceof DomainError) return error;
  if (error.originalError instanceof DomainError) return error.originalError;
  // The variables were checked before execution; an error outside any field now is the request's
  // own (the storable-text check). Anonymous callers hear 401 first.
  if (!error.path) {
    if (!ctx.viewer) return new UnauthenticatedError(ctx.invalidKey ? 'Invalid API key.' : undefined);
    return new ValidationError(error.message);
  }
  return error.originalError ?? error;
}

/**
 * Every document of rest/operations checked by the pipeline's own validation (the schema's rules
 * plus the guards' limits): the names of the wrong ones, with why. The tests run it over all of
 * them; the bridge checks each document once, at its first run, so a start loads none of this.
 */
export function invalidOperations(yoga: YogaServerInstance<{ ctx: Context }, object>): string[] {
  const { schema, validate } = yoga.getEnveloped({});
  const invalid: string[] = [];
  for (const [name, document] of Object.entries(operations)) {
    if (!isOperation(document)) continue;
    const errors = validate(schema, document);
    if (errors.length) invalid.push(`${name}: ${errors.map((e: GraphQLError) => e.message).join('; ')}`);
  }
  return invalid;
}

/**
 * The bridge over a yoga server. Each document is validated at its first run by the pipeline's own
 * validation (a wrong document is a programming error: it throws, and the tests check them all
 * through `invalidOperations`). Each run then only executes: through `yoga.getEnveloped()`, so the
 * context, the plugins (storable text, error masking) and the schema are the ones /graphql uses.
 */
export function createGraphQLBridge(yoga: YogaServerInstance<{ ctx: Context }, object>): GraphQLBridge {
  const validated = new WeakSet<DocumentNode>();
  const checkOnce = (document: DocumentNode) => {
    if (validated.has(document)) return;
    const { schema, validate } = yoga.getEnveloped({});
    const errors = validate(schema, document);
    if (errors.length) throw new Error(`invalid REST operation: ${errors.map((e: GraphQLError) => e.message).join('; ')}`);
    validated.add(document);
  };
  return {
    async run<Result, Variables>(
      ctx: Context,
      request: Request,
      document: TypedDocumentNode<Result, Variables>,
      variables?: Record<string, unknown>,
    ) {
      checkOnce(document);
      const enveloped = yoga.getEnveloped({ ctx, request });
      const invalid = variableErrors(enveloped.schema, document, variables);
      if (invalid.length) throw refusedInput(ctx, request, invalid);
      const contextValue = await enveloped.contextFactory();
      const result = (await enveloped.execute({
        schema: enveloped.schema,
        document,
        variableValues: definedOnly(variables ?? {}) as Record<string, unknown>,
        contextValue,
      })) as ExecutionResult;
      if (result.errors?.length) throw toError(result.errors[0], ctx);
      return result.data as Result;
    },
  };
}
