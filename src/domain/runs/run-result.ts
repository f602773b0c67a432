import { pool } from '../../db.js';

/** The result of a successful run while it still exists; null when the run failed or it was collected. */
export async function runResultId(runId: number): Promise<number | null> {
  const { rows } = await pool.query<{ query_result_id: number | null }>(
    'SELECT r.query_result_id FROM runs r JOIN query_results q ON q.id = r.query_result_id WHERE r.id = $1 AND r.status = 3',
    [runId],
  );
  return rows[0]?.query_result_id ?? null;
}
