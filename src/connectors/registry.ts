import { z } from 'zod';
import type { ConnectorKind } from './types.js';

/** Option schemas shared by the relational kinds. */
export const relationalOptions = z.object({
  host: z.string().min(1).default('127.0.0.1'),
  port: z.number().int().min(1).max(65535),
  user: z.string().min(1),
  password: z.string().optional().default(''),
  dbname: z.string().min(1),
  statement_timeout_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional()
    .default(300_000),
});

/** Each kind has its own option type; the registry holds them side by side, checked at each kind's own parse. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyConnectorKind = ConnectorKind<any>;

const kinds = new Map<string, AnyConnectorKind>();

export function registerConnector(kind: AnyConnectorKind): void {
  kinds.set(kind.type, kind);
}

export function connectorKind(type: string): AnyConnectorKind | undefined {
  return kinds.get(type);
}

export function connectorKinds(): AnyConnectorKind[] {
  return [...kinds.values()];
}
