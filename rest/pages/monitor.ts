import { Hono } from 'hono';
import { contentSecurityPolicy, pageDocument } from '../../src/render/document.js';
import { formatMinute } from '../../src/render/format.js';
import { html } from '../../src/render/html.js';
import type { RestEnv } from '../env.js';
import { idParam, operation } from '../operation.js';
import { MonitorPageDocument } from '../operations/generated/graphql.js';
import { errorPage } from './error-page.js';

const lookup = operation(MonitorPageDocument);

/** How many of the monitor's latest checks the page lists. */
const RUNS = 20;

/** How many of the monitor's latest state history entries the page lists. */
const HISTORY = 20;

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': contentSecurityPolicy(false),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const COPY = {
  404: ['Monitor not found', 'It does not exist, or it is not visible to you.'] as [string, string],
};

const RUN_STATUS: Record<number, string> = { 1: 'queued', 2: 'running', 3: 'done', 4: 'failed', 5: 'cancelled' };

const when = (value: string | null | undefined) => (value ? `${formatMinute(value)} UTC` : '—');

/** Who made a history entry: the user for manual actions, else the check (run) that did. */
const actor = (entry: { userId?: number | null; runId?: number | null }) =>
  entry.userId ? `user ${entry.userId}` : entry.runId ? `check (run ${entry.runId})` : 'check';

/**
 * `/monitors/{id}`, where notifications link: the monitor's state, its state history, its latest
 * checks and its deliveries, through the same `monitor`, `monitorHistory`, `runs` and
 * `monitorDeliveries` fields as the API (so the same policy: 404 when the viewer may not see it).
 * Signed out, the sign-in form, then back.
 */
export const monitorPage = new Hono<RestEnv>().get('/:id', async (c) => {
  const ctx = c.get('ctx');
  // A wrong ?api_key= hears 401 below, like the API; no credentials at all go to the sign-in form.
  if (!ctx.viewer && !ctx.invalidKey) return c.redirect(`/?next=${encodeURIComponent(c.req.path)}`, 303);
  try {
    const { monitor, monitorHistory, runs, monitorDeliveries } = await lookup(c, { id: idParam(c), runs: RUNS, history: HISTORY });
    const options = (monitor.options ?? {}) as { column?: unknown; op?: unknown; value?: unknown };
    const rule = [options.column, options.op, options.value]
      .filter((part) => part !== undefined && part !== null)
      .map(String)
      .join(' ');
    const body = html`<header>
        <h1>${monitor.name}</h1>
        <p>Monitor on query ${monitor.queryId}${rule ? html`: ${rule}` : null}</p>
      </header>
      <div class="page">
        <section>
          <h2>State</h2>
          <dl>
            <dt>State</dt>
            <dd><span class="state state-${monitor.state}" data-state="${monitor.state}">${monitor.state}</span>${monitor.muted ? ' (muted)' : ''}</dd>
            <dt>Last checked</dt>
            <dd>${when(monitor.lastCheckedAt)}</dd>
            <dt>Last triggered</dt>
            <dd>${when(monitor.lastTriggeredAt)}</dd>
            <dt>Acknowledged</dt>
            <dd>${when(monitor.acknowledgedAt)}</dd>
            <dt>Snoozed until</dt>
            <dd>${when(monitor.snoozedUntil)}</dd>
            ${monitor.error ? html`<dt>Error</dt><dd class="alert">${monitor.error}</dd>` : null}
          </dl>
        </section>
        <section>
          <h2>State history</h2>
          ${
            monitorHistory.edges.length
              ? html`<div class="table"><table data-list="history">
                <thead><tr><th>When</th><th>Kind</th><th>From</th><th>To</th><th>Value</th><th>By</th><th>Error</th></tr></thead>
                <tbody>
                  ${monitorHistory.edges.map(
                    ({ node }) =>
                      html`<tr data-kind="${node.kind}"><td>${when(node.createdAt)}</td><td>${node.kind}</td><td>${node.fromState ?? '—'}</td><td data-state="${node.toState}">${node.toState}</td><td class="num">${node.value ?? ''}</td><td>${actor(node)}</td><td>${node.error ?? ''}</td></tr>`,
                  )}
                </tbody>
              </table></div>${
                monitorHistory.totalCount > monitorHistory.edges.length
                  ? html`<p class="empty">The latest ${monitorHistory.edges.length} of ${monitorHistory.totalCount}; GET /api/monitors/${monitor.id}/events lists them all.</p>`
                  : null
              }`
              : html`<p class="empty">No transitions yet.</p>`
          }
        </section>
        <section>
          <h2>Latest checks</h2>
          ${
            runs.edges.length
              ? html`<div class="table"><table data-list="runs">
                <thead><tr><th>Run</th><th>Status</th><th>Started</th><th>Finished</th><th>Error</th></tr></thead>
                <tbody>
                  ${runs.edges.map(
                    ({ node }) =>
                      html`<tr><td class="num">${node.id}</td><td>${RUN_STATUS[node.status] ?? node.status}</td><td>${when(node.createdAt)}</td><td>${when(node.finishedAt)}</td><td>${node.error ?? ''}</td></tr>`,
                  )}
                </tbody>
              </table></div>`
              : html`<p class="empty">Not checked yet.</p>`
          }
        </section>
        <section>
          <h2>Deliveries</h2>
          ${
            monitorDeliveries.length
              ? html`<div class="table"><table data-list="deliveries">
                <thead><tr><th>When</th><th>Event</th><th>Destination</th><th>State</th><th>HTTP</th><th>Attempt</th><th>Error</th></tr></thead>
                <tbody>
                  ${monitorDeliveries.map(
                    (d) =>
                      html`<tr><td>${when(d.createdAt)}</td><td>${d.eventType}</td><td class="num">${d.destinationId}</td><td data-state="${d.state}">${d.state}</td><td class="num">${d.status ?? ''}</td><td class="num">${d.attempt}</td><td>${d.error ?? ''}</td></tr>`,
                  )}
                </tbody>
              </table></div>`
              : html`<p class="empty">Nothing sent yet.</p>`
          }
        </section>
      </div>`;
    return c.body(pageDocument(monitor.name, 'monitor', body).toString(), 200, HEADERS);
  } catch (error) {
    return errorPage(c, error, HEADERS, COPY);
  }
});
