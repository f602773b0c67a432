import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import {
  MonitorsAckDocument,
  MonitorsCreateDocument,
  MonitorsDeliveriesDocument,
  MonitorsGetDocument,
  MonitorsListDocument,
  MonitorsMuteDocument,
  MonitorsRemoveDocument,
  MonitorsRetryDocument,
  MonitorsRunDocument,
  MonitorsSnoozeDocument,
  MonitorsSubscribeDocument,
  MonitorsSubscriptionsDocument,
  MonitorsUnmuteDocument,
  MonitorsUnsubscribeDocument,
  MonitorsUpdateDocument,
} from '../operations/generated/graphql.js';

const list = operation(MonitorsListDocument);
const get = operation(MonitorsGetDocument);
const create = operation(MonitorsCreateDocument);
const update = operation(MonitorsUpdateDocument);
const remove = operation(MonitorsRemoveDocument);
const run = operation(MonitorsRunDocument);
const ack = operation(MonitorsAckDocument);
const snooze = operation(MonitorsSnoozeDocument);
const mute = operation(MonitorsMuteDocument);
const unmute = operation(MonitorsUnmuteDocument);
const subscriptions = operation(MonitorsSubscriptionsDocument);
const subscribe = operation(MonitorsSubscribeDocument);
const unsubscribe = operation(MonitorsUnsubscribeDocument);
const deliveries = operation(MonitorsDeliveriesDocument);
const retry = operation(MonitorsRetryDocument);

export const monitors = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    const queryId = c.req.query('query_id');
    const data = await list(c, { first: page.first, after: page.after, queryId: queryId === undefined ? undefined : Number(queryId) });
    return c.json(listBody(data.monitors, page));
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    const data = await create(c, {
      queryId: body.query_id,
      name: body.name,
      options: body.options,
      rearm: body.rearm,
      notifyOnRecovery: body.notify_on_recovery,
    });
    return c.json(data.createMonitor, 201);
  })
  .get('/:id', async (c) => c.json((await get(c, { id: idParam(c) })).monitor))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    const data = await update(c, {
      id: idParam(c),
      queryId: body.query_id,
      name: body.name,
      options: body.options,
      rearm: body.rearm ?? undefined,
      clearRearm: 'rearm' in body && body.rearm === null,
      notifyOnRecovery: body.notify_on_recovery,
    });
    return c.json(data.updateMonitor);
  })
  .delete('/:id', async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/run', async (c) => {
    const { runMonitor } = await run(c, { id: idParam(c) });
    return c.json(runMonitor.run, runMonitor.created ? 201 : 200);
  })
  .post('/:id/ack', async (c) => c.json((await ack(c, { id: idParam(c) })).ackMonitor))
  .post('/:id/snooze', async (c) => {
    const body = await readBody(c);
    return c.json((await snooze(c, { id: idParam(c), minutes: body.minutes })).snoozeMonitor);
  })
  .post('/:id/mute', async (c) => c.json((await mute(c, { id: idParam(c) })).muteMonitor))
  .post('/:id/unmute', async (c) => c.json((await unmute(c, { id: idParam(c) })).unmuteMonitor))
  .get('/:id/subscriptions', async (c) => {
    const page = pageParams(c);
    const all = (await subscriptions(c, { id: idParam(c) })).monitorSubscriptions as unknown[];
    const offset = (page.page - 1) * page.pageSize;
    return c.json({ count: all.length, page: page.page, page_size: page.pageSize, results: all.slice(offset, offset + page.pageSize) });
  })
  .post('/:id/subscriptions', async (c) => {
    const body = await readBody(c);
    return c.json((await subscribe(c, { id: idParam(c), destinationId: body.destination_id })).createSubscription, 201);
  })
  .delete('/:id/subscriptions/:subscription_id', async (c) => {
    await unsubscribe(c, { id: idParam(c), subscriptionId: idParam(c, 'subscription_id') });
    return c.body(null, 204);
  })
  .get('/:id/deliveries', async (c) => c.json((await deliveries(c, { id: idParam(c) })).monitorDeliveries))
  .post('/:id/deliveries/:delivery_id/retry', async (c) =>
    c.json((await retry(c, { id: idParam(c), deliveryId: idParam(c, 'delivery_id') })).retryDelivery, 201),
  );
