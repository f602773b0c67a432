import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { cloneTemplate, dropDatabase, urlFor } from '../helpers/databases.js';
import { eventually } from '../helpers/eventually.js';
import { spawnOverlook, startOverlookServer, type ServiceProcess } from '../helpers/process.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// /metrics refuses a client that a trusted reverse proxy says is elsewhere: the test's requests
// come from 127.0.0.1, which plays that proxy (production trusts no proxy unless told to).
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '127.0.0.1';
});

let database: string;
let server: ServiceProcess | undefined;
const env = () => ({ DATABASE_URL: urlFor(database), SECRET_KEY: process.env.SECRET_KEY, METRICS_TOKEN: undefined, LOG_LEVEL: 'debug' });

beforeAll(async () => {
  database = await cloneTemplate(inject('templateDatabase'));
});
afterAll(async () => {
  if (server) await server.stop();
  await dropDatabase(database);
});

function nonJsonLines(lines: string[]): string[] {
  return lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object';
    } catch {
      return true;
    }
  });
}

describe('the real process logs JSON lines only', () => {
  it('start, a query job, /metrics from the local network, and shutdown: every line of stdout and stderr is JSON', async () => {
    const bootstrap = spawnOverlook(['bootstrap', '--org', 'Logs', '--email', 'logs@example.test', '--password', 'logs-password-1'], env());
    const [code] = bootstrap.child.exitCode === null ? await once(bootstrap.child, 'exit') : [bootstrap.child.exitCode];
    expect(code).toBe(0);
    expect(nonJsonLines(bootstrap.output)).toEqual([]);
    const apiKey = bootstrap.output.map((line) => JSON.parse(line)).find((entry) => entry.api_key)?.api_key as string;
    expect(apiKey).toBeTruthy();

    // A dependency's deprecation warning, raised inside the real process on demand (SIGUSR2).
    const warnOnSignal = `data:text/javascript,${encodeURIComponent("process.on('SIGUSR2', () => process.emitWarning('probe: this API is deprecated', 'DeprecationWarning', 'DEP_PROBE'))")}`;
    server = await startOverlookServer('start', { ...env(), NODE_OPTIONS: `--import=${warnOnSignal}` });
    server.child.kill('SIGUSR2');
    const warning = JSON.parse(await server.waitForLog(/probe: this API is deprecated/));
    expect(warning).toMatchObject({
      level: 40,
      msg: 'probe: this API is deprecated',
      warning: { name: 'DeprecationWarning', code: 'DEP_PROBE' },
    });
    const url = `http://127.0.0.1:${server.port}`;
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Key ${apiKey}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    const source = await call('POST', '/api/data_sources', {
      name: 'pg',
      type: 'pg',
      options: { host: '127.0.0.1', port: 5432, user: 'postgres', password: 'unused', dbname: 'postgres' },
    });
    expect(source.status).toBe(201);
    const query = await call('POST', '/api/queries', {
      name: 'rows',
      data_source_id: source.body.id,
      query: 'SELECT g FROM generate_series(1, 5000) g',
    });
    expect(query.status).toBe(201);
    const run = await call('POST', `/api/queries/${query.body.id}/results`, { max_age: 0 });
    expect(run.status).toBe(200);
    const jobId = run.body.job.id;
    const status = await eventually(
      async () => (await call('GET', `/api/jobs/${jobId}`)).body.job.status as number,
      (value) => value >= 3,
    );
    expect(status).toBe(3);
    await server.waitForLog(/Completed task \d+ \(execute_query/);

    // Without METRICS_TOKEN, /metrics answers the local network only, and not through a proxy
    // that says the client is elsewhere.
    const local = await fetch(`${url}/metrics`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('overlook_jobs{status="success"} 1');
    const forwarded = await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.status).toBe(403);
    expect(await forwarded.json()).toMatchObject({ code: 'forbidden' });

    expect(await server.stop('SIGTERM')).toBe(0);
    const output = server.output;
    server = undefined;
    expect(output.some((line) => /overlook stopped/.test(line))).toBe(true);
    expect(output.some((line) => /"component":"worker"/.test(line))).toBe(true);
    expect(nonJsonLines(output)).toEqual([]);
  }, 180_000);
});
