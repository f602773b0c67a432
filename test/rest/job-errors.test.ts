import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMonitor, buildPgDataSource, buildQuery } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { runAdhoc, waitForJob } from '../helpers/jobs.js';
import { eventually } from '../helpers/eventually.js';

// PostgreSQL's own message for this statement quotes the whole value: about 20 KB of error text,
// far over the 8000 bytes a NOTIFY payload may carry.
const LONG_ERROR_SQL = "SELECT repeat('x', 20000)::int AS value";
// Over the 64 KB a job keeps.
const HUGE_ERROR_SQL = "SELECT repeat('y', 100000)::int AS value";

let app: TestApp;
let dataSourceId: number;
const clients: Client[] = [];

beforeAll(async () => {
  // The reaper would end a hung job only after 60 s: the tests wait far less than that.
  app = await startTestApp({ env: { JOB_STALE_AFTER_SECS: '60' } });
  dataSourceId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await app?.stop();
});

function wsClient(): Client {
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Key ${app.admin.key}` },
  });
  clients.push(client);
  return client;
}

const adhoc = (query: string) => runAdhoc(app, dataSourceId, query);

describe('a failed job keeps its real error', () => {
  it('an error text over 8 KB ends the job at 4 with the database words, by its worker and not the reaper', async () => {
    const job = await adhoc(LONG_ERROR_SQL);
    const done = await waitForJob(app, app.admin.key, job.id, 20_000);
    expect(done.status).toBe(4);
    expect(done.error).toMatch(/^invalid input syntax for type integer: "x{20000}"$/);
    expect(done.query_result_id).toBeNull();
  });

  it('an error text over 64 KB is kept truncated, with a marker that says how much was cut', async () => {
    const job = await adhoc(HUGE_ERROR_SQL);
    const done = await waitForJob(app, app.admin.key, job.id, 20_000);
    expect(done.status).toBe(4);
    expect(done.error!.startsWith('invalid input syntax for type integer: "yyyy')).toBe(true);
    expect(done.error!.length).toBeLessThan(64 * 1024 + 100);
    const marker = /… \[truncated: (\d+) more characters\]$/.exec(done.error!);
    expect(marker).not.toBeNull();
    // What was kept plus what was cut is the whole message ('invalid input syntax...: "' + 100000 y's + '"').
    const whole = 'invalid input syntax for type integer: "'.length + 100_000 + 1;
    expect(64 * 1024 + Number(marker![1])).toBe(whole);
  });

  it('a jobStatus subscription sees the failure with the long error', async () => {
    const client = wsClient();
    const job = await adhoc(LONG_ERROR_SQL.replace('AS value', 'AS watched'));
    const seen: { status: number; error: string | null }[] = [];
    await new Promise<void>((done, fail) => {
      client.subscribe<{ jobStatus: { status: number; error: string | null } }>(
        { query: 'subscription($id: ID!) { jobStatus(id: $id) { status error } }', variables: { id: gid('Job', job.id) } },
        {
          next: (message) => (message.errors ? fail(new Error(JSON.stringify(message.errors))) : seen.push(message.data!.jobStatus)),
          error: fail,
          complete: done,
        },
      );
    });
    expect(seen.at(-1)!.status).toBe(4);
    expect(seen.at(-1)!.error).toMatch(/^invalid input syntax for type integer: "x{20000}"$/);
    // Each status is told once, in order.
    const statuses = seen.map((s) => s.status);
    expect(statuses).toEqual([...new Set(statuses)].sort());
  });

  it('a monitor whose check fails with a long error moves to unknown, and monitorEvents carries that error', async () => {
    const query = await buildQuery(app, { dataSourceId, query: LONG_ERROR_SQL });
    const monitor = await buildMonitor(app, { queryId: query.id });
    const client = wsClient();
    const events: { type: string; state: string | null; error: string | null }[] = [];
    const errors: unknown[] = [];
    client.subscribe<{ monitorEvents: { type: string; state: string | null; error: string | null } }>(
      {
        query: 'subscription($id: ID!) { monitorEvents(monitorId: $id) { type state error } }',
        variables: { id: gid('Monitor', monitor.id) },
      },
      {
        next: (m) => (m.errors ? errors.push(m.errors) : events.push(m.data!.monitorEvents)),
        error: (e) => errors.push(e),
        complete: () => undefined,
      },
    );
    // The subscription is live once a harmless change is heard.
    await eventually(async () => {
      await app.request('POST', `/api/monitors/${monitor.id}/unmute`, { key: app.admin.key });
      return events.length > 0;
    }, 15_000);
    expect((await app.request('POST', `/api/monitors/${monitor.id}/run`, { key: app.admin.key })).status).toBe(201);
    const changed = await eventually(async () => events.find((e) => e.type === 'state_changed'), 20_000);
    expect(errors).toEqual([]);
    expect(changed.state).toBe('unknown');
    expect(changed.error).toContain('x'.repeat(20_000));
    const stored = await app.request('GET', `/api/monitors/${monitor.id}`, { key: app.admin.key });
    expect(stored.body.state).toBe('unknown');
  });
});

describe('storableError', () => {
  it('drops NUL characters (PostgreSQL text cannot hold them) and never splits a surrogate pair', async () => {
    const { storableError, MAX_ERROR_CHARS } = await import('../../src/domain/jobs/finish-job.js');
    expect(storableError('bad\u0000byte')).toBe('badbyte');
    const text = `${'a'.repeat(MAX_ERROR_CHARS - 1)}😀tail`;
    const kept = storableError(text);
    expect(kept.startsWith(`${'a'.repeat(MAX_ERROR_CHARS - 1)}…`)).toBe(true);
    expect(kept).toMatch(/\[truncated: 6 more characters\]$/);
  });
});
