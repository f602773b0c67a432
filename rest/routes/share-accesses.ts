import { Hono } from 'hono';
import type { RestEnv } from '../env.js';
import { doc } from '../route-doc.js';
import { listBody, operation, pageParams } from '../operation.js';
import { DashboardShareAccessesDocument } from '../operations/generated/graphql.js';
import { slug } from './dashboards.js';

const accesses = operation(DashboardShareAccessesDocument);

/** GET /api/dashboards/{slug or id}/share/accesses: the public link's access log (mounted beside rest/routes/dashboards.ts). */
export const shareAccesses = new Hono<RestEnv>().get(
  '/:slug/share/accesses',
  doc({ run: DashboardShareAccessesDocument, shape: 'list', extra: { totals_per_day: 'days' } }),
  async (c) => {
    const page = pageParams(c);
    const data = await accesses(c, { slug: await slug(c), first: page.first, after: page.after });
    return c.json({ ...listBody(data.dashboardShareAccesses, page), totals_per_day: data.dashboardShareAccesses.days });
  },
);
