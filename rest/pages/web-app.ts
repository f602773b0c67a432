import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { RestEnv } from '../env.js';

/**
 * The web app's pages: the paths below answer web/dist/index.html (the app draws them), any other
 * unknown page path answers it with 404 (the app draws its "Page not found"), and /assets/* are the
 * bundle's hashed files, cached for a year. Public share pages, embeds, unsubscribe and the dashboard
 * page stay server-drawn elsewhere; the monitor page notifications link to (/monitors/{id}) is the app's.
 */
export const APP_PATHS = [
  /^\/$/,
  /^\/queries\/?$/,
  /^\/queries\/new\/?$/,
  /^\/queries\/[^/]+\/?$/,
  /^\/dashboards\/?$/,
  /^\/monitors\/?$/,
  /^\/monitors\/[^/]+\/?$/,
  /^\/destinations\/?$/,
  /^\/admin\/?$/,
  /^\/admin\/users\/?$/,
  /^\/admin\/groups\/?$/,
  /^\/admin\/roles\/?$/,
  // People flows, signed out or in: the links mailed for an invitation and a verification (their
  // paths unchanged since these pages were server-drawn), sign-up, and choosing an organization.
  /^\/invite\/[^/]+\/?$/,
  /^\/verify_email\/[^/]+\/?$/,
  /^\/signup\/?$/,
  /^\/organizations\/?$/,
];

/**
 * Scripts and styles from this origin only (no inline script; the bundle has no inline style
 * element either), data to /graphql on this origin (WebSocket included), never framed.
 */
export const WEB_APP_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': WEB_APP_CSP,
  // index.html names the current hashed bundle: always asked again.
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

/** web/dist beside the sources (tsx) or two levels further up (the compiled dist/rest/pages). */
function distDir(): string {
  for (const relative of ['../../web/dist', '../../../web/dist']) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(join(dir, 'index.html'))) return dir;
  }
  return fileURLToPath(new URL('../../web/dist', import.meta.url));
}

/** index.html as last built: read again when the file changes (a rebuild under a running server). */
function indexHtml(dir: string): () => string | null {
  let cached: { mtimeMs: number; text: string } | null = null;
  return () => {
    const path = join(dir, 'index.html');
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, text: readFileSync(path, 'utf8') };
    return cached.text;
  };
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Overlook</title></head>
<body><main><h1>The web app is not built</h1><p>Run <code>npm run build:web</code> (or <code>npm start</code>, which builds it).</p></main></body></html>`;

/** Whether `path` is one of the app's own pages (otherwise the app answers it as "not found"). */
export function isAppPath(path: string): boolean {
  return APP_PATHS.some((pattern) => pattern.test(path));
}

export function webApp() {
  const dir = distDir();
  const assets = join(dir, 'assets');
  const index = indexHtml(dir);
  const page = (status: 200 | 404) => {
    const text = index();
    return new Response(text ?? NOT_BUILT, { status: text ? status : 503, headers: PAGE_HEADERS });
  };
  const app = new Hono<RestEnv>();
  app.get('/assets/*', (c) => {
    const name = c.req.path.slice('/assets/'.length);
    const path = normalize(join(assets, name));
    const stat = path.startsWith(assets + sep) ? statSync(path, { throwIfNoEntry: false }) : undefined;
    if (!stat?.isFile()) return c.json({ message: 'No such asset.', code: 'not_found' }, 404);
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      // Names carry their content's hash: a changed file is a new name.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
    };
    // Vite's build writes a gzip beside each text file (web/vite.config.ts).
    const gzip = statSync(`${path}.gz`, { throwIfNoEntry: false });
    const file = gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '') ? `${path}.gz` : path;
    if (file !== path) headers['content-encoding'] = 'gzip';
    headers['content-length'] = String((file === path ? stat : gzip!).size);
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
  });
  return { app, page };
}
