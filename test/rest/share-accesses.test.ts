import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManualClock } from '../../src/clock.js';
import type { TestApp } from '../helpers/app.js';
import { eventually } from '../helpers/eventually.js';
import { startSharingApp, type SharingApp } from '../helpers/sharing.js';
import { buildPublishedDashboard } from '../factories.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// Tells clients apart by X-Forwarded-For (rate limits, client addresses): the test's requests reach
// the service from 127.0.0.1 as through a reverse proxy, which production trusts only when told to.
vi.hoisted(() => {
  process.env.TRUSTED_PROXIES = '127.0.0.1';
});

let sharing: SharingApp;
let app: TestApp;
let editor: { key: string };
let viewer: { key: string };
let clock: ManualClock;

beforeAll(async () => {
  sharing = await startSharingApp(new Date('2031-04-02T09:00:00Z'));
  ({ app, editor, viewer, clock } = sharing);
});
afterAll(() => sharing?.stop());

async function sharedDashboard() {
  const published = await buildPublishedDashboard(app, { key: editor.key });
  const shared = await app.request('POST', `/api/dashboards/${published.slug}/share`, { key: editor.key });
  expect(shared.status).toBe(200);
  return { ...published, token: shared.body.secret_token as string };
}

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const accesses = (slug: string, query = '', key = editor.key) =>
  app.request('GET', `/api/dashboards/${slug}/share/accesses${query}`, { key });

describe('GET /api/dashboards/{slug}/share/accesses', () => {
  it('logs every view of the JSON, page and embed: counts match the views, newest first, with totals per day', async () => {
    const d = await sharedDashboard();
    const view = (path: string, headers: Record<string, string>) => app.request('GET', `${path}/${d.token}`, { headers });
    expect(
      (
        await view('/api/public/dashboards', {
          'x-forwarded-for': '10.20.0.1',
          'user-agent': CHROME,
          referer: 'https://blog.example.com/post/7?secret=abc',
        })
      ).status,
    ).toBe(200);
    expect((await view('/api/public/dashboards', { 'x-forwarded-for': '10.20.0.1', 'user-agent': CHROME })).status).toBe(200);
    expect((await view('/api/public/dashboards', { 'x-forwarded-for': '10.20.0.2', 'user-agent': 'curl/8.5.0' })).status).toBe(200);
    expect((await view('/public/dashboards', { 'x-forwarded-for': '10.20.0.3', 'user-agent': FIREFOX, referer: 'not a url' })).status).toBe(
      200,
    );
    expect((await view('/public/dashboards', { 'x-forwarded-for': '10.20.0.4', 'user-agent': BOT })).status).toBe(200);
    clock.set(new Date('2031-04-03T08:00:00Z'));
    expect(
      (await view('/embed/dashboards', { 'x-forwarded-for': '10.20.0.5', referer: 'https://intranet.acme.test:8443/wiki' })).status,
    ).toBe(200);
    // (fetch's own user agent, "node", is of no known family.) Views of a dead link are not views of the dashboard.
    expect(
      (await app.request('GET', `/api/public/dashboards/${'x'.repeat(43)}`, { headers: { 'x-forwarded-for': '10.20.0.6' } })).status,
    ).toBe(404);

    const log = await eventually(
      () => accesses(d.slug),
      (r) => r.body.count === 6,
      15_000,
    );
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ count: 6, page: 1, page_size: 25 });
    expect(log.body.totals_per_day).toEqual([
      { day: '2031-04-03', count: 1, page: 0, json: 0, embed: 1 },
      { day: '2031-04-02', count: 5, page: 2, json: 3, embed: 0 },
    ]);
    const rows = log.body.results;
    expect(rows.map((r: { kind: string }) => r.kind)).toEqual(['embed', 'page', 'page', 'json', 'json', 'json']);
    expect(rows[0]).toMatchObject({
      user_agent_family: 'other',
      referrer_origin: 'https://intranet.acme.test:8443',
      created_at: '2031-04-03T08:00:00.000Z',
    });
    expect(rows.map((r: { user_agent_family: string }) => r.user_agent_family).slice(1)).toEqual([
      'bot',
      'firefox',
      'tool',
      'chrome',
      'chrome',
    ]);
    expect(rows[2].referrer_origin).toBeNull();
    expect(rows[5].referrer_origin).toBe('https://blog.example.com');
    // One address, one hash; another address, another; never the address itself.
    expect(rows[5].ip_hash).toBe(rows[4].ip_hash);
    expect(rows[3].ip_hash).not.toBe(rows[4].ip_hash);
    expect(rows[5].ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(log.body)).not.toMatch(/10\.20\.0\.\d|secret=abc|post\/7/);

    // The numeric id names the dashboard as its slug does.
    const byId = await accesses(String(d.id));
    expect(byId.body.results.map((r: { id: number }) => r.id)).toEqual(rows.map((r: { id: number }) => r.id));
    const page2 = await accesses(d.slug, '?page=2&page_size=4');
    expect(page2.body).toMatchObject({ count: 6, page: 2, page_size: 4 });
    expect(page2.body.results.map((r: { id: number }) => r.id)).toEqual(rows.slice(4).map((r: { id: number }) => r.id));
    clock.set(new Date('2031-04-02T09:00:00Z'));
  });

  it('answers an empty log for a shared dashboard nobody opened', async () => {
    const d = await sharedDashboard();
    expect((await accesses(d.slug)).body).toEqual({ count: 0, page: 1, page_size: 25, results: [], totals_per_day: [] });
  });

  it('401 anonymous, 403 for those who may not share, 404 for an unknown dashboard, 422 for a bad page', async () => {
    const d = await sharedDashboard();
    expect((await app.request('GET', `/api/dashboards/${d.slug}/share/accesses`)).status).toBe(401);
    const forbidden = await accesses(d.slug, '', viewer.key);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('forbidden');
    expect((await accesses('no-such-dashboard')).status).toBe(404);
    // By numeric id, the same answers: 403 for who may not share, 404 for an id nobody has.
    expect((await accesses(String(d.id), '', viewer.key)).status).toBe(403);
    expect((await app.request('GET', `/api/dashboards/${d.id}/share/accesses`)).status).toBe(401);
    const unknownId = await accesses('987654321');
    expect(unknownId.status).toBe(404);
    expect(unknownId.body.code).toBe('not_found');
    expect((await accesses(d.slug, '?page_size=999')).status).toBe(422);
  });
});

describe('the access log buffer', () => {
  it('holds at most its bound: a burst drops (and counts) the excess, and one flush writes the rest in one statement', async () => {
    const d = await sharedDashboard();
    const { ShareAccessLog } = await import('../../src/domain/dashboards/share-access-log.js');
    const { createSystemContext } = await import('../../src/context.js');
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT id, org_id FROM dashboards WHERE slug = $1', [d.slug]);
      const log = new ShareAccessLog(50);
      const ctx = { ...createSystemContext(), ip: '10.30.0.1', userAgent: FIREFOX };
      for (let i = 0; i < 10_000; i += 1) log.record(ctx, { orgId: rows[0].org_id, dashboardId: rows[0].id, kind: 'json' });
      expect(log.pending).toBe(50);
      expect(log.dropped).toBe(9_950);
      await log.flush();
      expect(log.pending).toBe(0);
      expect((await accesses(d.slug)).body.count).toBe(50);
      // Room again after the flush.
      log.record(ctx, { orgId: rows[0].org_id, dashboardId: rows[0].id, kind: 'page' });
      expect(log.pending).toBe(1);
      await log.flush();
      expect((await accesses(d.slug)).body.count).toBe(51);
    } finally {
      await client.end();
    }
  });
});
