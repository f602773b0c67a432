import { Hono } from 'hono';
import { contentSecurityPolicy } from '../../src/render/document.js';
import type { RestEnv } from '../env.js';
import { operation } from '../operation.js';
import { PageDashboardDocument } from '../operations/generated/graphql.js';
import { dashboardHtml, type PageDashboard } from './dashboard-view.js';
import { errorPage } from './error-page.js';

const lookup = operation(PageDashboardDocument);

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': contentSecurityPolicy(false),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const COPY = {
  401: ['Sign in to see this dashboard', 'Sign in to Overlook (POST /api/session), or open the link with ?api_key=.'] as [string, string],
  404: ['Dashboard not found', 'It does not exist, or it is not visible to you.'] as [string, string],
};

/**
 * The dashboard as its signed-in viewer sees it (what digest e-mails link to): editors the draft,
 * everyone else the last published snapshot, through the same `dashboard` operation as the API.
 */
export const dashboardPage = new Hono<RestEnv>().get('/:slug', async (c) => {
  try {
    const { dashboard } = await lookup(c, { slug: c.req.param('slug') });
    const page: PageDashboard = { ...dashboard, publishedAt: dashboard.publishedAt ?? dashboard.updatedAt };
    return c.body(dashboardHtml(page, false).toString(), 200, HEADERS);
  } catch (error) {
    return errorPage(c, error, HEADERS, COPY);
  }
});
