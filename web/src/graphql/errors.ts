import type { CombinedError } from 'urql';

/** The stable `code` of the first GraphQL error (extensions.code), for decisions; never the message. */
export function errorCode(error: CombinedError | undefined): string | undefined {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Field errors of a 422 (`extensions.errors: [{path, message}]`) by field name, for forms. */
export function fieldErrors(error: CombinedError | undefined): Record<string, string> {
  const errors = error?.graphQLErrors[0]?.extensions?.errors;
  if (!Array.isArray(errors)) return {};
  const byField: Record<string, string> = {};
  for (const item of errors as { path?: unknown; message?: unknown }[]) {
    if (typeof item.path === 'string' && typeof item.message === 'string') byField[item.path.split('.').pop()!] ??= item.message;
  }
  return byField;
}
