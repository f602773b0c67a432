import type { Task } from 'graphile-worker';
import { reapStaleJobs as reap } from '../../../domain/jobs/reap-stale-jobs.js';

const REAP_EVERY_MS = 10_000;

/**
 * Ends jobs of dead workers, then schedules itself again in 10 s (the crontab restarts the chain
 * every minute should it break; the shared job key keeps one pending copy).
 */
export const reapStaleJobs: Task = async (_payload, helpers) => {
  await reap();
  // The interval counts in the database's time, like the staleness the reaper measures.
  await helpers.query(
    `SELECT graphile_worker.add_job('reap_stale_jobs', '{}'::json, job_key => 'reap_stale_jobs', run_at => now() + make_interval(secs => $1))`,
    [REAP_EVERY_MS / 1000],
  );
};
