import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { operation, readBody } from '../operation.js';
import { AiGenerateDocument } from '../operations/generated/graphql.js';

const generate = operation(AiGenerateDocument);

export const ai = new Hono<RestEnv>().post('/sql', doc({ run: AiGenerateDocument }), async (c) => {
  const body = await readBody(c);
  const { generateSql: result } = await generate(c, { dataSourceId: body.data_source_id, prompt: body.prompt, queryId: body.query_id });
  // The spec's exception: over the limit is 200 with a status, not 429.
  if (result.status === 'rate_limited') return c.json({ status: 'rate_limited', retry_after_secs: result.retry_after_secs });
  return c.json({ status: 'ok', sql: result.sql, ...(result.explanation ? { explanation: result.explanation } : {}) });
});
