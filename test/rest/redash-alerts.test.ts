import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDestination, buildUser } from '../factories.js';
import type { TestApp } from '../helpers/app.js';
import { buildGaugedQuery, checkNow, deliveries, type MonitorBench, startMonitorBench } from '../helpers/monitors.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let bench: MonitorBench;
let app: TestApp;
let receiver: MonitorBench['receiver'];
let sourceId: number;

beforeAll(async () => {
  bench = await startMonitorBench();
  ({ app, receiver, sourceId } = bench);
});
afterAll(() => bench?.stop());

const request = (method: string, path: string, body?: unknown, key = app.admin.key) => app.request(method, path, { key, body });

async function gaugedQuery(value: number) {
  const { gauge, query } = await buildGaugedQuery(bench, 'alert_gauge', value);
  return { gauge, queryId: query.id };
}

describe('/api/alerts: Redash’s view of monitors', () => {
  it('creates with Redash’s body (old op name, threshold as text, muted, custom subject and body) and reads Redash’s fields', async () => {
    const { queryId } = await gaugedQuery(5);
    const created = await request('POST', '/api/alerts', {
      name: 'Too many',
      query_id: queryId,
      options: {
        column: 'value',
        op: 'greater than',
        value: '10',
        muted: true,
        custom_subject: 'High!',
        custom_body: 'Look at {{ QUERY_URL }}',
      },
      rearm: 600,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const alert = created.body;
    expect(alert).toMatchObject({
      name: 'Too many',
      state: 'unknown',
      rearm: 600,
      last_triggered_at: null,
      options: { column: 'value', op: '>', value: 10, muted: true, custom_subject: 'High!', custom_body: 'Look at {{ QUERY_URL }}' },
      query: { id: queryId, data_source_id: sourceId, is_draft: true, tags: [] },
      user: { id: app.admin.userId, email: app.admin.email },
    });
    expect(typeof alert.query.query).toBe('string');
    expect(alert.created_at).toMatch(/Z$/);

    // The same monitor underneath, with the spec's own shape.
    const monitor = await request('GET', `/api/monitors/${alert.id}`);
    expect(monitor.body).toMatchObject({ id: alert.id, query_id: queryId, muted: true, options: { op: '>', value: 10 } });

    const list = await request('GET', '/api/alerts');
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body.find((a: { id: number }) => a.id === alert.id)).toMatchObject({ name: 'Too many', options: { muted: true } });
    expect((await request('GET', `/api/alerts/${alert.id}`)).body).toMatchObject({ id: alert.id, query: { id: queryId } });
  });

  it('edits (POST /api/alerts/{id}), mutes and unmutes, deletes; the state reads ok | triggered | unknown', async () => {
    const { queryId } = await gaugedQuery(50);
    const created = await request('POST', '/api/alerts', {
      name: 'a',
      query_id: queryId,
      options: { column: 'value', op: '>', value: 10 },
      rearm: null,
    });
    const id = created.body.id;
    expect(created.body.options.muted).toBe(false);
    expect((await checkNow(app, id)).state).toBe('triggered');
    expect((await request('GET', `/api/alerts/${id}`)).body).toMatchObject({ state: 'triggered' });

    const edited = await request('POST', `/api/alerts/${id}`, {
      name: 'b',
      options: { column: 'value', op: 'less than', value: 100, muted: true },
      rearm: 60,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ name: 'b', rearm: 60, options: { op: '<', value: 100, muted: true } });

    expect((await request('DELETE', `/api/alerts/${id}/mute`)).status).toBe(204);
    expect((await request('GET', `/api/alerts/${id}`)).body.options.muted).toBe(false);
    expect((await request('POST', `/api/alerts/${id}/mute`)).status).toBe(204);
    expect((await request('GET', `/api/monitors/${id}`)).body.muted).toBe(true);

    expect((await request('DELETE', `/api/alerts/${id}`)).status).toBe(204);
    expect((await request('GET', `/api/alerts/${id}`)).status).toBe(404);
    expect((await request('GET', `/api/monitors/${id}`)).status).toBe(404);
  });

  it('subscriptions: list, add (destination_id), remove', async () => {
    const { queryId } = await gaugedQuery(1);
    const id = (await request('POST', '/api/alerts', { name: 's', query_id: queryId, options: { column: 'value', op: '==', value: 1 } }))
      .body.id;
    const destination = await buildDestination(app);
    const added = await request('POST', `/api/alerts/${id}/subscriptions`, { destination_id: destination.id });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ alert_id: id, destination: { id: destination.id, type: 'webhook' } });
    const listed = await request('GET', `/api/alerts/${id}/subscriptions`);
    expect(listed.body).toEqual([expect.objectContaining({ id: added.body.id, alert_id: id })]);
    expect((await request('DELETE', `/api/alerts/${id}/subscriptions/${added.body.id}`)).status).toBe(204);
    expect((await request('GET', `/api/alerts/${id}/subscriptions`)).body).toEqual([]);
    expect((await request('DELETE', `/api/alerts/${id}/subscriptions/${added.body.id}`)).status).toBe(404);
  });

  it('errors: 422 for a bad op or missing options, 404 for an unknown alert, 401 without a key, 403 without create_monitor', async () => {
    const { queryId } = await gaugedQuery(1);
    const badOp = await request('POST', '/api/alerts', {
      name: 'x',
      query_id: queryId,
      options: { column: 'value', op: 'roughly', value: 1 },
    });
    expect(badOp.status).toBe(422);
    expect(badOp.body.code).toBe('validation_failed');
    const noOptions = await request('POST', '/api/alerts', { name: 'x', query_id: queryId });
    expect(noOptions.status).toBe(422);
    const badValue = await request('POST', '/api/alerts', {
      name: 'x',
      query_id: queryId,
      options: { column: 'value', op: '>', value: 'lots' },
    });
    expect(badValue.status).toBe(422);
    expect((await request('GET', '/api/alerts/999999')).status).toBe(404);
    expect((await app.request('GET', '/api/alerts')).status).toBe(401);
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const id = (await request('POST', '/api/alerts', { name: 'y', query_id: queryId, options: { column: 'value', op: '>', value: 1 } }))
      .body.id;
    expect((await request('POST', `/api/alerts/${id}/mute`, undefined, viewer.key)).status).toBe(403);
    expect((await request('POST', `/api/alerts/${id}`, { name: 'z' }, viewer.key)).status).toBe(403);
  });
});

describe('monitor edits keep the truth', () => {
  it('a PUT moving a triggered monitor’s threshold past its value recovers it now and sends the recovery notice', async () => {
    const { queryId } = await gaugedQuery(50);
    const created = await request('POST', '/api/monitors', {
      query_id: queryId,
      name: 'edit-recover',
      options: { column: 'value', op: '>', value: 10 },
      notify_on_recovery: true,
    });
    const id = created.body.id;
    const destination = await buildDestination(app, { options: { url: `${receiver.url}/edit${id}`, secret: 'edit-secret' } });
    expect((await request('POST', `/api/monitors/${id}/subscriptions`, { destination_id: destination.id })).status).toBe(201);
    expect((await checkNow(app, id)).state).toBe('triggered');
    await eventually(
      () => deliveries(app, id),
      (rows) => rows.length === 1 && rows[0].state === 'delivered',
    );

    const edited = await request('PUT', `/api/monitors/${id}`, { options: { column: 'value', op: '>', value: 100 } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.state).toBe('ok');
    const rows = await eventually(
      () => deliveries(app, id),
      (r) => r.length === 2 && r[0].state === 'delivered',
    );
    expect(rows[0].event_type).toBe('monitor.recovered');
    const received = receiver.received.filter((r) => r.path === `/edit${id}`);
    expect(received.map((r) => r.json?.event ?? r.json?.type)).toHaveLength(2);
  });

  it('without notify_on_recovery the edit still recovers it, silently; a threshold it still crosses keeps it triggered', async () => {
    const { queryId } = await gaugedQuery(50);
    const id = (
      await request('POST', '/api/monitors', { query_id: queryId, name: 'edit-quiet', options: { column: 'value', op: '>', value: 10 } })
    ).body.id;
    const destination = await buildDestination(app, { options: { url: `${receiver.url}/quiet${id}`, secret: 'edit-secret' } });
    await request('POST', `/api/monitors/${id}/subscriptions`, { destination_id: destination.id });
    expect((await checkNow(app, id)).state).toBe('triggered');
    await eventually(
      () => deliveries(app, id),
      (rows) => rows.length === 1 && rows[0].state === 'delivered',
    );

    const still = await request('PUT', `/api/monitors/${id}`, { options: { column: 'value', op: '>', value: 20 } });
    expect(still.body.state).toBe('triggered');
    const recovered = await request('PUT', `/api/monitors/${id}`, { options: { column: 'value', op: '>', value: 100 } });
    expect(recovered.body.state).toBe('ok');
    // The edit's own transaction wrote every delivery it was going to write: none.
    expect(await deliveries(app, id)).toHaveLength(1);
  });
});
