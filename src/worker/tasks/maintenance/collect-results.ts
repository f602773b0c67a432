import type { Task } from 'graphile-worker';
import { collectResults as collect } from '../../../domain/results/collect-results.js';
import { env } from '../../../env.js';
import { runtime } from '../../../runtime.js';

/** Hourly: results older than RESULT_RETENTION_HOURS that nothing references are deleted. */
export const collectResults: Task = async () => {
  await collect(new Date(runtime.clock.now().getTime() - env.RESULT_RETENTION_HOURS * 3600_000));
};
