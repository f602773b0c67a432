import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { withManualClock } from '../helpers/clock.js';
import { eventually } from '../helpers/eventually.js';
import { buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { checkNow, createGauge, databaseName } from '../helpers/monitors.js';

let app: TestApp;
let sourceId: number;

beforeAll(async () => {
  app = await startTestApp({ env: { MONITOR_EVENT_RETENTION_DAYS: '30' } });
  sourceId = (await buildPgDataSource(app, { dbname: databaseName(app) })).id;
});
afterAll(async () => {
  await app?.stop();
});

let tables = 0;
async function gaugedMonitor(value: number | null, options: Record<string, unknown> = { column: 'value', op: '>', value: 10 }) {
  const table = `hist_${(tables += 1)}`;
  const gauge = await createGauge(app, table, value);
  const query = await buildQuery(app, { dataSourceId: sourceId, query: `SELECT value FROM ${table}` });
  const monitor = await buildMonitor(app, { queryId: query.id, options });
  return { id: monitor.id, gauge };
}

const events = async (id: number, query = '', key = app.admin.key) => app.request('GET', `/api/monitors/${id}/events${query}`, { key });
const post = (path: string, body?: unknown) => app.request('POST', path, { key: app.admin.key, body });

describe('GET /api/monitors/{id}/events', () => {
  it('records every transition with its time, value and run, and manual actions with who acted, newest first', async () => {
    const m = await gaugedMonitor(50, { column: 'value', op: '>', value: 10, breaches: 2 });
    const pending = await checkNow(app, m.id);
    const triggered = await checkNow(app, m.id);
    expect((await post(`/api/monitors/${m.id}/ack`)).status).toBe(200);
    expect((await post(`/api/monitors/${m.id}/snooze`, { minutes: 30 })).status).toBe(200);
    expect((await post(`/api/monitors/${m.id}/mute`)).status).toBe(200);
    expect((await post(`/api/monitors/${m.id}/unmute`)).status).toBe(200);
    await m.gauge.set(null);
    const failed = await checkNow(app, m.id);
    await m.gauge.set(3);
    const recovered = await checkNow(app, m.id);

    const res = await events(m.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 8, page: 1, page_size: 25 });
    const kinds = res.body.results.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual([
      'recovered_from_error',
      'error',
      'unmuted',
      'muted',
      'snoozed',
      'acknowledged',
      'state_changed',
      'state_changed',
    ]);
    const [fromError, error, unmuted, , snoozed, acked, fired, toPending] = res.body.results;
    expect(toPending).toMatchObject({ from_state: 'unknown', to_state: 'pending', value: 50, run_id: pending.last_run_id, user_id: null });
    expect(fired).toMatchObject({
      from_state: 'pending',
      to_state: 'triggered',
      value: 50,
      run_id: triggered.last_run_id,
      detail: { breaches: 2, notification: 'triggered' },
    });
    expect(acked).toMatchObject({ kind: 'acknowledged', user_id: app.admin.userId, from_state: 'triggered', to_state: 'triggered' });
    expect(snoozed.detail).toMatchObject({ minutes: 30 });
    expect(unmuted.user_id).toBe(app.admin.userId);
    expect(error).toMatchObject({ from_state: 'triggered', to_state: 'unknown', value: null, run_id: failed.last_run_id });
    expect(error.error).toContain('not a number');
    expect(fromError).toMatchObject({ from_state: 'unknown', to_state: 'ok', value: 3, run_id: recovered.last_run_id, error: null });
    const times = res.body.results.map((e: { created_at: string }) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page2 = await events(m.id, '?page=2&page_size=3');
    expect(page2.body).toMatchObject({ count: 8, page: 2, page_size: 3 });
    expect(page2.body.results.map((e: { id: number }) => e.id)).toEqual(res.body.results.slice(3, 6).map((e: { id: number }) => e.id));
  });

  it('does not record a check that changes nothing (ok stays ok)', async () => {
    const m = await gaugedMonitor(1);
    await checkNow(app, m.id);
    await checkNow(app, m.id);
    await checkNow(app, m.id);
    expect((await events(m.id)).body.results.map((e: { to_state: string }) => e.to_state)).toEqual(['ok']);
  });

  it('401 anonymous, 404 for an unknown monitor or one whose connector the caller does not reach, 422 for a bad page', async () => {
    const m = await gaugedMonitor(1);
    expect((await app.request('GET', `/api/monitors/${m.id}/events`)).status).toBe(401);
    expect((await events(999_999)).status).toBe(404);
    const outsider = await buildUser(app, { restricted: true, dataSourceIds: [] });
    const hidden = await events(m.id, '', outsider.key);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('not_found');
    expect((await events(m.id, '?page_size=1000')).status).toBe(422);
    expect((await events(m.id, '?page=0')).status).toBe(422);
  });

  it('monitorEvents carries each new history entry', async () => {
    const m = await gaugedMonitor(50);
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Key ${app.admin.key}` },
      retryAttempts: 0,
    });
    const seen: { type: string; entry: { kind: string; to_state: string; value: number | null } | null }[] = [];
    try {
      client.subscribe<{ monitorEvents: (typeof seen)[number] }>(
        {
          query: 'subscription($id: ID!) { monitorEvents(monitorId: $id) { type entry { kind to_state: toState value } } }',
          variables: { id: gid('Monitor', m.id) },
        },
        { next: (r) => r.data && seen.push(r.data.monitorEvents), error: () => undefined, complete: () => undefined },
      );
      await eventually(async () => {
        await post(`/api/monitors/${m.id}/unmute`);
        return seen.some((e) => e.type === 'history');
      }, 15_000);
      await checkNow(app, m.id);
      const fired = await eventually(async () => seen.find((e) => e.entry?.to_state === 'triggered'), 15_000);
      expect(fired).toMatchObject({ type: 'history', entry: { kind: 'state_changed', value: 50 } });
    } finally {
      await client.dispose();
    }
  });

  it('keeps entries MONITOR_EVENT_RETENTION_DAYS days: the prune task deletes older ones', async () => {
    const m = await gaugedMonitor(50);
    await checkNow(app, m.id);
    expect((await events(m.id)).body.count).toBe(1);
    // Imported after startTestApp set MONITOR_EVENT_RETENTION_DAYS (src/env.ts reads it once).
    await withManualClock(new Date(Date.now() + 31 * 86_400_000), async () => {
      const client = new pg.Client({ connectionString: app.databaseUrl });
      await client.connect();
      try {
        await client.query(`SELECT graphile_worker.add_job('prune_monitor_events', '{}'::json)`);
        await eventually(async () => (await events(m.id)).body.count === 0, 20_000);
      } finally {
        await client.end();
      }
    });
  });
});
