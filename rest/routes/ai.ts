import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { operation, readBody } from '../operation.js';

const generate = operation(`mutation($dataSourceId: Int!, $prompt: String!, $queryId: Int) {
  generateSql(dataSourceId: $dataSourceId, prompt: $prompt, queryId: $queryId) { status sql explanation retry_after_secs: retryAfterSecs } }`);

export const ai = new Hono<RestEnv>().post('/sql', async (c) => {
  const body = await readBody(c);
  const { generateSql: result } = await generate(c.get('ctx'), { dataSourceId: body.data_source_id, prompt: body.prompt, queryId: body.query_id });
  // The spec's exception: over the limit is 200 with a status, not 429.
  if (result.status === 'rate_limited') return c.json({ status: 'rate_limited', retry_after_secs: result.retry_after_secs });
  return c.json({ status: 'ok', sql: result.sql, ...(result.explanation ? { explanation: result.explanation } : {}) });
});
