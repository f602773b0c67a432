import { Hono } from 'hono';
import { operation } from '../../rest/operation.js';
import type { RestEnv } from '../../rest/env.js';
import { DomainError } from '../errors.js';
import { logger } from '../logger.js';
import { contentSecurityPolicy, renderDashboardPage, renderMessagePage, type PageDashboard } from './public-dashboard/render-page.js';

const lookup = operation(`query($slug: String!) {
  dashboard(slug: $slug) { name published_at: publishedAt updated_at: updatedAt
    widgets { id text width options visualization { type name description options title: queryName }
      result { columns rows row_count: rowCount truncated retrieved_at: retrievedAt } } } }`);

const MESSAGES: Record<number, [string, string]> = {
  401: ['Sign in to see this dashboard', 'Sign in to Overlook (POST /api/session), or open the link with ?api_key=.'],
  404: ['Dashboard not found', 'It does not exist, or it is not visible to you.'],
};

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': contentSecurityPolicy(false),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * The dashboard as its signed-in viewer sees it (what digest e-mails link to): editors the draft,
 * everyone else the last published snapshot, through the same `dashboard` operation as the API.
 */
export const dashboardPage = new Hono<RestEnv>().get('/:slug', async (c) => {
  try {
    const data = await lookup(c.get('ctx'), { slug: c.req.param('slug') });
    const { updated_at: updatedAt, ...dashboard } = data.dashboard;
    const page: PageDashboard = { ...dashboard, published_at: dashboard.published_at ?? updatedAt };
    return c.body(renderDashboardPage(page, false), 200, HEADERS);
  } catch (error) {
    const status = error instanceof DomainError && MESSAGES[error.status] ? error.status : 500;
    if (status === 500) logger.error({ err: error, requestId: c.get('ctx').requestId }, 'dashboard page failed');
    const [title, message] = MESSAGES[status] ?? ['Something went wrong', 'Please try again later.'];
    return c.body(renderMessagePage(title, message), status as 404, HEADERS);
  }
});
