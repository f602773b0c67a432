// The web app (issue 32), in Debian's Chromium (playwright-core, /usr/bin/chromium) against the real
// server (`start` in this process: HTTP and worker) and PostgreSQL over loopback:
//   web-bundles  the app shell's and each route chunk's gzipped size (scripts/check-budgets.ts's
//                bundleSizes: the entry with its static imports and CSS; a lazily loaded route
//                with what it adds beyond the shell)
//   web-tti      time to interactive of the query page /queries/{id}, cold cache (a fresh browser
//                profile each run), the median of 5 (check-budgets' queryPageTti)
//   web-scroll   the longest main-thread task (PerformanceObserver 'longtask') while the results
//                grid scrolls through a 100,000 x 20 result: 120 frames of jumps from top to bottom,
//                then 120 frames of wheel-sized steps back (what the e2e test scrolls)
// Each is reported against its budget (issue 32: shell <= 150 KB, route <= 300 KB, interactive in
// under 1.5 s; a long task is one over 50 ms, the grid's budget for "scrolls smoothly").
import { ensureWebBuilt } from '../scripts/build-web.mjs';
import {
  bundleSizes,
  queryPageTti,
  ROUTE_BUDGET_BYTES,
  SHELL_BUDGET_BYTES,
  TTI_BUDGET_MS,
  withBudgetApp,
  type BudgetApp,
} from '../scripts/check-budgets.js';
import { median, report, SECRET_KEY, settings } from './harness.js';

export const WEB_BENCHES = ['web-bundles', 'web-tti', 'web-scroll'] as const;

/** A long task (the Long Tasks API's threshold): the budget of one frame's work while scrolling. */
const LONG_TASK_MS = 50;
const ROWS = 100_000;

/** Scrolls the grid (120 frames of jumps down, 120 wheel-sized steps back); answers the longest task seen. */
const SCROLL_SCRIPT = `(async () => {
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const scroller = document.querySelector('[role="grid"]');
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  for (let i = 1; i <= 120; i += 1) {
    scroller.scrollTop = (scroller.scrollHeight * i) / 120;
    await frame();
  }
  for (let i = 0; i < 120; i += 1) {
    scroller.scrollTop -= 120;
    await frame();
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return longest;
})()`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Runs the 100,000 x 20 statement in the query page and scrolls its grid; answers the longest task
 * seen while scrolling (0 when none reached 50 ms), the run's duration and how many rows the grid has.
 */
async function scrollLongestTask(app: BudgetApp): Promise<{ longestMs: number; ranMs: number; rowCount: string | null }> {
  const columns = Array.from({ length: 20 }, (_, i) => (i % 4 === 3 ? `'text ' || g AS c${i + 1}` : `g * ${i + 1} AS c${i + 1}`));
  const sql = `SELECT ${columns.join(', ')} FROM generate_series(1, ${ROWS}) AS g`;
  const res = await fetch(`${app.url}/api/queries/${app.queryId}`, {
    method: 'POST',
    headers: { authorization: `Key ${app.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: sql }),
  });
  if (!res.ok) throw new Error(`saving the 100k query: ${res.status} ${await res.text()}`);
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    await context.addCookies(app.cookies);
    const page = await context.newPage();
    await page.goto(`${app.url}/queries/${app.queryId}`);
    const started = performance.now();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page
      .waitForFunction(
        (rows) => new RegExp(`^${rows} rows in \\d+\\.\\d\\d s$`).test(document.querySelector('.query-status')?.textContent ?? ''),
        ROWS.toLocaleString('en-US'),
        { timeout: Math.min(settings.timeoutMs, 300_000), polling: 50 },
      )
      .catch(async (error: Error) => {
        const status = await page.locator('.query-status').textContent();
        const alert = await page.locator('[role="alert"]').allTextContents();
        throw new Error(`the 100k run did not finish: status "${status}", alerts ${JSON.stringify(alert)}: ${error.message}`);
      });
    const ranMs = performance.now() - started;
    const grid = page.getByRole('grid', { name: 'Results' });
    const rowCount = await grid.getAttribute('aria-rowcount');
    // As text: tsx would wrap the named helpers of a function in __name(), which the page lacks.
    const longestMs = (await page.evaluate(SCROLL_SCRIPT)) as number;
    return { longestMs, ranMs, rowCount };
  } finally {
    await context.close();
  }
}

export async function runWebBenches(selected: readonly string[]): Promise<void> {
  if (!ensureWebBuilt()) throw new Error('the web app did not build');
  process.env.SECRET_KEY ??= SECRET_KEY;
  // The 100k statement runs on this PostgreSQL server's `postgres` database, the server that also
  // holds the bench's metadata database: connectors may reach it only when allowed.
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
  if (selected.includes('web-bundles')) {
    const { shell, routes } = bundleSizes();
    const largest = routes[0];
    report({
      bench: 'web-bundles',
      value: `app shell ${kb(shell)} gzipped; largest route chunk ${largest ? `${largest.route} ${kb(largest.bytes)}` : 'none'} (${routes.length} routes)`,
      reference: `budgets: shell ${kb(SHELL_BUDGET_BYTES)}, each route ${kb(ROUTE_BUDGET_BYTES)}`,
      ratio: Math.max(shell / SHELL_BUDGET_BYTES, (largest?.bytes ?? 0) / ROUTE_BUDGET_BYTES),
      floor: '<= 1x of each budget',
      notes: `routes: ${routes.map((r) => `${r.route.replace(/^src\/features\//, '')} ${kb(r.bytes)}`).join(', ')}`,
    });
  }
  if (!selected.includes('web-tti') && !selected.includes('web-scroll')) return;
  await withBudgetApp('start', async (app) => {
    if (selected.includes('web-tti')) {
      const runs = await queryPageTti(app);
      const middle = median(runs);
      report({
        bench: 'web-tti',
        value: `query page interactive after ${middle} ms (median of ${runs.length} cold-cache runs: ${runs.join(', ')} ms)`,
        reference: `budget ${TTI_BUDGET_MS} ms`,
        ratio: middle / TTI_BUDGET_MS,
        floor: `< ${TTI_BUDGET_MS} ms (ratio < 1x)`,
      });
    }
    if (selected.includes('web-scroll')) {
      const { longestMs, ranMs, rowCount } = await scrollLongestTask(app);
      report({
        bench: 'web-scroll',
        value:
          `longest main-thread task while scrolling 100,000 x 20 rows: ${longestMs.toFixed(0)} ms (0: none over ${LONG_TASK_MS} ms); ` +
          `grid aria-rowcount ${rowCount}; run to drawn rows ${(ranMs / 1000).toFixed(1)} s`,
        reference: `a long task, ${LONG_TASK_MS} ms`,
        ratio: longestMs / LONG_TASK_MS,
        floor: `no long task (ratio < 1x); a task descheduled on a loaded host counts whole`,
      });
    }
  });
}
