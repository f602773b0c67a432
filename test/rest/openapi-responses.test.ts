import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildQuery } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

/**
 * Real answers of the routes that reshape their GraphQL results (alerts, Redash's dashboard,
 * session, permissions, results, the access log...) checked against the schema rest/openapi.json
 * gives for that operation and status: the document must say what the route really answers.
 */
let app: TestApp;
let document: { paths: Record<string, Record<string, { responses: Record<string, any> }>>; components: Record<string, any> };
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction>();

beforeAll(async () => {
  app = await startTestApp();
  document = (await app.request('GET', '/api/openapi.json')).body;
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
});
afterAll(async () => {
  await app?.stop();
});

/** Component references resolve inside the served document. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? `openapi${value}` : rebase(value)]),
  );
}

function validatorFor(method: string, template: string, status: number): ValidateFunction {
  const key = `${method} ${template} ${status}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const operation = document.paths[template]?.[method.toLowerCase()];
  expect(operation, `${method} ${template} is documented`).toBeDefined();
  let response = operation!.responses[String(status)];
  expect(response, `${key} is documented`).toBeDefined();
  if (response.$ref) response = document.components.responses[response.$ref.split('/').pop()];
  const schema = response.content?.['application/json']?.schema;
  expect(schema, `${key} has a JSON schema`).toBeDefined();
  const validate = ajv.compile(rebase(schema) as object);
  validators.set(key, validate);
  return validate;
}

/** Calls the route and checks its answer against the document: the expected status, documented, body valid. */
async function conforms(method: string, path: string, template: string, status: number, options: { body?: unknown; key?: string } = {}) {
  const res = await app.request(method, path, { key: options.key ?? app.admin.key, body: options.body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(status);
  const validate = validatorFor(method, template, res.status);
  const valid = validate(res.body);
  expect(valid, `${method} ${path} -> ${res.status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 600)}`).toBe(
    true,
  );
  return res;
}

describe('responses match rest/openapi.json', () => {
  it('queries, results and the refresh shape', async () => {
    const source = await buildPgDataSource(app);
    const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT 1 AS value' });
    await conforms('GET', `/api/queries/${query.id}`, '/api/queries/{id}', 200);
    await conforms('GET', '/api/queries', '/api/queries', 200);
    await conforms('POST', `/api/queries/${query.id}/results`, '/api/queries/{id}/results', 200, { body: {} });
    await conforms('POST', `/api/queries/${query.id}/refresh`, '/api/queries/{id}/refresh', 200);
  });

  it('alerts (Redash’s shape of monitors)', async () => {
    const source = await buildPgDataSource(app);
    const query = await buildQuery(app, { dataSourceId: source.id });
    const created = await conforms('POST', '/api/alerts', '/api/alerts', 201, {
      body: { name: 'value high', query_id: query.id, options: { column: 'value', op: '>', value: 5 } },
    });
    expect(created.status).toBe(201);
    await conforms('GET', '/api/alerts', '/api/alerts', 200);
    await conforms('GET', `/api/alerts/${created.body.id}`, '/api/alerts/{id}', 200);
  });

  it('Redash’s dashboard, its access log with totals_per_day', async () => {
    const created = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'OpenAPI check' } });
    expect(created.status).toBe(201);
    const dashboard = created.body as { id: number; slug: string };
    await conforms('POST', '/api/widgets', '/api/widgets', 201, { body: { dashboard_id: dashboard.id, text: '**Hello**', width: 1 } });
    await conforms('POST', `/api/dashboards/${dashboard.slug}/share`, '/api/dashboards/{slug}/share', 200, { body: {} });
    await conforms('GET', '/api/public/dashboards/x', '/api/public/dashboards/{token}', 404, { key: '' });
    await conforms('GET', `/api/dashboards/${dashboard.slug}`, '/api/dashboards/{slug}', 200);
    await conforms('GET', '/api/dashboards', '/api/dashboards', 200);
    await conforms('GET', `/api/dashboards/${dashboard.slug}/share/accesses`, '/api/dashboards/{slug}/share/accesses', 200);
  });

  it('session, permissions, users', async () => {
    await conforms('POST', '/api/session', '/api/session', 200, { body: { email: app.admin.email, password: app.admin.password } });
    await conforms('GET', '/api/session', '/api/session', 200);
    await conforms('GET', `/api/users/${app.admin.userId}/effective_permissions`, '/api/users/{id}/effective_permissions', 200);
    await conforms('GET', `/api/users/${app.admin.userId}`, '/api/users/{id}', 200);
    await conforms('GET', '/api/data_sources', '/api/data_sources', 200);
  });

  it('error answers match the shared Error response', async () => {
    await conforms('GET', '/api/queries/999999', '/api/queries/{id}', 404);
    await conforms('POST', '/api/alerts', '/api/alerts', 422, { body: { name: '' } });
  });
});
