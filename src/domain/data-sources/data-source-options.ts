import type { Context } from '../../context.js';
import { connectorKind } from '../../connectors/index.js';
import type { ConnectorKind } from '../../connectors/types.js';
import { ValidationError } from '../../errors.js';

export const SECRET_MASK = '--------';

export interface StoredOptions {
  options: Record<string, unknown>;
  secretOptionsEncrypted: string | null;
}

export function kindOrFail(type: string): ConnectorKind {
  const kind = connectorKind(type);
  if (!kind) throw ValidationError.field('type', `unknown connector type "${type}" (see GET /api/data_sources/types)`);
  return kind;
}

/**
 * Validates `options` against the kind's schema and splits them into what is stored in clear and
 * the secret fields, sealed with SECRET_KEY. A secret sent back as "--------" keeps the stored value.
 */
export function sealOptions(ctx: Context, kind: ConnectorKind, options: unknown, previous?: StoredOptions): StoredOptions {
  const incoming = { ...((options ?? {}) as Record<string, unknown>) };
  const previousSecrets = ctx.secrets.openJson<Record<string, unknown>>(previous?.secretOptionsEncrypted) ?? {};
  for (const field of kind.secretFields) {
    if (incoming[field] === SECRET_MASK) incoming[field] = previousSecrets[field];
  }
  const parsed = kind.options.safeParse(incoming);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: ['options', ...i.path.map(String)].join('.'), message: i.message }));
    throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  }
  const clear: Record<string, unknown> = {};
  const secret: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed.data as Record<string, unknown>)) {
    (kind.secretFields.includes(key) ? secret : clear)[key] = value;
  }
  return { options: clear, secretOptionsEncrypted: Object.keys(secret).length ? ctx.secrets.sealJson(secret) : null };
}

/** The full options a connector connects with. Never leaves the server. */
export function openOptions(ctx: Pick<Context, 'secrets'>, stored: StoredOptions): Record<string, unknown> {
  return { ...stored.options, ...(ctx.secrets.openJson<Record<string, unknown>>(stored.secretOptionsEncrypted) ?? {}) };
}

/** The options as answered to clients: secrets masked. */
export function maskedOptions(type: string, stored: StoredOptions): Record<string, unknown> {
  const kind = connectorKind(type);
  const masked: Record<string, unknown> = { ...stored.options };
  for (const field of kind?.secretFields ?? []) masked[field] = SECRET_MASK;
  return masked;
}
