import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { contentSecurityPolicy } from '../../src/render/document.js';
import { NotFoundError } from '../../src/errors.js';
import type { RestEnv } from '../env.js';
import { operation } from '../operation.js';
import { PagePublicDashboardDocument } from '../operations/generated/graphql.js';
import { dashboardHtml } from './dashboard-view.js';
import { errorPage } from './error-page.js';

const lookup = operation(PagePublicDashboardDocument);

function headers(embed: boolean): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(embed),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'noindex',
    ...(embed ? {} : { 'x-frame-options': 'DENY' }),
  };
}

const COPY = { 404: ['Dashboard not found', 'This link does not exist, or it was revoked or replaced by its owner.'] as [string, string] };

/**
 * The HTML surfaces of a shared dashboard (outside /api): the page and the chromeless embed.
 * Access and lookup run through the `publicDashboard` GraphQL operation; the body is HTML.
 */
function pageRoute(embed: boolean) {
  return async (c: import('hono').Context<RestEnv>) => {
    const widget = c.req.query('widget');
    try {
      if (embed && widget !== undefined && !/^\d{1,9}$/.test(widget)) throw new NotFoundError('Widget');
      const data = await lookup(c, {
        token: c.req.param('token'),
        surface: embed ? 'EMBED' : 'DASHBOARD',
        widgetId: embed && widget !== undefined ? Number(widget) : null,
      });
      return c.body(dashboardHtml(data.publicDashboard, embed).toString(), 200, headers(embed));
    } catch (error) {
      return errorPage(c, error, headers(embed), COPY);
    }
  };
}

// Mounted at the root: middleware is scoped to these paths so that it touches no other route.
export const publicDashboardPages = new Hono<RestEnv>()
  .use('/public/dashboards/*', compress())
  .use('/embed/dashboards/*', compress())
  .get('/public/dashboards/:token', pageRoute(false))
  .get('/embed/dashboards/:token', pageRoute(true));
