import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Signup's production default: closed (issue 29). Nothing else in this process may have opened it.
vi.hoisted(() => {
  delete process.env.SIGNUP;
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('signup closed by default', () => {
  it('POST /api/signup answers 403 signup_disabled and creates nothing; GraphQL the same', async () => {
    const { db } = await import('../../src/db.js');
    const before = await db.organization.count();
    const res = await app.request('POST', '/api/signup', {
      body: { org_name: 'Mallory Inc', name: 'M', email: 'mallory@mallory.test', password: 'mallory-password' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'signup_disabled', message: expect.any(String) });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('overlook_session=') && !c.startsWith('overlook_session=;'))).toBe(false);
    const gql = await app.request('POST', '/graphql', {
      body: {
        query:
          'mutation { signUp(orgName: "M", name: "M", email: "m@m.test", password: "mallory-password") { ... on SignUpPayload { user { id } } ... on UserError { code } } }',
      },
    });
    expect(gql.body.data.signUp.code).toBe('signup_disabled');
    expect(await db.organization.count()).toBe(before);
  });
});
