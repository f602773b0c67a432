import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import { DELIVERY } from './destinations.js';

export const MONITOR = `id name query_id: queryId user_id: userId options rearm notify_on_recovery: notifyOnRecovery state error
  acknowledged_at: acknowledgedAt snoozed_until: snoozedUntil muted last_triggered_at: lastTriggeredAt
  last_notified_at: lastNotifiedAt last_checked_at: lastCheckedAt last_run_id: lastRunId created_at: createdAt updated_at: updatedAt`;
const RUN = `id entity_type: entityType entity_id: entityId job_id: jobId status error query_result_id: queryResultId details
  created_at: createdAt finished_at: finishedAt`;
const SUBSCRIPTION = `id monitor_id: monitorId destination_id: destinationId destination { id name type } created_at: createdAt`;

const list = operation(`query($first: Int, $after: String, $queryId: Int) {
  monitors(first: $first, after: $after, queryId: $queryId) { totalCount edges { node { ${MONITOR} } } } }`);
const get = operation(`query($id: Int!) { monitor(id: $id) { ${MONITOR} } }`);
const create = operation(`mutation($queryId: Int, $name: String, $options: JSON, $rearm: Int, $notifyOnRecovery: Boolean) {
  createMonitor(queryId: $queryId, name: $name, options: $options, rearm: $rearm, notifyOnRecovery: $notifyOnRecovery) { ${MONITOR} } }`);
const update = operation(`mutation($id: Int!, $queryId: Int, $name: String, $options: JSON, $rearm: Int, $clearRearm: Boolean, $notifyOnRecovery: Boolean) {
  updateMonitor(id: $id, queryId: $queryId, name: $name, options: $options, rearm: $rearm, clearRearm: $clearRearm, notifyOnRecovery: $notifyOnRecovery) { ${MONITOR} } }`);
const remove = operation(`mutation($id: Int!) { deleteMonitor(id: $id) }`);
const run = operation(`mutation($id: Int!) { runMonitor(id: $id) { created run { ${RUN} } } }`);
const ack = operation(`mutation($id: Int!) { ackMonitor(id: $id) { ${MONITOR} } }`);
const snooze = operation(`mutation($id: Int!, $minutes: Int) { snoozeMonitor(id: $id, minutes: $minutes) { ${MONITOR} } }`);
const mute = operation(`mutation($id: Int!) { muteMonitor(id: $id) { ${MONITOR} } }`);
const unmute = operation(`mutation($id: Int!) { unmuteMonitor(id: $id) { ${MONITOR} } }`);
const subscriptions = operation(`query($id: Int!) { monitorSubscriptions(monitorId: $id) { ${SUBSCRIPTION} } }`);
const subscribe = operation(`mutation($id: Int!, $destinationId: Int) { createSubscription(monitorId: $id, destinationId: $destinationId) { ${SUBSCRIPTION} } }`);
const unsubscribe = operation(`mutation($id: Int!, $subscriptionId: Int!) { deleteSubscription(monitorId: $id, id: $subscriptionId) }`);
const deliveries = operation(`query($id: Int!) { monitorDeliveries(monitorId: $id) { ${DELIVERY} } }`);
const retry = operation(`mutation($id: Int!, $deliveryId: Int!) { retryDelivery(monitorId: $id, deliveryId: $deliveryId) { ${DELIVERY} } }`);

export const monitors = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    const queryId = c.req.query('query_id');
    const data = await list(c.get('ctx'), { first: page.first, after: page.after, queryId: queryId === undefined ? undefined : Number(queryId) });
    return c.json(listBody(data.monitors, page));
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    const data = await create(c.get('ctx'), {
      queryId: body.query_id,
      name: body.name,
      options: body.options,
      rearm: body.rearm,
      notifyOnRecovery: body.notify_on_recovery,
    });
    return c.json(data.createMonitor, 201);
  })
  .get('/:id', async (c) => c.json((await get(c.get('ctx'), { id: idParam(c) })).monitor))
  .on(['POST', 'PUT', 'PATCH'], '/:id', async (c) => {
    const body = await readBody(c);
    const data = await update(c.get('ctx'), {
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
    await remove(c.get('ctx'), { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/run', async (c) => {
    const { runMonitor } = await run(c.get('ctx'), { id: idParam(c) });
    return c.json(runMonitor.run, runMonitor.created ? 201 : 200);
  })
  .post('/:id/ack', async (c) => c.json((await ack(c.get('ctx'), { id: idParam(c) })).ackMonitor))
  .post('/:id/snooze', async (c) => {
    const body = await readBody(c);
    return c.json((await snooze(c.get('ctx'), { id: idParam(c), minutes: body.minutes })).snoozeMonitor);
  })
  .post('/:id/mute', async (c) => c.json((await mute(c.get('ctx'), { id: idParam(c) })).muteMonitor))
  .post('/:id/unmute', async (c) => c.json((await unmute(c.get('ctx'), { id: idParam(c) })).unmuteMonitor))
  .get('/:id/subscriptions', async (c) => {
    const page = pageParams(c);
    const all = (await subscriptions(c.get('ctx'), { id: idParam(c) })).monitorSubscriptions as unknown[];
    const offset = (page.page - 1) * page.pageSize;
    return c.json({ count: all.length, page: page.page, page_size: page.pageSize, results: all.slice(offset, offset + page.pageSize) });
  })
  .post('/:id/subscriptions', async (c) => {
    const body = await readBody(c);
    return c.json((await subscribe(c.get('ctx'), { id: idParam(c), destinationId: body.destination_id })).createSubscription, 201);
  })
  .delete('/:id/subscriptions/:subscription_id', async (c) => {
    await unsubscribe(c.get('ctx'), { id: idParam(c), subscriptionId: idParam(c, 'subscription_id') });
    return c.body(null, 204);
  })
  .get('/:id/deliveries', async (c) => c.json((await deliveries(c.get('ctx'), { id: idParam(c) })).monitorDeliveries))
  .post('/:id/deliveries/:delivery_id/retry', async (c) =>
    c.json((await retry(c.get('ctx'), { id: idParam(c), deliveryId: idParam(c, 'delivery_id') })).retryDelivery, 201),
  );
