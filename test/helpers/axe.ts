import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
interface AxeRule {
  id: string;
  impact?: Impact;
  any: { id: string }[];
  all: { id: string }[];
  none: { id: string }[];
}
interface Axe {
  _audit: { rules: AxeRule[]; data: { checks: Record<string, { impact?: Impact } | undefined> } };
  run(
    context: Document,
    options: object,
  ): Promise<{ violations: { id: string; impact: Impact | null; help: string; nodes: { target: string[] }[] }[] }>;
}

/** axe-core in the page, evaluated through DevTools (the page's CSP does not apply) and only once per document. */
async function loadAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/**
 * The rules of the loaded axe that can only ever report a minor or moderate violation: a rule's
 * impact is its own when axe gives it one, otherwise the highest of its checks' (axe's own
 * aggregation). Read from axe's metadata, not from a list of ours.
 */
export async function rulesBelowSerious(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(() => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const low = (impact: Impact | undefined) => impact === 'minor' || impact === 'moderate';
    return axe._audit.rules
      .filter((rule) => {
        if (rule.impact) return low(rule.impact);
        const checks = [...rule.any, ...rule.all, ...rule.none].map((check) => axe._audit.data.checks[check.id]?.impact);
        // A check of unknown impact may be serious: its rule runs.
        return checks.length > 0 && checks.every(low);
      })
      .map((rule) => rule.id);
  });
}

/**
 * axe-core's serious and critical violations on the page, one line each (impact, rule, help, where).
 * The rules that cannot report one are not run (rulesBelowSerious): their findings would be
 * filtered out anyway, and they were about a quarter of each check's time.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const skipped = await rulesBelowSerious(page);
  return page.evaluate(async (skipped) => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const rules = Object.fromEntries(skipped.map((id) => [id, { enabled: false }]));
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, skipped);
}
