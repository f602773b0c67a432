import { z } from 'zod';
import { canonicalEmail } from './domain/users/canonical-email.js';
import { ValidationError, type FieldError } from './errors.js';

/** A standard-schema issue (zod's, or the Pothos validation plugin's with the argument path in front). */
interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
}

/** The 422 for a failed parse: one field error per issue, its path dot-joined. */
export function issuesError(issues: readonly SchemaIssue[]): ValidationError {
  return ValidationError.of(
    issues.map((issue) => ({
      path: (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.') || '(body)',
      message: issue.message,
    })),
  );
}

/** Parses `value` with `schema`, turning every issue into a 422 with field paths. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw issuesError(result.error.issues);
}

/** The name of a connector, destination, monitor, group or dashboard: trimmed, 1 to 200 characters. */
export const displayNameSchema = z.string({ message: 'is required' }).trim().min(1, 'is required').max(200);

/** An e-mail address as users type it: trimmed. */
/** An e-mail address, answered in its canonical form (src/domain/users/canonical-email.ts). */
export const emailSchema = z.string().transform(canonicalEmail).pipe(z.string().email('must be an e-mail address'));

/** Deeper JSON than this is refused at the edge; nothing Overlook stores nests that far. */
const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Why PostgreSQL could not store `text` (it refuses NUL and unpaired UTF-16 surrogates with
 * SQLSTATE 22021/22P05), or null when it can.
 */
export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (no unpaired surrogates)';
  return null;
}

/** Keys that reach or pollute an object's prototype: refused in every JSON input, REST and GraphQL alike. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why `key` may not be a key of JSON input, or null. */
export function forbiddenKey(key: string): string | null {
  return FORBIDDEN_KEYS.has(key) ? `"${key}" is not allowed as a key` : null;
}

/**
 * The first string (value or key) in a parsed JSON value that PostgreSQL could not store, a key
 * that reaches an object's prototype (`__proto__`, `constructor`, `prototype`), or a nesting deeper
 * than `maxDepth`. Iterative, so hostile nesting cannot overflow the stack. The one check of JSON
 * input: REST bodies at the edge, GraphQL variables and JSON scalars.
 */
export function findUnstorableText(value: unknown, maxDepth = MAX_JSON_DEPTH): FieldError | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = unstorableText(item.value);
      if (problem) return { path: item.path || '(body)', message: problem };
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= maxDepth) return { path: item.path || '(body)', message: `must not nest deeper than ${maxDepth} levels` };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      const problem = unstorableText(key);
      if (problem) return { path, message: `key ${problem}` };
      const forbidden = forbiddenKey(key);
      if (forbidden) return { path, message: forbidden };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/** Limits of one JSON option blob (query, visualization, widget, dashboard, monitor, connector options...). */
export const JSON_OPTION_LIMITS = { maxBytes: 256 * 1024, maxDepth: 32 };

/** Why a JSON option value is too large or too deep to store, or null. */
export function jsonOptionProblem(value: unknown): string | null {
  const text = findUnstorableText(value, JSON_OPTION_LIMITS.maxDepth);
  if (text) return text.path === '(body)' ? text.message : `${text.path} ${text.message}`;
  const bytes = Buffer.byteLength(JSON.stringify(value) ?? '');
  if (bytes > JSON_OPTION_LIMITS.maxBytes) return `must be at most ${JSON_OPTION_LIMITS.maxBytes} bytes of JSON (got ${bytes})`;
  return null;
}
