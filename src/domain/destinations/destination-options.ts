import type { Context } from '../../context.js';
import { randomToken } from '../../crypto.js';
import { ValidationError } from '../../errors.js';
import { SECRET_MASK, type StoredOptions } from '../data-sources/data-source-options.js';
import { destinationType, DESTINATION_TYPES, type DestinationType } from './destination-types.js';

export function destinationTypeOrFail(type: unknown): DestinationType {
  const kind = typeof type === 'string' ? destinationType(type) : undefined;
  if (!kind) {
    throw ValidationError.field('type', `must be one of ${DESTINATION_TYPES.map((t) => t.type).join(', ')} (see GET /api/destinations/types)`);
  }
  return kind;
}

/**
 * Validates options against the type and seals the secret fields. A secret sent back as
 * "--------" keeps the stored value; a signed type without a secret gets a generated one, so
 * that every outgoing body is signed.
 */
export function sealDestinationOptions(ctx: Context, kind: DestinationType, options: unknown, previous?: StoredOptions): StoredOptions {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw ValidationError.field('options', 'must be an object');
  const incoming = { ...(options as Record<string, unknown>) };
  const previousSecrets = ctx.secrets.openJson<Record<string, unknown>>(previous?.secretOptionsEncrypted) ?? {};
  for (const field of kind.secretFields) {
    if (incoming[field] === SECRET_MASK) incoming[field] = previousSecrets[field];
  }
  const parsed = kind.options.safeParse(incoming);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: ['options', ...i.path.map(String)].join('.'), message: i.message }));
    throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  }
  const data = { ...parsed.data } as Record<string, unknown>;
  if (kind.signed && data.secret === undefined) data.secret = (previousSecrets.secret as string | undefined) ?? randomToken(24);
  const clear: Record<string, unknown> = {};
  const secret: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    (kind.secretFields.includes(key) ? secret : clear)[key] = value;
  }
  return { options: clear, secretOptionsEncrypted: Object.keys(secret).length ? ctx.secrets.sealJson(secret) : null };
}

/** Every option, secrets included. Never leaves the server. */
export function openDestinationOptions(ctx: Pick<Context, 'secrets'>, stored: StoredOptions): Record<string, unknown> {
  return { ...stored.options, ...(ctx.secrets.openJson<Record<string, unknown>>(stored.secretOptionsEncrypted) ?? {}) };
}

/** Options as answered: each secret field that is set is "--------". */
export function maskedDestinationOptions(ctx: Pick<Context, 'secrets'>, type: string, stored: StoredOptions): Record<string, unknown> {
  const kind = destinationType(type);
  const secrets = ctx.secrets.openJson<Record<string, unknown>>(stored.secretOptionsEncrypted) ?? {};
  const masked: Record<string, unknown> = { ...stored.options };
  for (const field of kind?.secretFields ?? []) if (secrets[field] !== undefined) masked[field] = SECRET_MASK;
  return masked;
}
