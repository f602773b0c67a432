import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Hono } from 'hono';

/**
 * The REST reference at /api/docs: Redoc drawing /api/openapi.json, with Redoc's standalone bundle
 * served from the installed `redoc` package under /api/docs/assets/, so it works without internet.
 */

const ASSETS_PATH = '/api/docs/assets';

/** Scripts only from this origin; Redoc injects its styles and runs its search in a blob worker. */
export const API_DOCS_CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

const START_SCRIPT = `Redoc.init('/api/openapi.json', { hideDownloadButton: false, disableSearch: false }, document.getElementById('redoc'));\n`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Overlook REST API</title><link rel="icon" href="data:,"></head>
<body><div id="redoc"></div>
<script src="${ASSETS_PATH}/redoc.standalone.js"></script>
<script src="${ASSETS_PATH}/start.js"></script>
</body></html>`;

const bundlePath = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
let bundle: Promise<Buffer> | undefined;

/**
 * Redoc 2's side menu always draws its vendor's logo from a CDN (no option turns it off); the page
 * loads nothing from another host, so the bundle is served with that image as an empty inline SVG.
 */
const VENDOR_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const NO_LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

async function readBundle(): Promise<Buffer> {
  const source = await readFile(bundlePath, 'utf8');
  return Buffer.from(source.replaceAll(VENDOR_LOGO, NO_LOGO));
}

const headers = (type: string) => ({ 'content-type': type, 'x-content-type-options': 'nosniff' });

export const apiDocs = new Hono()
  .get('/', (c) => c.html(PAGE, 200, { 'content-security-policy': API_DOCS_CSP }))
  .get('/assets/:file', async (c) => {
    const file = c.req.param('file');
    if (file === 'start.js') return c.body(START_SCRIPT, 200, headers('text/javascript; charset=utf-8'));
    if (file !== 'redoc.standalone.js') return c.json({ message: 'No such asset.', code: 'not_found' }, 404);
    // ~1 MB: read on the first request, not at start-up.
    bundle ??= readBundle();
    return c.body(new Uint8Array(await bundle), 200, {
      ...headers('text/javascript; charset=utf-8'),
      'cache-control': 'public, max-age=3600',
    });
  });
