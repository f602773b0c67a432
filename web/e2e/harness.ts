import { mkdirSync } from 'node:fs';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../../test/helpers/axe.js';
import { launchChromium, offlineContext, watchCsp } from '../../test/helpers/browser.js';

export { hasChromium } from '../../test/helpers/browser.js';

/** One Chromium per spec file; each test opens its own context (cookies, storage) through `open`. */
export class Harness {
  private constructor(
    readonly browser: Browser,
    readonly baseUrl: string,
  ) {}

  static async start(baseUrl: string): Promise<Harness> {
    return new Harness(await launchChromium(), baseUrl);
  }

  /**
   * A fresh browser profile that reaches 127.0.0.1 only, with its CSP violations and requests to
   * other hosts recorded: `expectClean()` fails the test on either.
   */
  async open(options: { colorScheme?: 'light' | 'dark' } = {}): Promise<Session> {
    const { context, blocked } = await offlineContext(this.browser, {
      viewport: { width: 1280, height: 860 },
      colorScheme: options.colorScheme ?? 'light',
    });
    const page = await context.newPage();
    const violations = watchCsp(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return new Session(this.baseUrl, context, page, blocked, violations, errors);
  }

  async stop(): Promise<void> {
    await this.browser.close();
  }
}

export class Session {
  constructor(
    readonly baseUrl: string,
    readonly context: BrowserContext,
    readonly page: Page,
    readonly blocked: string[],
    readonly cspViolations: string[],
    readonly pageErrors: string[],
  ) {}

  async goto(path: string): Promise<number | undefined> {
    const response = await this.page.goto(`${this.baseUrl}${path}`);
    return response?.status();
  }

  /** No CSP violation, no request to another host and no uncaught error so far. */
  expectClean(): void {
    expect(this.cspViolations).toEqual([]);
    expect(this.blocked).toEqual([]);
    expect(this.pageErrors).toEqual([]);
  }

  /** axe-core: no serious or critical violation. */
  async expectAccessible(label: string): Promise<void> {
    expect(await seriousViolations(this.page), label).toEqual([]);
  }

  /**
   * Tabs through the page from the top until `name` has focus, checking that every stop shows a
   * focus indicator (an outline or a box-shadow ring). Fails when `name` is not reached in `limit` stops.
   */
  async tabTo(name: string | RegExp, limit = 40): Promise<void> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let stop = 0; stop < limit; stop += 1) {
      await this.page.keyboard.press('Tab');
      const focused = await this.page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return { label: label.trim().replace(/\s+/g, ' '), visible, tag: element.tagName };
      });
      if (!focused) continue;
      expect(focused.visible, `focus on ${focused.tag} "${focused.label}" is not visible`).toBe(true);
      if (typeof name === 'string' ? focused.label === name : name.test(focused.label)) return;
    }
    throw new Error(`"${String(name)}" not reached by Tab within ${limit} stops`);
  }

  /** For the README's tour: written only when UPDATE_SCREENSHOTS=1 (npm run screenshots). */
  async screenshot(name: string): Promise<void> {
    if (process.env.UPDATE_SCREENSHOTS !== '1') return;
    const dir = new URL('../../docs/screenshots/', import.meta.url);
    mkdirSync(dir, { recursive: true });
    await this.page.screenshot({ path: new URL(`${name}.png`, dir).pathname });
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
