import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// A short header timeout, so that a slow header sender is cut within the test's patience.
vi.hoisted(() => {
  process.env.HTTP_HEADERS_TIMEOUT_MS = '1000';
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('issue 29, low findings', () => {
  it('a destination whose host does not resolve answers 422 host_unresolved, not 503 database_unavailable', async () => {
    const created = await app.request('POST', '/api/destinations', {
      key: app.admin.key,
      body: { name: 'unresolvable', type: 'webhook', options: { url: 'http://no-such-host.invalid/hook', secret: 'signing-secret' } },
    });
    expect(created.status).toBe(201);
    const res = await app.request('POST', `/api/destinations/${created.body.id}/test`, { key: app.admin.key });
    expect(res.status).toBe(422);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({
      code: 'host_unresolved',
      message: expect.stringContaining('no-such-host.invalid'),
    });
    // A connector test says the same in its own shape.
    const connector = await app.request('POST', '/api/data_sources/test', {
      key: app.admin.key,
      body: { type: 'pg', options: { host: 'no-such-host.invalid', port: 5432, user: 'u', dbname: 'd' } },
    });
    expect(connector.status).toBe(200);
    expect(connector.body).toEqual({ ok: false, message: expect.stringContaining('does not resolve') });
  });

  it('cuts a client that sends its headers too slowly', async () => {
    const { port } = new URL(app.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const started = Date.now();
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const elapsed = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeLessThan(10_000);
  }, 20_000);
});
