import type { Task } from 'graphile-worker';
import { enqueueStaleSchemaReads } from '../../../domain/data-sources/data-source-schema.js';
import { runtime } from '../../../runtime.js';

/** The schedule: every kept schema older than SCHEMA_STALE_MS is read again in the background. */
export const refreshDataSourceSchemas: Task = async () => {
  await enqueueStaleSchemaReads(runtime.clock.now());
};
