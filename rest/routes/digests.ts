import { Hono } from 'hono';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from '../pages/digest-unsubscribe.js';
import type { RestEnv } from '../env.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';

const DIGEST = `id dashboard_id: dashboardId dashboard_slug: dashboardSlug dashboard_name: dashboardName frequency hour timezone
  last_sent_at: lastSentAt next_send_at: nextSendAt created_at: createdAt`;
const UNSUBSCRIPTION = `dashboard_name: dashboardName frequency unsubscribed`;

const list = operation(`query($first: Int, $after: String) {
  digestSubscriptions(first: $first, after: $after) { totalCount edges { node { ${DIGEST} } } } }`);
const create = operation(`mutation($input: CreateDigestSubscriptionInput!) { createDigestSubscription(input: $input) { ${DIGEST} } }`);
const remove = operation(`mutation($id: Int!) { deleteDigestSubscription(id: $id) }`);
const status = operation(`query($token: String!) { digestUnsubscription(token: $token) { ${UNSUBSCRIPTION} } }`);
const unsubscribe = operation(`mutation($token: String!) { unsubscribeDigest(token: $token) { ${UNSUBSCRIPTION} } }`);

export const digests = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    const data = await list(c.get('ctx'), { first: page.first, after: page.after });
    return c.json(listBody(data.digestSubscriptions, page));
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    const input = { dashboardSlug: body.dashboard_slug, frequency: body.frequency, hour: body.hour, timezone: body.timezone };
    return c.json((await create(c.get('ctx'), { input })).createDigestSubscription, 201);
  })
  .delete('/:id', async (c) => {
    await remove(c.get('ctx'), { id: idParam(c) });
    return c.body(null, 204);
  })
  .get('/unsubscribe/:token', async (c) => {
    const token = c.req.param('token');
    const { digestUnsubscription: info } = await status(c.get('ctx'), { token });
    c.header('content-security-policy', UNSUBSCRIBE_PAGE_CSP);
    c.header('cache-control', 'no-store');
    return c.html(unsubscribePage({ token, dashboardName: info.dashboard_name, frequency: info.frequency, unsubscribed: info.unsubscribed }));
  })
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` (form-encoded); the body is not read.
  .post('/unsubscribe/:token', async (c) => {
    const token = c.req.param('token');
    const { unsubscribeDigest: info } = await unsubscribe(c.get('ctx'), { token });
    const accept = c.req.header('accept') ?? '';
    if (accept.includes('text/html') && !accept.includes('application/json')) {
      c.header('content-security-policy', UNSUBSCRIBE_PAGE_CSP);
      return c.html(unsubscribePage({ token, dashboardName: info.dashboard_name, frequency: info.frequency, unsubscribed: true }));
    }
    return c.json(info);
  });
