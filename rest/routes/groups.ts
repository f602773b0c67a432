import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import {
  GroupsAddDataSourceDocument,
  GroupsAddMemberDocument,
  GroupsAttachRoleDocument,
  GroupsCreateDocument,
  GroupsDetachRoleDocument,
  GroupsGetDocument,
  GroupsListDocument,
  GroupsRemoveDataSourceDocument,
  GroupsRemoveDocument,
  GroupsRemoveMemberDocument,
  GroupsRenameDocument,
  GroupsSetAccessDocument,
} from '../operations/generated/graphql.js';

const list = operation(GroupsListDocument);
const get = operation(GroupsGetDocument);
const create = operation(GroupsCreateDocument);
const rename = operation(GroupsRenameDocument);
const remove = operation(GroupsRemoveDocument);
const addMember = operation(GroupsAddMemberDocument);
const removeMember = operation(GroupsRemoveMemberDocument);
const attachRole = operation(GroupsAttachRoleDocument);
const detachRole = operation(GroupsDetachRoleDocument);
const setAccess = operation(GroupsSetAccessDocument);
const addDataSource = operation(GroupsAddDataSourceDocument);
const removeDataSource = operation(GroupsRemoveDataSourceDocument);

export const groups = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    return c.json(listBody((await list(c, { first: page.first, after: page.after })).groups, page));
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json((await create(c, { name: body.name })).createGroup, 201);
  })
  .get('/:id', async (c) => c.json((await get(c, { id: idParam(c) })).group))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    return c.json((await rename(c, { id: idParam(c), name: body.name })).renameGroup);
  })
  .delete('/:id', async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/members', async (c) => {
    const body = await readBody(c);
    return c.json((await addMember(c, { id: idParam(c), userId: body.user_id })).addGroupMember);
  })
  .delete('/:id/members/:userId', async (c) => {
    await removeMember(c, { id: idParam(c), userId: idParam(c, 'userId') });
    return c.body(null, 204);
  })
  .post('/:id/roles', async (c) => {
    const body = await readBody(c);
    return c.json((await attachRole(c, { id: idParam(c), roleId: body.role_id })).attachRole);
  })
  .delete('/:id/roles/:roleId', async (c) => {
    await detachRole(c, { id: idParam(c), roleId: idParam(c, 'roleId') });
    return c.body(null, 204);
  })
  .put('/:id/data_source_access', async (c) => {
    const body = await readBody(c);
    return c.json((await setAccess(c, { id: idParam(c), restricted: body.restricted })).setGroupDataSourceAccess);
  })
  .post('/:id/data_sources', async (c) => {
    const body = await readBody(c);
    return c.json((await addDataSource(c, { id: idParam(c), dataSourceId: body.data_source_id })).addGroupDataSource);
  })
  .delete('/:id/data_sources/:dataSourceId', async (c) => {
    await removeDataSource(c, { id: idParam(c), dataSourceId: idParam(c, 'dataSourceId') });
    return c.body(null, 204);
  });
