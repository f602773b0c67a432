import { pool } from '../../db.js';
import { loadResult } from '../results/read-result.js';
import type { QueryOptionsLoader } from './query-parameters.js';

/**
 * A query-backed enum's allowed values: the first column of the backing query's latest result
 * (a query of the same organization; at most 10 000 values).
 */
export function queryOptionsLoader(orgId: number): QueryOptionsLoader {
  return async (queryId) => {
    const { rows } = await pool.query<{ latest_query_data_id: number | null }>(
      'SELECT latest_query_data_id FROM queries WHERE id = $1 AND org_id = $2',
      [queryId, orgId],
    );
    const resultId = rows[0]?.latest_query_data_id;
    if (!resultId) return null;
    const result = await loadResult(resultId, { maxRows: 10_000 });
    const first = result?.columns[0]?.name;
    if (!result || !first) return null;
    return result.rows.map((row) => String(row[first]));
  };
}
