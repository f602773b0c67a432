import type { Context } from '../../context.js';
import { randomToken } from '../../crypto.js';
import { ValidationError } from '../../errors.js';
import { SECRET_MASK, sealOptions, type StoredOptions } from '../secret-options.js';
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
  return sealOptions(ctx, kind, options, previous, (data, previousSecrets) => {
    if (kind.signed && data.secret === undefined) data.secret = (previousSecrets.secret as string | undefined) ?? randomToken(24);
  });
}

/** Options as answered: each secret field that is set is "--------". */
export function maskedDestinationOptions(ctx: Pick<Context, 'secrets'>, type: string, stored: StoredOptions): Record<string, unknown> {
  const kind = destinationType(type);
  const secrets = ctx.secrets.openJson<Record<string, unknown>>(stored.secretOptionsEncrypted) ?? {};
  const masked: Record<string, unknown> = { ...stored.options };
  for (const field of kind?.secretFields ?? []) if (secrets[field] !== undefined) masked[field] = SECRET_MASK;
  return masked;
}
