import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CombinedError, mapExchange, type CombinedError as CombinedErrorType } from 'urql';
import { graphql } from './generated';

/**
 * What every mutation document selects besides its result: the public graph answers validation,
 * conflict, not-found and forbidden refusals as typed errors (`UserError`) in the data, with a
 * stable `code` and the input `field` they are about. typedErrorsExchange turns them back into the
 * result's `error`, so the pages read every refusal the same way (errorCode, fieldErrors), and
 * successDataExchange unwraps `XSuccess { data }`.
 */
export const UserErrorFieldsFragment = graphql(`
  fragment UserErrorFields on UserError {
    __typename
    code
    message
    field
    ... on ValidationError {
      fieldErrors {
        field
        message
      }
    }
    ... on ConflictError {
      currentVersion
    }
  }
`);

type TypedErrorName = 'ValidationError' | 'ConflictError' | 'NotFoundError' | 'ForbiddenError';
const TYPED_ERRORS: ReadonlySet<string> = new Set<TypedErrorName>(['ValidationError', 'ConflictError', 'NotFoundError', 'ForbiddenError']);

/**
 * A mutation field's answer once typedErrorsExchange has run: no typed error (it is the result's
 * `error`; codegen types it as the masked UserErrorFields fragment), `XSuccess.data` unwrapped.
 */
type Answer<T> = T extends { ' $fragmentRefs'?: infer Refs }
  ? [Exclude<keyof NonNullable<Refs>, `UserErrorFields_${string}`>] extends [never]
    ? never
    : T
  : T extends { __typename: `${string}Success`; data: infer D }
    ? D
    : T;

export type MutationAnswer<Data> = { [K in keyof Data]: Answer<Data[K]> };

/** A mutation document typed as typedErrorsExchange answers it (see MutationAnswer). */
export function mutationDocument<Data, Variables>(
  document: TypedDocumentNode<Data, Variables>,
): TypedDocumentNode<MutationAnswer<Data>, Variables> {
  return document as unknown as TypedDocumentNode<MutationAnswer<Data>, Variables>;
}

interface UserErrorData {
  __typename: TypedErrorName;
  code: string;
  message: string;
  field?: string[] | null;
  fieldErrors?: { field: string[]; message: string }[];
  currentVersion?: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A mutation's typed error becomes the result's `error` (extensions: `code`, `errors: [{path,
 * message}]` for fields, `field`, `currentVersion`), with no data. It runs between graphcache and
 * the network: graphcache, which has no schema, would read a typed error back through the
 * mutation's fragments heuristically and lose it.
 */
export const typedErrorsExchange = mapExchange({
  onResult(result) {
    if (result.operation.kind !== 'mutation' || !isRecord(result.data)) return result;
    const refusal = Object.values(result.data).find(
      (value): value is Record<string, unknown> =>
        isRecord(value) && typeof value.__typename === 'string' && TYPED_ERRORS.has(value.__typename),
    ) as UserErrorData | undefined;
    if (!refusal) return result;
    const field = refusal.field?.join('.');
    const errors = refusal.fieldErrors?.length
      ? refusal.fieldErrors.map((e) => ({ path: e.field.join('.'), message: e.message }))
      : field
        ? [{ path: field, message: refusal.message }]
        : undefined;
    const error: CombinedErrorType = new CombinedError({
      graphQLErrors: [
        {
          message: refusal.message,
          extensions: {
            code: refusal.code,
            field,
            ...(errors ? { errors } : {}),
            ...(refusal.currentVersion != null ? { currentVersion: refusal.currentVersion } : {}),
          },
        },
      ],
      response: result.error?.response,
    });
    return { ...result, data: undefined, error };
  },
});

/** A mutation's `XSuccess { data }` answer becomes its data (before graphcache: outermost, after it has read the answer). */
export const successDataExchange = mapExchange({
  onResult(result) {
    if (result.operation.kind !== 'mutation' || !isRecord(result.data)) return result;
    let unwrapped = false;
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(result.data)) {
      const success = isRecord(value) && typeof value.__typename === 'string' && value.__typename.endsWith('Success') && 'data' in value;
      data[key] = success ? value.data : value;
      unwrapped ||= success;
    }
    return unwrapped ? { ...result, data } : result;
  },
});

/** The stable `code` of the first GraphQL error (extensions.code), for decisions; never the message. */
export function errorCode(error: CombinedError | undefined): string | undefined {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Field errors (`extensions.errors: [{path, message}]`) by field name, for forms. */
export function fieldErrors(error: CombinedError | undefined): Record<string, string> {
  const errors = error?.graphQLErrors[0]?.extensions?.errors;
  if (!Array.isArray(errors)) return {};
  const byField: Record<string, string> = {};
  for (const item of errors as { path?: unknown; message?: unknown }[]) {
    if (typeof item.path === 'string' && typeof item.message === 'string') byField[item.path.split('.').pop()!] ??= item.message;
  }
  return byField;
}
