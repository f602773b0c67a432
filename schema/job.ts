import type { Viewer } from '../src/auth/viewer.js';
import { pool } from '../src/db.js';
import { cancelJob } from '../src/domain/jobs/cancel-job.js';
import { jobShape, jobTopic, type JobProgress, type JobRow, type JobShape } from '../src/domain/jobs/job-shape.js';
import { isTerminal, JobStatus } from '../src/domain/jobs/job-status.js';
import { reapStaleJobs } from '../src/domain/jobs/reap-stale-jobs.js';
import { env } from '../src/env.js';
import { authorizeJob, type JobAction } from '../src/policies/job.js';
import { builder } from './builder.js';
import { watch } from './watch.js';
import { nodeType } from './node.js';
import { JobType } from './query-result.js';

/**
 * A job the viewer may `action` (the job policy: 404 when unseen, 403 when seen but not allowed).
 * A job whose worker died (see reapStaleJobs) is reaped on the spot, so pollers never wait on a dead worker.
 */
const READ_JOB = `SELECT *, ((status = ${JobStatus.Started} AND heartbeat_at < now() - make_interval(secs => $2::float8))
    OR (status = ${JobStatus.Queued} AND created_at < now() - make_interval(secs => $2::float8))) AS stale
  FROM jobs WHERE id = $1`;

async function findVisibleJob(viewer: Viewer, id: number, action: JobAction = 'read'): Promise<JobShape> {
  const secs = env.JOB_STALE_AFTER_SECS;
  // Raw, one named statement: the poll of every job waiter (GET /api/jobs/{id} every few ms).
  const load = async () => {
    const { rows } = await pool.query<JobRow & { stale: boolean }>({ name: 'read-job', text: READ_JOB, values: [id, secs] });
    return rows[0];
  };
  let row = await load();
  authorizeJob(viewer, action, row && { orgId: row.org_id, dataSourceId: row.data_source_id });
  if (row.stale) {
    await reapStaleJobs(id);
    row = await load();
  }
  return jobShape(row);
}

export const JobNode = nodeType(JobType, 'Job', (ctx, id) => findVisibleJob(ctx.viewer!, id));

const JobProgressType = builder.objectRef<JobProgress>('JobProgress').implement({
  description: 'How far a started job got. Updated while it runs at most every half second, not per row.',
  fields: (t) => ({
    rowsFetched: t.exposeInt('rowsFetched', { description: 'Rows fetched from the data source so far; all of them once the job ended.' }),
    elapsedMs: t.int({
      description: 'Milliseconds since the job started, up to now while it runs, up to its end once it ended.',
      resolve: (p, _args, ctx) => Math.max(0, (p.finishedAt ?? ctx.clock.now()).getTime() - p.startedAt.getTime()),
    }),
  }),
});

builder.objectField(JobType, 'progress', (t) =>
  t.expose('progress', { type: JobProgressType, nullable: true, description: 'Null while the job is queued (status 1).' }),
);

builder.queryFields((t) => ({
  job: t.field({
    type: JobType,
    args: { id: t.arg.globalID({ for: JobNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: (_root, { id: { id } }, ctx) => findVisibleJob(ctx.viewer!, id),
  }),
}));

builder.mutationFields((t) => ({
  cancelJob: t.field({
    type: JobType,
    description: 'Cancels a queued or running job (status 5); the statement is stopped on the database. 409 when already ended.',
    args: { id: t.arg.globalID({ for: JobNode, required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id: { id } }, ctx) => {
      await findVisibleJob(ctx.viewer!, id, 'cancel');
      return cancelJob(ctx, id);
    },
  }),
}));

builder.subscriptionFields((t) => ({
  jobStatus: t.field({
    type: JobType,
    description:
      'The job now, then each change of its status or progress until it ends; works whichever process runs the job. Ends when the caller loses access.',
    args: { id: t.arg.globalID({ for: JobNode, required: true }) },
    authScopes: { authenticated: true },
    subscribe: async function* (_root, { id: { id } }, ctx) {
      // watch (schema/live.ts): the read policy first, then each event; ends when access is lost.
      let last: JobShape | undefined;
      for await (const { ctx: current } of watch(ctx, jobTopic(id), (c) => findVisibleJob(c.viewer!, id))) {
        // An event names the job (or asks for a resync); its state is read from the row.
        const job = await findVisibleJob(current.viewer!, id);
        if (!last || job.status !== last.status || job.progress?.rowsFetched !== last.progress?.rowsFetched) yield job;
        last = job;
        if (isTerminal(job.status)) return;
      }
    },
    resolve: (job) => job,
  }),
}));
