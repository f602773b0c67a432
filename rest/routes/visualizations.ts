import { Hono } from 'hono';
import { ValidationError } from '../../src/errors.js';
import type { RestEnv } from '../env.js';
import { idParam, operation, readBody } from '../operation.js';
import { VISUALIZATION } from './dashboard-fields.js';

const list = operation(`query($queryId: Int!) { visualizations(queryId: $queryId) { ${VISUALIZATION} } }`);
const get = operation(`query($id: Int!) { visualization(id: $id) { ${VISUALIZATION} } }`);
const create = operation(`mutation($queryId: Int!, $type: String!, $name: String!, $description: String, $options: JSON) {
  createVisualization(queryId: $queryId, type: $type, name: $name, description: $description, options: $options) { ${VISUALIZATION} } }`);
const update = operation(`mutation($id: Int!, $type: String, $name: String, $description: String, $options: JSON) {
  updateVisualization(id: $id, type: $type, name: $name, description: $description, options: $options) { ${VISUALIZATION} } }`);
const remove = operation(`mutation($id: Int!) { deleteVisualization(id: $id) }`);

export const visualizations = new Hono<RestEnv>()
  .get('/', async (c) => {
    const queryId = c.req.query('query_id') ?? '';
    if (!/^\d{1,9}$/.test(queryId)) throw ValidationError.field('query_id', 'is required (an integer)');
    return c.json((await list(c.get('ctx'), { queryId: Number(queryId) })).visualizations);
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    const data = await create(c.get('ctx'), {
      queryId: body.query_id,
      type: body.type,
      name: body.name,
      description: body.description,
      options: body.options ?? {},
    });
    return c.json(data.createVisualization, 201);
  })
  .get('/:id', async (c) => c.json((await get(c.get('ctx'), { id: idParam(c) })).visualization))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    const data = await update(c.get('ctx'), { id: idParam(c), type: body.type, name: body.name, description: body.description, options: body.options });
    return c.json(data.updateVisualization);
  })
  .delete('/:id', async (c) => {
    await remove(c.get('ctx'), { id: idParam(c) });
    return c.body(null, 204);
  });
