import { formatValue, rowOption, type RenderResult, type VisualizationOptions } from './format.js';
import { html, type Html } from './html.js';

/** A COUNTER visualization's figure, drawn the same way on pages and in e-mails. */
export interface Counter {
  /** The value with its prefix and suffix; `–` when the row or column is missing. */
  value: string;
  /** How the value compares with `targetValue` or the target column, when both are numbers. */
  target: { up: boolean; text: string } | null;
  label: string;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * Redash's counter options: `counterColName` (default the first column) of row `rowNumber`
 * (from 1), `stringDecimal` fixed decimals, `stringPrefix`/`stringSuffix`, a target from
 * `targetValue` or `targetColName` (row `targetRowNumber`), and `counterLabel`.
 */
export function counter(result: RenderResult, options: VisualizationOptions): Counter {
  const column = typeof options.counterColName === 'string' ? options.counterColName : result.columns[0]?.name;
  const rowNumber = rowOption(options.rowNumber);
  const raw = column === undefined ? undefined : result.rows[rowNumber - 1]?.[column];
  const decimals =
    typeof options.stringDecimal === 'number' && options.stringDecimal >= 0 && options.stringDecimal <= 20
      ? options.stringDecimal
      : undefined;
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  const shown =
    raw === undefined || raw === null
      ? '–'
      : Number.isFinite(number) && decimals !== undefined
        ? number.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
        : formatValue(raw);
  let target: number | undefined;
  if (typeof options.targetValue === 'number') target = options.targetValue;
  else if (typeof options.targetColName === 'string') {
    const t = Number(result.rows[rowOption(options.targetRowNumber, rowNumber) - 1]?.[options.targetColName]);
    if (Number.isFinite(t)) target = t;
  }
  const delta = target !== undefined && Number.isFinite(number) ? number - target : undefined;
  return {
    value: `${text(options.stringPrefix)}${shown}${text(options.stringSuffix)}`,
    target:
      delta === undefined
        ? null
        : { up: delta >= 0, text: `${delta >= 0 ? '▲' : '▼'} ${formatValue(Math.abs(delta))} vs target ${formatValue(target)}` },
    label: text(options.counterLabel),
  };
}

/** The counter of a page (styled by its stylesheet). */
export function counterHtml(c: Counter): Html {
  return html`<div class="counter">
    <div class="value" data-counter>${c.value}</div>
    ${
      c.target ? html`<div class="target ${c.target.up ? 'up' : 'down'}">${c.target.text}</div>` : null
    }${c.label ? html`<div class="label">${c.label}</div>` : null}
  </div>`;
}

/** The counter of an e-mail, with inline styles. */
export function counterMailHtml(c: Counter): Html {
  return html`<p style="font-size:32px;font-weight:bold;margin:0">${c.value}</p>
    ${
      c.target ? html`<p style="color:${c.target.up ? '#15803d' : '#b91c1c'};margin:4px 0">${c.target.text}</p>` : null
    }${c.label ? html`<p>${c.label}</p>` : null}`;
}

/** The counter as one line of plain text. */
export function counterText(c: Counter): string {
  return [c.value, c.label, c.target ? `(${c.target.text})` : ''].filter(Boolean).join(' ');
}
