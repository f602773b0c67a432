import type { Context } from '../../context.js';
import type { SchemaTable } from '../../connectors/types.js';
import { db } from '../../db.js';
import { EgressRefusedError, withOrganizationEgress } from '../../egress/guard.js';
import { DomainError } from '../../errors.js';
import { openOptions } from '../secret-options.js';
import { kindOrFail } from './data-source-options.js';

/** Schemas are read from the target at most once an hour unless a refresh is asked for. */
const SCHEMA_TTL_MS = 3600_000;

export interface SchemaSource {
  id: number;
  type: string;
  options: unknown;
  secretOptionsEncrypted: string | null;
  schemaCache: unknown;
  schemaCachedAt: Date | null;
}

/**
 * A connector's tables and columns, from the cache on the data_sources row while it is fresh,
 * else read from the target and cached. The schema endpoint and the AI assistant share it.
 * The caller has already checked that the viewer reaches the connector.
 */
export async function dataSourceSchema(ctx: Context, dataSource: SchemaSource, refresh = false): Promise<SchemaTable[]> {
  const now = ctx.clock.now();
  if (
    !refresh &&
    dataSource.schemaCache &&
    dataSource.schemaCachedAt &&
    now.getTime() - dataSource.schemaCachedAt.getTime() < SCHEMA_TTL_MS
  ) {
    return dataSource.schemaCache as SchemaTable[];
  }
  const kind = kindOrFail(dataSource.type);
  let tables: SchemaTable[];
  try {
    const stored = { options: dataSource.options as Record<string, unknown>, secretOptionsEncrypted: dataSource.secretOptionsEncrypted };
    tables = await withOrganizationEgress(ctx.viewer!.org.id, () => kind.schema(kind.options.parse(openOptions(ctx, stored))));
  } catch (error) {
    if (error instanceof EgressRefusedError) throw error;
    throw new DomainError(`Could not read the schema: ${(error as Error).message}`, 'data_source_unreachable', 502);
  }
  await db.dataSource.update({ where: { id: dataSource.id }, data: { schemaCache: tables as object, schemaCachedAt: now } });
  return tables;
}
