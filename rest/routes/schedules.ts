import { Hono } from 'hono';
import { ValidationError } from '../../src/errors.js';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';

export const SCHEDULE = `id entity_type: entityType entity_id: entityId user_id: userId spec timezone enabled
  next_run_at: nextRunAt last_run_at: lastRunAt created_at: createdAt updated_at: updatedAt`;

const list = operation(`query($first: Int, $after: String, $entityType: String, $entityId: Int) {
  schedules(first: $first, after: $after, entityType: $entityType, entityId: $entityId) { totalCount edges { node { ${SCHEDULE} } } } }`);
const get = operation(`query($id: Int!) { schedule(id: $id) { ${SCHEDULE} } }`);
const create = operation(`mutation($entityType: String, $entityId: Int, $spec: JSON, $timezone: String, $enabled: Boolean) {
  createSchedule(entityType: $entityType, entityId: $entityId, spec: $spec, timezone: $timezone, enabled: $enabled) { ${SCHEDULE} } }`);
const update = operation(`mutation($id: Int!, $spec: JSON, $timezone: String, $enabled: Boolean) {
  updateSchedule(id: $id, spec: $spec, timezone: $timezone, enabled: $enabled) { ${SCHEDULE} } }`);
const enable = operation(`mutation($id: Int!) { enableSchedule(id: $id) { ${SCHEDULE} } }`);
const disable = operation(`mutation($id: Int!) { disableSchedule(id: $id) { ${SCHEDULE} } }`);
const remove = operation(`mutation($id: Int!) { deleteSchedule(id: $id) }`);

export const schedules = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    const rawId = c.req.query('entity_id');
    if (rawId !== undefined && !/^\d{1,9}$/.test(rawId)) throw ValidationError.field('entity_id', 'must be an integer');
    const data = await list(c.get('ctx'), {
      first: page.first,
      after: page.after,
      entityType: c.req.query('entity_type'),
      entityId: rawId === undefined ? undefined : Number(rawId),
    });
    return c.json(listBody(data.schedules, page));
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    const data = await create(c.get('ctx'), {
      entityType: body.entity_type,
      entityId: body.entity_id,
      spec: body.spec,
      timezone: body.timezone,
      enabled: body.enabled,
    });
    return c.json(data.createSchedule, 201);
  })
  .get('/:id', async (c) => c.json((await get(c.get('ctx'), { id: idParam(c) })).schedule))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    return c.json((await update(c.get('ctx'), { id: idParam(c), spec: body.spec, timezone: body.timezone, enabled: body.enabled })).updateSchedule);
  })
  .post('/:id/enable', async (c) => c.json((await enable(c.get('ctx'), { id: idParam(c) })).enableSchedule))
  .post('/:id/disable', async (c) => c.json((await disable(c.get('ctx'), { id: idParam(c) })).disableSchedule))
  .delete('/:id', async (c) => {
    await remove(c.get('ctx'), { id: idParam(c) });
    return c.body(null, 204);
  });
