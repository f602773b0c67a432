import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { eventually } from '../helpers/eventually.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let queryId: number;
let monitorId: number;
let sourceId: number;

beforeAll(async () => {
  app = await startTestApp();
  const source = await buildPgDataSource(app);
  sourceId = source.id;
  queryId = (await buildQuery(app, { dataSourceId: source.id, query: 'SELECT 7 AS value' })).id;
  monitorId = (await buildMonitor(app, { queryId })).id;
});
afterAll(async () => {
  await app?.stop();
});

const key = () => app.admin.key;
const cron = (expr: string) => ({ type: 'cron', cron: expr });

describe('schedules CRUD', () => {
  it('creates, lists by entity, reads, updates, disables, enables and deletes', async () => {
    const created = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'monitor', entity_id: monitorId, spec: cron('30 15 10 * * *'), timezone: 'America/New_York' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      entity_type: 'monitor',
      entity_id: monitorId,
      spec: cron('30 15 10 * * *'),
      timezone: 'America/New_York',
      enabled: true,
      last_run_at: null,
    });
    // 10:15:30 in New York is 14:15:30 or 15:15:30 UTC depending on daylight saving.
    expect(created.body.next_run_at).toMatch(/T1[45]:15:30\.000Z$/);
    const list = await app.request('GET', `/api/schedules?entity_type=monitor&entity_id=${monitorId}`, { key: key() });
    expect(list.body).toMatchObject({ count: 1, page: 1, results: [{ id }] });
    expect((await app.request('GET', `/api/schedules?entity_type=query&entity_id=${queryId}`, { key: key() })).body.count).toBe(0);
    expect((await app.request('GET', `/api/schedules/${id}`, { key: key() })).body.id).toBe(id);

    const updated = await app.request('PUT', `/api/schedules/${id}`, { key: key(), body: { spec: cron('0 0 12 * * *'), timezone: 'UTC' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ spec: cron('0 0 12 * * *'), timezone: 'UTC' });
    expect(updated.body.next_run_at).toMatch(/T12:00:00\.000Z$/);

    const disabled = await app.request('POST', `/api/schedules/${id}/disable`, { key: key() });
    expect(disabled.body).toMatchObject({ enabled: false, next_run_at: null });
    const { db } = await import('../../src/db.js');
    // One fire job per fire time, shared by every schedule due then.
    const fireJobs = async (at: string) =>
      Number(
        (
          await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs
            WHERE task_identifier = 'fire_due_schedules' AND run_at = ${new Date(at)}::timestamptz`
        )[0].n,
      );
    const enabled = await app.request('POST', `/api/schedules/${id}/enable`, { key: key() });
    expect(enabled.body.enabled).toBe(true);
    expect(enabled.body.next_run_at).toMatch(/T12:00:00\.000Z$/);
    expect(await fireJobs(enabled.body.next_run_at)).toBe(1);
    // Planned again for the same tick: still one fire job for that time.
    expect((await app.request('PUT', `/api/schedules/${id}`, { key: key(), body: { enabled: true } })).status).toBe(200);
    expect(await fireJobs(enabled.body.next_run_at)).toBe(1);

    expect((await app.request('DELETE', `/api/schedules/${id}`, { key: key() })).status).toBe(204);
    expect((await app.request('GET', `/api/schedules/${id}`, { key: key() })).status).toBe(404);
  });

  it('422: a 5-field cron, an invalid cron, an unknown time zone, a bad entity type or a missing field; nothing written', async () => {
    const before = (await app.request('GET', '/api/schedules', { key: key() })).body.count;
    const bad = [
      { entity_type: 'monitor', entity_id: monitorId, spec: cron('*/5 * * * *') },
      { entity_type: 'monitor', entity_id: monitorId, spec: cron('0 */5 * * * * 2030') },
      { entity_type: 'monitor', entity_id: monitorId, spec: cron('61 * * * * *') },
      { entity_type: 'monitor', entity_id: monitorId, spec: { type: 'interval', cron: '0 * * * * *' } },
      { entity_type: 'monitor', entity_id: monitorId, spec: cron('0 * * * * *'), timezone: 'Mars/Olympus_Mons' },
      { entity_type: 'dashboard', entity_id: monitorId, spec: cron('0 * * * * *') },
      { entity_id: monitorId, spec: cron('0 * * * * *') },
      { entity_type: 'monitor', spec: cron('0 * * * * *') },
      { entity_type: 'monitor', entity_id: monitorId },
      { entity_type: 'monitor', entity_id: 'one', spec: cron('0 * * * * *') },
    ];
    for (const body of bad) {
      const res = await app.request('POST', '/api/schedules', { key: key(), body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    const five = await app.request('POST', '/api/schedules', { key: key(), body: bad[0] });
    expect(five.body.errors).toEqual([{ path: 'spec.cron', message: expect.stringContaining('exactly 6 fields') }]);
    const s = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'query', entity_id: queryId, spec: cron('0 0 1 * * *') },
    });
    expect(s.status).toBe(201);
    expect(s.body.timezone).toBe('UTC');
    expect((await app.request('PUT', `/api/schedules/${s.body.id}`, { key: key(), body: { spec: cron('0 1 * * *') } })).status).toBe(422);
    expect((await app.request('PUT', `/api/schedules/${s.body.id}`, { key: key(), body: { timezone: 'Nowhere/City' } })).status).toBe(422);
    expect((await app.request('GET', '/api/schedules?entity_type=widget&entity_id=1', { key: key() })).status).toBe(422);
    expect((await app.request('GET', '/api/schedules?entity_type=monitor&entity_id=x', { key: key() })).status).toBe(422);
    expect((await app.request('GET', `/api/schedules/${s.body.id}`, { key: key() })).body.spec).toEqual(cron('0 0 1 * * *'));
    expect((await app.request('GET', '/api/schedules', { key: key() })).body.count).toBe(before + 1);
  });

  it('401 without a key, 403 without the schedule permission, 404 for unknown or unseen entities and schedules', async () => {
    const s = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'monitor', entity_id: monitorId, spec: cron('0 0 3 * * *') },
    });
    const id = s.body.id;
    const body = { entity_type: 'monitor', entity_id: monitorId, spec: cron('0 0 4 * * *') };
    expect((await app.request('POST', '/api/schedules', { body })).status).toBe(401);
    expect((await app.request('GET', `/api/schedules/${id}`)).status).toBe(401);
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('POST', '/api/schedules', { key: viewer.key, body })).status).toBe(403);
    expect((await app.request('GET', `/api/schedules/${id}`, { key: viewer.key })).status).toBe(200);
    expect((await app.request('PUT', `/api/schedules/${id}`, { key: viewer.key, body: { enabled: false } })).status).toBe(403);
    expect((await app.request('POST', `/api/schedules/${id}/disable`, { key: viewer.key })).status).toBe(403);
    expect((await app.request('POST', `/api/schedules/${id}/enable`, { key: viewer.key })).status).toBe(403);
    expect((await app.request('DELETE', `/api/schedules/${id}`, { key: viewer.key })).status).toBe(403);
    const outsider = await buildUser(app, { permissions: ['schedule'], restricted: true });
    expect((await app.request('GET', `/api/schedules/${id}`, { key: outsider.key })).status).toBe(404);
    expect((await app.request('POST', '/api/schedules', { key: outsider.key, body })).status).toBe(404);
    expect((await app.request('DELETE', `/api/schedules/${id}`, { key: outsider.key })).status).toBe(404);
    expect((await app.request('POST', '/api/schedules', { key: key(), body: { ...body, entity_id: 999999 } })).status).toBe(404);
    expect(
      (await app.request('POST', '/api/schedules', { key: key(), body: { ...body, entity_type: 'query', entity_id: 999999 } })).status,
    ).toBe(404);
    for (const [method, path] of [
      ['GET', '/api/schedules/999999'],
      ['PUT', '/api/schedules/999999'],
      ['DELETE', '/api/schedules/999999'],
      ['POST', '/api/schedules/999999/enable'],
      ['POST', '/api/schedules/999999/disable'],
    ]) {
      expect(
        (await app.request(method, path, { key: key(), body: method === 'PUT' ? { enabled: true } : undefined })).status,
        `${method} ${path}`,
      ).toBe(404);
    }
  });

  it('the organization-wide list shows only schedules of entities the caller sees', async () => {
    const onMonitor = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'monitor', entity_id: monitorId, spec: cron('0 0 5 * * *') },
    });
    const onQuery = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'query', entity_id: queryId, spec: cron('0 0 6 * * *') },
    });
    expect([onMonitor.status, onQuery.status]).toEqual([201, 201]);
    const ids = async (userKey: string, filter = '') => {
      const res = await app.request('GET', `/api/schedules?page_size=250${filter}`, { key: userKey });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(res.body.results.length);
      return (res.body.results as { id: number }[]).map((r) => r.id);
    };
    expect(await ids(key())).toEqual(expect.arrayContaining([onMonitor.body.id, onQuery.body.id]));

    // Reaches no connector: sees neither the monitor nor the query, so none of their schedules.
    const outsider = await buildUser(app, { permissions: ['schedule', 'view_query'], restricted: true });
    expect(await ids(outsider.key)).toEqual([]);
    expect(await ids(outsider.key, '&entity_type=monitor')).toEqual([]);

    // Reaches the connector: sees the monitor, but the query is the admin's unpublished draft.
    const reacher = await buildUser(app, { permissions: ['schedule', 'view_query'], restricted: true, dataSourceIds: [sourceId] });
    const seen = await ids(reacher.key);
    expect(seen).toContain(onMonitor.body.id);
    expect(seen).not.toContain(onQuery.body.id);
    expect(await ids(reacher.key, '&entity_type=query')).toEqual([]);
    expect((await app.request('GET', `/api/schedules?entity_type=query&entity_id=${queryId}`, { key: reacher.key })).status).toBe(404);
  });
});

describe('scheduled work', () => {
  it('a scheduled query runs through the runs pipeline (entity_type query)', async () => {
    const s = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'query', entity_id: queryId, spec: cron('* * * * * *') },
    });
    expect(s.status).toBe(201);
    const runs = await eventually(
      async () => (await app.request('GET', `/api/runs?entity_type=query&entity_id=${queryId}`, { key: key() })).body,
      (body: any) => body.count >= 2 && body.results.some((r: any) => r.status === 3),
    );
    expect(runs.results[0]).toMatchObject({ entity_type: 'query', entity_id: queryId });
    await app.request('POST', `/api/schedules/${s.body.id}/disable`, { key: key() });
    const after = (await app.request('GET', `/api/schedules/${s.body.id}`, { key: key() })).body;
    expect(after.last_run_at).not.toBeNull();
  });

  it('a scheduled monitor checks on its own and its state moves', async () => {
    const monitor = await buildMonitor(app, { queryId, options: { column: 'value', op: '==', value: 7 } });
    const s = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'monitor', entity_id: monitor.id, spec: cron('* * * * * *') },
    });
    const checked = await eventually(
      async () => (await app.request('GET', `/api/monitors/${monitor.id}`, { key: key() })).body,
      (m: any) => m.state === 'triggered',
    );
    expect(checked.last_run_id).not.toBeNull();
    await app.request('DELETE', `/api/monitors/${monitor.id}`, { key: key() });
    expect((await app.request('GET', `/api/schedules/${s.body.id}`, { key: key() })).status).toBe(404);
  });

  it('a schedule whose query is gone stops firing: it is disabled with the reason on its last fire', async () => {
    const source = await buildPgDataSource(app);
    const doomed = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT 1 AS value' });
    const s = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'query', entity_id: doomed.id, spec: cron('* * * * * *') },
    });
    expect(s.status).toBe(201);
    expect((await app.request('DELETE', `/api/queries/${doomed.id}`, { key: key() })).status).toBe(204);
    // The archived query hides its schedule (404), so the schedule row is read directly.
    const { db } = await import('../../src/db.js');
    const after = await eventually(
      () => db.schedule.findUniqueOrThrow({ where: { id: s.body.id } }),
      (row) => !row.enabled,
    );
    expect(after.nextRunAt).toBeNull();
    const last = await db.scheduleFire.findFirst({ where: { scheduleId: s.body.id }, orderBy: { id: 'desc' } });
    expect(last?.error).toBe('the query no longer exists; the schedule is disabled');
    expect((await app.request('GET', `/api/schedules/${s.body.id}`, { key: key() })).status).toBe(404);
  });

  it('a fire recorded by a worker that died before starting its check is started by the recovery sweep', async () => {
    const monitor = await buildMonitor(app, { queryId, options: { column: 'value', op: '>', value: 100 } });
    const s = await app.request('POST', '/api/schedules', {
      key: key(),
      body: { entity_type: 'monitor', entity_id: monitor.id, spec: cron('0 0 0 1 1 *') },
    });
    const { db } = await import('../../src/db.js');
    // What a worker leaves behind when it dies right after committing the fire.
    const orphan = await db.scheduleFire.create({
      data: {
        scheduleId: s.body.id,
        scheduledAt: new Date(Date.now() - 120_000),
        startedAt: new Date(Date.now() - 120_000),
        worker: 'dead:1',
      },
    });
    const { recoverScheduleFires } = await import('../../src/worker/tasks/schedules/recover-schedule-fires.js');
    await recoverScheduleFires(undefined, {} as never);
    const fire = await db.scheduleFire.findUniqueOrThrow({ where: { id: orphan.id } });
    expect(fire.runId).not.toBeNull();
    const runs = await app.request('GET', `/api/runs?entity_type=monitor&entity_id=${monitor.id}`, { key: key() });
    expect(runs.body.results.map((r: any) => r.id)).toEqual([fire.runId]);
    await recoverScheduleFires(undefined, {} as never);
    expect((await app.request('GET', `/api/runs?entity_type=monitor&entity_id=${monitor.id}`, { key: key() })).body.count).toBe(1);
    await eventually(
      async () => (await app.request('GET', `/api/monitors/${monitor.id}`, { key: key() })).body,
      (m: any) => m.state === 'ok',
    );
  });
});
