import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = 'examples/frontend-client.mjs';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** Runs the example exactly as the README tells a reader to, with plain `node`. */
function runExample(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('examples/frontend-client.mjs', () => {
  it('runs a query, a mutation and a jobStatus subscription against the real service', async () => {
    const source = await buildPgDataSource(app);
    const { code, stdout, stderr } = await runExample({
      OVERLOOK_URL: app.url,
      OVERLOOK_API_KEY: app.admin.key,
      OVERLOOK_DATA_SOURCE_ID: String(source.id),
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const steps = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(steps[0]).toEqual({ step: 'query', email: app.admin.email, organization: 'Acme' });
    expect(steps[1]).toEqual({ step: 'typed error', typename: 'ValidationError', code: 'validation_failed', field: ['input', 'name'] });
    expect(steps[2]).toEqual({ step: 'conflict', code: 'version_conflict', currentVersion: 1 });
    expect(steps[3]).toMatchObject({ step: 'mutation', queryId: expect.any(Number), jobId: expect.any(Number) });
    const statuses = steps.filter((s) => s.step === 'subscription').map((s) => s.status);
    expect(statuses.at(-1)).toBe(3);
    expect(steps.at(-1)).toMatchObject({ step: 'result', rows: [{ answer: 42 }] });

    // The mutation really saved the query the reader asked for.
    const saved = await app.request('GET', `/api/queries/${steps[3].queryId}`, { key: app.admin.key });
    expect(saved.body).toMatchObject({ name: 'Frontend example', query: 'SELECT 42 AS answer' });
  });

  it('fails with the GraphQL error code and a non-zero exit on a wrong key', async () => {
    const { code, stderr } = await runExample({ OVERLOOK_URL: app.url, OVERLOOK_API_KEY: 'not-a-key', OVERLOOK_DATA_SOURCE_ID: '1' });
    expect(code).not.toBe(0);
    expect(stderr).toContain('unauthenticated');
  });

  it('prints its usage and exits 2 without a key', async () => {
    const { code, stderr } = await runExample({ OVERLOOK_URL: app.url });
    expect(code).toBe(2);
    expect(stderr).toContain('usage:');
  });
});
