import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { spawnOverlook, startOverlookServer, type ServiceProcess } from '../helpers/process.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

const dataDir = mkdtempSync(join(tmpdir(), 'overlook-embedded-'));
// mkdtemp makes it 0700; as root, PostgreSQL runs as `postgres`, which must reach it to keep the cluster here.
chmodSync(dataDir, 0o755);
// The embedded default: no DATABASE_URL, no SECRET_KEY (generated once under DATA_DIR).
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, SECRET_KEY: undefined };
let server: ServiceProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function bootstrap(): Promise<{ api_key: string; user: { id: number } }> {
  const cli = spawnOverlook(['bootstrap', '--org', 'Acme', '--email', 'ops@acme.test', '--password', 'ops-password-1'], env);
  const line = await cli.waitForLog(/"api_key"/, 90_000);
  // It ends on its own, stopping the embedded server it started (a kill would leave it running).
  expect(await cli.exited).toBe(0);
  return JSON.parse(line);
}

async function sessionStatus(port: number, key: string) {
  return (await fetch(`http://127.0.0.1:${port}/api/session`, { headers: { authorization: `Key ${key}` } })).status;
}

describe('the embedded default', () => {
  it('keeps data and keys across a stop and start, and the CLI finds the same database either way', async () => {
    // The CLI alone (no server running) initialises the embedded database.
    const first = await bootstrap();
    server = await startOverlookServer('start', env);
    expect(await sessionStatus(server.port!, first.api_key)).toBe(200);

    // The CLI while the server runs uses the running server's database: same user, fresh key.
    const second = await bootstrap();
    expect(second.user.id).toBe(first.user.id);
    expect(await sessionStatus(server.port!, second.api_key)).toBe(200);
    expect(await sessionStatus(server.port!, first.api_key)).toBe(401);
    const connector = await fetch(`http://127.0.0.1:${server.port}/api/data_sources`, {
      method: 'POST',
      headers: { authorization: `Key ${second.api_key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'kept',
        type: 'pg',
        options: { host: '127.0.0.1', port: 5432, user: 'postgres', password: 'pw-kept', dbname: 'postgres' },
      }),
    });
    expect(connector.status).toBe(201);

    // Ctrl-C (SIGINT), then start again on the same DATA_DIR. The stop is quiet: the connections
    // it closes itself (and the embedded server it stops) are no loss, so nothing warns.
    expect(await server.stop('SIGINT')).toBe(0);
    expect(server.output.some((line) => line.includes('overlook stopped'))).toBe(true);
    const loud = server.output.filter((line) => /^\{/.test(line) && (JSON.parse(line) as { level: number }).level >= 40);
    expect(loud).toEqual([]);
    server = await startOverlookServer('start', env);
    expect(await sessionStatus(server.port!, second.api_key)).toBe(200);
    const list = await fetch(`http://127.0.0.1:${server.port}/api/data_sources`, { headers: { authorization: `Key ${second.api_key}` } });
    // A plain array, as Redash answers GET /api/data_sources.
    expect(((await list.json()) as { name: string }[]).map((d) => d.name)).toEqual(['kept']);
  }, 240_000);
});
