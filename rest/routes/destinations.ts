import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { everyNode } from '../every-node.js';
import { idParam, operation, readBody } from '../operation.js';
import {
  DestinationsCreateDocument,
  DestinationsGetDocument,
  DestinationsListDocument,
  DestinationsRemoveDocument,
  DestinationsRotateSecretDocument,
  DestinationsTestDocument,
  DestinationsTypesDocument,
  DestinationsUpdateDocument,
} from '../operations/generated/graphql.js';

const list = operation(DestinationsListDocument);
const get = operation(DestinationsGetDocument);
const types = operation(DestinationsTypesDocument);
const create = operation(DestinationsCreateDocument);
const update = operation(DestinationsUpdateDocument);
const remove = operation(DestinationsRemoveDocument);
const rotateSecret = operation(DestinationsRotateSecretDocument);
const test = operation(DestinationsTestDocument);

/** The destination with its signing secret (shown this once), when it has one. */
const withSecret = ({ destination, secret }: { destination: Record<string, unknown>; secret: string | null }) => ({
  ...destination,
  ...(secret === null ? {} : { secret }),
});

export const destinations = new Hono<RestEnv>()
  .get('/', doc({ run: DestinationsListDocument, shape: 'array' }), async (c) => {
    return c.json(await everyNode(async (window) => (await list(c, window)).destinations));
  })
  .get('/types', doc({ run: DestinationsTypesDocument }), async (c) => c.json((await types(c)).destinationTypes))
  .post('/', doc({ run: DestinationsCreateDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    return c.json(withSecret((await create(c, { name: body.name, type: body.type, options: body.options ?? {} })).createDestination), 201);
  })
  .get('/:id', doc({ run: DestinationsGetDocument }), async (c) => c.json((await get(c, { id: idParam(c) })).destination))
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: DestinationsUpdateDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await update(c, { id: idParam(c), name: body.name, options: body.options })).updateDestination);
  })
  .delete('/:id', doc({ run: DestinationsRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/rotate_secret', doc({ run: DestinationsRotateSecretDocument }), async (c) =>
    c.json(withSecret((await rotateSecret(c, { id: idParam(c) })).rotateDestinationSecret)),
  )
  .post('/:id/test', doc({ run: DestinationsTestDocument }), async (c) => c.json((await test(c, { id: idParam(c) })).testDestination));
