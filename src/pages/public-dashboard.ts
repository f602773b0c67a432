import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { operation } from '../../rest/operation.js';
import type { RestEnv } from '../../rest/env.js';
import { DomainError } from '../errors.js';
import { logger } from '../logger.js';
import { contentSecurityPolicy, renderDashboardPage, renderMessagePage, type PageDashboard } from './public-dashboard/render-page.js';

const RESULT = `columns rows row_count: rowCount truncated retrieved_at: retrievedAt`;
const lookup = operation(`query($token: String!, $surface: PublicSurface!, $widgetId: Int) {
  publicDashboard(token: $token, surface: $surface) { name published_at: publishedAt
    widgets(widgetId: $widgetId) { id text width options visualization { type name description options title } result { ${RESULT} } } } }`);

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

const MESSAGES: Record<number, [string, string]> = {
  404: ['Dashboard not found', 'This link does not exist, or it was revoked or replaced by its owner.'],
  429: ['Too many requests', 'Please wait a moment and reload.'],
};

/**
 * The HTML surfaces of a shared dashboard (outside /api): the page and the chromeless embed.
 * Access and lookup run through the `publicDashboard` GraphQL operation; the body is HTML.
 */
function pageRoute(embed: boolean) {
  return async (c: import('hono').Context<RestEnv>) => {
    const widget = c.req.query('widget');
    try {
      if (embed && widget !== undefined && !/^\d{1,9}$/.test(widget)) throw new DomainError('Not found.', 'not_found', 404);
      const data = await lookup(c.get('ctx'), {
        token: c.req.param('token'),
        surface: embed ? 'EMBED' : 'DASHBOARD',
        widgetId: embed && widget !== undefined ? Number(widget) : null,
      });
      return c.body(renderDashboardPage(data.publicDashboard as PageDashboard, embed), 200, headers(embed));
    } catch (error) {
      const status = error instanceof DomainError && MESSAGES[error.status] ? error.status : 500;
      if (status === 500) logger.error({ err: error, requestId: c.get('ctx').requestId }, 'public page failed');
      const [title, message] = MESSAGES[status] ?? ['Something went wrong', 'Please try again later.'];
      return c.body(renderMessagePage(title, message), status as 404, headers(embed));
    }
  };
}

// Mounted at the root: middleware is scoped to these paths so that it touches no other route.
export const publicDashboardPages = new Hono<RestEnv>()
  .use('/public/dashboards/*', compress())
  .use('/embed/dashboards/*', compress())
  .get('/public/dashboards/:token', pageRoute(false))
  .get('/embed/dashboards/:token', pageRoute(true));
