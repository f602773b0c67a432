import { db } from '../../db.js';
import { JobStatus } from '../jobs/job-status.js';

/**
 * Deletes results retrieved before `before` that nothing points at any more: not a query's
 * latest result (which is also what dashboards show), not the result of the latest successful
 * run of an entity, not a job still in flight. Their chunks go with them (ON DELETE CASCADE).
 */
export async function collectResults(before: Date): Promise<number> {
  return db.$executeRaw`
    DELETE FROM query_results r
     WHERE r.retrieved_at < ${before}
       AND NOT EXISTS (SELECT 1 FROM queries q WHERE q.latest_query_data_id = r.id OR q.published_query_data_id = r.id)
       AND NOT EXISTS (
         SELECT 1 FROM runs x WHERE x.query_result_id = r.id AND x.id = (
           SELECT max(y.id) FROM runs y WHERE y.org_id = x.org_id AND y.entity_type = x.entity_type AND y.entity_id = x.entity_id AND y.status = ${JobStatus.Finished}))`;
}
