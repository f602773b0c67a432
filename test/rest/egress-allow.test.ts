import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildDestination } from '../factories.js';
import { startReceiver } from '../helpers/receiver.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// OUTBOUND_ALLOW opens a part of what OUTBOUND_DENY closes, but never link-local or metadata
// addresses. (Its own file: the app reads its environment once per test file.)

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ env: { OUTBOUND_DENY: '127.0.0.0/8,::1/128', OUTBOUND_ALLOW: '127.0.0.1/32,169.254.0.0/16,fd00:ec2::254' } });
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

const key = () => app.admin.key;
const test = (id: number) => app.request('POST', `/api/destinations/${id}/test`, { key: key() });

describe('OUTBOUND_ALLOW over OUTBOUND_DENY', () => {
  it('allow wins over deny: the allowed loopback address is reached, the rest of the denied range is not', async () => {
    const allowed = await buildDestination(app, { options: { url: `${receiver.url}/hook` } });
    const delivered = await test(allowed.id);
    expect(delivered.status).toBe(200);
    expect(delivered.body.state).toBe('delivered');
    expect(receiver.received).toHaveLength(1);

    const denied = await buildDestination(app, { options: { url: 'http://127.0.0.2:9/hook' } });
    const refused = await test(denied.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('denied by OUTBOUND_DENY');

    const connector = await app.request('POST', '/api/data_sources/test', {
      key: key(),
      body: { type: 'pg', options: { host: '127.0.0.1', port: 5432, user: 'postgres', password: 'x', dbname: 'postgres' } },
    });
    expect(connector.body).toEqual({ ok: true });
  });

  it('never opens link-local or metadata addresses, even when listed', async () => {
    for (const url of ['http://169.254.169.254/latest', 'http://[fd00:ec2::254]/latest']) {
      const destination = await buildDestination(app, { options: { url } });
      const res = await test(destination.id);
      expect(res.status, url).toBe(422);
      expect(res.body.message).toMatch(/link-local|cloud metadata/);
    }
  });
});
