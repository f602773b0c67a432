import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { spawnOverlook, type ServiceProcess } from '../helpers/process.js';
import { eventually } from '../helpers/eventually.js';
import { buildUser } from '../factories.js';

let app: TestApp;
const workers: ServiceProcess[] = [];

beforeAll(async () => {
  // HTTP only in this process: every sweep and every digest runs in the worker processes.
  app = await startTestApp({ role: 'serve' });
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await app?.stop();
});

describe('digests shared by worker processes', () => {
  it('sends each due digest exactly once while two workers sweep at the same time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const worker = spawnOverlook(['worker'], { DATABASE_URL: app.databaseUrl, SECRET_KEY: process.env.SECRET_KEY });
      workers.push(worker);
      await worker.waitForLog(/overlook started/);
    }
    const dashboard = (await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Cluster' } })).body;
    expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: app.admin.key })).status).toBe(200);
    const users = [];
    for (const timezone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      const user = await buildUser(app, { permissions: ['view_query'] });
      const res = await app.request('POST', '/api/digests', {
        key: user.key,
        body: { dashboard_slug: dashboard.slug, frequency: 'daily', hour: 5, timezone },
      });
      expect(res.status).toBe(201);
      users.push(user);
    }
    const { db, pool } = await import('../../src/db.js');
    // Subscribed three days ago and never sent: today's (or yesterday's) digest is due now.
    await db.digestSubscription.updateMany({ data: { createdAt: new Date(Date.now() - 3 * 86_400_000) } });

    await pool.query(`SELECT graphile_worker.add_job('sweep_digests', '{}'::json) FROM generate_series(1, 8)`);
    const drained = () =>
      eventually(
        async () =>
          (
            await pool.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier IN ('sweep_digests', 'send_digest')`,
            )
          ).rows[0].n,
        (n) => n === 0,
        40_000,
      );
    const digests = () => db.mailOutbox.groupBy({ by: ['to'], where: { subject: { endsWith: 'digest' } }, _count: true });
    await eventually(digests, (rows) => rows.length === users.length, 40_000);
    await drained();
    // More sweeps in the same period change nothing.
    await pool.query(`SELECT graphile_worker.add_job('sweep_digests', '{}'::json) FROM generate_series(1, 4)`);
    await drained();
    const rows = await digests();
    expect(rows.map((r) => r.to).sort()).toEqual(users.map((u) => u.email).sort());
    expect(rows.every((r) => r._count === 1)).toBe(true);
  }, 240_000);
});
