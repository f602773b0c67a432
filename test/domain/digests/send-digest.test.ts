import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { buildUser } from '../../factories.js';
import { eventually } from '../../helpers/eventually.js';

let app: TestApp;
let slug: string;

beforeAll(async () => {
  app = await startTestApp();
  const created = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Ops' } });
  expect(created.status).toBe(201);
  slug = created.body.slug;
  expect((await app.request('POST', `/api/dashboards/${slug}/publish`, { key: app.admin.key })).status).toBe(200);
});

afterAll(async () => {
  await app?.stop();
});

async function subscribe(key: string) {
  const res = await app.request('POST', '/api/digests', {
    key,
    body: { dashboard_slug: slug, frequency: 'daily', hour: 6, timezone: 'UTC' },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function digestsQueued(to: string) {
  const { db } = await import('../../../src/db.js');
  return db.mailOutbox.count({ where: { to, subject: { endsWith: 'digest' } } });
}

describe('sendDigest', () => {
  it('takes each period exactly once when several workers race', async () => {
    const user = await buildUser(app, { permissions: ['view_query'] });
    const id = await subscribe(user.key);
    const { sendDigest } = await import('../../../src/domain/digests/send-digest.js');
    const due = new Date(Date.now() + 86_400_000);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => sendDigest(id, due)));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_sent')).toHaveLength(5);
    expect(await digestsQueued(user.email)).toBe(1);
    // An older period (a late duplicate job) is not sent either; the next one is.
    expect(await sendDigest(id, new Date(due.getTime() - 86_400_000))).toBe('already_sent');
    expect(await sendDigest(id, new Date(due.getTime() + 86_400_000))).toBe('sent');
    expect(await digestsQueued(user.email)).toBe(2);
  });

  it('sends nothing after unsubscribing, nor to a disabled user', async () => {
    const { sendDigest } = await import('../../../src/domain/digests/send-digest.js');
    const due = new Date(Date.now() + 86_400_000);
    const leaving = await buildUser(app, { permissions: ['view_query'] });
    const leavingId = await subscribe(leaving.key);
    expect((await app.request('DELETE', `/api/digests/${leavingId}`, { key: leaving.key })).status).toBe(204);
    expect(await sendDigest(leavingId, due)).toBe('unsubscribed');
    expect(await digestsQueued(leaving.email)).toBe(0);

    const disabled = await buildUser(app, { permissions: ['view_query'] });
    const disabledId = await subscribe(disabled.key);
    expect((await app.request('POST', `/api/users/${disabled.id}/disable`, { key: app.admin.key })).status).toBe(200);
    expect(await sendDigest(disabledId, due)).toBe('skipped');
    expect(await digestsQueued(disabled.email)).toBe(0);
  });

  it('enqueues one job per due subscription however many sweeps run at once', async () => {
    const user = await buildUser(app, { permissions: ['view_query'] });
    const id = await subscribe(user.key);
    const { sweepDigests } = await import('../../../src/domain/digests/sweep-digests.js');
    const { pool } = await import('../../../src/db.js');
    const { nextOccurrence } = await import('../../../src/domain/digests/digest-timing.js');
    // Three sweeps at the same moment, as three worker processes would run them.
    const at = new Date(nextOccurrence({ frequency: 'daily', hour: 6, timezone: 'UTC' }, new Date())!.getTime() + 1000);
    await Promise.all([sweepDigests(at), sweepDigests(at), sweepDigests(at)]);
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`, [
      `digest:${id}`,
    ]);
    expect(rows[0].n).toBeLessThanOrEqual(1);
    // Whether the worker already ran it or not, exactly one digest results: counted once the digest
    // is queued and no job for it is left to add another.
    const digestJobs = async () =>
      (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`, [`digest:${id}`])).rows[0].n;
    await eventually(async () => (await digestsQueued(user.email)) > 0 && (await digestJobs()) === 0);
    expect(await digestsQueued(user.email)).toBe(1);
  });
});
