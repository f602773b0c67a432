import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import { DATA_SOURCE } from './fields.js';

const list = operation(`query($first: Int, $after: String) { dataSources(first: $first, after: $after) { totalCount edges { node { ${DATA_SOURCE} } } } }`);
const get = operation(`query($id: Int!) { dataSource(id: $id) { ${DATA_SOURCE} } }`);
const types = operation(`query { dataSourceTypes { type name dialect configuration_schema: configurationSchema secret_fields: secretFields } }`);
const create = operation(`mutation($name: String!, $type: String!, $options: JSON!) {
  createDataSource(name: $name, type: $type, options: $options) { ${DATA_SOURCE} } }`);
const update = operation(`mutation($id: Int!, $name: String, $options: JSON) {
  updateDataSource(id: $id, name: $name, options: $options) { ${DATA_SOURCE} } }`);
const remove = operation(`mutation($id: Int!) { deleteDataSource(id: $id) }`);
const test = operation(`mutation($type: String, $options: JSON, $dataSourceId: Int) {
  testDataSource(type: $type, options: $options, dataSourceId: $dataSourceId) { ok message } }`);
const schema = operation(`query($id: Int!, $refresh: Boolean) { dataSourceSchema(id: $id, refresh: $refresh) }`);

export const dataSources = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    return c.json(listBody((await list(c.get('ctx'), { first: page.first, after: page.after })).dataSources, page));
  })
  .get('/types', async (c) => c.json((await types(c.get('ctx'))).dataSourceTypes))
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json((await create(c.get('ctx'), { name: body.name, type: body.type, options: body.options ?? {} })).createDataSource, 201);
  })
  .post('/test', async (c) => {
    const body = await readBody(c);
    const { ok, message } = (await test(c.get('ctx'), { type: body.type, options: body.options, dataSourceId: body.data_source_id })).testDataSource;
    return c.json(ok ? { ok } : { ok, message });
  })
  .get('/:id/schema', async (c) => {
    const refresh = c.req.query('refresh') === 'true' || c.req.query('refresh') === '1';
    return c.json({ schema: (await schema(c.get('ctx'), { id: idParam(c), refresh })).dataSourceSchema });
  })
  .get('/:id', async (c) => c.json((await get(c.get('ctx'), { id: idParam(c) })).dataSource))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    return c.json((await update(c.get('ctx'), { id: idParam(c), name: body.name, options: body.options })).updateDataSource);
  })
  .delete('/:id', async (c) => {
    await remove(c.get('ctx'), { id: idParam(c) });
    return c.body(null, 204);
  });
