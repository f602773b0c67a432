import { Hono, type Context as HonoContext } from 'hono';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '../../src/domain/results/result-formats.js';
import { NotFoundError } from '../../src/errors.js';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import {
  QueriesArchiveDocument,
  QueriesExecuteDocument,
  QueriesLatestDocument,
  QueriesPublishDocument,
  QueriesRefreshDocument,
  QueriesRunDocument,
  QueriesVersionsDocument,
  RedashQueriesRevisionDocument,
  RedashQueriesSearchDocument,
  RedashQueryFavoriteDocument,
  RedashQueryForkDocument,
  RedashQueryGetDocument,
  RedashQueryJobDocument,
  RedashQueryResultCheckDocument,
  RedashQuerySaveDocument,
  RedashQueryTagsDocument,
  RedashQueryUnfavoriteDocument,
} from '../operations/generated/graphql.js';
import { keptOrRendered } from '../kept-answers.js';
import { executionResponse, resultResponse } from '../result-response.js';

const search = operation(RedashQueriesSearchDocument);
const searchRevision = operation(RedashQueriesRevisionDocument);
const get = operation(RedashQueryGetDocument);
const save = operation(RedashQuerySaveDocument);
const fork = operation(RedashQueryForkDocument);
const favorite = operation(RedashQueryFavoriteDocument);
const unfavorite = operation(RedashQueryUnfavoriteDocument);
const tags = operation(RedashQueryTagsDocument);
const jobOf = operation(RedashQueryJobDocument);
const resultOf = operation(RedashQueryResultCheckDocument);
const versions = operation(QueriesVersionsDocument);
const latest = operation(QueriesLatestDocument);
const publish = operation(QueriesPublishDocument);
const archive = operation(QueriesArchiveDocument);
const refresh = operation(QueriesRefreshDocument);
const run = operation(QueriesRunDocument);
const execute = operation(QueriesExecuteDocument);

/** Redash's query body; a field left out keeps its value, `schedule: null` removes the schedule. */
function input(body: Record<string, unknown>) {
  return {
    dataSourceId: body.data_source_id,
    name: body.name,
    query: body.query,
    description: body.description,
    options: body.options,
    tags: body.tags,
    schedule: body.schedule,
    isDraft: body.is_draft,
    version: body.version,
  };
}

/** The paginated list, by `q`, every `tags` given, or only the caller's favorites. */
async function list(c: HonoContext<RestEnv>, favorites: boolean) {
  const page = pageParams(c);
  const variables = {
    first: page.first,
    after: page.after,
    search: c.req.query('q') ?? c.req.query('search'),
    tags: c.req.queries('tags') ?? [],
    favorites,
  };
  // Kept per caller for exactly these variables and page numbers (rest/kept-answers.ts).
  return keptOrRendered(
    c,
    `queries ${JSON.stringify([variables, page.page, page.pageSize])}`,
    async () => (await searchRevision(c, variables)).queries.revision,
    async () => {
      const listed = (await search(c, variables)).queries;
      return { revision: listed.revision, body: JSON.stringify(listBody(listed, page)) };
    },
  );
}

/** Redash's `?p_<name>=value` query-string parameters, under the body's own `parameters`. */
function withQueryStringParameters(c: HonoContext<RestEnv>, parameters: unknown) {
  const fromUrl = Object.fromEntries(
    Object.entries(c.req.queries())
      .filter(([name]) => name.startsWith('p_') && name.length > 2)
      .map(([name, values]) => [name.slice(2), values[values.length - 1]]),
  );
  if (!Object.keys(fromUrl).length) return parameters;
  return typeof parameters === 'object' && parameters !== null && !Array.isArray(parameters) ? { ...fromUrl, ...parameters } : fromUrl;
}

const RESULT_FILE = new RegExp(`^(\\d{1,9})\\.(${DOWNLOAD_FORMATS.join('|')})$`);
const LATEST_FILE = new RegExp(`^results\\.(${DOWNLOAD_FORMATS.join('|')})$`);

export const queries = new Hono<RestEnv>()
  .get('/', doc({ run: RedashQueriesSearchDocument, shape: 'list', query: ['q', 'search', 'tags'] }), (c) => list(c, false))
  .get('/favorites', doc({ run: RedashQueriesSearchDocument, shape: 'list', query: ['q', 'search', 'tags'] }), (c) => list(c, true))
  .get('/tags', doc({ run: RedashQueryTagsDocument }), async (c) => c.json({ tags: (await tags(c)).queryTags }))
  .post('/', doc({ run: RedashQuerySaveDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    return c.json((await save(c, { input: input(body) })).saveQuery, 201);
  })
  .get('/:id', doc({ run: RedashQueryGetDocument }), async (c) => c.json((await get(c, { id: idParam(c) })).query))
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: RedashQuerySaveDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await save(c, { id: idParam(c), input: input(body) })).saveQuery);
  })
  .delete('/:id', doc({ run: QueriesArchiveDocument, shape: 'empty' }), async (c) => {
    await archive(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/fork', doc({ run: RedashQueryForkDocument, status: 201 }), async (c) =>
    c.json((await fork(c, { id: idParam(c) })).forkQuery, 201),
  )
  .post('/:id/favorite', doc({ run: RedashQueryFavoriteDocument, shape: 'null' }), async (c) => {
    await favorite(c, { id: idParam(c) });
    return c.json(null);
  })
  .delete('/:id/favorite', doc({ run: RedashQueryUnfavoriteDocument, shape: 'null' }), async (c) => {
    await unfavorite(c, { id: idParam(c) });
    return c.json(null);
  })
  .post('/:id/publish', doc({ run: QueriesPublishDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await publish(c, { id: idParam(c), expectedVersion: body.expected_version })).publishQuery);
  })
  .get('/:id/versions', doc({ run: QueriesVersionsDocument }), async (c) => c.json((await versions(c, { id: idParam(c) })).queryVersions))
  .post('/:id/refresh', doc({ run: QueriesRefreshDocument, shape: 'execution', query: ['p_parameters'] }), async (c) => {
    const body = await readBody(c);
    const parameters = withQueryStringParameters(c, body.parameters);
    return executionResponse((await refresh(c, { id: idParam(c), parameters, maxAge: body.max_age })).answer);
  })
  .post('/:id/run', doc({ run: QueriesRunDocument, shape: 'execution' }), async (c) => {
    const body = await readBody(c);
    return executionResponse((await run(c, { id: idParam(c), parameters: body.parameters, maxAge: body.max_age })).answer);
  })
  .post('/:id/results', doc({ run: QueriesExecuteDocument, shape: 'execution', query: ['p_parameters'] }), async (c) => {
    const body = await readBody(c);
    const parameters = withQueryStringParameters(c, body.parameters);
    return executionResponse((await execute(c, { id: idParam(c), parameters, maxAge: body.max_age })).answer);
  })
  .get('/:id/results', doc({ run: QueriesLatestDocument, shape: 'result' }), async (c) =>
    resultResponse((await latest(c, { id: idParam(c) })).latestQueryResult.id, 'wrapped'),
  )
  .get('/:id/results/:file', doc({ run: RedashQueryResultCheckDocument, shape: 'download' }), async (c) => {
    const match = RESULT_FILE.exec(c.req.param('file'));
    if (!match) throw new NotFoundError('Query result');
    const { queryResult } = await resultOf(c, { id: idParam(c), resultId: Number(match[1]) });
    return resultResponse(queryResult.id, match[2] as DownloadFormat);
  })
  .get('/:id/jobs/:jobId', doc({ run: RedashQueryJobDocument, answer: 'job', shape: 'job' }), async (c) =>
    c.json({ job: (await jobOf(c, { id: idParam(c), jobId: idParam(c, 'jobId') })).job }),
  )
  .get('/:id/:file', doc({ run: QueriesLatestDocument, shape: 'download' }), async (c) => {
    const match = LATEST_FILE.exec(c.req.param('file'));
    if (!match) throw new NotFoundError('Query result');
    return resultResponse((await latest(c, { id: idParam(c) })).latestQueryResult.id, match[1] as DownloadFormat);
  });
