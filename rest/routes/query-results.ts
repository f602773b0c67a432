import { Hono } from 'hono';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '../../src/domain/results/result-formats.js';
import { NotFoundError } from '../../src/errors.js';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { operation, readBody } from '../operation.js';
import { QueryResultsAdhocDocument, QueryResultsCheckDocument } from '../operations/generated/graphql.js';
import { executionResponse, resultResponse } from '../result-response.js';

const adhoc = operation(QueryResultsAdhocDocument);
const check = operation(QueryResultsCheckDocument);

const FILE = new RegExp(`^(\\d{1,9})(?:\\.(${DOWNLOAD_FORMATS.join('|')}))?$`);

export const queryResults = new Hono<RestEnv>()
  .post('/', doc({ run: QueryResultsAdhocDocument, shape: 'execution' }), async (c) => {
    const body = await readBody(c);
    const data = await adhoc(c, {
      dataSourceId: body.data_source_id,
      query: body.query,
      parameters: body.parameters,
      maxAge: body.max_age,
    });
    return executionResponse(data.answer);
  })
  .get('/:file', doc({ run: QueryResultsCheckDocument, shape: 'result' }), async (c) => {
    const match = FILE.exec(c.req.param('file'));
    if (!match) throw new NotFoundError('Query result');
    const { queryResult } = await check(c, { id: Number(match[1]) });
    return resultResponse(queryResult.id, (match[2] as DownloadFormat | undefined) ?? 'wrapped');
  });
