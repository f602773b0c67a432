import type { z } from 'zod';
import { ValidationError } from './errors.js';

/** Parses `value` with `schema`, turning every issue into a 422 with field paths. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
}
