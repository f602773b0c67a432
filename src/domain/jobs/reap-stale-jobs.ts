import { pool } from '../../db.js';
import { env } from '../../env.js';
import { runtime } from '../../runtime.js';
import { finishJob, inTransaction } from './finish-job.js';

/**
 * A started job whose worker has not beaten its heartbeat (every second) for JOB_STALE_AFTER_SECS
 * belonged to a worker that died: it ends as failure 4. The `reap_stale_jobs` task sweeps every
 * 10 seconds, and reading a job reaps it on the spot, so a dead worker's job is terminal within
 * JOB_STALE_AFTER_SECS + 10 seconds (40 s by default).
 */
export async function reapStaleJobs(jobId?: number): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM jobs WHERE status = 2 AND heartbeat_at < now() - make_interval(secs => $1) AND ($2::int IS NULL OR id = $2)`,
    [env.JOB_STALE_AFTER_SECS, jobId ?? null],
  );
  let reaped = 0;
  for (const { id } of rows) {
    const message = `The worker running this job stopped responding (no heartbeat for ${env.JOB_STALE_AFTER_SECS} s); run the query again.`;
    const done = await inTransaction(pool, (client) => finishJob(client, id, { status: 4, error: message }, runtime.clock.now()));
    if (done) reaped += 1;
  }
  return reaped;
}
