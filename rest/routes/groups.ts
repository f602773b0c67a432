import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import { GROUP } from './fields.js';

const list = operation(`query($first: Int, $after: String) { groups(first: $first, after: $after) { totalCount edges { node { ${GROUP} } } } }`);
const get = operation(`query($id: Int!) { group(id: $id) { ${GROUP} } }`);
const create = operation(`mutation($name: String!) { createGroup(name: $name) { ${GROUP} } }`);
const rename = operation(`mutation($id: Int!, $name: String!) { renameGroup(id: $id, name: $name) { ${GROUP} } }`);
const remove = operation(`mutation($id: Int!) { deleteGroup(id: $id) }`);
const addMember = operation(`mutation($id: Int!, $userId: Int!) { addGroupMember(groupId: $id, userId: $userId) { ${GROUP} } }`);
const removeMember = operation(`mutation($id: Int!, $userId: Int!) { removeGroupMember(groupId: $id, userId: $userId) }`);
const attachRole = operation(`mutation($id: Int!, $roleId: Int!) { attachRole(groupId: $id, roleId: $roleId) { ${GROUP} } }`);
const detachRole = operation(`mutation($id: Int!, $roleId: Int!) { detachRole(groupId: $id, roleId: $roleId) }`);
const setAccess = operation(`mutation($id: Int!, $restricted: Boolean!) {
  setGroupDataSourceAccess(groupId: $id, restricted: $restricted) { ${GROUP} } }`);
const addDataSource = operation(`mutation($id: Int!, $dataSourceId: Int!) {
  addGroupDataSource(groupId: $id, dataSourceId: $dataSourceId) { ${GROUP} } }`);
const removeDataSource = operation(`mutation($id: Int!, $dataSourceId: Int!) { removeGroupDataSource(groupId: $id, dataSourceId: $dataSourceId) }`);

export const groups = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    return c.json(listBody((await list(c.get('ctx'), { first: page.first, after: page.after })).groups, page));
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json((await create(c.get('ctx'), { name: body.name })).createGroup, 201);
  })
  .get('/:id', async (c) => c.json((await get(c.get('ctx'), { id: idParam(c) })).group))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    return c.json((await rename(c.get('ctx'), { id: idParam(c), name: body.name })).renameGroup);
  })
  .delete('/:id', async (c) => {
    await remove(c.get('ctx'), { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/members', async (c) => {
    const body = await readBody(c);
    return c.json((await addMember(c.get('ctx'), { id: idParam(c), userId: body.user_id })).addGroupMember);
  })
  .delete('/:id/members/:userId', async (c) => {
    await removeMember(c.get('ctx'), { id: idParam(c), userId: idParam(c, 'userId') });
    return c.body(null, 204);
  })
  .post('/:id/roles', async (c) => {
    const body = await readBody(c);
    return c.json((await attachRole(c.get('ctx'), { id: idParam(c), roleId: body.role_id })).attachRole);
  })
  .delete('/:id/roles/:roleId', async (c) => {
    await detachRole(c.get('ctx'), { id: idParam(c), roleId: idParam(c, 'roleId') });
    return c.body(null, 204);
  })
  .put('/:id/data_source_access', async (c) => {
    const body = await readBody(c);
    return c.json((await setAccess(c.get('ctx'), { id: idParam(c), restricted: body.restricted })).setGroupDataSourceAccess);
  })
  .post('/:id/data_sources', async (c) => {
    const body = await readBody(c);
    return c.json((await addDataSource(c.get('ctx'), { id: idParam(c), dataSourceId: body.data_source_id })).addGroupDataSource);
  })
  .delete('/:id/data_sources/:dataSourceId', async (c) => {
    await removeDataSource(c.get('ctx'), { id: idParam(c), dataSourceId: idParam(c, 'dataSourceId') });
    return c.body(null, 204);
  });
