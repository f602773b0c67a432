import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
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
  .get('/', doc({ run: MonitorsListDocument, shape: 'list', query: ['query_id'] }), async (c) => {
    const page = pageParams(c);
    const queryId = c.req.query('query_id');
    const data = await list(c, { first: page.first, after: page.after, queryId: queryId === undefined ? undefined : Number(queryId) });
    return c.json(listBody(data.monitors, page));
  })
  .post('/', doc({ run: MonitorsCreateDocument, status: 201 }), async (c) => {
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
  .get('/:id', doc({ run: MonitorsGetDocument }), async (c) => c.json((await get(c, { id: idParam(c) })).monitor))
  .on(['POST', 'PUT', 'PATCH'], '/:id', doc({ run: MonitorsUpdateDocument }), async (c) => {
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
  .delete('/:id', doc({ run: MonitorsRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/run', doc({ run: MonitorsRunDocument }), async (c) => {
    const { runMonitor } = await run(c, { id: idParam(c) });
    return c.json(runMonitor.run, runMonitor.created ? 201 : 200);
  })
  .post('/:id/ack', doc({ run: MonitorsAckDocument }), async (c) => c.json((await ack(c, { id: idParam(c) })).ackMonitor))
  .post('/:id/snooze', doc({ run: MonitorsSnoozeDocument }), async (c) => {
    const body = await readBody(c);
    return c.json((await snooze(c, { id: idParam(c), minutes: body.minutes })).snoozeMonitor);
  })
  .post('/:id/mute', doc({ run: MonitorsMuteDocument }), async (c) => c.json((await mute(c, { id: idParam(c) })).muteMonitor))
  .post('/:id/unmute', doc({ run: MonitorsUnmuteDocument }), async (c) => c.json((await unmute(c, { id: idParam(c) })).unmuteMonitor))
  .get('/:id/subscriptions', doc({ run: MonitorsSubscriptionsDocument }), async (c) => {
    const page = pageParams(c);
    const all = (await subscriptions(c, { id: idParam(c) })).monitorSubscriptions as unknown[];
    const offset = (page.page - 1) * page.pageSize;
    return c.json({ count: all.length, page: page.page, page_size: page.pageSize, results: all.slice(offset, offset + page.pageSize) });
  })
  .post('/:id/subscriptions', doc({ run: MonitorsSubscribeDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    return c.json((await subscribe(c, { id: idParam(c), destinationId: body.destination_id })).createSubscription, 201);
  })
  .delete('/:id/subscriptions/:subscription_id', doc({ run: MonitorsUnsubscribeDocument, shape: 'empty' }), async (c) => {
    await unsubscribe(c, { id: idParam(c), subscriptionId: idParam(c, 'subscription_id') });
    return c.body(null, 204);
  })
  .get('/:id/deliveries', doc({ run: MonitorsDeliveriesDocument }), async (c) =>
    c.json((await deliveries(c, { id: idParam(c) })).monitorDeliveries),
  )
  .post('/:id/deliveries/:delivery_id/retry', doc({ run: MonitorsRetryDocument, status: 201 }), async (c) =>
    c.json((await retry(c, { id: idParam(c), deliveryId: idParam(c, 'delivery_id') })).retryDelivery, 201),
  );
