import { Hono } from 'hono';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from '../pages/digest-unsubscribe.js';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { idParam, listBody, operation, pageParams, readBody } from '../operation.js';
import {
  DigestsCreateDocument,
  DigestsListDocument,
  DigestsRemoveDocument,
  DigestsStatusDocument,
  DigestsUnsubscribeDocument,
} from '../operations/generated/graphql.js';

const list = operation(DigestsListDocument);
const create = operation(DigestsCreateDocument);
const remove = operation(DigestsRemoveDocument);
const status = operation(DigestsStatusDocument);
const unsubscribe = operation(DigestsUnsubscribeDocument);

export const digests = new Hono<RestEnv>()
  .get('/', doc({ run: DigestsListDocument, shape: 'list' }), async (c) => {
    const page = pageParams(c);
    const data = await list(c, { first: page.first, after: page.after });
    return c.json(listBody(data.digestSubscriptions, page));
  })
  .post('/', doc({ run: DigestsCreateDocument, status: 201 }), async (c) => {
    const body = await readBody(c);
    const input = { dashboardSlug: body.dashboard_slug, frequency: body.frequency, hour: body.hour, timezone: body.timezone };
    return c.json((await create(c, { input })).createDigestSubscription, 201);
  })
  .delete('/:id', doc({ run: DigestsRemoveDocument, shape: 'empty' }), async (c) => {
    await remove(c, { id: idParam(c) });
    return c.body(null, 204);
  })
  .get('/unsubscribe/:token', doc({ run: DigestsStatusDocument }), async (c) => {
    const token = c.req.param('token');
    const { digestUnsubscription: info } = await status(c, { token });
    c.header('content-security-policy', UNSUBSCRIBE_PAGE_CSP);
    c.header('cache-control', 'no-store');
    return c.html(
      unsubscribePage({ token, dashboardName: info.dashboard_name, frequency: info.frequency, unsubscribed: info.unsubscribed }),
    );
  })
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` (form-encoded); the body is not read.
  .post('/unsubscribe/:token', doc({ run: DigestsUnsubscribeDocument }), async (c) => {
    const token = c.req.param('token');
    const { unsubscribeDigest: info } = await unsubscribe(c, { token });
    const accept = c.req.header('accept') ?? '';
    if (accept.includes('text/html') && !accept.includes('application/json')) {
      c.header('content-security-policy', UNSUBSCRIBE_PAGE_CSP);
      return c.html(unsubscribePage({ token, dashboardName: info.dashboard_name, frequency: info.frequency, unsubscribed: true }));
    }
    return c.json(info);
  });
