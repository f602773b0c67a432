import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';

export const DESTINATION = `id name type options created_at: createdAt updated_at: updatedAt`;
export const DELIVERY = `id monitor_id: monitorId destination_id: destinationId event_id: eventId event_type: eventType state status error attempt
  created_at: createdAt updated_at: updatedAt`;

const list = operation(`query($first: Int, $after: String) {
  destinations(first: $first, after: $after) { totalCount edges { node { ${DESTINATION} } } } }`);
const get = operation(`query($id: Int!) { destination(id: $id) { ${DESTINATION} } }`);
const types = operation(`query { destinationTypes { type name configuration_schema: configurationSchema secret_fields: secretFields } }`);
const create = operation(`mutation($name: String, $type: String, $options: JSON) {
  createDestination(name: $name, type: $type, options: $options) { destination { ${DESTINATION} } secret } }`);
const update = operation(`mutation($id: Int!, $name: String, $options: JSON) {
  updateDestination(id: $id, name: $name, options: $options) { ${DESTINATION} } }`);
const remove = operation(`mutation($id: Int!) { deleteDestination(id: $id) }`);
const rotateSecret = operation(`mutation($id: Int!) { rotateDestinationSecret(id: $id) { destination { ${DESTINATION} } secret } }`);
const test = operation(`mutation($id: Int!) { testDestination(id: $id) { ${DELIVERY} } }`);

/** The destination with its signing secret (shown this once), when it has one. */
const withSecret = ({ destination, secret }: { destination: Record<string, unknown>; secret: string | null }) => ({
  ...destination,
  ...(secret === null ? {} : { secret }),
});

export const destinations = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    return c.json(listBody((await list(c.get('ctx'), { first: page.first, after: page.after })).destinations, page));
  })
  .get('/types', async (c) => c.json((await types(c.get('ctx'))).destinationTypes))
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json(
      withSecret((await create(c.get('ctx'), { name: body.name, type: body.type, options: body.options ?? {} })).createDestination),
      201,
    );
  })
  .get('/:id', async (c) => c.json((await get(c.get('ctx'), { id: idParam(c) })).destination))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    return c.json((await update(c.get('ctx'), { id: idParam(c), name: body.name, options: body.options })).updateDestination);
  })
  .delete('/:id', async (c) => {
    await remove(c.get('ctx'), { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/rotate_secret', async (c) =>
    c.json(withSecret((await rotateSecret(c.get('ctx'), { id: idParam(c) })).rotateDestinationSecret)),
  )
  .post('/:id/test', async (c) => c.json((await test(c.get('ctx'), { id: idParam(c) })).testDestination));
