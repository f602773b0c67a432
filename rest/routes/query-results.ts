import { Hono } from 'hono';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '../../src/domain/results/result-formats.js';
import { NotFoundError } from '../../src/errors.js';
import type { RestEnv } from '../env.js';
import { operation, readBody } from '../operation.js';
import { executionResponse, resultResponse } from '../result-response.js';
import { JOB } from './fields.js';

const adhoc = operation(`mutation($dataSourceId: Int!, $query: String!, $parameters: JSON, $maxAge: Int) {
  answer: executeAdhocQuery(dataSourceId: $dataSourceId, query: $query, parameters: $parameters, maxAge: $maxAge) { queryResult { id } job { ${JOB} } } }`);
const check = operation(`query($id: Int!) { queryResult(id: $id) { id } }`);

const FILE = new RegExp(`^(\\d{1,9})(?:\\.(${DOWNLOAD_FORMATS.join('|')}))?$`);

export const queryResults = new Hono<RestEnv>()
  .post('/', async (c) => {
    const body = await readBody(c);
    const data = await adhoc(c.get('ctx'), { dataSourceId: body.data_source_id, query: body.query, parameters: body.parameters, maxAge: body.max_age });
    return executionResponse(data.answer);
  })
  .get('/:file', async (c) => {
    const match = FILE.exec(c.req.param('file'));
    if (!match) throw new NotFoundError('Query result');
    const { queryResult } = await check(c.get('ctx'), { id: Number(match[1]) });
    return resultResponse(queryResult.id, (match[2] as DownloadFormat | undefined) ?? 'wrapped');
  });
