import type { Viewer } from '../src/auth/viewer.js';
import { pool } from '../src/db.js';
import { cancelJob } from '../src/domain/jobs/cancel-job.js';
import { jobShape, jobTopic, TERMINAL_STATUSES, type JobRow, type JobShape } from '../src/domain/jobs/job-shape.js';
import { reapStaleJobs } from '../src/domain/jobs/reap-stale-jobs.js';
import { env } from '../src/env.js';
import { ForbiddenError, NotFoundError } from '../src/errors.js';
import { canSeeResultsOf } from '../src/policies/query.js';
import { hasPermission } from '../src/policies/viewer.js';
import { pubsub } from '../src/pubsub.js';
import { builder } from './builder.js';
import { JobType } from './query-result.js';

/**
 * A job the viewer may see (its connector reachable, and view or execute rights), else 404.
 * A job whose worker died (see reapStaleJobs) is reaped on the spot, so pollers never wait on a dead worker.
 */
export async function findVisibleJob(viewer: Viewer, id: number): Promise<JobShape> {
  const load = () => pool.query<JobRow & { stale: boolean }>(
    `SELECT *, ((status = 2 AND heartbeat_at < now() - make_interval(secs => $2))
               OR (status = 1 AND created_at < now() - make_interval(secs => $2))) AS stale FROM jobs WHERE id = $1`,
    [id, env.JOB_STALE_AFTER_SECS],
  );
  let row = (await load()).rows[0];
  if (!row || !canSeeResultsOf(viewer, row.org_id, row.data_source_id)) throw new NotFoundError('Job');
  if (row.stale) {
    await reapStaleJobs(id);
    row = (await load()).rows[0];
  }
  return jobShape(row);
}

builder.queryFields((t) => ({
  job: t.field({
    type: JobType,
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: (_root, { id }, ctx) => findVisibleJob(ctx.viewer!, id),
  }),
}));

builder.mutationFields((t) => ({
  cancelJob: t.field({
    type: JobType,
    description: 'Cancels a queued or running job (status 5); the statement is stopped on the database. 409 when already ended.',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    resolve: async (_root, { id }, ctx) => {
      const viewer = ctx.viewer!;
      await findVisibleJob(viewer, id);
      if (!hasPermission(viewer, 'execute_query')) throw new ForbiddenError('Cancelling jobs needs execute_query.');
      return cancelJob(ctx, id);
    },
  }),
}));

builder.subscriptionFields((t) => ({
  jobStatus: t.field({
    type: JobType,
    description: 'The job now, then each change of its status until it ends; works whichever process runs the job.',
    args: { id: t.arg.int({ required: true }) },
    authScopes: { authenticated: true },
    subscribe: async function* (_root, { id }, ctx) {
      const events = pubsub.subscribe(jobTopic(id))[Symbol.asyncIterator]();
      // Listening starts before the current state is read, so no change can slip between them.
      let next = events.next();
      try {
        const current = await findVisibleJob(ctx.viewer!, id);
        yield current;
        if (TERMINAL_STATUSES.includes(current.status)) return;
        for (;;) {
          const event = await next;
          if (event.done) return;
          const job = event.value as JobShape;
          yield job;
          if (TERMINAL_STATUSES.includes(job.status)) return;
          next = events.next();
        }
      } finally {
        await events.return?.();
      }
    },
    resolve: (job) => job as JobShape,
  }),
}));
