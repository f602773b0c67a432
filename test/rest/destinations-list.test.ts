import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDestination, buildOrganization, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// GET /api/destinations (destinations) reads a page in one statement (src/domain/destinations/list-destinations.ts).
// Every listed destination must be, byte for byte, what its own GET (the Prisma path) answers, and
// the listed ones those of the viewer's organization, for every kind of viewer.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
});
afterAll(async () => {
  await app?.stop();
});

describe('GET /api/destinations', () => {
  it('lists each destination as its own GET answers it, for every viewer, in the rows Prisma selects', async () => {
    const { db } = await import('../../src/db.js');
    await buildDestination(app);
    await buildDestination(app, { name: 'Second' });
    await buildDestination(app, { name: 'Third' });
    const manager = await buildUser(app, { permissions: ['manage_destinations'] });
    const plain = await buildUser(app);
    const other = await buildOrganization();
    let compared = 0;
    for (const key of [app.admin.key, manager.key, plain.key, other.key]) {
      const list = await app.request('GET', '/api/destinations', { key });
      expect(list.status).toBe(200);
      for (const row of list.body as { id: number }[]) {
        const one = await app.request('GET', `/api/destinations/${row.id}`, { key });
        expect(one.status).toBe(200);
        expect(JSON.stringify(row)).toBe(JSON.stringify(one.body));
        compared += 1;
      }
      const orgId = key === other.key ? other.orgId : app.admin.orgId;
      const expected = await db.destination.findMany({ where: { orgId }, orderBy: { id: 'asc' }, select: { id: true } });
      expect((list.body as { id: number }[]).map((r) => r.id)).toEqual(expected.map((r) => r.id));
    }
    expect(compared).toBeGreaterThan(8);
  });
});
