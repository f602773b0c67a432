import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { installManualClock } from '../helpers/clock.js';
import { decodeQuotedPrintable, startSmtpListener } from '../helpers/smtp.js';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { waitForJob } from '../helpers/jobs.js';
import { eventually } from '../helpers/eventually.js';
import { JobStatus } from '../../src/domain/jobs/job-status.js';
import { inOneRateWindow } from '../helpers/minute.js';

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

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let subscriber: Awaited<ReturnType<typeof buildUser>>;
let dashboard: { id: number; slug: string };
let draft: { id: number; slug: string };
let setClock: (date: Date) => void;
/** Moves the monitor's last trigger to an hour before `at`, on the app's clock like the digest period it falls in. */
let firedAnHourBefore: (at: Date) => Promise<void>;

const TZ = 'America/New_York';

/** Runs the query to completion so that it has a latest result. */
async function refreshed(queryId: number) {
  const res = await app.request('POST', `/api/queries/${queryId}/refresh`, { key: app.admin.key, body: { max_age: 0 } });
  expect(res.status).toBe(200);
  if (res.body.query_result) return;
  expect((await waitForJob(app, app.admin.key, res.body.job.id)).status).toBe(JobStatus.Finished);
}

async function publishedQuery(dataSourceId: number, sql: string) {
  const query = await buildQuery(app, { dataSourceId, query: sql });
  expect(
    (
      await app.request('POST', `/api/queries/${query.id}/publish`, {
        key: app.admin.key,
        body: { expected_version: query.working_version },
      })
    ).status,
  ).toBe(200);
  await refreshed(query.id);
  return query;
}

async function visualization(queryId: number, type: string, name: string, options: Record<string, unknown>) {
  const res = await app.request('POST', '/api/visualizations', { key: app.admin.key, body: { query_id: queryId, type, name, options } });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function widget(body: Record<string, unknown>) {
  expect((await app.request('POST', '/api/widgets', { key: app.admin.key, body: { width: 1, ...body } })).status).toBe(201);
}

/** Runs graphile-worker's digest sweep now (as the per-minute crontab would) and waits until every job it caused is done. */
async function sweep() {
  const { pool } = await import('../../src/db.js');
  await pool.query(`SELECT graphile_worker.add_job('sweep_digests', '{}'::json)`);
  await eventually(async () => {
    const { rows } = await pool.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM graphile_worker.jobs WHERE task_identifier IN ('sweep_digests', 'send_digest', 'send_email') AND attempts < max_attempts`,
    );
    return rows[0].pending === 0;
  }, 20_000);
}

/** Digest e-mails queued for `to` (the invitation e-mail does not count). */
async function digestsQueued(to: string) {
  const { db } = await import('../../src/db.js');
  return db.mailOutbox.count({ where: { to, subject: { endsWith: 'digest' } } });
}

/** The message with its folded header lines unfolded and its quoted-printable parts decoded. */
const readable = (raw: string) => decodeQuotedPrintable(raw).replace(/\r?\n[ \t]+/g, ' ');

const waitForDigest = (to: string) =>
  eventually(async () => smtp.received.find((m) => m.to.includes(to) && /^Subject: .*digest\r?$/m.test(m.raw)), 20_000);

/** The next 09:00 in New York after `after`. */
async function nextNineInNewYork(after: Date) {
  const { nextOccurrence } = await import('../../src/domain/digests/digest-timing.js');
  return nextOccurrence({ frequency: 'daily', hour: 9, timezone: TZ }, after)!;
}

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
  const ds = await buildPgDataSource(app);
  const counter = await publishedQuery(ds.id, 'SELECT 42 AS answer');
  const table = await publishedQuery(ds.id, "SELECT * FROM (VALUES ('alpha-row', 1), ('beta-row', 2)) AS t(name, n)");
  const created = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Sales <KPIs>' } });
  expect(created.status).toBe(201);
  dashboard = created.body;
  await widget({
    dashboard_id: dashboard.id,
    visualization_id: await visualization(counter.id, 'COUNTER', 'Answer', { counterColName: 'answer', stringSuffix: ' units' }),
  });
  await widget({ dashboard_id: dashboard.id, visualization_id: await visualization(table.id, 'TABLE', 'Rows', {}) });
  await widget({ dashboard_id: dashboard.id, text: 'Note for the team' });
  expect((await app.request('POST', `/api/dashboards/${dashboard.slug}/publish`, { key: app.admin.key })).status).toBe(200);
  draft = (await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Unpublished' } })).body;

  // A monitor of the organization that fired an hour ago: the digest summarizes it.
  const { db } = await import('../../src/db.js');
  const { clock } = await installManualClock();
  setClock = (date) => clock.set(date);
  const fired = await db.monitor.create({
    data: {
      orgId: app.admin.orgId,
      userId: app.admin.userId,
      queryId: counter.id,
      name: 'Answer too high',
      options: { column: 'answer', op: '>', value: 10 },
      state: 'triggered',
      lastTriggeredAt: new Date(clock.now().getTime() - 3600_000),
    },
  });
  firedAnHourBefore = async (at) => {
    await db.monitor.update({ where: { id: fired.id }, data: { lastTriggeredAt: new Date(at.getTime() - 3600_000) } });
  };
  subscriber = await buildUser(app, { permissions: ['view_query'] });
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

describe('digest subscriptions', () => {
  let subscriptionId: number;
  let firstNine: Date;

  it('subscribes, lists and answers the next send time', async () => {
    const res = await app.request('POST', '/api/digests', {
      key: subscriber.key,
      body: { dashboard_slug: dashboard.slug, frequency: 'daily', hour: 9, timezone: TZ },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      dashboard_id: dashboard.id,
      dashboard_slug: dashboard.slug,
      dashboard_name: 'Sales <KPIs>',
      frequency: 'daily',
      hour: 9,
      timezone: TZ,
      last_sent_at: null,
    });
    expect(new Date(res.body.next_send_at).getTime()).toBe((await nextNineInNewYork(new Date())).getTime());
    expect(JSON.stringify(res.body)).not.toMatch(/token/);
    subscriptionId = res.body.id;

    const list = await app.request('GET', '/api/digests', { key: subscriber.key });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, page: 1, page_size: 25 });
    expect(list.body.results.map((s: { id: number }) => s.id)).toEqual([subscriptionId]);
    // Another user's list holds only their own.
    expect((await app.request('GET', '/api/digests', { key: app.admin.key })).body.count).toBe(0);
  });

  it('sends nothing before the hour, then exactly one digest with the widget values and unsubscribe headers', async () => {
    const nine = await nextNineInNewYork(new Date());
    firstNine = nine;
    await firedAnHourBefore(nine);
    setClock(new Date(nine.getTime() - 60_000));
    await sweep();
    expect(await digestsQueued(subscriber.email)).toBe(0);

    setClock(new Date(nine.getTime() + 30_000));
    await sweep();
    const mail = await waitForDigest(subscriber.email);
    const raw = readable(mail.raw);
    expect(raw).toMatch(/^Subject: Sales <KPIs>: daily digest/m);
    expect(raw).toContain('42 units');
    expect(raw).toContain('<table');
    expect(raw).toContain('alpha-row');
    expect(raw).toContain('beta-row');
    expect(raw).toContain('Note for the team');
    expect(raw).toContain('Sales &lt;KPIs&gt;');
    expect(raw).toContain(`/dashboards/${dashboard.slug}`);
    expect(raw).toContain('Answer too high');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const header = /^List-Unsubscribe: <(http[^>]+)>/m.exec(raw);
    expect(header).not.toBeNull();
    expect(raw).toContain(header![1]);

    // A second sweep in the same period (or another worker's) sends nothing more.
    await sweep();
    setClock(new Date(nine.getTime() + 3600_000));
    await sweep();
    expect(await digestsQueued(subscriber.email)).toBe(1);
    expect(smtp.received.filter((m) => m.to.includes(subscriber.email) && / digest\r?$/m.test(m.raw))).toHaveLength(1);
    const listed = await app.request('GET', '/api/digests', { key: subscriber.key });
    expect(listed.body.results[0].last_sent_at).toBe(nine.toISOString());
  });

  it('unsubscribes with one click, harmlessly twice, and the next digest is not sent', async () => {
    const mail = readable((await waitForDigest(subscriber.email)).raw);
    const url = new URL(/^List-Unsubscribe: <(http[^>]+)>/m.exec(mail)![1]);
    const path = url.pathname;
    expect(path).toMatch(/^\/api\/digests\/unsubscribe\/[\w-]{20,}$/);

    const page = await app.request('GET', path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('Sales &lt;KPIs&gt;');
    expect(page.body).toContain('method="post"');
    // Opening the page changes nothing.
    expect((await app.request('GET', '/api/digests', { key: subscriber.key })).body.count).toBe(1);

    // RFC 8058: the mail client POSTs the form body, without credentials.
    const oneClick = await app.request('POST', path, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ dashboard_name: 'Sales <KPIs>', frequency: 'daily', unsubscribed: true });
    const again = await app.request('POST', path, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.status).toBe(200);
    expect(again.body.unsubscribed).toBe(true);
    const html = await app.request('POST', path, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(200);
    expect(html.body).toContain('You are unsubscribed');
    expect((await app.request('GET', path)).body).toContain('You are unsubscribed');
    expect((await app.request('GET', '/api/digests', { key: subscriber.key })).body.count).toBe(0);

    setClock(new Date(firstNine.getTime() + 86_400_000 + 30_000));
    await sweep();
    expect(await digestsQueued(subscriber.email)).toBe(1);
  });

  it('leaves out the widgets whose connector the subscriber does not reach', async () => {
    const restricted = await buildUser(app, { permissions: ['view_query'], restricted: true });
    const created = await app.request('POST', '/api/digests', {
      key: restricted.key,
      body: { dashboard_slug: dashboard.slug, frequency: 'daily', hour: 9, timezone: TZ },
    });
    expect(created.status).toBe(201);
    const { sendDigest } = await import('../../src/domain/digests/send-digest.js');
    expect(await sendDigest(created.body.id, new Date(Date.now() + 86_400_000))).toBe('sent');
    const { db } = await import('../../src/db.js');
    const mail = await db.mailOutbox.findFirstOrThrow({ where: { to: restricted.email, subject: { endsWith: 'digest' } } });
    expect(mail.html).toContain('Note for the team');
    expect(mail.html).not.toContain('42 units');
    expect(mail.html).not.toContain('alpha-row');
    expect(mail.text).not.toContain('alpha-row');
    // The monitor's query runs on that connector too: its firing is not told either.
    expect(mail.text).not.toContain('Answer too high');
  });

  it('answers 404 for an unknown token, GET or POST', async () => {
    expect((await app.request('GET', '/api/digests/unsubscribe/not-a-real-token')).status).toBe(404);
    const post = await app.request('POST', '/api/digests/unsubscribe/not-a-real-token');
    expect(post.status).toBe(404);
    expect(post.body.code).toBe('not_found');
  });

  it('limits unsubscribe requests to 30 a minute per IP', async () => {
    await inOneRateWindow();
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 30; i += 1) expect((await app.request('GET', '/api/digests/unsubscribe/unknown', { headers })).status).toBe(404);
    const limited = await app.request('POST', '/api/digests/unsubscribe/unknown', { headers });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect((await app.request('GET', '/api/digests/unsubscribe/unknown', { headers: { 'x-forwarded-for': '203.0.113.78' } })).status).toBe(
      404,
    );
  });

  it('can subscribe again after unsubscribing, and refuses a second live subscription with 409', async () => {
    const body = { dashboard_slug: dashboard.slug, frequency: 'weekly', hour: 0, timezone: 'UTC' };
    const first = await app.request('POST', '/api/digests', { key: subscriber.key, body });
    expect(first.status).toBe(201);
    expect(new Date(first.body.next_send_at).getUTCDay()).toBe(1);
    const second = await app.request('POST', '/api/digests', { key: subscriber.key, body: { ...body, frequency: 'daily' } });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('already_subscribed');
    expect((await app.request('GET', '/api/digests', { key: subscriber.key })).body.count).toBe(1);

    const archived = (await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Old numbers' } })).body;
    expect((await app.request('DELETE', `/api/dashboards/${archived.slug}`, { key: app.admin.key })).status).toBe(204);
    const refused = await app.request('POST', '/api/digests', { key: app.admin.key, body: { ...body, dashboard_slug: archived.slug } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('archived');
  });

  it('refuses bad input with 422 and creates nothing', async () => {
    const user = await buildUser(app, { permissions: ['view_query'] });
    const good = { dashboard_slug: dashboard.slug, frequency: 'daily', hour: 9, timezone: TZ };
    for (const bad of [
      { timezone: 'Mars/Olympus_Mons' },
      { timezone: '' },
      { hour: 24 },
      { hour: -1 },
      { hour: 9.5 },
      { hour: 'nine' },
      { frequency: 'hourly' },
      { frequency: undefined },
      { dashboard_slug: undefined },
    ]) {
      const res = await app.request('POST', '/api/digests', { key: user.key, body: { ...good, ...bad } });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    const tz = await app.request('POST', '/api/digests', { key: user.key, body: { ...good, timezone: 'Mars/Olympus_Mons' } });
    expect(tz.body.errors).toEqual([expect.objectContaining({ path: 'timezone' })]);
    expect((await app.request('POST', '/api/digests', { key: user.key, raw: '{"hour": ' })).status).toBe(400);
    expect((await app.request('GET', '/api/digests', { key: user.key })).body.count).toBe(0);
    expect((await app.request('GET', '/api/digests?page=0', { key: user.key })).status).toBe(422);
    expect((await app.request('GET', '/api/digests?page_size=251', { key: user.key })).status).toBe(422);
  });

  it('answers 404 for a dashboard the caller cannot see', async () => {
    const user = await buildUser(app, { permissions: ['view_query'] });
    const unknown = await app.request('POST', '/api/digests', {
      key: user.key,
      body: { dashboard_slug: 'no-such-dashboard', frequency: 'daily', hour: 9, timezone: 'UTC' },
    });
    expect(unknown.status).toBe(404);
    // Never published: only its editors see it.
    const hidden = await app.request('POST', '/api/digests', {
      key: user.key,
      body: { dashboard_slug: draft.slug, frequency: 'daily', hour: 9, timezone: 'UTC' },
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('not_found');
    expect(
      (
        await app.request('POST', '/api/digests', {
          key: app.admin.key,
          body: { dashboard_slug: draft.slug, frequency: 'daily', hour: 9, timezone: 'UTC' },
        })
      ).status,
    ).toBe(201);
  });

  it('deletes only the caller’s own subscription (204, then 404)', async () => {
    const owner = await buildUser(app, { permissions: ['view_query'] });
    const other = await buildUser(app, { permissions: ['view_query'] });
    const created = await app.request('POST', '/api/digests', {
      key: owner.key,
      body: { dashboard_slug: dashboard.slug, frequency: 'daily', hour: 7, timezone: 'Europe/Paris' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await app.request('DELETE', `/api/digests/${id}`, { key: other.key })).status).toBe(404);
    expect((await app.request('DELETE', `/api/digests/${id}`, { key: app.admin.key })).status).toBe(404);
    expect((await app.request('DELETE', '/api/digests/999999', { key: owner.key })).status).toBe(404);
    expect((await app.request('DELETE', '/api/digests/abc', { key: owner.key })).status).toBe(404);
    const deleted = await app.request('DELETE', `/api/digests/${id}`, { key: owner.key });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe('');
    expect((await app.request('DELETE', `/api/digests/${id}`, { key: owner.key })).status).toBe(404);
    expect((await app.request('GET', '/api/digests', { key: owner.key })).body.count).toBe(0);
  });

  it('needs authentication (401) and, with a session cookie, the CSRF token (403)', async () => {
    const body = { dashboard_slug: dashboard.slug, frequency: 'daily', hour: 9, timezone: 'UTC' };
    expect((await app.request('GET', '/api/digests')).status).toBe(401);
    expect((await app.request('POST', '/api/digests', { body })).status).toBe(401);
    expect((await app.request('POST', '/api/digests', { key: 'bad-key', body })).status).toBe(401);
    expect((await app.request('DELETE', '/api/digests/1')).status).toBe(401);

    const signIn = await app.request('POST', '/api/session', { body: { email: app.admin.email, password: app.admin.password } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const noCsrf = await app.request('POST', '/api/digests', { body, headers: { cookie } });
    expect(noCsrf.status).toBe(403);
    expect((await app.request('DELETE', '/api/digests/1', { headers: { cookie } })).status).toBe(403);
    expect((await app.request('GET', '/api/digests', { headers: { cookie } })).status).toBe(200);
  });
});
