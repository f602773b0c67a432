import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { db } from '../../../db.js';
import { readSchemaNow, recordSchemaFailure } from '../../../domain/data-sources/data-source-schema.js';
import { logger } from '../../../logger.js';
import { runtime } from '../../../runtime.js';

const payloadSchema = z.object({ dataSourceId: z.number().int() });

/**
 * Reads one data source's schema from its target and keeps it (data_source_schemas). Queued by
 * a request that found its kept copy stale, by refreshDataSourceSchema, and by the sweep; one job
 * per data source (job_key). A failure is recorded on the kept copy, which stays as it was.
 */
export const readDataSourceSchema: Task = async (payload) => {
  const { dataSourceId } = payloadSchema.parse(payload);
  const dataSource = await db.dataSource.findUnique({
    where: { id: dataSourceId },
    select: { id: true, orgId: true, type: true, options: true, secretOptionsEncrypted: true },
  });
  if (!dataSource) return;
  try {
    await readSchemaNow(runtime, dataSource);
  } catch (error) {
    const message = (error as Error).message;
    logger.info({ dataSourceId, error: message }, 'reading a data source schema failed');
    await recordSchemaFailure(dataSourceId, message, runtime.clock.now());
  }
};
