import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesBelowSerious, seriousViolations } from '../helpers/axe.js';
import { hasChromium, launchChromium } from '../helpers/browser.js';

/** A page with violations of every impact: missing names and alternatives, low contrast, bad ARIA, no landmarks. */
const BROKEN = `<!doctype html><html><head><title>x</title></head><body>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<p style="color:#bbb;background:#fff">faint text</p>
<button></button>
<div role="button"></div>
<a href="/x"></a>
<input type="text">
<select><option>a</option></select>
<div aria-hidden="true"><button>hidden but focusable</button></div>
<ul><div>not a list item</div></ul>
<div role="nosuchrole">x</div>
<span aria-checked="maybe" role="checkbox"></span>
<table><tr><th></th><td>x</td></tr></table>
<h3>skipped levels</h3>
<div id="a"></div><div id="a"></div>
<marquee>old</marquee>
<iframe srcdoc="<p>x</p>"></iframe>
</body></html>`;

/** The full axe run, every rule, filtered afterwards: what the helper's selection of rules must equal. */
async function everyRuleSerious(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: any[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(' ')).join(', ')})`);
  });
}

describe.skipIf(!hasChromium)('seriousViolations (the axe check of every page test)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reports every serious and critical violation a run of all rules reports, and nothing else', async () => {
    const page = await browser.newPage();
    await page.setContent(BROKEN);
    const found = await seriousViolations(page);
    const ids = found.map((line) => line.split(' ')[1]!.replace(/:$/, ''));
    // The page's serious and critical problems, each named.
    for (const id of ['image-alt', 'color-contrast', 'button-name', 'link-name', 'label', 'select-name', 'aria-hidden-focus', 'list'])
      expect(ids).toContain(id);
    expect(found.every((line) => /^(serious|critical) /.test(line))).toBe(true);
    // The same lines as axe with every rule on: leaving out the minor and moderate rules lost nothing.
    expect(found).toEqual(await everyRuleSerious(page));
    await page.close();
  });

  it('finds nothing on a clean page, and evaluates axe once per document', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>ok</title></head><body><main><h1>Fine</h1><p>Readable.</p></main></body></html>',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => ((window as unknown as { axe: { marker?: number } }).axe.marker = 1));
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { axe: { marker?: number } }).axe.marker)).toBe(1);
    // A new document gets axe again.
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>ok</title></head><body><main><img src="x.png"></main></body></html>',
    );
    expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^critical image-alt: /)]);
    await page.close();
  });

  it('leaves out only rules that cannot report above moderate, as the loaded axe describes them', async () => {
    const page = await browser.newPage();
    await page.setContent('<p>x</p>');
    const skipped = await rulesBelowSerious(page);
    // Minor and moderate rules (no landmark around content, duplicate landmarks, an empty heading) are left out ...
    expect(skipped).toEqual(expect.arrayContaining(['region', 'landmark-unique', 'empty-heading']));
    // ... the rules that can fail a page run: contrast, names, ARIA.
    for (const id of ['color-contrast', 'button-name', 'image-alt', 'aria-valid-attr-value', 'label']) expect(skipped).not.toContain(id);
    const total = await page.evaluate(() => (window as any).axe._audit.rules.length as number);
    expect(skipped.length).toBeGreaterThan(10);
    expect(total - skipped.length).toBeGreaterThan(50);
    await page.close();
  });
});
