import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import { ROLE } from './fields.js';

const list = operation(`query($first: Int, $after: String) { roles(first: $first, after: $after) { totalCount edges { node { ${ROLE} } } } }`);
const get = operation(`query($id: Int!) { role(id: $id) { ${ROLE} } }`);
const create = operation(`mutation($name: String!, $permissions: [String!]!) { createRole(name: $name, permissions: $permissions) { ${ROLE} } }`);
const update = operation(`mutation($id: Int!, $name: String, $permissions: [String!]) {
  updateRole(id: $id, name: $name, permissions: $permissions) { ${ROLE} } }`);
const remove = operation(`mutation($id: Int!) { deleteRole(id: $id) }`);

export const roles = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    return c.json(listBody((await list(c.get('ctx'), { first: page.first, after: page.after })).roles, page));
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json((await create(c.get('ctx'), { name: body.name, permissions: body.permissions })).createRole, 201);
  })
  .get('/:id', async (c) => c.json((await get(c.get('ctx'), { id: idParam(c) })).role))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    return c.json((await update(c.get('ctx'), { id: idParam(c), name: body.name, permissions: body.permissions })).updateRole);
  })
  .delete('/:id', async (c) => {
    await remove(c.get('ctx'), { id: idParam(c) });
    return c.body(null, 204);
  });
