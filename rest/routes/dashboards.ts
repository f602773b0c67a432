import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { RestEnv } from '../env.js';
import { listBody, operation, pageParams, readBody } from '../operation.js';
import { DASHBOARD, DASHBOARD_SUMMARY, PUBLIC_DASHBOARD, restDashboard } from './dashboard-fields.js';

const list = operation(`query($first: Int, $after: String, $search: String, $archived: Boolean) {
  dashboards(first: $first, after: $after, search: $search, archived: $archived) { totalCount edges { node { ${DASHBOARD_SUMMARY} } } } }`);
const get = operation(`query($slug: String!) { dashboard(slug: $slug) { ${DASHBOARD} } }`);
const create = operation(`mutation($name: String!) { createDashboard(name: $name) { ${DASHBOARD} } }`);
const update = operation(`mutation($slug: String!, $name: String, $isArchived: Boolean) {
  updateDashboard(slug: $slug, name: $name, isArchived: $isArchived) { ${DASHBOARD} } }`);
const archive = operation(`mutation($slug: String!) { archiveDashboard(slug: $slug) }`);
const publish = operation(`mutation($slug: String!) { publishDashboard(slug: $slug) { ${DASHBOARD} } }`);
const share = operation(`mutation($slug: String!) { shareDashboard(slug: $slug) { secret_token: secretToken public_url: publicUrl } }`);
const rotate = operation(`mutation($slug: String!) { rotateDashboardShare(slug: $slug) { secret_token: secretToken public_url: publicUrl } }`);
const revoke = operation(`mutation($slug: String!) { revokeDashboardShare(slug: $slug) }`);
const refresh = operation(`mutation($slug: String!) { refreshDashboard(slug: $slug) {
  query_id: queryId error answer { queryResult { id } job { id status query_result_id: queryResultId error } } } }`);
const publicDashboard = operation(`query($token: String!, $widgetId: Int) { publicDashboard(token: $token) { ${PUBLIC_DASHBOARD} } }`);

export const dashboards = new Hono<RestEnv>()
  .get('/', async (c) => {
    const page = pageParams(c);
    const data = await list(c.get('ctx'), {
      first: page.first,
      after: page.after,
      search: c.req.query('q') ?? c.req.query('search'),
      archived: c.req.query('archived') === 'true',
    });
    return c.json(listBody(data.dashboards, page));
  })
  .post('/', async (c) => {
    const body = await readBody(c);
    return c.json(restDashboard((await create(c.get('ctx'), { name: body.name })).createDashboard), 201);
  })
  .get('/:slug', async (c) => c.json(restDashboard((await get(c.get('ctx'), { slug: c.req.param('slug') })).dashboard)))
  .on(['POST', 'PUT', 'PATCH'], '/:slug', async (c) => {
    const body = await readBody(c);
    const data = await update(c.get('ctx'), { slug: c.req.param('slug'), name: body.name, isArchived: body.is_archived });
    return c.json(restDashboard(data.updateDashboard));
  })
  .delete('/:slug', async (c) => {
    await archive(c.get('ctx'), { slug: c.req.param('slug') });
    return c.body(null, 204);
  })
  .post('/:slug/publish', async (c) => c.json(restDashboard((await publish(c.get('ctx'), { slug: c.req.param('slug') })).publishDashboard)))
  .post('/:slug/share', async (c) => c.json((await share(c.get('ctx'), { slug: c.req.param('slug') })).shareDashboard))
  .post('/:slug/share/rotate', async (c) => c.json((await rotate(c.get('ctx'), { slug: c.req.param('slug') })).rotateDashboardShare))
  .post('/:slug/refresh', async (c) => {
    const data = await refresh(c.get('ctx'), { slug: c.req.param('slug') });
    const results = data.refreshDashboard.map((r: { query_id: number; error: string | null; answer: { queryResult: { id: number } | null; job: unknown } | null }) => ({
      query_id: r.query_id,
      ...(r.answer?.queryResult ? { query_result: { id: r.answer.queryResult.id } } : {}),
      ...(r.answer?.job ? { job: r.answer.job } : {}),
      ...(r.error ? { error: r.error } : {}),
    }));
    return c.json({ results });
  })
  .delete('/:slug/share', async (c) => {
    await revoke(c.get('ctx'), { slug: c.req.param('slug') });
    return c.body(null, 204);
  });

/** GET /api/public/dashboards/{token}: no login, 30 a minute per IP. */
export const publicDashboards = new Hono<RestEnv>().use(compress()).get('/:token', async (c) => {
  const data = await publicDashboard(c.get('ctx'), { token: c.req.param('token') });
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  return c.json(restDashboard(data.publicDashboard));
});
