import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
type Operation = {
  operationId: string;
  summary: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, any> }>; $ref?: string }>;
};
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  app = await startTestApp();
  const res = await app.request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  paths = res.body.paths;
});
afterAll(async () => {
  await app?.stop();
});

describe('GET /api/openapi.json', () => {
  it('answers GET /api/queries/{id} with the query schema from its GraphQL selection (snake_case aliases, nullability)', () => {
    const schema = paths['/api/queries/{id}'].get.responses['200'].content!['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(schema.properties.data_source_id).toEqual({ type: 'integer' });
    expect(schema.properties.latest_query_data_id).toEqual({ type: ['integer', 'null'] });
    expect(schema.properties.created_at).toMatchObject({ type: 'string', format: 'date-time' });
    expect(schema.required).toEqual(expect.arrayContaining(['id', 'name', 'query']));
    expect(paths['/api/queries/{id}'].get.responses['404']).toEqual({ $ref: '#/components/responses/Error' });
  });

  it('has 201 on create with a request body from the GraphQL input, and 204 on delete (200 null on Redash’s group DELETEs)', () => {
    const create = paths['/api/queries'].post;
    expect(Object.keys(create.responses)).toContain('201');
    expect(create.responses['200']).toBeUndefined();
    const body = create.requestBody!.content['application/json'].schema;
    expect(Object.keys(body.properties!)).toEqual(expect.arrayContaining(['name', 'query', 'data_source_id']));
    const remove = paths['/api/queries/{id}'].delete;
    expect(remove.responses['204']).toEqual({ description: 'Done; no body.' });
    // Redash answers its group DELETEs 200 with a JSON null (its clients read the body).
    expect(paths['/api/groups/{id}/members/{userId}'].delete.responses['200']).toBeDefined();
  });

  it('lists query parameters and the paginated shape of GET /api/queries', () => {
    const list = paths['/api/queries'].get;
    const names = list.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'page_size', 'q', 'tags', 'api_key']));
    const schema = list.responses['200'].content!['application/json'].schema;
    expect(schema.required).toEqual(['count', 'page', 'page_size', 'results']);
    expect(schema.properties.results.items.properties.name).toEqual({ type: 'string' });
  });

  it('names download media types, the async shape, operationIds and summaries', () => {
    const download = paths['/api/queries/{id}/results/{file}'].get.responses['200'].content!;
    expect(Object.keys(download)).toEqual(expect.arrayContaining(['text/csv', 'application/json']));
    expect(Object.keys(download).some((type) => type.includes('spreadsheetml'))).toBe(true);
    const execution = paths['/api/queries/{id}/results'].post.responses['200'].content!['application/json'].schema;
    expect(execution.oneOf).toHaveLength(2);
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((op) => op.summary.length > 0)).toBe(true);
    expect(paths['/api/docs']).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page with a self-only CSP and the Redoc bundle from the package', async () => {
    const page = await fetch(`${app.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${app.url}/api/docs/assets/redoc.standalone.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const missing = await fetch(`${app.url}/api/docs/assets/..%2fpackage.json`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('not_found');
  });
});
