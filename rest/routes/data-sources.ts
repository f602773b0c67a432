import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { everyNode } from '../every-node.js';
import { flagParam, idParam, operation, readBody } from '../operation.js';
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
  .get('/', doc({ run: DataSourcesListDocument, shape: 'array' }), async (c) => {
    return c.json(await everyNode(async (window) => (await list(c, window)).dataSources));
  })
  .get('/types', doc({ run: DataSourcesTypesDocument }), async (c) => c.json((await types(c)).dataSourceTypes))
  .post('/', doc({ run: DataSourcesCreateDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    return c.json((await create(c, { name: body.name, type: body.type, options: body.options ?? {} })).createDataSource, 201);
  })
  .post('/test', doc({ run: DataSourcesTestDocument }), async (c) => {
    const body = await readBody(c);
    const { ok, message } = (await test(c, { type: body.type, options: body.options, dataSourceId: body.data_source_id })).testDataSource;
    return c.json(ok ? { ok } : { ok, message });
  })
  .get('/:id/schema', doc({ run: DataSourcesSchemaDocument, query: ['refresh'] }), async (c) => {
    const refresh = flagParam(c, 'refresh');
    return c.json({ schema: (await schema(c, { id: idParam(c), refresh })).dataSourceSchema });
  })
  .get('/:id', doc({ run: DataSourcesGetDocument }), async (c) => c.json((await get(c, { id: idParam(c) })).dataSource))
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: DataSourcesUpdateDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await update(c, { id: idParam(c), name: body.name, options: body.options })).updateDataSource);
  })
  .delete('/:id', doc({ run: DataSourcesRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  });
