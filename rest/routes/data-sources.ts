import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import {
  DataSourcesCreateDocument,
  DataSourcesGetDocument,
  DataSourcesListDocument,
  DataSourcesRemoveDocument,
  DataSourcesSchemaDocument,
  DataSourcesTestDocument,
  DataSourcesTypesDocument,
  DataSourcesUpdateDocument,
} from '../operations/generated/graphql.js';

const list = operation(DataSourcesListDocument);
const get = operation(DataSourcesGetDocument);
const types = operation(DataSourcesTypesDocument);
const create = operation(DataSourcesCreateDocument);
const update = operation(DataSourcesUpdateDocument);
const remove = operation(DataSourcesRemoveDocument);
const test = operation(DataSourcesTestDocument);
const schema = operation(DataSourcesSchemaDocument);

export const dataSources = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    return c.json(listBody((await list(c, { first: page.first, after: page.after })).dataSources, page));
  })
  .get('/types', async (c) => c.json((await types(c)).dataSourceTypes))
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json((await create(c, { name: body.name, type: body.type, options: body.options ?? {} })).createDataSource, 201);
  })
  .post('/test', async (c) => {
    const body = await readBody(c);
    const { ok, message } = (await test(c, { type: body.type, options: body.options, dataSourceId: body.data_source_id })).testDataSource;
    return c.json(ok ? { ok } : { ok, message });
  })
  .get('/:id/schema', async (c) => {
    const refresh = c.req.query('refresh') === 'true' || c.req.query('refresh') === '1';
    return c.json({ schema: (await schema(c, { id: idParam(c), refresh })).dataSourceSchema });
  })
  .get('/:id', async (c) => c.json((await get(c, { id: idParam(c) })).dataSource))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    return c.json((await update(c, { id: idParam(c), name: body.name, options: body.options })).updateDataSource);
  })
  .delete('/:id', async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  });
