import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import { executionResponse, resultResponse } from '../result-response.js';
import { JOB, QUERY, QUERY_VERSION } from './fields.js';

const list = operation(`query($first: Int, $after: String, $search: String) {
  queries(first: $first, after: $after, search: $search) { totalCount edges { node { ${QUERY} } } } }`);
const get = operation(`query($id: Int!) { query(id: $id) { ${QUERY} } }`);
const versions = operation(`query($id: Int!) { queryVersions(id: $id) { ${QUERY_VERSION} } }`);
const latest = operation(`query($id: Int!) { latestQueryResult(id: $id) { id } }`);
const create = operation(`mutation($input: QueryInput!) { createQuery(input: $input) { ${QUERY} } }`);
const update = operation(`mutation($id: Int!, $input: QueryInput!) { updateQuery(id: $id, input: $input) { ${QUERY} } }`);
const publish = operation(`mutation($id: Int!, $expectedVersion: Int!) { publishQuery(id: $id, expectedVersion: $expectedVersion) { ${QUERY} } }`);
const archive = operation(`mutation($id: Int!) { archiveQuery(id: $id) }`);
const EXECUTION = `(id: $id, parameters: $parameters, maxAge: $maxAge) { queryResult { id } job { ${JOB} } }`;
const refresh = operation(`mutation($id: Int!, $parameters: JSON, $maxAge: Int) { answer: refreshQuery${EXECUTION} }`);
const run = operation(`mutation($id: Int!, $parameters: JSON, $maxAge: Int) { answer: runQuery${EXECUTION} }`);
const execute = operation(`mutation($id: Int!, $parameters: JSON, $maxAge: Int) { answer: executeQuery${EXECUTION} }`);

function input(body: Record<string, any>) {
  return { dataSourceId: body.data_source_id, name: body.name, query: body.query, description: body.description, options: body.options };
}

export const queries = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    const data = await list(c.get('ctx'), { first: page.first, after: page.after, search: c.req.query('q') ?? c.req.query('search') });
    return c.json(listBody(data.queries, page));
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json((await create(c.get('ctx'), { input: input(body) })).createQuery, 201);
  })
  .get('/:id', async (c) => c.json((await get(c.get('ctx'), { id: idParam(c) })).query))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    return c.json((await update(c.get('ctx'), { id: idParam(c), input: input(body) })).updateQuery);
  })
  .delete('/:id', async (c) => {
    await archive(c.get('ctx'), { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/publish', async (c) => {
    const body = await readBody(c);
    return c.json((await publish(c.get('ctx'), { id: idParam(c), expectedVersion: body.expected_version })).publishQuery);
  })
  .get('/:id/versions', async (c) => c.json((await versions(c.get('ctx'), { id: idParam(c) })).queryVersions))
  .post('/:id/refresh', async (c) => {
    const body = await readBody(c);
    return executionResponse((await refresh(c.get('ctx'), { id: idParam(c), parameters: body.parameters, maxAge: body.max_age })).answer);
  })
  .post('/:id/run', async (c) => {
    const body = await readBody(c);
    return executionResponse((await run(c.get('ctx'), { id: idParam(c), parameters: body.parameters, maxAge: body.max_age })).answer);
  })
  .post('/:id/results', async (c) => {
    const body = await readBody(c);
    return executionResponse((await execute(c.get('ctx'), { id: idParam(c), parameters: body.parameters, maxAge: body.max_age })).answer);
  })
  .get('/:id/results', async (c) => resultResponse((await latest(c.get('ctx'), { id: idParam(c) })).latestQueryResult.id, 'wrapped'));
