import { Hono } from 'hono';
import { alertState, monitorOptionsFromAlert } from '../../src/domain/monitors/redash-alert.js';
import { ValidationError } from '../../src/errors.js';
import type { RestEnv } from '../env.js';
import { keptOrRendered } from '../kept-answers.js';
import { doc, type JsonSchema } from '../route-doc.js';
import { idParam, operation, readBody } from '../operation.js';
import {
  AlertsCreateDocument,
  AlertsGetDocument,
  AlertsListDocument,
  AlertsListRevisedDocument,
  AlertsListRevisionDocument,
  AlertsMuteDocument,
  AlertsRemoveDocument,
  AlertsSubscribeDocument,
  AlertsSubscriptionsDocument,
  AlertsUnmuteDocument,
  AlertsUnsubscribeDocument,
  AlertsUpdateDocument,
  type AlertFieldsFragment,
} from '../operations/generated/graphql.js';

const listRevised = operation(AlertsListRevisedDocument);
const listRevision = operation(AlertsListRevisionDocument);
const get = operation(AlertsGetDocument);
const create = operation(AlertsCreateDocument);
const update = operation(AlertsUpdateDocument);
const remove = operation(AlertsRemoveDocument);
const mute = operation(AlertsMuteDocument);
const unmute = operation(AlertsUnmuteDocument);
const subscriptions = operation(AlertsSubscriptionsDocument);
const subscribe = operation(AlertsSubscribeDocument);
const unsubscribe = operation(AlertsUnsubscribeDocument);

/**
 * Redash's alert shape of a monitor: `muted` inside options, states ok | triggered | unknown. The
 * top-level `muted` is left undefined, so JSON leaves it out: a copy without it by rest
 * destructuring costs V8 several times more (the slow property copy, per alert of the list).
 */
function alert(monitor: AlertFieldsFragment) {
  const options = { ...(monitor.options as Record<string, unknown>), muted: monitor.muted };
  return { ...monitor, state: alertState(monitor.state), options, muted: undefined };
}

/** alert() above on the document's side: the JSON Schema of Redash's alert from the monitor's selection. */
function alertSchema(monitor: JsonSchema): JsonSchema {
  const { muted, state, options, ...properties } = monitor.properties as Record<string, JsonSchema>;
  return {
    ...monitor,
    required: (monitor.required as string[]).filter((name) => name !== 'muted'),
    properties: {
      ...properties,
      state: { type: 'string', enum: ['ok', 'triggered', 'unknown'], description: state?.description },
      options: {
        ...options,
        type: 'object',
        required: ['muted'],
        properties: { muted },
        additionalProperties: true,
      },
    },
  };
}
const alertList = (list: JsonSchema): JsonSchema => ({ ...list, items: alertSchema(list.items as JsonSchema) });

/** A whole number of seconds, null (never re-notify) or absent; Redash sends `rearm: null` freely. */
function rearmOf(value: unknown): { rearm?: unknown; clearRearm?: boolean } {
  if (value === undefined) return {};
  if (value === null || value === 0) return { clearRearm: true };
  return { rearm: value };
}

/** GET/POST /api/alerts, /api/alerts/{id}, subscriptions and mute: Redash's alerts over Overlook's monitors. */
export const alerts = new Hono<RestEnv>()
  // Kept per caller (rest/kept-answers.ts): sent again while the list's revision holds.
  .get('/', doc({ run: AlertsListDocument, reshape: alertList }), (c) =>
    keptOrRendered(
      c,
      'alerts',
      async () => (await listRevision(c)).monitorList.revision,
      async () => {
        const { revision, monitors } = (await listRevised(c)).monitorList;
        return { revision, body: JSON.stringify(monitors.map(alert)) };
      },
    ),
  )
  .post('/', doc({ run: AlertsGetDocument, status: 201, body: AlertsCreateDocument, reshape: alertSchema }), async (c) => {
    const body = await readBody(c);
    if (body.options === undefined) throw ValidationError.field('options', 'is required');
    const { options, muted } = monitorOptionsFromAlert(body.options);
    const rearm = rearmOf(body.rearm);
    const { id } = (await create(c, { queryId: body.query_id, name: body.name, options, rearm: rearm.rearm })).createMonitor;
    if (muted) await mute(c, { id });
    return c.json(alert((await get(c, { id })).monitor), 201);
  })
  .get('/:id', doc({ run: AlertsGetDocument, reshape: alertSchema }), async (c) =>
    c.json(alert((await get(c, { id: idParam(c) })).monitor)),
  )
  .on(['POST', 'PUT'], '/:id', doc({ run: AlertsGetDocument, body: AlertsUpdateDocument, reshape: alertSchema }), async (c) => {
    const id = idParam(c);
    const body = await readBody(c);
    const { options, muted } =
      body.options === undefined ? { options: undefined, muted: undefined } : monitorOptionsFromAlert(body.options);
    await update(c, { id, queryId: body.query_id, name: body.name, options, ...rearmOf(body.rearm) });
    if (muted === true) await mute(c, { id });
    if (muted === false) await unmute(c, { id });
    return c.json(alert((await get(c, { id })).monitor));
  })
  .delete('/:id', doc({ run: AlertsRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .post('/:id/mute', doc({ run: AlertsMuteDocument, shape: 'empty' }), async (c) => {
    await mute(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .delete('/:id/mute', doc({ run: AlertsUnmuteDocument, shape: 'empty' }), async (c) => {
    await unmute(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .get('/:id/subscriptions', doc({ run: AlertsSubscriptionsDocument }), async (c) =>
    c.json((await subscriptions(c, { id: idParam(c) })).monitorSubscriptions),
  )
  .post('/:id/subscriptions', doc({ run: AlertsSubscribeDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    return c.json((await subscribe(c, { id: idParam(c), destinationId: body.destination_id })).createSubscription, 201);
  })
  .delete('/:id/subscriptions/:sid', doc({ run: AlertsUnsubscribeDocument, shape: 'empty' }), async (c) => {
    await unsubscribe(c, { id: idParam(c), subscriptionId: idParam(c, 'sid') });
    return c.body(null, 204);
  });
