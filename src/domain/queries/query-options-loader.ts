import { db } from '../../db.js';
import { loadResult } from '../results/read-result.js';
import type { QueryOptionsLoader } from './query-parameters.js';

/**
 * A query-backed enum's allowed values: the first column of the backing query's latest result
 * (a query of the same organization; at most 10 000 values).
 */
export function queryOptionsLoader(orgId: number): QueryOptionsLoader {
  return async (queryId) => {
    const query = await db.query.findFirst({ where: { id: queryId, orgId }, select: { latestQueryDataId: true } });
    const resultId = query?.latestQueryDataId;
    if (!resultId) return null;
    const result = await loadResult(resultId, { maxRows: 10_000 });
    const first = result?.columns[0]?.name;
    if (!result || !first) return null;
    return result.rows.map((row) => String(row[first]));
  };
}
