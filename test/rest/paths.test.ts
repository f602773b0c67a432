import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildPgDataSource } from '../factories.js';
import { rawRequest } from '../helpers/raw-request.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
  auth = { authorization: `Key ${app.admin.key}` };
});
afterAll(async () => {
  await app?.stop();
});

describe('dot segments (sent raw, as fetch() would not)', () => {
  it('answers 404 JSON for a path that would climb into another route, instead of running it', async () => {
    const users = await rawRequest(app.url, 'GET', '/api/users', { headers: auth });
    expect(users.status).toBe(200);
    for (const path of [
      '/api/dashboards/%2e%2e/users',
      '/api/dashboards/%2E%2e/users',
      '/api/dashboards/.%2e/users',
      '/api/dashboards/../users',
      '/api/dashboards/%252e%252e/users',
      '/api/./users',
      '/api/%2e/users',
      '/api/users/..',
      '/api/users/%2e%2e?page=1',
      '/graphql/%2e%2e',
    ]) {
      const res = await rawRequest(app.url, 'GET', path, { headers: auth });
      expect({ path, status: res.status, code: res.json?.code }).toEqual({ path, status: 404, code: 'not_found' });
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('does not delete a data source through DELETE /api/groups/%2e%2e/data_sources/{id}', async () => {
    const dataSource = await buildPgDataSource(app);
    for (const path of [
      `/api/groups/%2e%2e/data_sources/${dataSource.id}`,
      `/api/groups/../data_sources/${dataSource.id}`,
      `/api/groups/1/%2e%2e/%2e%2e/data_sources/${dataSource.id}`,
    ]) {
      const res = await rawRequest(app.url, 'DELETE', path, { headers: auth });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const still = await app.request('GET', `/api/data_sources/${dataSource.id}`, { key: app.admin.key });
    expect(still.status).toBe(200);
  });

  it('leaves dots inside a segment alone', async () => {
    const res = await rawRequest(app.url, 'GET', '/api/dashboards/..hidden', { headers: auth });
    expect(res.status).toBe(404);
    expect(res.json.message).not.toMatch(/No route/);
  });
});

describe('NUL and encoding in the request target', () => {
  it('answers 400 JSON for NUL, malformed escapes or invalid UTF-8 in the path', async () => {
    for (const path of [
      '/api/users/%00',
      '/api/dashboards/a%00b',
      '/api/users/%ff',
      '/api/users/%c3%28',
      '/api/dashboards/%zz',
      '/api/dashboards/%ed%a0%80',
    ]) {
      const res = await rawRequest(app.url, 'GET', path, { headers: auth });
      expect({ path, status: res.status, code: res.json?.code }).toEqual({ path, status: 400, code: 'bad_request' });
    }
  });

  it('answers a path the HTTP adapter cannot parse (a backslash) with 400 JSON, not an empty body', async () => {
    const res = await rawRequest(app.url, 'GET', '/api/users/\\..', { headers: auth });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: expect.stringMatching(/Backslash/), code: 'bad_request' });
  });

  it('answers 400 on anonymous open routes too, before any database lookup', async () => {
    for (const path of ['/api/invitations/%00', '/api/public/dashboards/%00', '/public/dashboards/%00', '/api/digests/unsubscribe/%00']) {
      const res = await rawRequest(app.url, 'GET', path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.json.code).toBe('bad_request');
    }
  });

  it('answers 422 for NUL or invalid UTF-8 in the query string, and accepts proper UTF-8', async () => {
    for (const query of ['q=%00', 'q=a%00', '%00=1', 'q=%c3%28', 'q=%', 'page=1&q=%ud800']) {
      const res = await rawRequest(app.url, 'GET', `/api/queries?${query}`, { headers: auth });
      expect({ query, status: res.status, code: res.json?.code }).toEqual({ query, status: 422, code: 'validation_failed' });
    }
    const ok = await rawRequest(app.url, 'GET', '/api/queries?q=caf%C3%A9+au+lait', { headers: auth });
    expect(ok.status).toBe(200);
  });

  it('answers GraphQL GET requests with NUL in the query string with a JSON error', async () => {
    const res = await rawRequest(app.url, 'GET', '/graphql?query=%7B__typename%00%7D', { headers: auth });
    expect(res.status).toBe(422);
    expect(res.json.errors[0].extensions.code).toBe('validation_failed');
  });
});
