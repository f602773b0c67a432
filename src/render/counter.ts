import { html, type Html } from './html.js';
import type { Counter } from '../chart-kit/counter.js';

export { counter, type Counter } from '../chart-kit/counter.js';

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
