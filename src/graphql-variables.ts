import {
  coerceInputValue,
  getNullableType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { FieldError } from './errors.js';

type ValuePath = readonly (string | number)[];

/** The input type at `path` (object keys, list indices) inside a value of `type`; undefined off the type. */
function typeAt(type: GraphQLInputType, path: ValuePath): GraphQLInputType | undefined {
  let current: GraphQLInputType | undefined = type;
  for (const key of path) {
    const nullable: GraphQLInputType | undefined = current && getNullableType(current);
    if (isListType(nullable) && typeof key === 'number') current = nullable.ofType;
    else if (isInputObjectType(nullable) && typeof key === 'string') current = nullable.getFields()[key]?.type;
    else return undefined;
  }
  return current;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What is wrong with the variables of `document`, field by field, with GraphQL paths
 * (`input.dataSourceId`): graphql-js's own coercion (`coerceInputValue`) reports where each
 * refusal is; an input object it refuses is read for its missing required and unknown fields.
 */
export function variableErrors(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}): FieldError[] {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const errors = new Map<string, FieldError>();
  const refuse = (path: ValuePath, message: string) => {
    const key = path.join('.');
    if (!errors.has(key)) errors.set(key, { path: key, message });
  };
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) continue;
    const value = variables[name];
    if (value === undefined || value === null) {
      if (isNonNullType(type) && !definition.defaultValue) refuse([name], value === null ? 'must not be null' : 'is required');
      continue;
    }
    coerceInputValue(value, type, (path, invalid, error) => {
      const at = typeAt(type, path);
      const object = at && getNullableType(at);
      if (invalid === null) return refuse([name, ...path], 'must not be null');
      if (isInputObjectType(object) && isRecord(invalid)) {
        const fields = object.getFields();
        const missing = Object.values(fields).filter(
          (f) => isNonNullType(f.type) && f.defaultValue === undefined && invalid[f.name] === undefined,
        );
        const unknown = Object.keys(invalid).filter((key) => !(key in fields));
        for (const field of missing) refuse([name, ...path, field.name], 'is required');
        for (const key of unknown) refuse([name, ...path, key], `is not a field of ${object.name}`);
        if (missing.length || unknown.length) return;
      }
      refuse([name, ...path], error.originalError?.message ?? error.message);
    });
  }
  return [...errors.values()];
}
