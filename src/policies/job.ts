import type { Viewer } from '../auth/viewer.js';
import { authorize } from './authorize.js';
import { can as canReadResult, scopeSql as resultScopeSql, type QueryResultRef } from './query-result.js';
import { hasPermission } from './viewer.js';

/** read: polls the job (and its status subscription). cancel: stops it. */
export type JobAction = 'read' | 'cancel';

/** A job is seen by whoever may read the results of its connector; cancelling needs execute_query. */
export function can(viewer: Viewer | null, action: JobAction, job: QueryResultRef): boolean {
  if (!canReadResult(viewer, 'read', job)) return false;
  return action === 'read' || hasPermission(viewer, 'execute_query');
}

/** The SQL condition that lists of jobs (alias `r`, the result's columns) use: the result policy's, exactly. */
export function scopeSql(viewer: Viewer | null, param: (value: unknown) => string, alias = 'r'): string {
  return resultScopeSql(viewer, param, alias);
}

const FORBIDDEN: Record<JobAction, string> = {
  read: 'You are not allowed to see this job.',
  cancel: 'Cancelling jobs needs execute_query.',
};

/** The authorizing check for a loaded job row (or null): 404 when unseen, 403 when seen but not allowed. */
export function authorizeJob<R extends QueryResultRef>(viewer: Viewer | null, action: JobAction, row: R | null | undefined): R {
  return authorize(can, viewer, action, row, 'Job', FORBIDDEN[action]);
}
