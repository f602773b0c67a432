import type { Task } from 'graphile-worker';
import { reapStaleJobs as reap } from '../../../domain/jobs/reap-stale-jobs.js';

export const REAP_EVERY_MS = 10_000;

/**
 * Ends jobs of dead workers, then schedules itself again in 10 s (the crontab restarts the chain
 * every minute should it break; the shared job key keeps one pending copy).
 */
export const reapStaleJobs: Task = async (_payload, helpers) => {
  await reap();
  await helpers.addJob('reap_stale_jobs', {}, { jobKey: 'reap_stale_jobs', runAt: new Date(Date.now() + REAP_EVERY_MS) });
};
