import { Hono, type Context as HonoContext } from 'hono';
import { compress } from 'hono/compress';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { flagParam, listBody, operation, pageParams, readBody } from '../operation.js';
import {
  DashboardsArchiveDocument,
  DashboardsCreateDocument,
  DashboardsPublicDashboardDocument,
  DashboardsPublishDocument,
  DashboardsRefreshDocument,
  DashboardsRevokeDocument,
  DashboardsRotateDocument,
  DashboardsShareDocument,
  RedashDashboardFavoriteDocument,
  RedashDashboardForkDocument,
  RedashDashboardGetDocument,
  RedashDashboardGetRevisedDocument,
  RedashDashboardRevisionDocument,
  RedashDashboardSaveDocument,
  RedashDashboardsRevisionDocument,
  RedashDashboardsSearchDocument,
  RedashDashboardSlugDocument,
  RedashDashboardTagsDocument,
  RedashDashboardUnfavoriteDocument,
} from '../operations/generated/graphql.js';
import { keptOrRendered } from '../kept-answers.js';
import { dashboardSchema, restDashboard } from './dashboard-fields.js';

const search = operation(RedashDashboardsSearchDocument);
const searchRevision = operation(RedashDashboardsRevisionDocument);
const get = operation(RedashDashboardGetDocument);
const getRevised = operation(RedashDashboardGetRevisedDocument);
const revisionOf = operation(RedashDashboardRevisionDocument);
const slugOf = operation(RedashDashboardSlugDocument);
const create = operation(DashboardsCreateDocument);
const save = operation(RedashDashboardSaveDocument);
const fork = operation(RedashDashboardForkDocument);
const favorite = operation(RedashDashboardFavoriteDocument);
const unfavorite = operation(RedashDashboardUnfavoriteDocument);
const tags = operation(RedashDashboardTagsDocument);
const archive = operation(DashboardsArchiveDocument);
const publish = operation(DashboardsPublishDocument);
const share = operation(DashboardsShareDocument);
const rotate = operation(DashboardsRotateDocument);
const revoke = operation(DashboardsRevokeDocument);
const refresh = operation(DashboardsRefreshDocument);
const publicDashboard = operation(DashboardsPublicDashboardDocument);

/** `expires_at`: a future ISO time sets the link's expiry, null clears it, absent keeps it. */
function shareExpiry(body: Record<string, unknown>) {
  if (!('expires_at' in body)) return {};
  return body.expires_at === null ? { neverExpires: true } : { expiresAt: body.expires_at };
}

/**
 * The dashboard's slug from the path, which names it by slug or, as Redash does, by numeric id
 * (a slug made of digits still names its own dashboard).
 */
export async function slug(c: HonoContext<RestEnv>): Promise<string> {
  const ref = c.req.param('slug') ?? '';
  return /^\d{1,9}$/.test(ref) ? (await slugOf(c, { ref })).dashboardByRef.slug : ref;
}

/** Redash's dashboard: widget results under `data`, and text widgets without a `visualization` key. */
function redashDashboard<T extends Parameters<typeof restDashboard>[0]>(dashboard: T) {
  const shaped = restDashboard(dashboard) as Omit<T, 'widgets'> & { widgets?: { visualization?: unknown }[] };
  if (!shaped.widgets) return shaped;
  return {
    ...shaped,
    // `visualization: undefined` leaves the key out of the JSON, without a rest copy of every widget.
    widgets: shaped.widgets.map((widget) => (widget.visualization ? widget : { ...widget, visualization: undefined })),
  };
}

const redashDashboardSchema = dashboardSchema(true);

/**
 * GET of one dashboard. Every GET reads it and is authorized by the dashboard policy; when that
 * read's revision is the one the caller's last answer was rendered from (same viewer, same
 * origin: rest/kept-answers.ts), the answer's bytes are sent again instead of rendered anew.
 */
async function getDashboard(c: HonoContext<RestEnv>) {
  const ref = c.req.param('slug') ?? '';
  return keptOrRendered(
    c,
    `dashboard ${ref}`,
    async () => (await revisionOf(c, { ref })).dashboardByRef.revision,
    async () => {
      const { revision, ...dashboard } = (await getRevised(c, { ref })).dashboardByRef;
      return { revision, body: JSON.stringify(redashDashboard(dashboard)) };
    },
  );
}

/** The paginated list, by `q`, every `tags` given, or only the caller's favorites. */
async function list(c: HonoContext<RestEnv>, favorites: boolean) {
  const page = pageParams(c);
  const variables = {
    first: page.first,
    after: page.after,
    search: c.req.query('q') ?? c.req.query('search'),
    tags: c.req.queries('tags') ?? [],
    favorites,
    archived: flagParam(c, 'archived'),
  };
  // Kept per caller for exactly these variables and page numbers (rest/kept-answers.ts).
  return keptOrRendered(
    c,
    `dashboards ${JSON.stringify([variables, page.page, page.pageSize])}`,
    async () => (await searchRevision(c, variables)).dashboards.revision,
    async () => {
      const listed = (await search(c, variables)).dashboards;
      return { revision: listed.revision, body: JSON.stringify(listBody(listed, page)) };
    },
  );
}

export const dashboards = new Hono<RestEnv>()
  .get('/', doc({ run: RedashDashboardsSearchDocument, shape: 'list', query: ['q', 'search', 'tags', 'archived'] }), (c) => list(c, false))
  .get('/favorites', doc({ run: RedashDashboardsSearchDocument, shape: 'list', query: ['q', 'search', 'tags', 'archived'] }), (c) =>
    list(c, true),
  )
  .get('/tags', doc({ run: RedashDashboardTagsDocument }), async (c) => c.json({ tags: (await tags(c)).dashboardTags }))
  .post(
    '/',
    doc({ run: RedashDashboardGetDocument, status: 201, body: DashboardsCreateDocument, reshape: redashDashboardSchema }),
    async (c) => {
      const body = await readBody(c);
      const { slug: created } = (await create(c, { name: body.name })).createDashboard;
      return c.json(redashDashboard((await get(c, { ref: created })).dashboardByRef), 201);
    },
  )
  .get('/:slug', doc({ run: RedashDashboardGetDocument, reshape: redashDashboardSchema }), getDashboard)
  .on(['POST', 'PUT', 'PATCH'], '/:slug', doc({ run: RedashDashboardSaveDocument, reshape: redashDashboardSchema }), async (c) => {
    const body = await readBody(c);
    const input = {
      name: body.name,
      tags: body.tags,
      isDraft: body.is_draft,
      isArchived: body.is_archived,
      version: body.version,
      options: body.options,
      layout: body.layout,
      dashboardFiltersEnabled: body.dashboard_filters_enabled,
    };
    return c.json(redashDashboard((await save(c, { ref: c.req.param('slug'), input })).saveDashboard));
  })
  .delete('/:slug', doc({ run: DashboardsArchiveDocument, shape: 'empty' }), async (c) => {
    await archive(c, { slug: await slug(c) });
    return c.body(null, 204);
  })
  .post('/:slug/fork', doc({ run: RedashDashboardForkDocument, status: 201, reshape: redashDashboardSchema }), async (c) =>
    c.json(redashDashboard((await fork(c, { ref: c.req.param('slug') })).forkDashboardByRef), 201),
  )
  .post('/:slug/favorite', doc({ run: RedashDashboardFavoriteDocument, shape: 'null' }), async (c) => {
    await favorite(c, { ref: c.req.param('slug') });
    return c.json(null);
  })
  .delete('/:slug/favorite', doc({ run: RedashDashboardUnfavoriteDocument, shape: 'null' }), async (c) => {
    await unfavorite(c, { ref: c.req.param('slug') });
    return c.json(null);
  })
  .post('/:slug/publish', doc({ run: DashboardsPublishDocument, reshape: dashboardSchema(false) }), async (c) =>
    c.json(restDashboard((await publish(c, { slug: await slug(c) })).publishDashboard)),
  )
  .post('/:slug/share', doc({ run: DashboardsShareDocument }), async (c) =>
    c.json((await share(c, { slug: await slug(c), ...shareExpiry(await readBody(c)) })).shareDashboard),
  )
  .post('/:slug/share/rotate', doc({ run: DashboardsRotateDocument }), async (c) =>
    c.json((await rotate(c, { slug: await slug(c), ...shareExpiry(await readBody(c)) })).rotateDashboardShare),
  )
  .post('/:slug/refresh', doc({ run: DashboardsRefreshDocument }), async (c) => {
    const data = await refresh(c, { slug: await slug(c) });
    const results = data.refreshDashboard.map(
      (r: { query_id: number; error: string | null; answer: { queryResult: { id: number } | null; job: unknown } | null }) => ({
        query_id: r.query_id,
        ...(r.answer?.queryResult ? { query_result: { id: r.answer.queryResult.id } } : {}),
        ...(r.answer?.job ? { job: r.answer.job } : {}),
        ...(r.error ? { error: r.error } : {}),
      }),
    );
    return c.json({ results });
  })
  .delete('/:slug/share', doc({ run: DashboardsRevokeDocument, shape: 'empty' }), async (c) => {
    await revoke(c, { slug: await slug(c) });
    return c.body(null, 204);
  });

/** GET /api/public/dashboards/{token}: no login, 30 a minute per IP. */
export const publicDashboards = new Hono<RestEnv>()
  .use(compress())
  .get('/:token', doc({ run: DashboardsPublicDashboardDocument, reshape: dashboardSchema(false) }), async (c) => {
    const data = await publicDashboard(c, { token: c.req.param('token') });
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    return c.json(restDashboard(data.publicDashboard));
  });
