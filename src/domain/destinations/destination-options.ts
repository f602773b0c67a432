import type { Context } from '../../context.js';
import { randomToken } from '../../crypto.js';
import { ValidationError } from '../../errors.js';
import { SECRET_MASK, sealOptions, type StoredOptions } from '../secret-options.js';
import { destinationType, DESTINATION_TYPES, type DestinationType } from './destination-types.js';

export function destinationTypeOrFail(type: unknown): DestinationType {
  const kind = typeof type === 'string' ? destinationType(type) : undefined;
  if (!kind) {
    throw ValidationError.field(
      'type',
      `must be one of ${DESTINATION_TYPES.map((t) => t.type).join(', ')} (see GET /api/destinations/types)`,
    );
  }
  return kind;
}

/**
 * Validates options against the type and seals the secret fields. A secret sent back as
 * "--------" keeps the stored value; a signed type without a secret gets a generated one, so
 * that every outgoing body is signed.
 */
export function sealDestinationOptions(ctx: Context, kind: DestinationType, options: unknown, previous?: StoredOptions): StoredOptions {
  return sealOptions(ctx, kind, options, previous, (data, previousSecrets) => {
    if (kind.signed && data.secret === undefined) data.secret = previousSecrets.secret ?? newSigningSecret();
  });
}

/** A generated signing secret: 192 random bits, URL-safe. */
export function newSigningSecret(): string {
  return randomToken(24);
}

/** The secret a signed type signs its bodies with (null for types that do not sign). Never stored in clear. */
export function signingSecret(ctx: Pick<Context, 'secrets'>, kind: DestinationType, stored: StoredOptions): string | null {
  if (!kind.signed) return null;
  const secret = ctx.secrets.openJson<Record<string, unknown>>(stored.secretOptionsEncrypted)?.secret;
  return typeof secret === 'string' ? secret : null;
}

/** Options as answered: each secret field that is set is "--------". */
export function maskedDestinationOptions(ctx: Pick<Context, 'secrets'>, type: string, stored: StoredOptions): Record<string, unknown> {
  const kind = destinationType(type);
  const secrets = ctx.secrets.openJson<Record<string, unknown>>(stored.secretOptionsEncrypted) ?? {};
  const masked: Record<string, unknown> = { ...stored.options };
  for (const field of kind?.secretFields ?? []) if (secrets[field] !== undefined) masked[field] = SECRET_MASK;
  return masked;
}
