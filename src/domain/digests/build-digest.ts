import type { Viewer } from '../../auth/viewer.js';
import { createSystemContext, originFor } from '../../context.js';
import { db } from '../../db.js';
import { canEditDashboard, canSeeDashboard } from '../../policies/dashboard.js';
import { canReachDataSource } from '../../policies/viewer.js';
import { resolveWidgets, widgetResult, type ResolvedWidget, type WidgetResult } from '../dashboards/widget-data.js';
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

const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function counterValue(options: Record<string, any>, result: WidgetResult): string {
  const column = options.counterColName ?? result.columns[0]?.name;
  const row = result.rows[Math.max(0, Number(options.rowNumber ?? 1) - 1)];
  const value = row && column ? row[column] : undefined;
  if (value === undefined || value === null) return '-';
  const decimals = typeof options.stringDecimal === 'number' ? options.stringDecimal : undefined;
  const number = typeof value === 'number' ? value : Number(value);
  const shown = Number.isFinite(number) && decimals !== undefined ? number.toFixed(decimals) : display(value);
  return `${options.stringPrefix ?? ''}${shown}${options.stringSuffix ?? ''}`;
}

interface RenderedWidget {
  text: string;
  html: string;
}

function renderWidget(widget: ResolvedWidget, result: WidgetResult | null): RenderedWidget {
  const viz = widget.visualization;
  if (!viz) {
    const body = widget.text ?? '';
    return { text: body, html: `<p style="white-space:pre-wrap">${escape(body)}</p>` };
  }
  const title = viz.name && viz.name !== viz.type ? `${viz.queryName}: ${viz.name}` : viz.queryName;
  const heading = { text: title, html: `<h2 style="font-size:16px;margin:24px 0 8px">${escape(title)}</h2>` };
  if (!result) return { text: `${heading.text}\n  (no result yet)`, html: `${heading.html}<p><em>No result yet.</em></p>` };
  if (viz.type === 'COUNTER') {
    const value = counterValue(viz.options, result);
    const label = typeof viz.options.counterLabel === 'string' ? viz.options.counterLabel : '';
    return {
      text: `${heading.text}\n  ${value}${label ? ` ${label}` : ''}`,
      html: `${heading.html}<p style="font-size:32px;font-weight:bold;margin:0">${escape(value)}</p>${label ? `<p>${escape(label)}</p>` : ''}`,
    };
  }
  const rows = result.rows.slice(0, DIGEST_MAX_ROWS);
  const names = result.columns.map((c) => c.name);
  const more = result.rowCount > rows.length ? `Showing ${rows.length} of ${result.rowCount} rows.` : '';
  const cell = 'style="border:1px solid #ddd;padding:4px 8px;text-align:left"';
  const html =
    `${heading.html}<table style="border-collapse:collapse;font-size:13px"><thead><tr>` +
    names.map((n) => `<th ${cell}>${escape(result.columns.find((c) => c.name === n)?.friendly_name ?? n)}</th>`).join('') +
    '</tr></thead><tbody>' +
    rows.map((row) => `<tr>${names.map((n) => `<td ${cell}>${escape(display(row[n]))}</td>`).join('')}</tr>`).join('') +
    `</tbody></table>${more ? `<p style="color:#666">${escape(more)}</p>` : ''}`;
  const text = [heading.text, `  ${names.join(' | ')}`, ...rows.map((row) => `  ${names.map((n) => display(row[n])).join(' | ')}`), ...(more ? [`  ${more}`] : [])].join('\n');
  return { text, html };
}

async function firedMonitors(viewer: Viewer, since: Date, until: Date) {
  const monitors = await db.monitor.findMany({
    where: { orgId: viewer.org.id, lastTriggeredAt: { gt: since, lte: until } },
    select: { name: true, state: true, lastTriggeredAt: true, parent: { select: { dataSourceId: true } } },
    orderBy: { lastTriggeredAt: 'desc' },
  });
  return monitors.filter((m) => canReachDataSource(viewer, m.parent.dataSourceId));
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
    select: { id: true, name: true, slug: true, orgId: true, userId: true, publishedAt: true, publishedSnapshot: true, widgets: { select: WIDGET_ROW_SELECT } },
  });
  if (!dashboard || !canSeeDashboard(viewer, dashboard)) return null;
  const ctx = createSystemContext(viewer);
  const views = canEditDashboard(viewer, dashboard)
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
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#222">` +
    `<h1 style="font-size:20px">${escape(dashboard.name)}</h1>` +
    `<p><a href="${escape(link)}">Open the dashboard</a></p>` +
    rendered.map((r) => r.html).join('') +
    `<h2 style="font-size:16px;margin:24px 0 8px">Monitors that fired since ${escape(input.since.toISOString())}</h2>` +
    (monitorLines.length ? `<ul>${monitorLines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>` : '<p>No monitor fired.</p>') +
    `<p style="color:#666;font-size:12px;margin-top:32px">You receive this ${period} digest because you subscribed to it. ` +
    `<a href="${escape(input.unsubscribeUrl)}">Unsubscribe</a></p></body></html>`;
  return { subject: `${dashboard.name}: ${period} digest`, text, html };
}
