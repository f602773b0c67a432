import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchChromium, PLAYWRIGHT_DISABLED_FEATURES } from '../helpers/browser.js';

/** The features playwright-core's own launch turns off, read from its installed code. */
function playwrightDisabledFeatures(): string[] {
  const lib = join(dirname(createRequire(import.meta.url).resolve('playwright-core')), 'lib');
  for (const name of readdirSync(lib, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(readFileSync(join(lib, name), 'utf8'));
    if (list) return [...list[1]!.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1]!);
  }
  throw new Error(`no disabledFeatures list found under ${lib}`);
}

describe('the test Chromium', () => {
  it('repeats every feature playwright-core disables (Chromium reads the last --disable-features only)', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...theirs].sort());
  });

  describe.skipIf(!hasChromium)('launched', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('opens a window for a page and builds none of its own WebUI (the address bar popup) beside it', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('data:text/html,<p>hello</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
      const mine = targetInfos.filter((t) => t.url.startsWith('data:text/html,<p>hello</p>'));
      expect(mine.map((t) => t.type)).toEqual(['page']);
      expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => `${t.type} ${t.url}`)).toEqual([]);
      await cdp.detach();
      await context.close();
    });
  });
});
