import { createServer, request as httpRequest, type Server } from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db.js';
import { CLI } from '../helpers/process.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildDestination, buildOrganization, buildPgDataSource, buildUser } from '../factories.js';

// The source organization's connector points at the test server, which also holds Overlook's metadata database.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

/**
 * overlook import-redash, with Overlook's own Redash-compatible API as the source: organization A
 * (the test app's) is imported into fresh organizations on the same server and compared with A
 * object by object through the REST API.
 */
let app: TestApp;
const A = () => app.admin.key;

const IMPORT = `mutation ($url: String!, $apiKey: String!, $dryRun: Boolean) {
  importRedash(url: $url, apiKey: $apiKey, dryRun: $dryRun) { ... on RedashImportReport {
    source dryRun counts { kind created updated unchanged skipped } attention { kind sourceId name reason }
  } ... on UserError { code } }
}`;

type Counts = Record<string, { created: number; updated: number; unchanged: number; skipped: number }>;

async function runImport(key: string, url = app.url, dryRun = false) {
  const answer = await app.graphql(IMPORT, { url, apiKey: A(), dryRun }, key);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const report = answer.data.importRedash;
  const counts = Object.fromEntries(report.counts.map((c: { kind: string }) => [c.kind, c])) as Counts;
  return { report, counts };
}

async function get(key: string, path: string) {
  const res = await app.request('GET', path, { key });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** What organization `key` holds, in a form two organizations can be compared by (names, not ids). */
async function snapshot(key: string) {
  const dataSources = await get(key, '/api/data_sources');
  const dsName = new Map(dataSources.map((d: { id: number; name: string }) => [d.id, d.name]));
  const queries = [];
  for (const q of (await get(key, '/api/queries?page_size=250')).results) {
    const full = await get(key, `/api/queries/${q.id}`);
    queries.push({
      name: full.name,
      query: full.query,
      tags: [...full.tags].sort(),
      is_draft: full.is_draft,
      schedule: full.schedule,
      parameters: full.options.parameters,
      data_source: dsName.get(full.data_source_id),
      owner: full.user.email,
      visualizations: full.visualizations.map((v: { type: string; name: string; options: unknown }) => [v.type, v.name, v.options]),
    });
  }
  const dashboards = [];
  for (const d of (await get(key, '/api/dashboards?page_size=250')).results) {
    const full = await get(key, `/api/dashboards/${d.slug}`);
    dashboards.push({
      name: full.name,
      is_draft: full.is_draft,
      tags: full.tags,
      widgets: full.widgets.map((w: { text?: string; visualization?: { name: string; query: { name: string } } }) =>
        w.visualization ? `${w.visualization.query.name}/${w.visualization.name}` : `text:${w.text}`,
      ),
    });
  }
  const alerts = (await get(key, '/api/alerts')).map((a: { name: string; options: unknown; query: { name: string }; rearm: unknown }) => ({
    name: a.name,
    query: a.query.name,
    options: a.options,
    rearm: a.rearm,
  }));
  const users = (await get(key, '/api/users?page_size=250')).results.map((u: { email: string }) => u.email);
  const disabled = (await get(key, '/api/users?disabled=True&page_size=250')).results.map((u: { email: string }) => u.email);
  const groups = (await get(key, '/api/groups')).map((g: { name: string }) => g.name);
  const destinations = (await get(key, '/api/destinations')).map((d: { name: string; type: string }) => `${d.type}:${d.name}`);
  const sort = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    dataSources: sort(dataSources.map((d: { name: string; type: string }) => `${d.type}:${d.name}`)),
    queries: sort(queries),
    dashboards: sort(dashboards),
    alerts: sort(alerts),
    users: sort(users),
    disabled: sort(disabled),
    groups: sort(groups),
    destinations: sort(destinations),
  };
}

let grace: Awaited<ReturnType<typeof buildUser>>;
let publishedQueryId: number;
let dashboardSlug: string;

beforeAll(async () => {
  app = await startTestApp();
  const ds = await buildPgDataSource(app, { name: 'warehouse' });
  grace = await buildUser(app, {
    name: 'Grace',
    permissions: ['view_query', 'create_query', 'execute_query', 'create_dashboard', 'schedule'],
  });
  const gone = await buildUser(app, { name: 'Gone' });
  expect((await app.request('POST', `/api/users/${gone.id}/disable`, { key: A() })).status).toBe(200);
  await app.request('POST', `/api/groups/${grace.groupId}/data_sources/${ds.id}`, { key: A(), body: { view_only: false } });

  const published = await app.request('POST', '/api/queries', {
    key: grace.key,
    body: {
      data_source_id: ds.id,
      name: 'Orders by day',
      query:
        "SELECT d::date AS day, 5 AS total FROM generate_series(now() - interval '2 day', now(), interval '1 day') d WHERE 1 = {{ one }}",
      options: { parameters: [{ name: 'one', title: 'One', type: 'number', value: 1 }] },
      tags: ['sales', 'daily'],
      schedule: { interval: 3600, time: null, day_of_week: null, until: null },
      is_draft: false,
    },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  publishedQueryId = published.body.id;
  const chart = await app.request('POST', '/api/visualizations', {
    key: A(),
    body: {
      query_id: publishedQueryId,
      type: 'CHART',
      name: 'Totals',
      options: { globalSeriesType: 'line', xColumn: 'day', yColumns: ['total'] },
    },
  });
  expect(chart.status, JSON.stringify(chart.body)).toBe(201);
  const draft = await app.request('POST', '/api/queries', {
    key: A(),
    body: { data_source_id: ds.id, name: 'Scratch', query: 'SELECT 1 AS value', options: {} },
  });
  expect(draft.status).toBe(201);

  const dashboard = await app.request('POST', '/api/dashboards', { key: A(), body: { name: 'Sales' } });
  dashboardSlug = dashboard.body.slug;
  for (const body of [
    {
      dashboard_id: dashboard.body.id,
      visualization_id: chart.body.id,
      width: 1,
      options: { position: { col: 0, row: 0, sizeX: 3, sizeY: 8 } },
    },
    { dashboard_id: dashboard.body.id, text: '## Notes', width: 1, options: { position: { col: 3, row: 0, sizeX: 3, sizeY: 4 } } },
  ]) {
    const widget = await app.request('POST', '/api/widgets', { key: A(), body });
    expect(widget.status, JSON.stringify(widget.body)).toBe(201);
  }
  expect(
    (await app.request('POST', `/api/dashboards/${dashboardSlug}`, { key: A(), body: { tags: ['exec'], is_draft: false } })).status,
  ).toBe(200);
  await app.request('POST', `/api/dashboards/${dashboardSlug}/favorite`, { key: A() });
  await app.request('POST', `/api/queries/${publishedQueryId}/favorite`, { key: A() });

  const destination = await buildDestination(app, { name: 'ops-hook' });
  const alert = await app.request('POST', '/api/alerts', {
    key: A(),
    body: { name: 'Low totals', query_id: publishedQueryId, options: { column: 'total', op: '<', value: 3 }, rearm: 300 },
  });
  expect(alert.status, JSON.stringify(alert.body)).toBe(201);
  const subscription = await app.request('POST', `/api/alerts/${alert.body.id}/subscriptions`, {
    key: A(),
    body: { destination_id: destination.id },
  });
  expect(subscription.status, JSON.stringify(subscription.body)).toBe(201);
});
afterAll(async () => {
  await app?.stop();
});

describe('importRedash (GraphQL) and overlook import-redash', () => {
  it('a dry run reads everything and writes nothing', async () => {
    const b = await buildOrganization({ name: 'Dry' });
    const { report, counts } = await runImport(b.key, app.url, true);
    expect(report.dryRun).toBe(true);
    expect(counts.query.created).toBe(2);
    expect(counts.dashboard.created).toBe(1);
    expect(counts.alert.created).toBe(1);
    expect(await db.query.count({ where: { orgId: b.orgId } })).toBe(0);
    expect(await db.redashImportMapping.count({ where: { orgId: b.orgId } })).toBe(0);
  });

  it('imports a whole organization object by object; a second run creates nothing; a change in Redash is updated', async () => {
    const b = await buildOrganization({ name: 'Beta' });
    const first = await runImport(b.key);
    expect(first.counts.query).toMatchObject({ created: 2, skipped: 0 });
    expect(first.counts.visualization.created).toBe(3);
    expect(first.counts.dashboard).toMatchObject({ created: 1, skipped: 0 });
    expect(first.counts.alert).toMatchObject({ created: 1, skipped: 0 });
    expect(first.counts.favorite.created).toBe(2);
    // Redash never answers secrets: the connector and the destination are listed as needing them.
    expect(first.report.attention).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'data_source', name: 'warehouse', reason: expect.stringContaining('password') }),
        expect.objectContaining({ kind: 'destination', name: 'ops-hook', reason: expect.stringContaining('secret') }),
      ]),
    );

    const source = await snapshot(A());
    const imported = await snapshot(b.key);
    expect(imported.dataSources).toEqual(source.dataSources);
    expect(imported.queries).toEqual(source.queries);
    expect(imported.dashboards).toEqual(source.dashboards);
    expect(imported.alerts).toEqual(source.alerts);
    expect(imported.destinations).toEqual(source.destinations);
    expect(imported.disabled).toEqual(source.disabled);
    // B's own admin stays; everyone of A is there (invited), the group too.
    expect(imported.users).toEqual(expect.arrayContaining(source.users));
    expect(imported.groups).toEqual(expect.arrayContaining(source.groups));
    // Authorship is kept without the owners' keys: Grace's query is Grace's (as invited into B).
    const graceInB = await db.user.findFirstOrThrow({ where: { orgId: b.orgId, email: grace.email } });
    expect(graceInB.acceptedAt).toBeNull();
    expect(await db.query.count({ where: { orgId: b.orgId, userId: graceInB.id, name: 'Orders by day' } })).toBe(1);
    // The monitor is subscribed to the imported destination; the favorites are the importing key owner's.
    const monitor = await db.monitor.findFirstOrThrow({
      where: { orgId: b.orgId },
      include: { subscriptions: { include: { destination: true } } },
    });
    expect(monitor.subscriptions.map((s) => s.destination.name)).toEqual(['ops-hook']);
    const adminInB = await db.user.findFirstOrThrow({ where: { orgId: b.orgId, email: app.admin.email } });
    expect(await db.favorite.count({ where: { userId: adminInB.id } })).toBe(2);

    const again = await runImport(b.key);
    for (const [kind, c] of Object.entries(again.counts)) {
      expect([kind, c.created, c.updated]).toEqual([kind, 0, 0]);
    }
    expect(await snapshot(b.key)).toEqual(imported);

    // A change in the source: the query renamed, a widget added. A third run updates just those.
    await app.request('POST', `/api/queries/${publishedQueryId}`, { key: A(), body: { name: 'Orders per day', is_draft: false } });
    const dashboard = await get(A(), `/api/dashboards/${dashboardSlug}`);
    await app.request('POST', '/api/widgets', { key: A(), body: { dashboard_id: dashboard.id, text: 'More', width: 1 } });
    await app.request('POST', `/api/dashboards/${dashboardSlug}`, { key: A(), body: { is_draft: false } });
    const third = await runImport(b.key);
    expect(third.counts.query).toMatchObject({ created: 0, updated: 1 });
    expect(third.counts.dashboard).toMatchObject({ created: 0, updated: 1 });
    expect(await db.query.count({ where: { orgId: b.orgId } })).toBe(2);
    const after = await snapshot(b.key);
    expect(after.queries).toEqual((await snapshot(A())).queries);
    expect(after.dashboards).toEqual((await snapshot(A())).dashboards);
  });

  it('a source that fails halfway: running again finishes the import and duplicates nothing', async () => {
    const c = await buildOrganization({ name: 'Gamma' });
    let served = 0;
    let failAfter = 12;
    const target = new URL(app.url);
    const proxy: Server = createServer((req, res) => {
      served += 1;
      if (served > failAfter) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"boom"}');
        return;
      }
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
    try {
      const failed = await app.graphql(IMPORT, { url, apiKey: A() }, c.key);
      expect(failed.errors?.[0]?.extensions?.code).toBe('redash_source_failed');
      const partial = await db.redashImportMapping.count({ where: { orgId: c.orgId } });
      expect(partial).toBeGreaterThan(0);

      failAfter = Number.POSITIVE_INFINITY;
      const finished = await runImport(c.key, url);
      expect(finished.counts.query.created + finished.counts.query.unchanged).toBe(2);
      expect(await db.query.count({ where: { orgId: c.orgId } })).toBe(2);
      expect(await db.dashboard.count({ where: { orgId: c.orgId } })).toBe(1);
      expect(await db.monitor.count({ where: { orgId: c.orgId } })).toBe(1);
      expect(await db.dataSource.count({ where: { orgId: c.orgId } })).toBe(1);
      const a = await snapshot(A());
      const imported = await snapshot(c.key);
      expect(imported.queries).toEqual(a.queries);
      expect(imported.dashboards).toEqual(a.dashboards);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('refuses non-admins (403), anonymous callers (401), a bad URL (422) and a key Redash refuses (422)', async () => {
    const analyst = await buildUser(app, { permissions: ['view_query'] });
    const forbidden = await app.graphql(IMPORT, { url: app.url, apiKey: A() }, analyst.key);
    expect(forbidden.data.importRedash.code).toBe('forbidden');
    const anonymous = await app.request('POST', '/graphql', { body: { query: IMPORT, variables: { url: app.url, apiKey: A() } } });
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthenticated');
    const badUrl = await app.graphql(IMPORT, { url: 'not a url', apiKey: A() });
    expect(badUrl.data.importRedash.code).toBe('validation_failed');
    const badKey = await app.graphql(IMPORT, { url: app.url, apiKey: 'wrong-key' });
    expect(badKey.errors?.[0]?.extensions?.code).toBe('redash_source_failed');
    expect(badKey.errors?.[0]?.message).toContain('admin');
  });

  it('the CLI: overlook import-redash --dry-run prints the summary; wrong arguments print the usage (exit 2)', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: app.databaseUrl, LOG_LEVEL: 'silent' };
    const { stdout, stderr } = await run(
      process.execPath,
      [...CLI, 'import-redash', '--url', app.url, '--api-key', A(), '--org', 'acme', '--dry-run'],
      { env, timeout: 60_000 },
    );
    expect(stdout).toMatch(/^Dry run: nothing was written\. Imported http:\/\/127\.0\.0\.1:\d+ into acme:/);
    expect(stdout).toMatch(/query +0 created, 0 updated, 2 unchanged|query +\d+ created/);
    expect(stderr).toMatch(/dashboard: 1 read/);
    expect(stdout + stderr).not.toContain(A());
    const usage = await run(process.execPath, [...CLI, 'import-redash', '--url', app.url], { env }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect((usage as { code: number }).code).toBe(2);
    expect((usage as { stderr: string }).stderr).toContain('usage: overlook import-redash');
    // An API key may start with a dash (base64url): it is the option's value, not an unknown option.
    const dashed = await run(process.execPath, [...CLI, 'import-redash', '--url', app.url, '--api-key', '-not-a-key', '--org', 'acme'], {
      env,
      timeout: 60_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect((dashed as { stderr: string }).stderr).not.toContain('usage:');
    expect((dashed as { code: number }).code).not.toBe(2);
  });
});
