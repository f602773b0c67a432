import type { Hono } from 'hono';
import type { RestEnv } from './env.js';
import { isOpenEndpoint } from './open-endpoints.js';

const ERROR_RESPONSES = {
  '400': { $ref: '#/components/responses/Error' },
  '401': { $ref: '#/components/responses/Error' },
  '403': { $ref: '#/components/responses/Error' },
  '404': { $ref: '#/components/responses/Error' },
  '409': { $ref: '#/components/responses/Error' },
  '422': { $ref: '#/components/responses/Error' },
  '429': { $ref: '#/components/responses/Error' },
};

/**
 * The OpenAPI 3.1 document of the REST layer, derived from the mounted routes so that it cannot
 * miss one. Bodies are described by the GraphQL schema each route runs (see /graphql).
 */
export function buildOpenApi(app: Hono<RestEnv>): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api')) continue;
    const path = route.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '') || '/';
    const method = route.method.toLowerCase();
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: /id$/i.test(name) ? { type: 'integer' } : { type: 'string' },
    }));
    const hasBody = ['post', 'put', 'patch'].includes(method);
    paths[path] ??= {};
    paths[path][method] = {
      operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      ...(parameters.length ? { parameters } : {}),
      ...(hasBody ? { requestBody: { required: false, content: { 'application/json': { schema: { type: 'object' } } } } } : {}),
      ...(isOpenEndpoint(method, path) ? { security: [] } : {}),
      responses: { '200': { description: 'Success', content: { 'application/json': { schema: {} } } }, ...ERROR_RESPONSES },
    };
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Overlook REST API',
      version: '1',
      description: 'Redash-shaped REST API. Every route runs the GraphQL operation of the same name; see /graphql for field-level types.',
    },
    servers: [{ url: '/' }],
    security: [{ apiKey: [] }, { apiKeyQuery: [] }, { session: [] }],
    paths: sorted,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Key <api_key>' },
        apiKeyQuery: { type: 'apiKey', in: 'query', name: 'api_key', description: 'GET requests only' },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'overlook_session',
          description: 'Unsafe methods also need X-CSRF-Token = csrf_token cookie',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
      },
      responses: { Error: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
    },
  };
}
