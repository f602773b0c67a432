import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** Debian's Chromium: playwright-core drives it and never downloads a browser of its own. */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * Where Chromium is missing, browser tests are skipped with a warning saying how to install it, on
 * a developer's machine only: under CI=true (what .ci/run sets) a missing browser fails every
 * browser test file, so that CI cannot be green with the CSP, CORS and page tests never run.
 */
export const hasChromium = existsSync(CHROMIUM);

if (!hasChromium) {
  const install = 'apt-get update && apt-get install -y chromium';
  if (/^(true|1)$/i.test(process.env.CI ?? '')) throw new Error(`${CHROMIUM} is missing and CI=true: browser tests must run (${install}).`);
  console.warn(`Skipping browser tests: ${CHROMIUM} is missing (${install}).`);
}

/**
 * The features Playwright (1.65, chromiumSwitches.ts) turns off. Chromium reads one
 * --disable-features switch, the last: ours repeats these (test/browser/chromium-switches.test.ts
 * fails when an upgrade of playwright-core changes its list).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium (since 112, the whole browser without a window) builds its address bar's
 * suggestion popup as a WebUI page: every new window (each test's context) loaded
 * chrome://omnibox-popup and about 90 chrome://resources modules in a renderer of its own, which
 * no test looks at. In a trace of test/browser/people.test.ts that was 4,587 of 5,597 requests and
 * about half the renderers' CPU. These features keep the popup native, and unbuilt until used.
 */
export const OVERLOOK_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/** Headless Chromium without sandbox, GPU or any traffic of its own (updates, sync, first-run pages). */
async function launch(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OVERLOOK_DISABLED_FEATURES].join(',')}`,
    ],
    // Nothing leaves this machine: every request but those for 127.0.0.1 goes to a proxy on a port
    // where nothing listens, and fails (host names and other addresses alike).
    proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' },
  });
}

/** Kept on globalThis: the test process outlives a test file (isolate false) and its fresh copy of this module. */
const shared = globalThis as typeof globalThis & { overlookChromium?: Promise<Browser> };

/**
 * The test process's Chromium, launched by the first test file that asks (a launch costs about a
 * second of CPU) and killed by Playwright when the process exits. Each file gets a lease on it:
 * the contexts and pages it opens are its own (cookies, storage, cache), and its `close()` closes
 * them, leaving the browser to the next file.
 */
export async function launchChromium(): Promise<Browser> {
  let browser = await (shared.overlookChromium ??= launch());
  if (!browser.isConnected()) browser = await (shared.overlookChromium = launch());
  return lease(browser);
}

function lease(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property in own) return own[property as keyof Browser];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Whether a request for `url` stays on this machine: 127.0.0.1, or a data: or blob: URL. */
export function staysLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1';
}

/**
 * A browser context that can reach 127.0.0.1 (and data:/blob: URLs) only: a request for anything
 * else is recorded in `blocked`, and fails (the test Chromium sends it to a proxy that is not
 * there: launch()). Requests are watched, not intercepted: interception pauses every request until
 * this process has answered it (about 30 ms each on a busy host, 4,852 in the browser tests) and
 * turns the HTTP cache off, which a person's browser has on.
 */
export async function offlineContext(
  browser: Browser,
  options: BrowserContextOptions = { viewport: { width: 1280, height: 900 } },
): Promise<{ context: BrowserContext; blocked: string[] }> {
  const context = await browser.newContext(options);
  const blocked: string[] = [];
  context.on('request', (request) => {
    if (!staysLocal(request.url())) blocked.push(request.url());
  });
  return { context, blocked };
}

/** Collects the page's Content-Security-Policy violations (and other refusals Chromium logs) as they happen. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  return violations;
}
