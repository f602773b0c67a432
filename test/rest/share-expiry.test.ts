import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManualClock } from '../../src/clock.js';
import type { TestApp } from '../helpers/app.js';
import { startSharingApp, type SharingApp } from '../helpers/sharing.js';
import { buildPublishedDashboard } from '../factories.js';

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
  sharing = await startSharingApp(new Date('2031-01-10T12:00:00Z'));
  ({ app, editor, viewer, clock } = sharing);
});
afterAll(() => sharing?.stop());

let ips = 0;
/** Each view from its own address, so that the public rate limit never answers instead. */
const from = () => ({ 'x-forwarded-for': `10.77.${Math.floor((ips += 1) / 250)}.${ips % 250}` });

const publishedDashboard = () => buildPublishedDashboard(app, { key: editor.key });

async function statuses(token: string) {
  return [
    (await app.request('GET', `/api/public/dashboards/${token}`, { headers: from() })).status,
    (await app.request('GET', `/public/dashboards/${token}`, { headers: from() })).status,
    (await app.request('GET', `/embed/dashboards/${token}`, { headers: from() })).status,
  ];
}

const share = (slug: string, body?: unknown, key = editor.key) => app.request('POST', `/api/dashboards/${slug}/share`, { key, body });
const rotate = (slug: string, body?: unknown, key = editor.key) =>
  app.request('POST', `/api/dashboards/${slug}/share/rotate`, { key, body });

describe('expiring public links', () => {
  it('an expired link answers 404 on the JSON, the page and the embed, like a revoked one', async () => {
    const dashboard = await publishedDashboard();
    const shared = await share(dashboard.slug, { expires_at: '2031-01-10T13:00:00Z' });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.expires_at).toBe('2031-01-10T13:00:00.000Z');
    expect(await statuses(shared.body.secret_token)).toEqual([200, 200, 200]);
    clock.set(new Date('2031-01-10T12:59:59Z'));
    expect(await statuses(shared.body.secret_token)).toEqual([200, 200, 200]);
    clock.set(new Date('2031-01-10T13:00:00Z'));
    expect(await statuses(shared.body.secret_token)).toEqual([404, 404, 404]);
    const json = await app.request('GET', `/api/public/dashboards/${shared.body.secret_token}`, { headers: from() });
    expect(json.body.code).toBe('not_found');
    clock.set(new Date('2031-01-10T12:00:00Z'));
  });

  it('a link without expires_at never expires; share again sets, keeps or clears the expiry', async () => {
    const dashboard = await publishedDashboard();
    const first = await share(dashboard.slug);
    expect(first.body.expires_at).toBeNull();
    const set = await share(dashboard.slug, { expires_at: '2031-02-01T00:00:00+01:00' });
    expect(set.body).toMatchObject({ secret_token: first.body.secret_token, expires_at: '2031-01-31T23:00:00.000Z' });
    expect((await share(dashboard.slug)).body.expires_at).toBe('2031-01-31T23:00:00.000Z');
    expect((await share(dashboard.slug, { expires_at: null })).body.expires_at).toBeNull();
    clock.set(new Date('2040-01-01T00:00:00Z'));
    expect(await statuses(first.body.secret_token)).toEqual([200, 200, 200]);
    clock.set(new Date('2031-01-10T12:00:00Z'));
  });

  it('rotate keeps the expiry unless asked to replace or clear it; the old link is dead at once', async () => {
    const dashboard = await publishedDashboard();
    const shared = await share(dashboard.slug, { expires_at: '2031-01-11T00:00:00Z' });
    const kept = await rotate(dashboard.slug);
    expect(kept.status).toBe(200);
    expect(kept.body.expires_at).toBe('2031-01-11T00:00:00.000Z');
    expect(kept.body.secret_token).not.toBe(shared.body.secret_token);
    expect(await statuses(shared.body.secret_token)).toEqual([404, 404, 404]);
    const replaced = await rotate(dashboard.slug, { expires_at: '2031-03-01T00:00:00Z' });
    expect(replaced.body.expires_at).toBe('2031-03-01T00:00:00.000Z');
    const cleared = await rotate(dashboard.slug, { expires_at: null });
    expect(cleared.body.expires_at).toBeNull();
    expect(await statuses(cleared.body.secret_token)).toEqual([200, 200, 200]);
  });

  it('revoke forgets the expiry: the next share starts without one', async () => {
    const dashboard = await publishedDashboard();
    await share(dashboard.slug, { expires_at: '2031-01-11T00:00:00Z' });
    expect((await app.request('DELETE', `/api/dashboards/${dashboard.slug}/share`, { key: editor.key })).status).toBe(204);
    expect((await share(dashboard.slug)).body.expires_at).toBeNull();
  });

  it('refuses a past, present or malformed expiry with 422 and changes nothing', async () => {
    const dashboard = await publishedDashboard();
    const shared = await share(dashboard.slug, { expires_at: '2031-01-11T00:00:00Z' });
    for (const expires_at of [
      '2031-01-10T12:00:00Z',
      '2020-01-01T00:00:00Z',
      'tomorrow',
      '2031-13-01T00:00:00Z',
      '2031-01-11',
      12345,
      true,
    ]) {
      for (const call of [share, rotate]) {
        const res = await call(dashboard.slug, { expires_at });
        expect(res.status, `${String(expires_at)}: ${JSON.stringify(res.body)}`).toBe(422);
        expect(res.body.code).toBe('validation_failed');
      }
    }
    const after = await share(dashboard.slug);
    expect(after.body).toMatchObject({ secret_token: shared.body.secret_token, expires_at: '2031-01-11T00:00:00.000Z' });
  });

  it('401 anonymous, 403 without share_dashboard, 404 for an unknown dashboard', async () => {
    const dashboard = await publishedDashboard();
    expect(
      (await app.request('POST', `/api/dashboards/${dashboard.slug}/share`, { body: { expires_at: '2031-01-11T00:00:00Z' } })).status,
    ).toBe(401);
    const forbidden = await share(dashboard.slug, { expires_at: '2031-01-11T00:00:00Z' }, viewer.key);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('forbidden');
    expect((await share('no-such-dashboard', { expires_at: '2031-01-11T00:00:00Z' })).status).toBe(404);
  });
});
