import { createHash } from 'node:crypto';
import { renderChartSvg } from './render-chart.js';

export interface PageColumn {
  name: string;
  friendly_name?: string;
  type: string;
}

export interface PageResult {
  columns: PageColumn[];
  rows: Record<string, unknown>[];
  row_count: number;
  truncated: boolean;
  retrieved_at: string;
}

export interface PageWidget {
  id: number;
  text: string | null;
  width: number;
  options: Record<string, any>;
  visualization: { type: string; name: string; description: string | null; options: Record<string, any>; title: string } | null;
  result: PageResult | null;
}

export interface PageDashboard {
  name: string;
  published_at: string;
  widgets: PageWidget[];
}

/** Rows a table shows on the page; the JSON endpoint carries the rest. */
const TABLE_ROWS = 100;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
header{padding:16px 20px;background:#fff;border-bottom:1px solid #e5e7eb}
header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;color:#6b7280;font-size:13px}
main{padding:12px}
.grid{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:12px}
.widget{grid-column:span var(--w,6);background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:12px 14px;min-width:0;overflow:hidden}
.widget h2{margin:0 0 8px;font-size:15px;font-weight:600}
.widget .sub{color:#6b7280;font-size:12px;margin:-4px 0 8px}
.chart svg{width:100%;height:auto;display:block}
.chart .narrow{display:none}
.table{overflow-x:auto;-webkit-overflow-scrolling:touch}
table{border-collapse:collapse;width:100%;font-size:13px}
th,td{padding:6px 8px;border-bottom:1px solid #f0f0f0;text-align:left;white-space:nowrap}
th{background:#f9fafb;font-weight:600;position:sticky;top:0}
td.num{text-align:right;font-variant-numeric:tabular-nums}
.counter{text-align:center;padding:16px 0}
.counter .value{font-size:44px;font-weight:700;line-height:1.1}
.counter .target{color:#6b7280;font-size:14px;margin-top:4px}
.counter .up{color:#15803d}.counter .down{color:#b91c1c}
.counter .label{color:#6b7280;margin-top:4px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0}
dt{color:#6b7280}dd{margin:0;overflow-wrap:anywhere}
.text{white-space:pre-wrap;overflow-wrap:anywhere}
.empty{color:#6b7280;font-style:italic}
.more{color:#6b7280;font-size:12px;margin-top:6px}
.embed main{padding:0}.embed .widget{border:0;border-radius:0}
@media (max-width:720px){.widget{grid-column:1/-1}main{padding:8px}.grid{gap:8px}.chart .wide{display:none}.chart .narrow{display:block}}
.notfound{max-width:480px;margin:15vh auto;text-align:center;padding:24px}
`;

/** The stylesheet's hash, for a Content-Security-Policy that allows exactly this inline style. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * No script at all; the inline stylesheet by hash; style attributes only for the SVG charts
 * and the grid spans. Embeds may be framed anywhere, the full page nowhere.
 */
export function contentSecurityPolicy(embed: boolean): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${embed ? '*' : "'none'"}`,
  ].join('; ');
}

const SPECIAL = /[&<>"']/;

export function escapeHtml(value: unknown): string {
  const text = String(value ?? '');
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`) : text;
}

// One formatter each: toLocaleString would build a new one for every cell.
const INTEGER = new Intl.NumberFormat('en-US');
const DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? INTEGER.format(value) : DECIMAL.format(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isNumeric = (type: string) => type === 'integer' || type === 'float';

function visibleColumns(result: PageResult, options: Record<string, any>): PageColumn[] {
  const settings = Array.isArray(options.columns) ? (options.columns as { name: string; title?: string; visible?: boolean }[]) : [];
  const byName = new Map(settings.map((s) => [s.name, s]));
  return result.columns
    .filter((c) => byName.get(c.name)?.visible !== false)
    .map((c) => ({ ...c, friendly_name: byName.get(c.name)?.title ?? c.friendly_name ?? c.name }));
}

function renderTable(result: PageResult, options: Record<string, any>): string {
  const columns = visibleColumns(result, options);
  const rows = result.rows.slice(0, TABLE_ROWS);
  const head = columns.map((c) => `<th>${escapeHtml(c.friendly_name)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${columns.map((c) => `<td${isNumeric(c.type) ? ' class="num"' : ''}>${escapeHtml(formatValue(row[c.name]))}</td>`).join('')}</tr>`)
    .join('');
  const more = result.row_count > rows.length ? `<p class="more">${rows.length} of ${result.row_count} rows</p>` : '';
  return `<div class="table"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>${more}`;
}

function renderCounter(result: PageResult, options: Record<string, any>): string {
  const row = result.rows[(options.rowNumber ?? 1) - 1];
  const raw = row?.[options.counterColName];
  const decimals = typeof options.stringDecimal === 'number' ? options.stringDecimal : undefined;
  const numberValue = typeof raw === 'number' ? raw : Number(raw);
  const shown =
    raw === undefined || raw === null
      ? '–'
      : Number.isFinite(numberValue) && decimals !== undefined
        ? numberValue.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
        : formatValue(raw);
  const value = `${escapeHtml(options.stringPrefix ?? '')}${escapeHtml(shown)}${escapeHtml(options.stringSuffix ?? '')}`;
  let target: number | undefined;
  if (typeof options.targetValue === 'number') target = options.targetValue;
  else if (options.targetColName) {
    const t = Number(result.rows[(options.targetRowNumber ?? options.rowNumber ?? 1) - 1]?.[options.targetColName]);
    if (Number.isFinite(t)) target = t;
  }
  let targetLine = '';
  if (target !== undefined && Number.isFinite(numberValue)) {
    const delta = numberValue - target;
    targetLine = `<div class="target ${delta >= 0 ? 'up' : 'down'}">${delta >= 0 ? '▲' : '▼'} ${escapeHtml(formatValue(Math.abs(delta)))} vs target ${escapeHtml(formatValue(target))}</div>`;
  }
  const labelLine = options.counterLabel ? `<div class="label">${escapeHtml(options.counterLabel)}</div>` : '';
  return `<div class="counter"><div class="value" data-counter>${value}</div>${targetLine}${labelLine}</div>`;
}

function renderDetails(result: PageResult, options: Record<string, any>): string {
  const row = result.rows[(options.rowNumber ?? 1) - 1];
  if (!row) return '<p class="empty">No rows.</p>';
  const items = visibleColumns(result, options)
    .map((c) => `<dt>${escapeHtml(c.friendly_name)}</dt><dd>${escapeHtml(formatValue(row[c.name]))}</dd>`)
    .join('');
  return `<dl>${items}</dl>`;
}

function renderBody(widget: PageWidget): string {
  const v = widget.visualization!;
  const result = widget.result;
  if (!result) return '<p class="empty">No data yet.</p>';
  switch (v.type) {
    case 'CHART': {
      if (!result.rows.length) return '<p class="empty">No rows.</p>';
      // Two drawings, one shown by the media query: an SVG scaled down to a phone's width would
      // shrink its labels below reading size.
      const input = { options: v.options, columns: result.columns, rows: result.rows };
      const wide = renderChartSvg({ ...input, width: Math.max(400, Math.min(6, widget.width) * 200), height: 320 });
      const narrow = renderChartSvg({ ...input, width: 360, height: 280 });
      return `<div class="chart"><div class="wide">${wide}</div><div class="narrow">${narrow}</div></div>`;
    }
    case 'COUNTER':
      return renderCounter(result, v.options);
    case 'DETAILS':
      return renderDetails(result, v.options);
    default:
      return renderTable(result, v.options);
  }
}

function renderWidget(widget: PageWidget): string {
  const span = Math.min(6, Math.max(1, widget.width));
  if (!widget.visualization) {
    return `<section class="widget" style="--w:${span}" data-widget-id="${widget.id}" data-kind="TEXT"><div class="text">${escapeHtml(widget.text)}</div></section>`;
  }
  const v = widget.visualization;
  const title = v.name && v.name !== v.title ? `${v.title} · ${v.name}` : v.title;
  const sub = widget.result ? `<p class="sub">Updated ${escapeHtml(widget.result.retrieved_at.replace('T', ' ').slice(0, 16))} UTC</p>` : '';
  return `<section class="widget" style="--w:${span}" data-widget-id="${widget.id}" data-kind="${escapeHtml(v.type)}"><h2>${escapeHtml(title)}</h2>${sub}${renderBody(widget)}</section>`;
}

function page(title: string, bodyClass: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body class="${bodyClass}">${content}</body></html>`;
}

/** The whole dashboard, drawn on the server: charts as SVG, tables, counters, details and text. */
export function renderDashboardPage(dashboard: PageDashboard, embed: boolean): string {
  const widgets = `<main><div class="grid">${dashboard.widgets.map(renderWidget).join('')}</div></main>`;
  if (embed) return page(dashboard.name, 'embed', widgets);
  const header = `<header><h1>${escapeHtml(dashboard.name)}</h1><p>Published ${escapeHtml(dashboard.published_at.replace('T', ' ').slice(0, 16))} UTC</p></header>`;
  return page(dashboard.name, 'public', header + widgets);
}

export function renderMessagePage(title: string, message: string): string {
  return page(title, 'message', `<div class="notfound"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div>`);
}
