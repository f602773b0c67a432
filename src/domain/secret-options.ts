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
  /** Option fields that say where the secrets go (url, host, port): changing one needs them sent again. */
  addressFields: readonly string[];
}

/** Address values compared as the server would reach them: `DB.example.com` is `db.example.com`. */
export function sameAddressValue(a: unknown, b: unknown): boolean {
  const normal = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : JSON.stringify(v ?? null));
  return normal(a) === normal(b);
}

/** The 422 for stored secrets (`paths`) that were not sent again although `changed` (an address) changed. */
export function resendRequiredError(paths: readonly string[], changed: string): ValidationError {
  const errors = paths.map((path) => ({
    path,
    message: `must be sent again because ${changed} changed ("--------" keeps a secret only at the address it was entered for)`,
  }));
  return new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
}

/**
 * Secrets stay bound to the address they were entered for: when an address field changes, every
 * stored secret must arrive again with the new address ("--------" or leaving it out is refused),
 * so that nobody who can edit a connector or destination can redirect its stored secrets to a
 * server of their choosing.
 */
function requireResentSecrets(
  spec: OptionsSpec,
  sent: Record<string, unknown>,
  data: Record<string, unknown>,
  previous: Record<string, unknown>,
  previousSecrets: Record<string, unknown>,
): void {
  const changed = spec.addressFields.filter((field) => !sameAddressValue(data[field], previous[field]));
  if (changed.length === 0) return;
  const missing = spec.secretFields.filter(
    (field) =>
      previousSecrets[field] !== undefined &&
      previousSecrets[field] !== '' &&
      !changed.includes(field) &&
      (sent[field] === undefined || sent[field] === SECRET_MASK),
  );
  if (missing.length === 0) return;
  throw resendRequiredError(
    missing.map((field) => `options.${field}`),
    changed.join(' and '),
  );
}

/**
 * Validates `options` against the spec and splits them into what is stored in clear and the
 * secret fields, sealed with SECRET_KEY. A secret sent back as "--------" keeps the stored value,
 * unless an address field changed: then every stored secret must be sent again (422 otherwise).
 * `complete` may fill in values (it sees the previous secrets) before the split.
 */
export function sealOptions(
  ctx: Pick<Context, 'secrets'>,
  spec: OptionsSpec,
  options: unknown,
  previous?: StoredOptions,
  complete?: (data: Record<string, unknown>, previousSecrets: Record<string, unknown>) => void,
): StoredOptions {
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw ValidationError.field('options', 'must be an object');
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
  if (previous)
    requireResentSecrets(spec, options as Record<string, unknown>, data, { ...previous.options, ...previousSecrets }, previousSecrets);
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
