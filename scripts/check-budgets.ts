// `npm run check:budgets` (CI runs it): the web app's performance budgets as numbers, not impressions.
//   - the app shell (the entry chunk, what it imports statically, and their CSS) is at most 150 KB gzipped;
//   - each route chunk (a lazily loaded page with what it imports beyond the shell) is at most 300 KB gzipped;
//   - the query page (/queries/{id}) is interactive in under 1.5 s with a cold cache over loopback, measured
//     in Chromium against the real server and PostgreSQL (the median of 5 fresh browser profiles).
// Builds web/dist first when stale. Prints one JSON line of measurements; exits 1 when a budget is blown.
// bench/web.ts (`npm run bench -- web`) records the same measurements, with the results grid's scroll.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureWebBuilt } from './build-web.mjs';

export const SHELL_BUDGET_BYTES = 150 * 1024;
export const ROUTE_BUDGET_BYTES = 300 * 1024;
export const TTI_BUDGET_MS = 1500;
const TTI_RUNS = 5;

const dist = fileURLToPath(new URL('../web/dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function gzipSize(file: string): number {
  const path = join(dist, file);
  return existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(readFileSync(path), { level: 9 }).length;
}

/** The files a chunk loads before it runs: itself, its static imports (transitively) and their CSS. */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);

export function bundleSizes() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const shell = closure(manifest, entry);
  const routes = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ route: chunk.src ?? key, bytes: sum([...closure(manifest, key)].filter((file) => !shell.has(file))) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { shell: sum(shell), routes };
}

/** A real server and PostgreSQL with one organization, a data source, one saved query and a browser signed in as its admin. */
export interface BudgetApp {
  url: string;
  apiKey: string;
  /** The admin's session cookies, for fresh browser contexts. */
  cookies: { name: string; value: string; url: string }[];
  browser: import('playwright-core').Browser;
  dataSourceId: number;
  /** The saved query ("Budget query", `SELECT 1 AS value`). */
  queryId: number;
}

/**
 * Runs `work` against a throwaway database served by `startService(role)` in this process (`start`
 * adds the worker, so queries run), then stops it all and drops the database.
 */
export async function withBudgetApp<T>(role: 'serve' | 'start', work: (app: BudgetApp) => Promise<T>): Promise<T> {
  process.env.LOG_LEVEL ??= 'silent';
  process.env.SECRET_KEY ??= 'budget-check-secret-key-0123456789';
  const { withAdmin, urlFor, dropDatabase } = await import('../test/helpers/databases.js');
  const database = `overlook_budget_${process.pid}`;
  await dropDatabase(database);
  await withAdmin((client) => client.query(`CREATE DATABASE ${database}`));
  const { startService } = await import('../src/service.js');
  const service = await startService(role, { port: 0, databaseUrl: urlFor(database) });
  const { launchChromium } = await import('../test/helpers/browser.js');
  const browser = await launchChromium();
  try {
    const { db } = await import('../src/db.js');
    const { createOrganization } = await import('../src/domain/organizations/create-organization.js');
    const password = 'budget-password-1';
    const created = await db.$transaction((tx) =>
      createOrganization(tx, { name: 'Budget', adminName: 'Bea', adminEmail: 'bea@budget.test', password, emailVerified: true }),
    );
    const url = `http://127.0.0.1:${service.port}`;
    const api = async (path: string, body: unknown) => {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { authorization: `Key ${created.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: number };
    };
    // The data source reads the server's `postgres` database (never the metadata database).
    const source = await api('/api/data_sources', {
      name: 'pg',
      type: 'pg',
      options: { host: '127.0.0.1', port: 5432, user: 'postgres', dbname: 'postgres' },
    });
    const query = await api('/api/queries', { data_source_id: source.id, name: 'Budget query', query: 'SELECT 1 AS value' });
    const signIn = await fetch(`${url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bea@budget.test', password }),
    });
    const cookies = signIn.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      return { name: pair.slice(0, index), value: pair.slice(index + 1), url };
    });
    return await work({ url, apiKey: created.apiKey, cookies, browser, dataSourceId: source.id, queryId: query.id });
  } finally {
    await browser.close();
    await service.stop();
    await dropDatabase(database);
  }
}

/** Time to interactive of /queries/{id} in `runs` fresh Chromium profiles (cold cache, loopback), in ms. */
export async function queryPageTti(app: BudgetApp, runs = TTI_RUNS): Promise<number[]> {
  const { browser, cookies, url } = app;
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // A fresh profile: nothing cached, no connection kept.
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.addCookies(cookies);
    // Long tasks from the first byte on (an init script runs through DevTools, outside the page's CSP).
    await context.addInitScript(() => {
      const w = window as unknown as { __longTaskEnd: number };
      w.__longTaskEnd = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTaskEnd = Math.max(w.__longTaskEnd, entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${url}/queries/${app.queryId}`, { waitUntil: 'commit' });
    // Interactive: the page's heading is drawn inside the shell and the main thread has then been
    // free of long tasks for 50 ms (TTI's quiet window, shortened: nothing else loads afterwards).
    await page.locator('main h1').waitFor();
    const drawnAt = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => performance.now() - (window as unknown as { __longTaskEnd: number }).__longTaskEnd >= 50, undefined, {
      polling: 10,
    });
    timings.push(
      Math.round(await page.evaluate((drawn) => Math.max(drawn, (window as unknown as { __longTaskEnd: number }).__longTaskEnd), drawnAt)),
    );
    await context.close();
  }
  return timings;
}

/** `npm run check:budgets`: run as a script (bench/web.ts imports the measurements). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!ensureWebBuilt()) process.exit(1);
  const sizes = bundleSizes();
  const timings = await withBudgetApp('serve', (app) => queryPageTti(app));
  const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)];
  const failures = [
    sizes.shell > SHELL_BUDGET_BYTES ? `app shell ${(sizes.shell / 1024).toFixed(1)} KB gzipped > ${SHELL_BUDGET_BYTES / 1024} KB` : null,
    ...sizes.routes
      .filter((route) => route.bytes > ROUTE_BUDGET_BYTES)
      .map((route) => `route ${route.route} ${(route.bytes / 1024).toFixed(1)} KB gzipped > ${ROUTE_BUDGET_BYTES / 1024} KB`),
    median >= TTI_BUDGET_MS ? `query page interactive after ${median} ms (median) >= ${TTI_BUDGET_MS} ms` : null,
  ].filter(Boolean);
  console.log(
    JSON.stringify({
      shellKbGzip: +(sizes.shell / 1024).toFixed(1),
      routesKbGzip: Object.fromEntries(sizes.routes.map((route) => [route.route, +(route.bytes / 1024).toFixed(1)])),
      queryPageTtiMs: { median, runs: timings },
    }),
  );
  for (const failure of failures) console.error(`budget exceeded: ${failure}`);
  process.exit(failures.length ? 1 : 0);
}
