import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrganization, buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// GET /api/data_sources (dataSources) reads a page in one statement (src/domain/data-sources/list-data-sources.ts).
// Every listed connector must be, byte for byte, what its own GET (the Prisma path) answers, and
// the listed ones those Prisma's where with the policy's scope selects, for every kind of viewer.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
});
afterAll(async () => {
  await app?.stop();
});

describe('GET /api/data_sources', () => {
  it('lists each connector as its own GET answers it, for every viewer, in the rows Prisma selects', async () => {
    const { db } = await import('../../src/db.js');
    const a = (await buildPgDataSource(app)).id;
    const b = (await buildPgDataSource(app)).id;
    await buildPgDataSource(app);
    const narrow = await buildUser(app, { restricted: true, dataSourceIds: [a] });
    const two = await buildUser(app, { restricted: true, dataSourceIds: [a, b] });
    const none = await buildUser(app, { restricted: true });
    const plain = await buildUser(app);
    const other = await buildOrganization();
    const expectedIds: Record<string, number[] | 'org'> = {
      [app.admin.key]: 'org',
      [plain.key]: 'org',
      [narrow.key]: [a],
      [two.key]: [a, b],
      [none.key]: [],
    };
    let compared = 0;
    for (const key of [app.admin.key, narrow.key, two.key, none.key, plain.key, other.key]) {
      const list = await app.request('GET', '/api/data_sources', { key });
      expect(list.status).toBe(200);
      for (const row of list.body as { id: number }[]) {
        const one = await app.request('GET', `/api/data_sources/${row.id}`, { key });
        expect(one.status).toBe(200);
        expect(JSON.stringify(row)).toBe(JSON.stringify(one.body));
        compared += 1;
      }
      const orgId = key === other.key ? other.orgId : app.admin.orgId;
      const orgIds = (await db.dataSource.findMany({ where: { orgId }, orderBy: { id: 'asc' }, select: { id: true } })).map((r) => r.id);
      const expected = expectedIds[key] ?? 'org';
      expect((list.body as { id: number }[]).map((r) => r.id)).toEqual(expected === 'org' ? orgIds : expected);
    }
    expect(compared).toBeGreaterThan(8);
  });
});
