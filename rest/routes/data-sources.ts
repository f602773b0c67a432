import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, operation, readBody } from '../operation.js';
import { DATA_SOURCE } from './fields.js';

const list = operation(`query { dataSources { ${DATA_SOURCE} } }`);
const get = operation(`query($id: Int!) { dataSource(id: $id) { ${DATA_SOURCE} } }`);
const types = operation(`query { dataSourceTypes { type name dialect configuration_schema: configurationSchema secret_fields: secretFields } }`);
const create = operation(`mutation($name: String!, $type: String!, $options: JSON!) {
  createDataSource(name: $name, type: $type, options: $options) { ${DATA_SOURCE} } }`);
const update = operation(`mutation($id: Int!, $name: String, $options: JSON) {
  updateDataSource(id: $id, name: $name, options: $options) { ${DATA_SOURCE} } }`);
const remove = operation(`mutation($id: Int!) { deleteDataSource(id: $id) }`);

export const dataSources = new Hono<RestEnv>()
  .get('/', async (c) => c.json((await list(c.get('ctx'))).dataSources))
  .get('/types', async (c) => c.json((await types(c.get('ctx'))).dataSourceTypes))
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json((await create(c.get('ctx'), { name: body.name, type: body.type, options: body.options ?? {} })).createDataSource, 201);
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
