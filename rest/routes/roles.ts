import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import {
  RolesCreateDocument,
  RolesGetDocument,
  RolesListDocument,
  RolesRemoveDocument,
  RolesUpdateDocument,
} from '../operations/generated/graphql.js';

const list = operation(RolesListDocument);
const get = operation(RolesGetDocument);
const create = operation(RolesCreateDocument);
const update = operation(RolesUpdateDocument);
const remove = operation(RolesRemoveDocument);

export const roles = new Hono<RestEnv>()
  .get('/', doc({ run: RolesListDocument, shape: 'list' }), async (c) => {
    const page = pageParams(c);
    return c.json(listBody((await list(c, { first: page.first, after: page.after })).roles, page));
  })
  .post('/', doc({ run: RolesCreateDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    return c.json((await create(c, { name: body.name, permissions: body.permissions })).createRole, 201);
  })
  .get('/:id', doc({ run: RolesGetDocument }), async (c) => c.json((await get(c, { id: idParam(c) })).role))
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: RolesUpdateDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await update(c, { id: idParam(c), name: body.name, permissions: body.permissions })).updateRole);
  })
  .delete('/:id', doc({ run: RolesRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  });
