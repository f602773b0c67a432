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
  GroupsDataSourcesDocument,
  GroupsMembersDocument,
  GroupsSetDataSourceViewOnlyDocument,
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
const members = operation(GroupsMembersDocument);
const dataSources = operation(GroupsDataSourcesDocument);
const setViewOnly = operation(GroupsSetDataSourceViewOnlyDocument);

/** A group as Redash answers it: the built-in `admin` and `default` groups have `type: "builtin"`. */
function restGroup<G extends { type: string }>(group: G): G {
  return group.type === 'regular' ? group : { ...group, type: 'builtin' };
}

type Schema = Record<string, unknown>;
const propertiesOf = (schema: Schema) => (schema.properties ?? {}) as Record<string, Schema>;

/** The OpenAPI schema of `{group: {members: [...]}}` answered as the bare members array. */
const membersSchema = (answer: Schema): Schema => propertiesOf(answer).members;

/** The OpenAPI schema of one `{view_only, dataSource}` answered as the connector with `view_only`. */
function groupDataSourceSchema(access: Schema): Schema {
  const { view_only, dataSource } = propertiesOf(access);
  const required = [...((dataSource.required as string[] | undefined) ?? []), 'view_only'];
  return { ...dataSource, required, properties: { ...propertiesOf(dataSource), view_only } };
}

const dataSourcesSchema = (answer: Schema): Schema => {
  const list = propertiesOf(answer).dataSourceAccess;
  return { type: 'array', items: groupDataSourceSchema(list.items as Schema) };
};

/** A connector of a group's allowlist as Redash answers it: the connector with the group's `view_only`. */
function restGroupDataSource(access: { view_only: boolean; dataSource: Record<string, unknown> }) {
  return { ...access.dataSource, view_only: access.view_only };
}

export const groups = new Hono<RestEnv>()
  .get('/', doc({ run: GroupsListDocument, shape: 'array' }), async (c) => {
    return c.json((await everyNode(async (window) => (await list(c, window)).groups)).map(restGroup));
  })
  .post('/', doc({ run: GroupsCreateDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    return c.json(restGroup((await create(c, { name: body.name })).createGroup), 201);
  })
  .get('/:id', doc({ run: GroupsGetDocument }), async (c) => c.json(restGroup((await get(c, { id: idParam(c) })).group)))
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: GroupsRenameDocument }), async (c) => {
    const body = await readBody(c);
    return c.json(restGroup((await rename(c, { id: idParam(c), name: body.name })).renameGroup));
  })
  .delete('/:id', doc({ run: GroupsRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/members', doc({ run: GroupsAddMemberDocument }), async (c) => {
    const body = await readBody(c);
    return c.json(restGroup((await addMember(c, { id: idParam(c), userId: body.user_id })).addGroupMember));
  })
  .get('/:id/members', doc({ run: GroupsMembersDocument, reshape: membersSchema }), async (c) =>
    c.json((await members(c, { id: idParam(c) })).group.members),
  )
  // Redash answers these DELETEs 200 with a JSON `null`, and its clients read the body.
  .delete('/:id/members/:userId', doc({ run: GroupsRemoveMemberDocument, shape: 'null' }), async (c) => {
    await removeMember(c, { id: idParam(c), userId: idParam(c, 'userId') });
    return c.json(null);
  })
  .post('/:id/roles', doc({ run: GroupsAttachRoleDocument }), async (c) => {
    const body = await readBody(c);
    return c.json(restGroup((await attachRole(c, { id: idParam(c), roleId: body.role_id })).attachRole));
  })
  .delete('/:id/roles/:roleId', doc({ run: GroupsDetachRoleDocument, shape: 'empty' }), async (c) => {
    await detachRole(c, { id: idParam(c), roleId: idParam(c, 'roleId') });
    return c.body(null, 204);
  })
  .put('/:id/data_source_access', doc({ run: GroupsSetAccessDocument }), async (c) => {
    const body = await readBody(c);
    return c.json(restGroup((await setAccess(c, { id: idParam(c), restricted: body.restricted })).setGroupDataSourceAccess));
  })
  .post('/:id/data_sources', doc({ run: GroupsAddDataSourceDocument }), async (c) => {
    const body = await readBody(c);
    return c.json(restGroup((await addDataSource(c, { id: idParam(c), dataSourceId: body.data_source_id })).addGroupDataSource));
  })
  .get('/:id/data_sources', doc({ run: GroupsDataSourcesDocument, reshape: dataSourcesSchema }), async (c) =>
    c.json((await dataSources(c, { id: idParam(c) })).group.dataSourceAccess.map(restGroupDataSource)),
  )
  .post('/:id/data_sources/:dataSourceId', doc({ run: GroupsSetDataSourceViewOnlyDocument, reshape: groupDataSourceSchema }), async (c) => {
    const body = await readBody(c);
    const access = await setViewOnly(c, { id: idParam(c), dataSourceId: idParam(c, 'dataSourceId'), viewOnly: body.view_only ?? false });
    return c.json(restGroupDataSource(access.setGroupDataSourceViewOnly));
  })
  .delete('/:id/data_sources/:dataSourceId', doc({ run: GroupsRemoveDataSourceDocument, shape: 'null' }), async (c) => {
    await removeDataSource(c, { id: idParam(c), dataSourceId: idParam(c, 'dataSourceId') });
    return c.json(null);
  });
