import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startOverlookServer, type ServiceProcess } from '../helpers/process.js';
import { inOneMinute } from '../helpers/minute.js';

// Tells clients apart by X-Forwarded-For (rate limits, client addresses): the test's requests reach
// the service from 127.0.0.1 as through a reverse proxy, which production trusts only when told to.
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '127.0.0.1';
});

let app: TestApp;
let second: ServiceProcess;

beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
  second = await startOverlookServer('serve', { DATABASE_URL: app.databaseUrl });
});
afterAll(async () => {
  await second?.stop();
  await app?.stop();
});

describe('rate limits across processes', () => {
  it('allows 10 sign-ins a minute in total across two server processes, not 20', async () => {
    await inOneMinute();
    const urls = [app.url, `http://127.0.0.1:${second.port}`];
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(`${urls[i % 2]}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
        body: JSON.stringify({ email: app.admin.email, password: 'wrong' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Both processes are really serving: the second one answers authenticated requests too.
    const session = await fetch(`${urls[1]}/api/session`, { headers: { authorization: `Key ${app.admin.key}` } });
    expect(session.status).toBe(200);
  });
});
