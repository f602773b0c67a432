import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Tells clients apart by X-Forwarded-For (rate limits, client addresses): the test's requests reach
// the service from 127.0.0.1 as through a reverse proxy, which production trusts only when told to.
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '127.0.0.1';
});

// Sign-in must not reveal which e-mails have accounts by how long it takes. Timing assertions
// are flaky, so this counts the expensive step instead: every answer costs the same number of
// scrypt verifications whether or not the e-mail exists.
const verifications = vi.hoisted(() => ({ calls: [] as { stored: string | null; result: boolean }[] }));

vi.mock('../../src/crypto.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/crypto.js')>();
  return {
    ...original,
    async verifyPassword(password: string, stored: string | null) {
      const result = await original.verifyPassword(password, stored);
      verifications.calls.push({ stored, result });
      return result;
    },
  };
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});
beforeEach(() => {
  verifications.calls.length = 0;
});

let n = 0;
const signIn = (email: string, password: string) =>
  app.request('POST', '/api/session', { body: { email, password }, headers: { 'x-forwarded-for': `10.91.0.${++n}` } });

const scryptHash = /^scrypt\$\d+\$\d+\$\d+\$[^$]+\$[^$]+$/;

describe('sign-in spends the same work for unknown and known e-mails', () => {
  it('an unknown e-mail still runs one full scrypt verification (against a dummy hash)', async () => {
    const res = await signIn('nobody@nowhere.test', 'some-password');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'unauthenticated' });
    expect(verifications.calls).toHaveLength(1);
    expect(verifications.calls[0].stored).toMatch(scryptHash);
    expect(verifications.calls[0].result).toBe(false);
    // The dummy hash has the same cost parameters as a real one.
    const { db } = await import('../../src/db.js');
    const real = (await db.user.findUniqueOrThrow({ where: { id: app.admin.userId } })).passwordHash!;
    expect(verifications.calls[0].stored!.split('$').slice(0, 4)).toEqual(real.split('$').slice(0, 4));
    expect(verifications.calls[0].stored).not.toBe(real);
  });

  it('a known e-mail with a wrong password costs the same one verification, and the same answer', async () => {
    const unknown = await signIn('nobody@nowhere.test', 'wrong-password');
    const known = await signIn(app.admin.email, 'wrong-password');
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(verifications.calls).toHaveLength(2);
  });

  it('an account without a password (none set) is verified against the dummy hash, not skipped', async () => {
    const { db } = await import('../../src/db.js');
    const invited = await app.request('POST', '/api/users', {
      key: app.admin.key,
      body: { name: 'No Password', email: 'nopass@acme.test' },
    });
    await db.user.update({ where: { id: invited.body.id }, data: { acceptedAt: new Date() } });
    verifications.calls.length = 0;
    expect((await signIn('nopass@acme.test', 'anything-at-all')).status).toBe(401);
    expect(verifications.calls).toHaveLength(1);
    expect(verifications.calls[0].stored).toMatch(scryptHash);
  });

  it('the right password still signs in', async () => {
    const res = await signIn(app.admin.email, app.admin.password);
    expect(res.status).toBe(200);
    expect(verifications.calls.filter((c) => c.result)).toHaveLength(1);
  });
});
