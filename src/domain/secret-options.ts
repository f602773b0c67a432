import type { z } from 'zod';
import type { Context } from '../context.js';
import { ValidationError } from '../errors.js';

/** What write-only option fields are answered as; sent back, it keeps the stored value. */
export const SECRET_MASK = '--------';

export interface StoredOptions {
  options: Record<string, unknown>;
  secretOptionsEncrypted: string | null;
}

/** A kind of configurable thing (connector, destination): its option schema and secret fields. */
export interface OptionsSpec {
  options: z.ZodType;
  secretFields: readonly string[];
}

/**
 * Validates `options` against the spec and splits them into what is stored in clear and the
 * secret fields, sealed with SECRET_KEY. A secret sent back as "--------" keeps the stored value.
 * `complete` may fill in values (it sees the previous secrets) before the split.
 */
export function sealOptions(
  ctx: Pick<Context, 'secrets'>,
  spec: OptionsSpec,
  options: unknown,
  previous?: StoredOptions,
  complete?: (data: Record<string, unknown>, previousSecrets: Record<string, unknown>) => void,
): StoredOptions {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw ValidationError.field('options', 'must be an object');
  const incoming = { ...(options as Record<string, unknown>) };
  const previousSecrets = ctx.secrets.openJson<Record<string, unknown>>(previous?.secretOptionsEncrypted) ?? {};
  for (const field of spec.secretFields) {
    if (incoming[field] === SECRET_MASK) incoming[field] = previousSecrets[field];
  }
  const parsed = spec.options.safeParse(incoming);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: ['options', ...i.path.map(String)].join('.'), message: i.message }));
    throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  }
  const data = { ...(parsed.data as Record<string, unknown>) };
  complete?.(data, previousSecrets);
  const clear: Record<string, unknown> = {};
  const secret: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    (spec.secretFields.includes(key) ? secret : clear)[key] = value;
  }
  return { options: clear, secretOptionsEncrypted: Object.keys(secret).length ? ctx.secrets.sealJson(secret) : null };
}

/** Every option, secrets included. Never leaves the server. */
export function openOptions(ctx: Pick<Context, 'secrets'>, stored: StoredOptions): Record<string, unknown> {
  return { ...stored.options, ...(ctx.secrets.openJson<Record<string, unknown>>(stored.secretOptionsEncrypted) ?? {}) };
}
