import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { startOverlookServer, type ServiceProcess } from '../helpers/process.js';
import { redactRequestTarget } from '../../src/logger.js';

let app: TestApp;
let server: ServiceProcess;

beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
  server = await startOverlookServer('serve', { DATABASE_URL: app.databaseUrl });
});
afterAll(async () => {
  await server?.stop();
  await app?.stop();
});

describe('redactRequestTarget', () => {
  it('replaces bearer tokens in paths and credential query parameters, and keeps the rest', () => {
    expect(redactRequestTarget('/public/dashboards/abc123')).toBe('/public/dashboards/[redacted]');
    expect(redactRequestTarget('/embed/dashboards/abc123?widget=4')).toBe('/embed/dashboards/[redacted]?widget=4');
    expect(redactRequestTarget('/api/public/dashboards/abc123')).toBe('/api/public/dashboards/[redacted]');
    expect(redactRequestTarget('/api/digests/unsubscribe/abc123')).toBe('/api/digests/unsubscribe/[redacted]');
    expect(redactRequestTarget('/api/invitations/abc123/accept')).toBe('/api/invitations/[redacted]/accept');
    expect(redactRequestTarget('/invite/abc123')).toBe('/invite/[redacted]');
    expect(redactRequestTarget('/verify_email/abc123')).toBe('/verify_email/[redacted]');
    expect(redactRequestTarget('/api/verify_email/abc123')).toBe('/api/verify_email/[redacted]');
    expect(redactRequestTarget('/api/queries?api_key=k1&page=2&Api%5FKey=k2&token=t')).toBe(
      '/api/queries?api_key=[redacted]&page=2&Api%5FKey=[redacted]&token=[redacted]',
    );
    expect(redactRequestTarget('/api/dashboards/sales-2024?page=1')).toBe('/api/dashboards/sales-2024?page=1');
  });
});

describe('request logs', () => {
  it('never carry share, unsubscribe, invitation, verification tokens or api_key parameters', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const secrets = Array.from({ length: 9 }, (_, i) => `sEcReT${i}x${Math.random().toString(36).slice(2)}`);
    const requests: [string, string, unknown?][] = [
      ['GET', `/api/public/dashboards/${secrets[0]}`],
      ['GET', `/public/dashboards/${secrets[1]}`],
      ['GET', `/embed/dashboards/${secrets[2]}?widget=1`],
      ['GET', `/api/digests/unsubscribe/${secrets[3]}`],
      ['POST', `/api/digests/unsubscribe/${secrets[3]}`],
      ['GET', `/api/invitations/${secrets[4]}`],
      ['POST', `/api/invitations/${secrets[4]}/accept`, { password: 'long-enough-password' }],
      ['GET', `/api/verify_email/${secrets[5]}`],
      ['GET', `/api/session?api_key=${app.admin.key}`],
      ['GET', `/api/users?api_key=${secrets[6]}`],
      ['POST', '/api/session/exchange', { exchange_token: secrets[7] }],
      ['GET', `/graphql?api_key=${secrets[8]}&query=%7B__typename%7D`],
    ];
    for (const [method, path, body] of requests) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      await res.arrayBuffer();
    }
    await server.waitForLog(/"path":"\/graphql\?api_key=\[redacted\]/);
    const requestLines = server.output.filter((line) => line.includes('"msg":"request"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(requests.length);
    for (const line of server.output) {
      for (const secret of [...secrets, app.admin.key]) expect(line).not.toContain(secret);
    }
    const paths = requestLines.map((line) => JSON.parse(line).path as string);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/public/dashboards/[redacted]',
        '/public/dashboards/[redacted]',
        '/embed/dashboards/[redacted]?widget=1',
        '/api/digests/unsubscribe/[redacted]',
        '/api/invitations/[redacted]',
        '/api/invitations/[redacted]/accept',
        '/api/verify_email/[redacted]',
        '/api/session?api_key=[redacted]',
        '/api/users?api_key=[redacted]',
        '/api/session/exchange',
      ]),
    );
  });
});
