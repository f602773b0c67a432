/**
 * The status of a job and of the runs it serves (`jobs.status`, `runs.status`, GraphQL `Job.status`,
 * Redash's job status): 1 and 2 are live, 3..5 are terminal. The numbers are the stored values.
 */
export const JobStatus = { Queued: 1, Started: 2, Finished: 3, Failed: 4, Cancelled: 5 } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];

/** True once a job (or run) can change no more: finished, failed or cancelled. */
export function isTerminal(status: number): boolean {
  return status === JobStatus.Finished || status === JobStatus.Failed || status === JobStatus.Cancelled;
}
