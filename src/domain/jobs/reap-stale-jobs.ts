import { inTransaction, pool } from '../../db.js';
import { env } from '../../env.js';
import { runtime } from '../../runtime.js';
import { finishJob } from './finish-job.js';

/**
 * A started job whose worker has not beaten its heartbeat (every second) for JOB_STALE_AFTER_SECS
 * belonged to a worker that died: it ends as failure 4. So does a queued job whose graphile job
 * was taken by a worker that died before starting it (locked that long) or is gone. The
 * `reap_stale_jobs` task sweeps every 10 seconds, and reading a job reaps it on the spot, so a dead
 * worker's job is terminal within JOB_STALE_AFTER_SECS + 10 seconds (40 s by default). A job merely
 * waiting for a worker (none running) stays queued.
 */
export async function reapStaleJobs(jobId?: number): Promise<number> {
  const { rows } = await pool.query<{ id: number; status: number }>(
    `SELECT j.id, j.status FROM jobs j
     WHERE ($2::int IS NULL OR j.id = $2)
       AND ((j.status = 2 AND j.heartbeat_at < now() - make_interval(secs => $1))
         OR (j.status = 1 AND j.created_at < now() - make_interval(secs => $1) AND NOT EXISTS (
               SELECT 1 FROM graphile_worker.jobs g
               WHERE g.key = 'execute_query:' || j.id
                 -- waiting for a worker, or just taken (graphile counts the attempt when it locks)
                 AND ((g.locked_at IS NULL AND g.attempts < g.max_attempts) OR g.locked_at > now() - make_interval(secs => $1)))))`,
    [env.JOB_STALE_AFTER_SECS, jobId ?? null],
  );
  let reaped = 0;
  for (const { id, status } of rows) {
    const message = status === 2
      ? `The worker running this job stopped responding (no heartbeat for ${env.JOB_STALE_AFTER_SECS} s); run the query again.`
      : 'The worker that took this job stopped before starting it; run the query again.';
    const done = await inTransaction((client) => finishJob(client, id, { status: 4, error: message }, runtime.clock.now()));
    if (done) reaped += 1;
  }
  return reaped;
}
