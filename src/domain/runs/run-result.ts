import { db } from '../../db.js';
import { JobStatus } from '../jobs/job-status.js';

/** The result of a successful run while it still exists; null when the run failed or it was collected. */
export async function runResultId(runId: number): Promise<number | null> {
  const [row] = await db.$queryRaw<{ query_result_id: number }[]>`
    SELECT r.query_result_id FROM runs r JOIN query_results q ON q.id = r.query_result_id
     WHERE r.id = ${runId} AND r.status = ${JobStatus.Finished}`;
  return row?.query_result_id ?? null;
}
