import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import SubGraphPlugin from '@pothos/plugin-sub-graph';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ValidationPlugin from '@pothos/plugin-validation';
import type PrismaTypes from '../prisma/generated/pothos-types.js';
import { getDatamodel } from '../prisma/generated/pothos-types.js';
import type { Context } from '../src/context.js';
import { db } from '../src/db.js';
import { env } from '../src/env.js';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../src/errors.js';
import { parseGlobalId } from './global-id.js';
import type { Permission } from '../src/policies/permissions.js';
import { hasPermission } from '../src/policies/viewer.js';
import { issuesError, JSON_OPTION_LIMITS, jsonOptionProblem } from '../src/validation.js';
import './typed-errors-plugin.js';

/**
 * The two graphs built from this builder: `public` is what /graphql serves (typed mutation errors,
 * one way to do each thing); `internal` is what the REST bridge runs (thrown errors, and the
 * fields that exist only so REST can answer in Redash's shapes).
 */
export type SubGraph = 'public' | 'internal';

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { authenticated: boolean; admin: boolean; permission: Permission };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
  DefaultFieldNullability: false;
  SubGraphs: SubGraph;
}>({
  // Scope-auth first: a caller who may not use a field hears 401/403 before its arguments are judged.
  // Errors outermost, so a refusal by scope-auth or by an argument's validation is a typed error
  // too; typedMutationErrors (schema/typed-errors-plugin.ts) last, so its field options are the ones
  // the errors plugin sees.
  plugins: [ErrorsPlugin, ScopeAuthPlugin, ValidationPlugin, PrismaPlugin, RelayPlugin, SubGraphPlugin, 'typedMutationErrors'],
  defaultFieldNullability: false,
  subGraphs: { defaultForTypes: ['public', 'internal'], fieldsInheritFromTypes: true },
  errors: {
    defaultTypes: [ValidationError, ConflictError, NotFoundError, ForbiddenError],
    // Arguments are validated and their global ids decoded before the resolver runs: those
    // refusals are typed errors as well (an anonymous caller hears 401 first: typedMutationErrors).
    unsafelyHandleInputErrors: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${upperFirst(fieldName)}Result`,
      description: 'The mutation’s result, or a typed error (`UserError`) to show at the field it names.',
      subGraphs: ['public'],
    },
    defaultResultOptions: {
      name: ({ fieldName }) => `${upperFirst(fieldName)}Success`,
      description: 'The mutation succeeded; `data` is its answer.',
      subGraphs: ['public'],
    },
  },
  validation: {
    // Each rule is declared once, on its argument or input type; a refusal is a 422 whose paths
    // are the GraphQL ones (`input.name`), which REST renames in rest/app.ts.
    validationError: (failure) => issuesError(failure.issues),
  },
  scopeAuth: {
    // Subscriptions are authorized when they start, before their subscribe function looks anything
    // up; otherwise an anonymous subscriber would reach it (and see "not found" or a crash).
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      authenticated: !!ctx.viewer,
      admin: !!ctx.viewer?.isAdmin,
      permission: (permission: Permission) => hasPermission(ctx.viewer, permission),
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer ? new ForbiddenError() : new UnauthenticatedError(ctx.invalidKey ? 'Invalid API key.' : undefined),
  },
  prisma: {
    client: () => db,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: env.NODE_ENV === 'production' ? null : 'error',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { description: 'The page: each object with its cursor.' },
    pageInfoFieldOptions: { description: 'Where the page stands: cursors to ask for the next or previous one.' },
    cursorFieldOptions: { description: 'Pass it as `after` (or `before`) for the page after (or before) this object.' },
    nodeFieldOptions: { description: 'The object.' },
    // node(id:) and nodes(ids:) are schema/node.ts's own: each type loads through its policy.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    // A value that is no global id names nothing: 404, as an id of a deleted object. Arguments are
    // decoded before scope-auth runs, so an anonymous caller hears 401 here first.
    decodeGlobalID: (value, ctx) => {
      const parsed = parseGlobalId(value);
      if (!parsed) throw ctx.viewer ? new NotFoundError() : new UnauthenticatedError(ctx.invalidKey ? 'Invalid API key.' : undefined);
      return { typename: parsed.typename, id: String(parsed.id) };
    },
  },
});

/**
 * ISO strings by epoch milliseconds: lists answer the same timestamps request after request, and
 * toISOString (~0.4 µs) was 5–7% of a list's CPU in the profiles (about 100 per page). Bounded:
 * emptied when full.
 */
const isoByTime = new Map<number, string>();
const MAX_ISO_STRINGS = 50_000;

function isoString(date: Date): string {
  const time = date.getTime();
  let iso = isoByTime.get(time);
  if (iso === undefined) {
    iso = date.toISOString();
    if (isoByTime.size >= MAX_ISO_STRINGS) isoByTime.clear();
    isoByTime.set(time, iso);
  }
  return iso;
}

builder.scalarType('DateTime', {
  description: 'An ISO-8601 UTC timestamp.',
  serialize: (value) => (value instanceof Date ? isoString(value) : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});

builder.scalarType('JSON', {
  description: `Any JSON value, at most ${JSON_OPTION_LIMITS.maxBytes} bytes serialized and ${JSON_OPTION_LIMITS.maxDepth} levels deep, without NUL characters.`,
  serialize: (value) => value,
  parseValue: (value) => {
    const problem = jsonOptionProblem(value);
    if (problem) throw new TypeError(`JSON value ${problem}`);
    return value;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
