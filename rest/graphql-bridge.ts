import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  GraphQLInt,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  getNullableType,
  GraphQLError,
  isInputObjectType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Context } from '../src/context.js';
import { DomainError, UnauthenticatedError, ValidationError, type FieldError } from '../src/errors.js';
import { exemptFromCost } from '../src/graphql-cost.js';
import { globalId, type NodeTypeName } from '../schema/global-id.js';
import { internalSchema } from '../schema/index.js';
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
 * Where a document's variables carry global ids: a variable an argument reads as a global id, or
 * an input object variable with global-id fields (`input.dataSourceId`), with the type named.
 */
interface GlobalIdSlot {
  variable: string;
  /** Inside an input object variable: the field. */
  field?: string;
  /** The one type the argument takes; undefined when it takes several (a run's entity). */
  typename?: string;
}

interface RelayIdExtensions {
  isRelayGlobalID?: boolean;
  relayGlobalIDFor?: { typename: string }[] | null;
}

function globalIdTypename(extensions: RelayIdExtensions | undefined | null): string | undefined | null {
  if (!extensions?.isRelayGlobalID) return null;
  const types = extensions.relayGlobalIDFor ?? [];
  return types.length === 1 ? types[0].typename : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const slotsByDocument = new WeakMap<DocumentNode, GlobalIdSlot[]>();

function globalIdSlots(schema: GraphQLSchema, document: DocumentNode): GlobalIdSlot[] {
  let slots = slotsByDocument.get(document);
  if (slots) return slots;
  const byVariable = new Map<string, GlobalIdSlot>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (node.value.kind !== Kind.VARIABLE) return;
        const typename = globalIdTypename(typeInfo.getArgument()?.extensions as RelayIdExtensions);
        if (typename === null) return;
        const variable = node.value.name.value;
        const known = byVariable.get(variable);
        if (!known || (known.typename === undefined && typename)) byVariable.set(variable, { variable, typename });
      },
    }),
  );
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const fieldSlots: GlobalIdSlot[] = [];
  for (const definition of operation?.variableDefinitions ?? []) {
    const type = getNullableType(typeFromAST(schema, definition.type) as GraphQLInputType | undefined);
    if (!isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const typename = globalIdTypename(field.extensions as RelayIdExtensions);
      if (typename !== null) fieldSlots.push({ variable: definition.variable.name.value, field: field.name, typename });
    }
  }
  slots = [...byVariable.values(), ...fieldSlots];
  slotsByDocument.set(document, slots);
  return slots;
}

/** `errors` ordered as the operation declares the variables they are about (as variableErrors reports them). */
function inVariableOrder(document: DocumentNode, errors: FieldError[]): FieldError[] {
  if (errors.length < 2) return errors;
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const order = (operation?.variableDefinitions ?? []).map((d) => d.variable.name.value);
  const rank = (error: FieldError) => order.indexOf(error.path.split('.')[0]);
  return [...errors].sort((a, b) => rank(a) - rank(b));
}

/** The type of a run's or schedule's entity, named by the operation's `entityType` variable. */
const ENTITY_TYPENAMES: Record<string, NodeTypeName> = { query: 'SavedQuery', monitor: 'Monitor' };

/**
 * REST keeps integer ids: the values in the global-id slots of `document` are encoded here, each
 * first checked as GraphQL's Int would (so a wrong value is refused with the words and path it had
 * before ids became global). Absent and null values stay as they are.
 */
function withGlobalIds(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): { variables: Record<string, unknown>; errors: FieldError[] } {
  const slots = globalIdSlots(schema, document);
  if (!slots.length) return { variables, errors: [] };
  const errors: FieldError[] = [];
  const out: Record<string, unknown> = { ...variables };
  const encode = (value: unknown, typename: string | undefined, path: string): unknown => {
    if (value === undefined || value === null) return value;
    let id: number;
    try {
      id = GraphQLInt.parseValue(value) as number;
    } catch (error) {
      errors.push({ path, message: (error as Error).message });
      return 'invalid';
    }
    const type = typename ?? ENTITY_TYPENAMES[String(variables.entityType)] ?? 'SavedQuery';
    return globalId(type as NodeTypeName, id);
  };
  for (const slot of slots) {
    if (slot.field === undefined) {
      out[slot.variable] = encode(out[slot.variable], slot.typename, slot.variable);
      continue;
    }
    const input = out[slot.variable];
    if (!isRecord(input) || !(slot.field in input)) continue;
    out[slot.variable] = { ...input, [slot.field]: encode(input[slot.field], slot.typename, `${slot.variable}.${slot.field}`) };
  }
  return { variables: out, errors };
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
export function invalidOperations(yoga: YogaServerInstance<{ ctx: Context }, object>, schema: GraphQLSchema = internalSchema): string[] {
  const { validate } = yoga.getEnveloped({});
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
 * context and the plugins (storable text, error masking) are the ones /graphql uses, on the
 * internal graph (`schema`): the same resolvers, with thrown errors (REST's statuses and bodies)
 * where the public graph answers typed errors, and the fields only REST's Redash shapes need.
 */
export function createGraphQLBridge(
  yoga: YogaServerInstance<{ ctx: Context }, object>,
  schema: GraphQLSchema = internalSchema,
): GraphQLBridge {
  const validated = new WeakSet<DocumentNode>();
  const checkOnce = (document: DocumentNode) => {
    if (validated.has(document)) return;
    const { validate } = yoga.getEnveloped({});
    const errors = validate(schema, document);
    if (errors.length) throw new Error(`invalid REST operation: ${errors.map((e: GraphQLError) => e.message).join('; ')}`);
    validated.add(document);
    // REST's own documents are exempt from the GraphQL cost budget (issue 31).
    exemptFromCost(document);
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
      const encoded = withGlobalIds(schema, document, variables ?? {});
      const invalid = inVariableOrder(document, [...encoded.errors, ...variableErrors(schema, document, encoded.variables)]);
      if (invalid.length) throw refusedInput(ctx, request, invalid);
      const contextValue = await enveloped.contextFactory();
      const result = (await enveloped.execute({
        schema,
        document,
        variableValues: definedOnly(encoded.variables) as Record<string, unknown>,
        contextValue,
      })) as ExecutionResult;
      if (result.errors?.length) throw toError(result.errors[0], ctx);
      return result.data as Result;
    },
  };
}
