import { describe, expect, it } from 'vitest';
import { counter, counterHtml, counterMailHtml, counterText } from '../../src/render/counter.js';
import { html, raw } from '../../src/render/html.js';
import { tableHtml, tableMailHtml, tableModel, tableText } from '../../src/render/table.js';

const result = {
  columns: [
    { name: 'region', friendly_name: 'Region', type: 'string' },
    { name: 'total', friendly_name: 'Total', type: 'float' },
    { name: 'secret', type: 'string' },
  ],
  rows: [
    { region: '<b>north</b>', total: 4242.5, secret: 'x' },
    { region: 'south & co', total: 10, secret: 'y' },
    { region: 'east', total: null, secret: 'z' },
  ],
  rowCount: 5,
};

describe('the render kit', () => {
  it('escapes every interpolated string once, keeps Html and raw markup, and drops null and booleans', () => {
    const inner = html`<i>${'a<b'}</i>`;
    expect(html`<p title="${'"q"'}">${inner}${raw('<br>')}${null}${false}${['x&', html`<s>${"'"}</s>`]}</p>`.toString()).toBe(
      '<p title="&quot;q&quot;"><i>a&lt;b</i><br>x&amp;<s>&#39;</s></p>',
    );
  });

  it('draws one counter rule for pages and e-mails: column, row, decimals, prefix, suffix, target and label', () => {
    const figure = counter(result, {
      counterColName: 'total',
      stringDecimal: 1,
      stringPrefix: '$',
      targetValue: 4000,
      counterLabel: 'Q1 <net>',
    });
    expect(figure).toEqual({ value: '$4,242.5', target: { up: true, text: '▲ 242.5 vs target 4,000' }, label: 'Q1 <net>' });
    expect(counterHtml(figure).toString()).toContain('<div class="value" data-counter>$4,242.5</div>');
    expect(counterHtml(figure).toString()).toContain('Q1 &lt;net&gt;');
    expect(counterMailHtml(figure).toString()).toContain('Q1 &lt;net&gt;');
    expect(counterText(figure)).toBe('$4,242.5 Q1 <net> (▲ 242.5 vs target 4,000)');
    // Defaults: the first column of row 1; a missing value is a dash, and no target is drawn.
    expect(counter(result, {}).value).toBe('<b>north</b>');
    expect(counter(result, { counterColName: 'total', rowNumber: 3, targetValue: 1 })).toEqual({ value: '–', target: null, label: '' });
    expect(counter(result, { counterColName: 'total', rowNumber: 2, targetColName: 'total', targetRowNumber: 1 }).target).toEqual({
      up: false,
      text: '▼ 4,232.5 vs target 4,242.5',
    });
  });

  it('draws one table model as page, e-mail and text, with hidden columns, titles and the row note', () => {
    const table = tableModel(
      result,
      {
        columns: [
          { name: 'secret', visible: false },
          { name: 'total', title: 'Sum' },
        ],
      },
      2,
    );
    expect(table).toEqual({
      columns: [
        { name: 'region', title: 'Region', numeric: false },
        { name: 'total', title: 'Sum', numeric: true },
      ],
      rows: [
        ['<b>north</b>', '4,242.5'],
        ['south & co', '10'],
      ],
      more: '2 of 5 rows',
    });
    const page = tableHtml(table).toString();
    expect(page).toContain('<td>&lt;b&gt;north&lt;/b&gt;</td><td class="num">4,242.5</td>');
    expect(page).toContain('<p class="more">2 of 5 rows</p>');
    expect(page).not.toContain('secret');
    const mail = tableMailHtml(table).toString();
    expect(mail).toContain('>south &amp; co</td>');
    expect(mail).toContain('text-align:right">10</td>');
    expect(tableText(table)).toBe('  Region | Sum\n  <b>north</b> | 4,242.5\n  south & co | 10\n  2 of 5 rows');
  });
});
