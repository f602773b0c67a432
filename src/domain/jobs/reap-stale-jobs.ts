import { db, inTransaction } from '../../db.js';
import { env } from '../../env.js';
import { runtime } from '../../runtime.js';
import { finishJob } from './finish-job.js';
import { JobStatus } from './job-status.js';

/**
 * A started job whose worker has not beaten its heartbeat (every second) for JOB_STALE_AFTER_SECS
 * belonged to a worker that died: it ends as Failed. So does a queued job whose graphile job
 * was taken by a worker that died before starting it (locked that long) or is gone. The
 * `reap_stale_jobs` task sweeps every 10 seconds, and reading a job reaps it on the spot, so a dead
 * worker's job is terminal within JOB_STALE_AFTER_SECS + 10 seconds (40 s by default). A job merely
 * waiting for a worker (none running) stays queued.
 */
export async function reapStaleJobs(jobId?: number): Promise<number> {
  const secs = env.JOB_STALE_AFTER_SECS;
  const rows = await db.$queryRaw<{ id: number; status: number }[]>`
    SELECT j.id, j.status FROM jobs j
     WHERE (${jobId ?? null}::int IS NULL OR j.id = ${jobId ?? null}::int)
       AND ((j.status = ${JobStatus.Started} AND j.heartbeat_at < now() - make_interval(secs => ${secs}::float8))
         OR (j.status = ${JobStatus.Queued} AND j.created_at < now() - make_interval(secs => ${secs}::float8) AND NOT EXISTS (
               SELECT 1 FROM graphile_worker.jobs g
               WHERE g.key = 'execute_query:' || j.id
                 -- waiting for a worker, or just taken (graphile counts the attempt when it locks)
                 AND ((g.locked_at IS NULL AND g.attempts < g.max_attempts) OR g.locked_at > now() - make_interval(secs => ${secs}::float8)))))`;
  let reaped = 0;
  for (const { id, status } of rows) {
    const message =
      status === JobStatus.Started
        ? `The worker running this job stopped responding (no heartbeat for ${env.JOB_STALE_AFTER_SECS} s); run the query again.`
        : 'The worker that took this job stopped before starting it; run the query again.';
    const done = await inTransaction((client) => finishJob(client, id, { status: JobStatus.Failed, error: message }, runtime.clock.now()));
    if (done) reaped += 1;
  }
  return reaped;
}
