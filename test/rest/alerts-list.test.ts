import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// GET /api/alerts reads the list with the watched queries and the creators in one statement
// (listMonitorsWithFacts); GET /api/alerts/{id} reads each through the loaders. Every alert of the
// list must be what its own GET answers, for every viewer, including queries a viewer cannot see.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
});
afterAll(async () => {
  await app?.stop();
});

describe('GET /api/alerts', () => {
  it('lists each alert as its own GET answers it, for every viewer', async () => {
    const open = (await buildPgDataSource(app)).id;
    const restricted = (await buildPgDataSource(app)).id;
    const reader = await buildUser(app, { permissions: ['view_query'], restricted: true, dataSourceIds: [open, restricted] });
    const narrow = await buildUser(app, { permissions: ['view_query'], restricted: true, dataSourceIds: [open] });
    const creator = await buildUser(app, { permissions: ['create_query', 'create_monitor', 'execute_query'], name: 'Monitor maker' });

    const published = await buildQuery(app, { dataSourceId: open });
    expect(
      (await app.request('POST', `/api/queries/${published.id}/publish`, { key: app.admin.key, body: { expected_version: 1 } })).status,
    ).toBe(200);
    const draft = await buildQuery(app, { dataSourceId: open });
    const hidden = await buildQuery(app, { dataSourceId: restricted });
    const ownDraft = await buildQuery(app, { dataSourceId: open, key: creator.key });
    await buildMonitor(app, { queryId: published.id });
    await buildMonitor(app, { queryId: draft.id });
    await buildMonitor(app, { queryId: hidden.id });
    await buildMonitor(app, { queryId: ownDraft.id, key: creator.key });
    await buildMonitor(app, { queryId: published.id, key: creator.key });

    let compared = 0;
    let withoutQuery = 0;
    for (const key of [app.admin.key, reader.key, narrow.key, creator.key]) {
      const list = await app.request('GET', '/api/alerts', { key });
      expect(list.status).toBe(200);
      for (const alert of list.body as { id: number; query: unknown }[]) {
        const one = await app.request('GET', `/api/alerts/${alert.id}`, { key });
        expect(one.status).toBe(200);
        expect(alert).toEqual(one.body);
        compared += 1;
        if (alert.query === null) withoutQuery += 1;
      }
    }
    expect(compared).toBeGreaterThan(10);
    expect(withoutQuery).toBeGreaterThan(0);

    // The list's rows (src/domain/alerts/list-monitors.ts, scoped by the monitor policy's scopeSql)
    // are every row Prisma reads under the policy's scope, column for column, for every viewer.
    const { createSystemContext } = await import('../../src/context.js');
    const { viewerById } = await import('../../src/auth/viewer.js');
    const { scope } = await import('../../src/policies/monitor.js');
    const { listMonitors, listMonitorsWithFacts } = await import('../../src/domain/alerts/list-monitors.js');
    const { db } = await import('../../src/db.js');
    const [first] = await db.monitor.findMany({ where: { orgId: app.admin.orgId }, orderBy: { id: 'asc' }, take: 1 });
    const at = new Date('2026-03-04T05:06:07.089Z');
    await db.monitor.update({
      where: { id: first.id },
      data: {
        acknowledgedAt: at,
        snoozedUntil: at,
        lastTriggeredAt: at,
        lastNotifiedAt: at,
        lastCheckedAt: at,
        stateError: 'x',
        rearm: 60,
      },
    });
    const seen: Record<string, number> = {};
    for (const [who, userId] of Object.entries({ admin: app.admin.userId, reader: reader.id, narrow: narrow.id, creator: creator.id })) {
      const viewer = await viewerById(userId);
      const expected = await db.monitor.findMany({ where: scope(viewer), orderBy: { id: 'desc' } });
      expect({ who, rows: await listMonitors(createSystemContext(viewer)) }).toEqual({ who, rows: expected });
      // GET /api/alerts's one statement: the same rows (through JSON), and the facts of those rows only.
      const withFacts = await listMonitorsWithFacts(createSystemContext(viewer));
      expect({ who, rows: withFacts.rows }).toEqual({ who, rows: expected });
      expect([...withFacts.monitored!.queries.keys()].sort()).toEqual([...new Set(expected.map((m) => m.queryId))].sort());
      expect([...withFacts.monitored!.authors.keys()].sort()).toEqual([...new Set(expected.map((m) => m.userId))].sort());
      for (const [id, query] of withFacts.monitored!.queries) {
        expect(query).toMatchObject(await db.query.findUniqueOrThrow({ where: { id } }));
      }
      seen[who] = expected.length;
      // The monitors connection's page form: a query's monitors, oldest first, windowed.
      for (const [queryId, skip, take] of [
        [null, 0, 20],
        [null, 1, 2],
        [published.id, 0, 20],
        [hidden.id, 0, 5],
        [null, 50, 5],
      ] as const) {
        const page = await db.monitor.findMany({
          where: { ...scope(viewer), ...(queryId ? { queryId } : {}) },
          orderBy: { id: 'asc' },
          skip,
          take,
        });
        const rows = await listMonitors(createSystemContext(viewer), { queryId, order: 'asc', window: { skip, take } });
        expect({ who, queryId, skip, take, rows }).toEqual({ who, queryId, skip, take, rows: page });
      }
    }
    expect(await listMonitors(createSystemContext(null))).toEqual([]);
    expect(await listMonitorsWithFacts(createSystemContext(null))).toEqual({ rows: [], monitored: null, revision: null });
    expect(seen.narrow).toBeGreaterThan(0);
    expect(seen.narrow).toBeLessThan(seen.admin);
  });
});
