import { Hono } from 'hono';
import type { GraphiQLOptions } from 'graphql-yoga';

/**
 * GraphiQL served entirely from this server, so it works on a network without internet access:
 * the bundle, its stylesheet and Monaco's workers come from the @graphql-yoga/render-graphiql
 * package (the same GraphiQL yoga would otherwise load from a public CDN) under /graphql/assets/.
 */

const ASSETS_PATH = '/graphql/assets';

/**
 * Runs before the bundle. A signed-in browser authenticates with its session cookie, and every
 * POST needs the CSRF token (double submit): the page reads the `csrf_token` cookie at each
 * request and sends it as X-CSRF-Token on same-origin requests, and in connectionParams for
 * graphql-ws subscriptions. API-key users can still set `Authorization` in the headers tab.
 */
const SETUP_SCRIPT = `(function () {
  function csrfToken() {
    var match = document.cookie.match(/(?:^|;\\s*)csrf_token=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : null;
  }
  var nativeFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    var token = csrfToken();
    var target = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!token || target.origin !== location.origin) return nativeFetch(input, init);
    var headers = new Headers((init && init.headers) || (input instanceof Request ? input.headers : undefined));
    headers.set('X-CSRF-Token', token);
    return nativeFetch(input, Object.assign({}, init, { headers: headers }));
  };
  window.overlookCsrfToken = csrfToken;
  var workers = { json: 'json.worker.js', graphql: 'graphql.worker.js' };
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: function (_moduleId, label) {
      return '${ASSETS_PATH}/' + (workers[label] || 'editor.worker.js');
    },
  };
})();
`;

const START_SCRIPT = `(function () {
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);
  options.connectionParams = function () {
    var token = window.overlookCsrfToken();
    return token ? { csrfToken: token } : {};
  };
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
})();
`;

/** The page yoga answers a browser's GET /graphql with (yoga's `renderGraphiQL` option). */
export function renderGraphiQL(options: GraphiQLOptions): string {
  // The options are data in a JSON script element; `<` is escaped so no value can end the element.
  const json = JSON.stringify({ ...options, title: 'Overlook GraphiQL' }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Overlook GraphiQL</title>
<link rel="icon" href="${ASSETS_PATH}/favicon.ico"><link rel="stylesheet" href="${ASSETS_PATH}/graphiql.css"></head>
<body id="body" class="no-focus-outline"><div id="root"></div>
<script type="application/json" id="graphiql-options">${json}</script>
<script src="${ASSETS_PATH}/setup.js"></script>
<script src="${ASSETS_PATH}/graphiql.js"></script>
<script src="${ASSETS_PATH}/start.js"></script>
</body></html>`;
}

/** Headers for the GraphiQL page itself: every script and worker from this origin. */
export const GRAPHIQL_CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

interface Asset {
  type: string;
  body: () => Promise<string | Uint8Array<ArrayBuffer>>;
}

// The bundle is ~9 MB of JavaScript: loaded on the first asset request, not at start-up.
const bundle = () => import('@graphql-yoga/render-graphiql/graphiql');

const ASSETS: Record<string, Asset> = {
  'setup.js': { type: 'text/javascript; charset=utf-8', body: async () => SETUP_SCRIPT },
  'start.js': { type: 'text/javascript; charset=utf-8', body: async () => START_SCRIPT },
  'graphiql.js': { type: 'text/javascript; charset=utf-8', body: async () => (await bundle()).js },
  'graphiql.css': { type: 'text/css; charset=utf-8', body: async () => (await bundle()).css },
  'editor.worker.js': { type: 'text/javascript; charset=utf-8', body: async () => (await bundle()).editorWorkerService },
  'json.worker.js': { type: 'text/javascript; charset=utf-8', body: async () => (await bundle()).jsonWorker },
  'graphql.worker.js': { type: 'text/javascript; charset=utf-8', body: async () => (await bundle()).graphqlWorker },
  'favicon.ico': {
    type: 'image/x-icon',
    body: async () => {
      const favicon = (await bundle()).favicon;
      return Uint8Array.from(Buffer.from(favicon.slice(favicon.indexOf(',') + 1), 'base64'));
    },
  },
};

/** GET /graphql/assets/{file}: GraphiQL's files, from the installed package. */
export const graphiqlAssets = new Hono().get('/:file', async (c) => {
  const asset = Object.hasOwn(ASSETS, c.req.param('file')) ? ASSETS[c.req.param('file')] : undefined;
  if (!asset) return c.json({ message: 'No such GraphiQL asset.', code: 'not_found' }, 404);
  return c.body(await asset.body(), 200, {
    'content-type': asset.type,
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
  });
});
