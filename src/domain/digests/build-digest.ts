import type { Viewer } from '../../auth/viewer.js';
import { createSystemContext, originFor } from '../../context.js';
import { db } from '../../db.js';
import { can as canDashboard } from '../../policies/dashboard.js';
import { scope as monitorScope } from '../../policies/monitor.js';
import { resolveWidgets, widgetResult, type ResolvedWidget, type WidgetResult } from '../dashboards/widget-data.js';
import { counter, counterMailHtml, counterText } from '../../render/counter.js';
import { html, type Html } from '../../render/html.js';
import { markdownHtml } from '../../render/markdown.js';
import { tableMailHtml, tableModel, tableText } from '../../render/table.js';
import { byPosition, WIDGET_ROW_SELECT, widgetView, type DashboardSnapshot, type WidgetRow } from '../dashboards/widget-view.js';

/** A digest shows at most this many rows of a table widget; the dashboard link shows the rest. */
const DIGEST_MAX_ROWS = 20;

export interface DigestContent {
  subject: string;
  text: string;
  html: string;
}

export interface DigestInput {
  viewer: Viewer;
  dashboardId: number;
  frequency: string;
  /** Monitors that fired in (since, until] are summarized. */
  since: Date;
  until: Date;
  unsubscribeUrl: string;
}

interface RenderedWidget {
  text: string;
  html: Html;
}

const HEADING = 'font-size:16px;margin:24px 0 8px';

function renderWidget(widget: ResolvedWidget, result: WidgetResult | null): RenderedWidget {
  const viz = widget.visualization;
  if (!viz) {
    const body = widget.text ?? '';
    return { text: body, html: html`<div>${markdownHtml(body)}</div>` };
  }
  const title = viz.name && viz.name !== viz.type ? `${viz.queryName}: ${viz.name}` : viz.queryName;
  const heading = html`<h2 style="${HEADING}">${title}</h2>`;
  if (!result)
    return {
      text: `${title}\n  (no result yet)`,
      html: html`${heading}
        <p><em>No result yet.</em></p>`,
    };
  if (viz.type === 'COUNTER') {
    const figure = counter(result, viz.options);
    return { text: `${title}\n  ${counterText(figure)}`, html: html`${heading}${counterMailHtml(figure)}` };
  }
  const table = tableModel(result, viz.options, DIGEST_MAX_ROWS);
  return { text: `${title}\n${tableText(table)}`, html: html`${heading}${tableMailHtml(table)}` };
}

async function firedMonitors(viewer: Viewer, since: Date, until: Date) {
  return db.monitor.findMany({
    where: { ...monitorScope(viewer), lastTriggeredAt: { gt: since, lte: until } },
    select: { name: true, state: true, lastTriggeredAt: true },
    orderBy: { lastTriggeredAt: 'desc' },
  });
}

/**
 * The digest of a dashboard as its subscriber sees it: the widgets they may see (the draft for
 * editors, the published snapshot for everyone else) with each query's latest values, and the
 * organization's monitors that fired in the period. Null when the dashboard is gone or hidden.
 */
export async function buildDigest(input: DigestInput): Promise<DigestContent | null> {
  const { viewer } = input;
  const dashboard = await db.dashboard.findFirst({
    where: { id: input.dashboardId, orgId: viewer.org.id, isArchived: false },
    select: {
      id: true,
      name: true,
      slug: true,
      orgId: true,
      userId: true,
      publishedAt: true,
      publishedSnapshot: true,
      widgets: { select: WIDGET_ROW_SELECT },
    },
  });
  if (!dashboard || !canDashboard(viewer, 'read', dashboard)) return null;
  const ctx = createSystemContext(viewer);
  const views = canDashboard(viewer, 'update', dashboard)
    ? (dashboard.widgets as WidgetRow[]).map(widgetView).sort(byPosition)
    : ((dashboard.publishedSnapshot as DashboardSnapshot | null)?.widgets ?? []);
  const widgets = await resolveWidgets(ctx, dashboard.orgId, views, 'viewer');
  const rendered = await Promise.all(widgets.map(async (w) => renderWidget(w, await widgetResult(ctx, w))));
  const monitors = await firedMonitors(viewer, input.since, input.until);
  const link = `${originFor(ctx, viewer.org)}/dashboards/${encodeURIComponent(dashboard.slug)}`;
  const period = input.frequency === 'weekly' ? 'weekly' : 'daily';
  const monitorLines = monitors.map((m) => `${m.name}: fired at ${m.lastTriggeredAt!.toISOString()} (now ${m.state})`);
  const monitorText = monitorLines.length ? monitorLines.map((l) => `  - ${l}`).join('\n') : '  No monitor fired.';
  const text = [
    `${dashboard.name}: your ${period} digest`,
    `Open the dashboard: ${link}`,
    '',
    ...rendered.map((r) => `${r.text}\n`),
    `Monitors that fired since ${input.since.toISOString()}:`,
    monitorText,
    '',
    `Unsubscribe from this digest: ${input.unsubscribeUrl}`,
  ].join('\n');
  const body = html`<!doctype html>
    <html>
      <body style="font-family:system-ui,sans-serif;color:#222">
        <h1 style="font-size:20px">${dashboard.name}</h1>
        <p><a href="${link}">Open the dashboard</a></p>
        ${rendered.map((r) => r.html)}
        <h2 style="${HEADING}">Monitors that fired since ${input.since.toISOString()}</h2>
        ${
          monitorLines.length
            ? html`<ul>
                ${monitorLines.map((l) => html`<li>${l}</li>`)}
              </ul>`
            : html`<p>No monitor fired.</p>`
        }
        <p style="color:#666;font-size:12px;margin-top:32px">
          You receive this ${period} digest because you subscribed to it. <a href="${input.unsubscribeUrl}">Unsubscribe</a>
        </p>
      </body>
    </html>`;
  return { subject: `${dashboard.name}: ${period} digest`, text, html: body.toString() };
}
