import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildPgDataSource, buildQuery } from '../factories.js';

// Issue 29: `__proto__` and `constructor` keys inside JSON options were stored as own keys. Every
// JSON input now refuses `__proto__`, `constructor` and `prototype` keys with a 422 naming the path
// (REST bodies) or a validation_failed error naming it (GraphQL variables and literals).

let app: TestApp;
let queryId: number;
beforeAll(async () => {
  app = await startTestApp();
  queryId = (await buildQuery(app, { dataSourceId: (await buildPgDataSource(app)).id })).id;
});
afterAll(async () => {
  await app?.stop();
});

describe('prototype keys in JSON input', () => {
  it('REST: 422 naming the path, nothing stored', async () => {
    for (const [key, path] of [
      ['__proto__', 'options.__proto__'],
      ['constructor', 'options.a.constructor'],
      ['prototype', 'options.prototype'],
    ]) {
      const options = key === 'constructor' ? `{"a": {"constructor": {"x": 1}}}` : `{"${key}": {"polluted": true}}`;
      const res = await app.request('POST', '/api/visualizations', {
        key: app.admin.key,
        headers: { 'content-type': 'application/json' },
        raw: `{"query_id": ${queryId}, "type": "TABLE", "name": "v", "options": ${options}}`,
      });
      expect(res.status, key).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors, key).toEqual([{ path, message: `"${key}" is not allowed as a key` }]);
    }
    const { db } = await import('../../src/db.js');
    // Only the query's default Table (made with the query): none of the refused ones.
    expect(await db.visualization.count({ where: { queryId } })).toBe(1);
  });

  it('GraphQL: variables answer 422 validation_failed with the path; inline literals a coded error', async () => {
    const variables = JSON.parse(`{"o": {"__proto__": {"polluted": true}}}`);
    const viaVariable = await app.request('POST', '/graphql', {
      key: app.admin.key,
      body: {
        query: `mutation($o: JSON) { createVisualization(queryId: ${queryId}, type: "TABLE", name: "v", options: $o) { ... on Visualization { id } } }`,
        variables,
      },
    });
    // The HTTP edge refuses it in the body, as for REST: 422 naming the path.
    expect(viaVariable.status).toBe(422);
    expect(viaVariable.body.errors[0].extensions.code).toBe('validation_failed');
    expect(viaVariable.body.errors[0].extensions.errors[0].path).toMatch(/o\.__proto__$/);
    const inline = await app.request('POST', '/graphql', {
      key: app.admin.key,
      body: {
        query: `mutation { createVisualization(queryId: ${queryId}, type: "TABLE", name: "v", options: {constructor: 1}) { ... on Visualization { id } } }`,
      },
    });
    expect(inline.status, JSON.stringify(inline.body)).toBeLessThan(500);
    for (const error of inline.body.errors) expect(error.extensions.code).toEqual(expect.any(String));
    expect(inline.body.errors[0].extensions.code).toEqual(expect.any(String));
    expect(inline.body.errors[0].message).toContain('constructor');
  });
});
