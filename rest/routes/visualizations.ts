import { Hono } from 'hono';
import { ValidationError } from '../../src/errors.js';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { idParam, operation, readBody } from '../operation.js';
import {
  VisualizationsCreateDocument,
  VisualizationsGetDocument,
  VisualizationsListDocument,
  VisualizationsRemoveDocument,
  VisualizationsUpdateDocument,
} from '../operations/generated/graphql.js';

const list = operation(VisualizationsListDocument);
const get = operation(VisualizationsGetDocument);
const create = operation(VisualizationsCreateDocument);
const update = operation(VisualizationsUpdateDocument);
const remove = operation(VisualizationsRemoveDocument);

export const visualizations = new Hono<RestEnv>()
  .get('/', doc({ run: VisualizationsListDocument, query: ['query_id'] }), async (c) => {
    const queryId = c.req.query('query_id') ?? '';
    if (!/^\d{1,9}$/.test(queryId)) throw ValidationError.field('query_id', 'is required (an integer)');
    return c.json((await list(c, { queryId: Number(queryId) })).visualizations);
  })
  .post('/', doc({ run: VisualizationsCreateDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    const data = await create(c, {
      queryId: body.query_id,
      type: body.type,
      name: body.name,
      description: body.description,
      options: body.options ?? {},
    });
    return c.json(data.createVisualization, 201);
  })
  .get('/:id', doc({ run: VisualizationsGetDocument }), async (c) => c.json((await get(c, { id: idParam(c) })).visualization))
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: VisualizationsUpdateDocument }), async (c) => {
    const body = await readBody(c);
    const data = await update(c, {
      id: idParam(c),
      type: body.type,
      name: body.name,
      description: body.description,
      options: body.options,
    });
    return c.json(data.updateVisualization);
  })
  .delete('/:id', doc({ run: VisualizationsRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  });
