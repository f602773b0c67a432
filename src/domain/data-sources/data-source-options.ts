import { connectorKind } from '../../connectors/index.js';
import type { ConnectorKind } from '../../connectors/types.js';
import { ValidationError } from '../../errors.js';
import { SECRET_MASK, type StoredOptions } from '../secret-options.js';

export function kindOrFail(type: string): ConnectorKind {
  const kind = connectorKind(type);
  if (!kind) throw ValidationError.field('type', `unknown connector type "${type}" (see GET /api/data_sources/types)`);
  return kind;
}

/** The options as answered to clients: secrets masked. */
export function maskedOptions(type: string, stored: StoredOptions): Record<string, unknown> {
  const kind = connectorKind(type);
  const masked: Record<string, unknown> = { ...stored.options };
  for (const field of kind?.secretFields ?? []) masked[field] = SECRET_MASK;
  return masked;
}
