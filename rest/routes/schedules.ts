import { Hono } from 'hono';
import { ValidationError } from '../../src/errors.js';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import {
  SchedulesCreateDocument,
  SchedulesDisableDocument,
  SchedulesEnableDocument,
  SchedulesGetDocument,
  SchedulesListDocument,
  SchedulesRemoveDocument,
  SchedulesUpdateDocument,
} from '../operations/generated/graphql.js';

const list = operation(SchedulesListDocument);
const get = operation(SchedulesGetDocument);
const create = operation(SchedulesCreateDocument);
const update = operation(SchedulesUpdateDocument);
const enable = operation(SchedulesEnableDocument);
const disable = operation(SchedulesDisableDocument);
const remove = operation(SchedulesRemoveDocument);

export const schedules = new Hono<RestEnv>()
  .get('/', doc({ run: SchedulesListDocument, shape: 'list', query: ['entity_id', 'entity_type'] }), async (c) => {
    const page = pageParams(c);
    const rawId = c.req.query('entity_id');
    if (rawId !== undefined && !/^\d{1,9}$/.test(rawId)) throw ValidationError.field('entity_id', 'must be an integer');
    const data = await list(c, {
      first: page.first,
      after: page.after,
      entityType: c.req.query('entity_type'),
      entityId: rawId === undefined ? undefined : Number(rawId),
    });
    return c.json(listBody(data.schedules, page));
  })
  .post('/', doc({ run: SchedulesCreateDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    const data = await create(c, {
      entityType: body.entity_type,
      entityId: body.entity_id,
      spec: body.spec,
      timezone: body.timezone,
      enabled: body.enabled,
    });
    return c.json(data.createSchedule, 201);
  })
  .get('/:id', doc({ run: SchedulesGetDocument }), async (c) => c.json((await get(c, { id: idParam(c) })).schedule))
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: SchedulesUpdateDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await update(c, { id: idParam(c), spec: body.spec, timezone: body.timezone, enabled: body.enabled })).updateSchedule);
  })
  .post('/:id/enable', doc({ run: SchedulesEnableDocument }), async (c) => c.json((await enable(c, { id: idParam(c) })).enableSchedule))
  .post('/:id/disable', doc({ run: SchedulesDisableDocument }), async (c) => c.json((await disable(c, { id: idParam(c) })).disableSchedule))
  .delete('/:id', doc({ run: SchedulesRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  });
