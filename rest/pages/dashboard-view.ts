import { renderChartSvg } from '../../src/render/chart.js';
import { counter, counterHtml } from '../../src/render/counter.js';
import { pageDocument } from '../../src/render/document.js';
import {
  formatMinute,
  formatValue,
  rowOption,
  type RenderColumn,
  type RenderResult,
  type VisualizationOptions,
} from '../../src/render/format.js';
import { html, type Html } from '../../src/render/html.js';
import { markdownHtml } from '../../src/render/markdown.js';
import { tableHtml, tableModel, visibleColumns } from '../../src/render/table.js';

/** A widget as the dashboard operations select it (JSON fields arrive untyped). */
export interface PageWidget {
  id: number;
  text?: string | null;
  width: number;
  visualization?: { type: string; name: string; options: unknown; title: string } | null;
  result?: { columns: unknown; rows: unknown; rowCount: number; retrievedAt: string } | null;
}

export interface PageDashboard {
  name: string;
  publishedAt: string;
  widgets: PageWidget[];
}

/** Rows a table shows on the page; the JSON endpoint carries the rest. */
const TABLE_ROWS = 100;

const asResult = (result: NonNullable<PageWidget['result']>): RenderResult => ({
  columns: result.columns as RenderColumn[],
  rows: result.rows as Record<string, unknown>[],
  rowCount: result.rowCount,
});

function detailsHtml(result: RenderResult, options: VisualizationOptions): Html {
  const row = result.rows[rowOption(options.rowNumber) - 1];
  if (!row) return html`<p class="empty">No rows.</p>`;
  return html`<dl>${visibleColumns(result, options).map((c) => html`<dt>${c.title}</dt><dd>${formatValue(row[c.name])}</dd>`)}</dl>`;
}

function widgetBody(widget: PageWidget, type: string, options: VisualizationOptions): Html {
  if (!widget.result) return html`<p class="empty">No data yet.</p>`;
  const result = asResult(widget.result);
  switch (type) {
    case 'CHART': {
      if (!result.rows.length) return html`<p class="empty">No rows.</p>`;
      // Two drawings, one shown by the media query: an SVG scaled down to a phone's width would
      // shrink its labels below reading size.
      const input = { options, columns: result.columns, rows: result.rows };
      const wide = renderChartSvg({ ...input, width: Math.max(400, Math.min(6, widget.width) * 200), height: 320 });
      const narrow = renderChartSvg({ ...input, width: 360, height: 280 });
      return html`<div class="chart"><div class="wide">${wide}</div><div class="narrow">${narrow}</div></div>`;
    }
    case 'COUNTER':
      return counterHtml(counter(result, options));
    case 'DETAILS':
      return detailsHtml(result, options);
    default:
      return tableHtml(tableModel(result, options, TABLE_ROWS));
  }
}

function widgetHtml(widget: PageWidget): Html {
  const span = Math.min(6, Math.max(1, widget.width));
  const v = widget.visualization;
  if (!v) {
    return html`<section class="widget" style="--w:${span}" data-widget-id="${widget.id}" data-kind="TEXT"><div class="text">${markdownHtml(widget.text ?? '')}</div></section>`;
  }
  const title = v.name && v.name !== v.title ? `${v.title} · ${v.name}` : v.title;
  const updated = widget.result ? html`<p class="sub">Updated ${formatMinute(widget.result.retrievedAt)} UTC</p>` : null;
  const options = (v.options ?? {}) as VisualizationOptions;
  return html`<section class="widget" style="--w:${span}" data-widget-id="${widget.id}" data-kind="${v.type}"><h2>${title}</h2>${updated}${widgetBody(widget, v.type, options)}</section>`;
}

/** The whole dashboard, drawn on the server: charts as SVG, tables, counters, details and Markdown text. */
export function dashboardHtml(dashboard: PageDashboard, embed: boolean): Html {
  const widgets = html`<main><div class="grid">${dashboard.widgets.map(widgetHtml)}</div></main>`;
  if (embed) return pageDocument(dashboard.name, 'embed', widgets);
  const header = html`<header><h1>${dashboard.name}</h1><p>Published ${formatMinute(dashboard.publishedAt)} UTC</p></header>`;
  return pageDocument(dashboard.name, 'public', html`${header}${widgets}`);
}
