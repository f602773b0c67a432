import { Hono, type Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { contentSecurityPolicy, messagePage, pageDocument } from '../../src/render/document.js';
import { formatMinute } from '../../src/render/format.js';
import { html } from '../../src/render/html.js';
import { errorResponse } from '../app.js';
import type { RestEnv } from '../env.js';
import { operation } from '../operation.js';
import { HomePageDocument, HomeSignInDocument } from '../operations/generated/graphql.js';
import { errorPage } from './error-page.js';

const home = operation(HomePageDocument);
const signIn = operation(HomeSignInDocument);

/** How many dashboards and queries the home page lists (newest first; the API pages through all). */
const LISTED = 50;

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': contentSecurityPolicy(false, true),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Where to go after signing in: a path on this origin only (never `//host` or a scheme). */
export function localPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : '/';
}

function signInForm(next: string, alert?: string) {
  return pageDocument(
    'Sign in to Overlook',
    'message',
    html`<form class="signin" method="post" action="/">
      <h1>Sign in to Overlook</h1>
      ${alert ? html`<p class="alert" role="alert">${alert}</p>` : null}
      <label>E-mail <input type="email" name="email" autocomplete="username" required /></label>
      <label>Password <input type="password" name="password" autocomplete="current-password" required /></label>
      <input type="hidden" name="next" value="${next}" />
      <button type="submit">Sign in</button>
    </form>`,
  );
}

/**
 * A sign-in form is posted by the browser with its Origin (or Sec-Fetch-Site): one from another
 * site is refused, so no page elsewhere can sign a visitor into someone else's account.
 */
function sameOrigin(c: HonoContext<RestEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = c.req.header('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host === c.req.header('host');
  } catch {
    return false;
  }
}

/**
 * `/`: signed in, the dashboards and queries the viewer may open (the same list operations as the
 * API, so the same policies); signed out, a sign-in form that posts back here and runs the
 * `signIn` operation of POST /api/session (session cookie, rate limit), then goes to `next`.
 */
export const homePage = new Hono<RestEnv>()
  .get('/', async (c) => {
    const next = localPath(c.req.query('next'));
    if (!c.get('ctx').viewer) return c.body(signInForm(next).toString(), 200, HEADERS);
    try {
      const { session, dashboards, queries } = await home(c, { first: LISTED });
      const more = (total: number, shown: number) =>
        total > shown ? html`<p class="more">${total - shown} more through the API.</p>` : null;
      const body = html`<header>
          <h1>${session.organization.name}</h1>
          <p>Signed in as ${session.user.name} (${session.user.email})</p>
        </header>
        <div class="page">
          <section>
            <h2>Dashboards</h2>
            ${
              dashboards.edges.length
                ? html`<ul class="list" data-list="dashboards">
                  ${dashboards.edges.map(
                    ({ node }) =>
                      html`<li><a href="/dashboards/${encodeURIComponent(node.slug)}">${node.name}</a> <span class="sub">updated ${formatMinute(node.updatedAt)} UTC</span></li>`,
                  )}
                </ul>`
                : html`<p class="empty">No dashboards yet.</p>`
            }
            ${more(dashboards.totalCount, dashboards.edges.length)}
          </section>
          <section>
            <h2>Queries</h2>
            ${
              queries.edges.length
                ? html`<ul class="list" data-list="queries">
                  ${queries.edges.map(({ node }) => html`<li><a href="/api/queries/${node.id}">${node.name}</a> <span class="sub">updated ${formatMinute(node.updatedAt)} UTC</span></li>`)}
                </ul>`
                : html`<p class="empty">No queries yet.</p>`
            }
            ${more(queries.totalCount, queries.edges.length)}
          </section>
        </div>`;
      return c.body(pageDocument('Overlook', 'home', body).toString(), 200, HEADERS);
    } catch (error) {
      return errorPage(c, error, HEADERS);
    }
  })
  .post('/', async (c) => {
    if (!sameOrigin(c)) return c.body(messagePage('Not allowed', 'Sign in from the form on this site.').toString(), 403, HEADERS);
    const form = await c.req.parseBody();
    const next = localPath(form.next);
    try {
      await signIn(c, {
        email: typeof form.email === 'string' ? form.email : '',
        password: typeof form.password === 'string' ? form.password : '',
      });
      return c.redirect(next, 303);
    } catch (error) {
      const answer = errorResponse(error, c.get('ctx').requestId);
      const { message } = (await answer.json()) as { message: string };
      return c.body(signInForm(next, message).toString(), answer.status as ContentfulStatusCode, HEADERS);
    }
  });
