import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/**
 * Issue 29: every request-level refusal (parse, validation, limits, variables) answers HTTP 400
 * with `extensions.code`, whatever the client accepts. Yoga would answer 200 to `application/json`
 * clients for parse and validation errors; the fast path (src/graphql-http.ts) did too.
 */
const refusals: { name: string; query: string; variables?: Record<string, unknown>; code: string }[] = [
  { name: 'an unknown field', query: '{ session { user { nope } } }', code: 'graphql_validation_failed' },
  { name: 'a literal of the wrong type', query: '{ dashboards(first: "ten") { totalCount } }', code: 'graphql_validation_failed' },
  { name: 'a syntax error', query: '{ session { ', code: 'graphql_parse_failed' },
  {
    name: 'a nesting limit',
    query: `{ dashboards(first: ${'['.repeat(150)}${']'.repeat(150)}) { totalCount } }`,
    code: 'graphql_limit_exceeded',
  },
  {
    name: 'a variable of the wrong type',
    query: 'query ($n: Int) { dashboards(first: $n) { totalCount } }',
    variables: { n: 'ten' },
    code: 'validation_failed',
  },
];

const accepts = [undefined, '*/*', 'application/json', 'application/graphql-response+json', 'application/json, multipart/mixed'];

describe('request-level GraphQL refusals answer 400 with a code', () => {
  for (const refusal of refusals) {
    it(`${refusal.name}: POST with every Accept, and GET`, async () => {
      for (const accept of accepts) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (accept) headers.accept = accept;
        const res = await app.request('POST', '/graphql', {
          key: app.admin.key,
          raw: JSON.stringify({ query: refusal.query, ...(refusal.variables ? { variables: refusal.variables } : {}) }),
          headers,
        });
        expect({ accept, status: res.status }).toEqual({ accept, status: 400 });
        expect(res.body.errors[0].extensions.code).toBe(refusal.code);
        expect(res.body.errors[0].extensions).not.toHaveProperty('http');
        expect(res.body).not.toHaveProperty('data');
      }
      const search = new URLSearchParams({
        query: refusal.query,
        ...(refusal.variables ? { variables: JSON.stringify(refusal.variables) } : {}),
      });
      const get = await app.request('GET', `/graphql?${search}`, { key: app.admin.key, headers: { accept: 'application/json' } });
      expect(get.status).toBe(400);
      expect(get.body.errors[0].extensions.code).toBe(refusal.code);
    });
  }

  it('an execution error is not a refusal: 200 with `data` and the coded error', async () => {
    const res = await app.request('POST', '/graphql', {
      key: app.admin.key,
      body: { query: '{ dashboard(slug: "no-such-dashboard") { name } }' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('not_found');
  });
});
