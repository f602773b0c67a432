import type { TableModel } from '../chart-kit/table.js';
import { html, type Html } from './html.js';

export { tableModel, visibleColumns, type TableColumn, type TableModel } from '../chart-kit/table.js';

/** The table of a page (styled by its stylesheet). */
export function tableHtml(table: TableModel): Html {
  const head = table.columns.map((c) => html`<th>${c.title}</th>`);
  const body = table.rows.map(
    (cells) =>
      html`<tr>
        ${cells.map((text, i) => (table.columns[i].numeric ? html`<td class="num">${text}</td>` : html`<td>${text}</td>`))}
      </tr>`,
  );
  return html`<div class="table">
      <table>
        <thead>
          <tr>
            ${head}
          </tr>
        </thead>
        <tbody>
          ${body}
        </tbody>
      </table>
    </div>
    ${table.more ? html`<p class="more">${table.more}</p>` : null}`;
}

const MAIL_CELL = 'border:1px solid #ddd;padding:4px 8px;text-align:left';
const MAIL_NUMBER = 'border:1px solid #ddd;padding:4px 8px;text-align:right';

/** The same table for an e-mail: mail clients drop stylesheets, so every cell carries its style. */
export function tableMailHtml(table: TableModel): Html {
  const head = table.columns.map((c) => html`<th style="${MAIL_CELL}">${c.title}</th>`);
  const body = table.rows.map(
    (cells) =>
      html`<tr>
        ${cells.map((text, i) => html`<td style="${table.columns[i].numeric ? MAIL_NUMBER : MAIL_CELL}">${text}</td>`)}
      </tr>`,
  );
  return html`<table style="border-collapse:collapse;font-size:13px">
      <thead>
        <tr>
          ${head}
        </tr>
      </thead>
      <tbody>
        ${body}
      </tbody>
    </table>
    ${table.more ? html`<p style="color:#666">${table.more}</p>` : null}`;
}

/** The same table as plain text: `a | b` lines, indented under the widget's title. */
export function tableText(table: TableModel): string {
  const lines = [table.columns.map((c) => c.title).join(' | '), ...table.rows.map((cells) => cells.join(' | '))];
  if (table.more) lines.push(table.more);
  return lines.map((line) => `  ${line}`).join('\n');
}
