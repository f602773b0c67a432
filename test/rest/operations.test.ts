import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { eventually } from '../helpers/eventually.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('operations', () => {
  it('reports health and readiness', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI document of the REST layer without login', async () => {
    const res = await app.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/users', '/api/groups/{id}/data_source_access', '/api/users/{id}/effective_permissions']),
    );
  });

  it('keeps mail in the outbox when SMTP_URL is unset', async () => {
    const invited = await app.request('POST', '/api/users', { key: app.admin.key, body: { name: 'Kept', email: 'kept@acme.test' } });
    expect(invited.status).toBe(201);
    const { db } = await import('../../src/db.js');
    const status = await eventually(
      async () => (await db.mailOutbox.findFirst({ where: { to: 'kept@acme.test' } }))?.status,
      (value) => value === 'kept',
    );
    expect(status).toBe('kept');
  });

  it('tags every response with a request id', async () => {
    const res = await app.request('GET', '/api/session', { key: app.admin.key, headers: { 'x-request-id': 'trace-me' } });
    expect(res.headers.get('x-request-id')).toBe('trace-me');
  });
});
