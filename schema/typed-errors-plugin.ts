import SchemaBuilder, { BasePlugin, PothosValidationError, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { Context } from '../src/context.js';
import { NotFoundError, UnauthenticatedError } from '../src/errors.js';

/** The sub-graph whose mutations answer typed errors as data: the public graph that /graphql serves. */
export const TYPED_ERRORS_GRAPH = 'public';

function builtFor(subGraph: string | string[] | undefined): boolean {
  return subGraph === TYPED_ERRORS_GRAPH || (Array.isArray(subGraph) && subGraph.includes(TYPED_ERRORS_GRAPH));
}

interface RelayIdExtensions {
  isRelayGlobalID?: boolean;
}

/**
 * Turns on the errors plugin for every Mutation field of the public graph (so no mutation can
 * forget it), and settles what the errors plugin leaves open:
 * - a mutation returning an object answers `Object | errors…`; any other answers `<Field>Success { data } | errors…`;
 * - an anonymous caller of a mutation that needs credentials hears `unauthenticated` (top level)
 *   before anything about its arguments, as REST does;
 * - a global id of another type, refused by the relay plugin while decoding arguments, names nothing: not found;
 * - a not-found error about no particular input names the mutation's one id argument, when it has one.
 * The internal graph (REST's) is built without it: REST hears the thrown errors themselves.
 */
export class TypedMutationErrorsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  private typed(fieldConfig: PothosOutputFieldConfig<Types>): boolean {
    return fieldConfig.kind === 'Mutation' && builtFor(this.options.subGraph as string | string[] | undefined);
  }

  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (!this.typed(fieldConfig) || fieldConfig.pothosOptions.errors) return fieldConfig;
    const type = fieldConfig.type;
    const direct = type.kind !== 'List' && this.buildCache.getTypeConfig(type.ref).graphqlKind === 'Object';
    return {
      ...fieldConfig,
      pothosOptions: {
        ...fieldConfig.pothosOptions,
        errors: { directResult: direct, dataField: { description: 'The mutation’s answer.' } },
      },
    } as PothosOutputFieldConfig<Types>;
  }

  /** The mutation's one global-id argument, which a not-found error about no particular input is about. */
  private onlyIdArg(fieldConfig: PothosOutputFieldConfig<Types>): string | undefined {
    const idArgs = Object.entries(fieldConfig.args)
      .filter(([, arg]) => (arg.extensions as RelayIdExtensions | undefined)?.isRelayGlobalID)
      .map(([name]) => name);
    return idArgs.length === 1 ? idArgs[0] : undefined;
  }

  /** Inside the errors plugin's own wrapper: what the resolver throws is named before it is typed. */
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (!this.typed(fieldConfig)) return resolver;
    const onlyIdArg = this.onlyIdArg(fieldConfig);
    if (!onlyIdArg) return resolver;
    return async (parent, args, context, info) => {
      try {
        return await resolver(parent, args, context, info);
      } catch (error) {
        if (error instanceof NotFoundError && error.field === undefined) error.at(onlyIdArg);
        throw error;
      }
    };
  }

  /** Around the decoding and validation of the arguments (which run before any resolver wrapper). */
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> | undefined {
    if (!resolver || !this.typed(fieldConfig)) return resolver;
    const needsViewer = fieldConfig.pothosOptions.authScopes !== undefined;
    const onlyIdArg = this.onlyIdArg(fieldConfig);
    return async (parent, args, context, info) => {
      const ctx = context as unknown as Context;
      if (needsViewer && !ctx.viewer) throw new UnauthenticatedError(ctx.invalidKey ? 'Invalid API key.' : undefined);
      try {
        return await resolver(parent, args, context, info);
      } catch (error) {
        if (error instanceof PothosValidationError && error.message.startsWith('ID: ')) throw new NotFoundError().at(onlyIdArg);
        if (error instanceof NotFoundError && error.field === undefined) error.at(onlyIdArg);
        throw error;
      }
    };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      typedMutationErrors: TypedMutationErrorsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('typedMutationErrors', TypedMutationErrorsPlugin);
