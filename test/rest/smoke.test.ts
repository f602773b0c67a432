import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('smoke', () => {
  it('answers the session of the admin', async () => {
    const res = await app.request('GET', '/api/session', { key: app.admin.key });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('admin@acme.test');
  });
});
