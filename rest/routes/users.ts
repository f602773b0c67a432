import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import { USER } from './fields.js';

const list = operation(`query($first: Int, $after: String, $search: String) {
  users(first: $first, after: $after, search: $search) { totalCount edges { node { ${USER} } } } }`);
const get = operation(`query($id: Int!) { user(id: $id) { ${USER} } }`);
const invite = operation(`mutation($input: InviteUserInput!) { inviteUser(input: $input) { ${USER} } }`);
const update = operation(`mutation($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER} } }`);
const disable = operation(`mutation($id: Int!) { disableUser(id: $id) { ${USER} } }`);
const enable = operation(`mutation($id: Int!) { enableUser(id: $id) { ${USER} } }`);
const permissions = operation(`query($id: Int!) { effectivePermissions(userId: $id) { user_id: userId permissions } }`);
const regenerate = operation(`mutation($id: Int!) { regenerateApiKey(userId: $id) { api_key: apiKey } }`);

export const users = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    const data = await list(c.get('ctx'), { first: page.first, after: page.after, search: c.req.query('q') ?? c.req.query('search') });
    return c.json(listBody(data.users, page));
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    const data = await invite(c.get('ctx'), { input: { name: body.name, email: body.email, groupIds: body.groups ?? [] } });
    return c.json(data.inviteUser, 201);
  })
  .get('/:id', async (c) => c.json((await get(c.get('ctx'), { id: idParam(c) })).user))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    const data = await update(c.get('ctx'), { id: idParam(c), input: { name: body.name, email: body.email } });
    return c.json(data.updateUser);
  })
  .post('/:id/disable', async (c) => c.json((await disable(c.get('ctx'), { id: idParam(c) })).disableUser))
  .delete('/:id/disable', async (c) => c.json((await enable(c.get('ctx'), { id: idParam(c) })).enableUser))
  .post('/:id/enable', async (c) => c.json((await enable(c.get('ctx'), { id: idParam(c) })).enableUser))
  .get('/:id/effective_permissions', async (c) => c.json((await permissions(c.get('ctx'), { id: idParam(c) })).effectivePermissions))
  .post('/:id/regenerate_api_key', async (c) => c.json((await regenerate(c.get('ctx'), { id: idParam(c) })).regenerateApiKey));
