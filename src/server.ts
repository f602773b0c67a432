import { createServer, type IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { getRequestListener, RequestError } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { createYoga, maskError } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { GraphQLError, getOperationAST, OperationTypeNode, type ExecutionArgs } from 'graphql';
import { useGraphQlJit, type JITCache } from '@envelop/graphql-jit';
import { LRUCache } from 'lru-cache';
import { PothosValidationError } from '@pothos/core';
import { schema } from '../schema/index.js';
import { createRestApp, errorResponse, errorResponseFor } from '../rest/app.js';
import type { RestEnv } from '../rest/env.js';
import { requestGuards } from '../rest/request-guards.js';
import { isOpenEndpoint } from '../rest/open-endpoints.js';
import { createGraphQLBridge } from '../rest/graphql-bridge.js';
import { createGraphQLHttp } from './graphql-http.js';
import { useKeptAnswers } from './graphql-kept-answers.js';
import { dashboardPage } from '../rest/pages/dashboard.js';
import { apiDocs } from '../rest/pages/api-docs.js';
import { GRAPHIQL_CSP, graphiqlAssets, renderGraphiQL } from '../rest/pages/graphiql.js';
import { publicDashboardPages } from '../rest/pages/public-dashboard.js';
import { isAppPath, webApp } from '../rest/pages/web-app.js';
import { clientIp, isTrustedProxy } from './client-ip.js';
import { createContext, type Context } from './context.js';
import { db } from './db.js';
import { asDatabaseUnavailable, BadRequestError, CsrfError, DomainError, NotFoundError } from './errors.js';
import { env } from './env.js';
import { graphqlGuards } from './graphql-guards.js';
import { useQueryCost } from './graphql-cost.js';
import { logger, redactRequestTarget } from './logger.js';
import { migrationsApplied } from './migrate.js';
import { httpMetrics, metricsHandler } from './observability/metrics.js';
import { eventTarget } from './pubsub.js';
import { documentText, persistedDocuments, usePersistedDocuments } from './persisted-documents.js';

/** GraphiQL's first words when the server runs only persisted documents. */
const DENIED_DOCUMENTS_NOTE = `# This server runs only persisted documents (GRAPHQL_ARBITRARY_DOCUMENTS=deny).
# A document typed here is refused with persisted_document_required; the web app's operations
# run by their documentId (see README, "Build a frontend").
`;

/**
 * Queries and mutations run compiled (graphql-jit): each document is compiled once, on its first
 * execution, and kept by document (REST's fixed operations, yoga's parse cache) and by text (a
 * bounded LRU for what clients send). Subscriptions keep graphql-js. The compiled code calls the
 * same resolvers, so scope-auth, the guards and error masking hold unchanged.
 */
function compiledExecution() {
  return useGraphQlJit(
    {},
    {
      cache: new LRUCache<string, NonNullable<ReturnType<JITCache['get']>>>({ max: 1000 }),
      enableIf: (args) => getOperationAST(args.document, args.operationName)?.operation !== OperationTypeNode.SUBSCRIPTION,
    },
  );
}

function createGraphQL() {
  return createYoga<{ ctx: Context }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: {
      subscriptionsProtocol: 'WS',
      ...(env.GRAPHQL_ARBITRARY_DOCUMENTS === 'deny' ? { defaultQuery: DENIED_DOCUMENTS_NOTE } : {}),
    },
    renderGraphiQL,
    // CORS is decided once, for /api and /graphql alike (CORS_ORIGINS); yoga's own default would
    // reflect any origin with credentials.
    cors: false,
    // Every body is limited at the edge (requestGuards, MAX_BODY_BYTES) before yoga sees it; yoga's
    // own limit would pipe it through a second stream into a second Request.
    maxRequestBodySize: false,
    // Kept answers around the compiled execution, and the cost plugin last: it wraps them both, so a
    // kept answer is charged and carries its cost too.
    plugins: [usePersistedDocuments(), ...graphqlGuards(), compiledExecution(), useKeptAnswers(schema), useQueryCost()],
    logging: false,
    context: ({ ctx }) => ctx,
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : undefined;
        if (original instanceof DomainError) return original;
        // The relay plugin refuses a global id of another type than the argument's: it names nothing.
        if (original instanceof PothosValidationError && original.message.startsWith('ID: ')) return new NotFoundError();
        const unavailable = asDatabaseUnavailable(error);
        if (unavailable) return unavailable;
        // Every error carries a code (issue 29); outside any field it is the request's own (a scalar
        // refusing a variable's value): its words are meant for the caller, answered with HTTP 400.
        if (error instanceof GraphQLError && (!original || !error.path)) {
          if (typeof error.extensions?.code === 'string' && (error.path || error.extensions.http)) return error;
          return new GraphQLError(error.message, {
            nodes: error.nodes,
            source: error.source,
            positions: error.positions,
            path: error.path,
            extensions: {
              ...error.extensions,
              code: typeof error.extensions?.code === 'string' ? error.extensions.code : error.path ? 'graphql_error' : 'validation_failed',
              ...(error.path ? {} : { http: { status: 400 } }),
            },
          });
        }
        logger.error({ err: original ?? error }, 'unexpected GraphQL error');
        return maskError(error, message, isDev);
      },
    },
  });
}

/**
 * CORS for pages served from the CORS_ORIGINS allowlist (exact origins, with credentials). Other
 * origins get no CORS headers at all, so browsers keep them out; CSRF rules apply unchanged.
 */
function corsAllowlist(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const handler = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Content-Type', 'Authorization', 'X-CSRF-Token', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
  return async (c, next) => {
    if (allowed.has(c.req.header('origin') ?? '')) return handler(c, next);
    await next();
    if (allowed.size > 0) c.res.headers.append('vary', 'Origin');
  };
}

/** The whole HTTP surface: REST under /api, GraphQL at /graphql, health probes. */
export function createApp() {
  const yoga = createGraphQL();
  const graphql = createGraphQLBridge(yoga);
  const graphqlHttp = createGraphQLHttp(yoga);
  const app = new Hono<RestEnv>();

  // First, so that every answer (refusals at the edge included) is timed under its route pattern.
  app.use('*', httpMetrics());
  // REST routes and pages run their GraphQL documents through the bridge over this yoga.
  app.use('*', async (c, next) => {
    c.set('graphql', graphql);
    await next();
  });
  // Before the edge checks, so that a cross-origin caller can read their refusals too.
  app.use('/api/*', corsAllowlist(env.CORS_ORIGINS));
  app.use('/graphql', corsAllowlist(env.CORS_ORIGINS));
  // API answers are one viewer's data: no cache keeps them (a page or asset that may be cached, such
  // as the REST reference's bundle, says so itself), and no browser guesses their type.
  for (const path of ['/api/*', '/graphql']) app.use(path, privateAnswers);
  // Before any route: refuse dot segments, NUL and bad encoding, and oversized bodies unread.
  app.use('*', requestGuards({ maxBodyBytes: env.MAX_BODY_BYTES, graphqlPath: '/graphql' }));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Ready when the database answers, its migrations are applied and subscriptions can hear events.
  app.get('/readyz', async (c) => {
    try {
      const ready = await migrationsApplied((sql) => db.$queryRawUnsafe<{ name: string }[]>(sql));
      if (!ready) return c.json({ status: 'migrations pending' }, 503);
    } catch {
      return c.json({ status: 'database unreachable' }, 503);
    }
    return eventTarget.listening ? c.json({ status: 'ready' }) : c.json({ status: 'event listener reconnecting' }, 503);
  });

  // Every API and GraphQL request: resolve credentials once, refuse a cookie request without its
  // CSRF token, log one line, and pass on the cookies the operation set.
  const withContext = async (c: import('hono').Context<RestEnv>, next: () => Promise<void>) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    let ctx: Context;
    try {
      const remote = getConnInfo(c).remote.address;
      ctx = await createContext(c.req.raw, {
        ip: clientIp(remote, c.req.header('x-forwarded-for') ?? null),
        viaTrustedProxy: isTrustedProxy(remote),
        requestId,
      });
    } catch (error) {
      return errorResponseFor(c.req.path, error, requestId);
    }
    // A cookie without its CSRF token carries no authority (createContext left no viewer).
    // Endpoints open to anonymous callers (sign-in, signup, invitation accept, unsubscribe...)
    // go on as anonymous; others refuse.
    if (ctx.csrfFailed && !isOpenEndpoint(c.req.method, c.req.path)) {
      return errorResponseFor(c.req.path, new CsrfError(), requestId);
    }
    c.set('ctx', ctx);
    await next();
    for (const cookie of ctx.responseCookies) c.res.headers.append('set-cookie', cookie);
    c.res.headers.set('x-request-id', requestId);
    // The line's fields (a parsed URL, the redaction) are built only when it is written.
    if (!logger.isLevelEnabled('info')) return;
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: redactRequestTarget(c.req.path + new URL(c.req.url).search),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        user: ctx.viewer?.id,
      },
      'request',
    );
  };

  app.use('/api/*', withContext);
  app.use('/graphql', withContext);
  // The REST reference (Redoc, local assets), beside the document it draws.
  app.route('/api/docs', apiDocs);
  app.route('/api', createRestApp());
  // Shared dashboards as HTML (outside /api): the lookup still runs the publicDashboard GraphQL operation.
  app.use('/public/*', withContext);
  app.use('/embed/*', withContext);
  app.route('/', publicDashboardPages);
  const web = webApp();
  app.use('/dashboards/*', withContext);
  // A browser opening a dashboard (no api_key, asking for HTML) gets the web app's page; API-key
  // links and other clients keep the server-drawn page (what digest e-mails and scripts read).
  app.get('/dashboards/:slug', async (c, next) =>
    c.req.query('api_key') === undefined && /text\/html/.test(c.req.header('accept') ?? '') ? web.page(200) : next(),
  );
  app.route('/dashboards', dashboardPage);
  app.get('/metrics', metricsHandler);
  app.route('/graphql/assets', graphiqlAssets);
  app.all('/graphql', async (c) => {
    const response = await graphqlHttp(c.req.raw, c.get('ctx'));
    if (response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('content-security-policy', GRAPHIQL_CSP);
    return response;
  });
  // The web app: its bundle, its pages at their deep links, and "Page not found" for any other
  // page path. API paths keep their JSON 404.
  app.route('/', web.app);
  app.get('*', async (c, next) => (isAppPath(c.req.path) ? web.page(200) : next()));
  app.notFound((c) =>
    ['GET', 'HEAD'].includes(c.req.method) && !/^\/(api|graphql)(\/|$)/.test(c.req.path)
      ? web.page(404)
      : c.json({ message: `No route for ${c.req.method} ${c.req.path}.`, code: 'not_found' }, 404),
  );
  app.onError((error, c) => errorResponseFor(c.req.path, error, c.get('ctx')?.requestId));
  return { app, yoga };
}

function upgradeRequest(request: IncomingMessage, connectionParams: Record<string, unknown> | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const authorization = connectionParams?.authorization ?? connectionParams?.Authorization;
  if (typeof authorization === 'string') headers.set('authorization', authorization);
  // A browser cannot set headers on the handshake: its CSRF token comes in connectionParams.
  const csrfToken = connectionParams?.csrfToken ?? connectionParams?.['X-CSRF-Token'] ?? connectionParams?.['x-csrf-token'];
  if (typeof csrfToken === 'string') headers.set('x-csrf-token', csrfToken);
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/graphql'}`, { headers });
}

/** The execute and subscribe of yoga's envelop pipeline, carried to graphql-ws as the root value. */
type EnvelopedRoot = Pick<ReturnType<ReturnType<typeof createApp>['yoga']['getEnveloped']>, 'execute' | 'subscribe'>;

/** Starts the HTTP server with graphql-ws subscriptions on the same port. */
export async function startHttpServer(port: number, hostname: string) {
  // A manifest that cannot be read fails the start, not the first request that names an id.
  persistedDocuments();
  const { app, yoga } = createApp();
  // A request the adapter cannot turn into a Request (a backslash in the path, a bad Host) is
  // answered like every other error: JSON with a code, not an empty 400.
  const listener = getRequestListener(app.fetch, {
    hostname,
    errorHandler: (error) => errorResponse(error instanceof RequestError ? new BadRequestError(`Bad request: ${error.message}.`) : error),
  });
  // The listener answers every failure itself (errorHandler), so its promise never rejects.
  const server = createServer(
    // A client that sends its headers slowly is cut after HTTP_HEADERS_TIMEOUT_MS; a whole request
    // (body included) after HTTP_REQUEST_TIMEOUT_MS (408, connection closed).
    // Node checks both once per connectionsCheckingInterval (30 s by default): once a second here.
    { headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS, requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    (incoming, outgoing) => void listener(incoming, outgoing),
  );
  const wss = new WebSocketServer({ noServer: true, maxPayload: env.MAX_BODY_BYTES });
  server.on('upgrade', (request, socket, head) => {
    if (!request.url?.startsWith('/graphql')) return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  const wsServer = useServer(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (wsCtx, _id, params) => {
        // A persisted document by id (extensions.persistedQuery or documentId), or arbitrary text unless denied.
        let query: string;
        try {
          query = documentText(params as typeof params & { documentId?: unknown }) ?? params.query;
        } catch (error) {
          return [error as GraphQLError];
        }
        const request = upgradeRequest(wsCtx.extra.request, wsCtx.connectionParams);
        const ctx = await createContext(request, { ip: clientIp(wsCtx.extra.request.socket.remoteAddress, null), transport: 'websocket' });
        const {
          schema: envelopedSchema,
          execute,
          subscribe,
          contextFactory,
          parse,
          validate,
        } = yoga.getEnveloped({ ...wsCtx, ctx, request, params });
        const args = {
          schema: envelopedSchema,
          operationName: params.operationName,
          document: parse(query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wss,
  );
  await new Promise<void>((done, fail) => {
    // EADDRINUSE and the like reject the start instead of crashing the process.
    server.once('error', fail);
    server.listen(port, hostname, () => {
      server.off('error', fail);
      done();
    });
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    async close() {
      await wsServer.dispose();
      wss.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
    },
  };
}

/** `Cache-Control: no-store` and `X-Content-Type-Options: nosniff` on an answer that has not set its own. */
const privateAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  try {
    if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
    if (!headers.has('x-content-type-options')) headers.set('x-content-type-options', 'nosniff');
  } catch {
    // A response whose headers are immutable (a fetch passthrough) keeps them as they are.
  }
};
