import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { everyNode } from '../every-node.js';
import { idParam, operation, readBody } from '../operation.js';
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
  .get('/', doc({ run: GroupsListDocument, shape: 'array' }), async (c) => {
    return c.json(await everyNode(async (window) => (await list(c, window)).groups));
  })
  .post('/', doc({ run: GroupsCreateDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    return c.json((await create(c, { name: body.name })).createGroup, 201);
  })
  .get('/:id', doc({ run: GroupsGetDocument }), async (c) => c.json((await get(c, { id: idParam(c) })).group))
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: GroupsRenameDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await rename(c, { id: idParam(c), name: body.name })).renameGroup);
  })
  .delete('/:id', doc({ run: GroupsRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/members', doc({ run: GroupsAddMemberDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await addMember(c, { id: idParam(c), userId: body.user_id })).addGroupMember);
  })
  .delete('/:id/members/:userId', doc({ run: GroupsRemoveMemberDocument, shape: 'empty' }), async (c) => {
    await removeMember(c, { id: idParam(c), userId: idParam(c, 'userId') });
    return c.body(null, 204);
  })
  .post('/:id/roles', doc({ run: GroupsAttachRoleDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await attachRole(c, { id: idParam(c), roleId: body.role_id })).attachRole);
  })
  .delete('/:id/roles/:roleId', doc({ run: GroupsDetachRoleDocument, shape: 'empty' }), async (c) => {
    await detachRole(c, { id: idParam(c), roleId: idParam(c, 'roleId') });
    return c.body(null, 204);
  })
  .put('/:id/data_source_access', doc({ run: GroupsSetAccessDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await setAccess(c, { id: idParam(c), restricted: body.restricted })).setGroupDataSourceAccess);
  })
  .post('/:id/data_sources', doc({ run: GroupsAddDataSourceDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await addDataSource(c, { id: idParam(c), dataSourceId: body.data_source_id })).addGroupDataSource);
  })
  .delete('/:id/data_sources/:dataSourceId', doc({ run: GroupsRemoveDataSourceDocument, shape: 'empty' }), async (c) => {
    await removeDataSource(c, { id: idParam(c), dataSourceId: idParam(c, 'dataSourceId') });
    return c.body(null, 204);
  });
