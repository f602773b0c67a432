import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/db.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildOrganization } from '../factories.js';

/**
 * The importer against answers in Redash's own shapes, for what Overlook's Redash-compatible API
 * does not produce itself. The fixtures follow Redash 10's serializers (redash/serializers:
 * serialize_query with visualizations, serialize_dashboard with widgets, serialize_alert, and the
 * models' to_dict for users, groups, data sources, destinations and alert subscriptions) and
 * Redash 8/9's address of a dashboard by slug only. They hold what Overlook cannot take (a
 * BigQuery data source, a PIVOT visualization, a widget restricted for the key's owner, an
 * e-mail-only alert subscription), which must be reported, not fail the run.
 */
const ADMIN = { id: 1, name: 'Ada Admin', email: 'ada@redash.example', groups: [1, 2], is_disabled: false, is_invitation_pending: false };
const ANALYST = {
  id: 2,
  name: 'Bob Analyst',
  email: 'Bob@Redash.Example',
  groups: [2, 3],
  is_disabled: false,
  is_invitation_pending: true,
};
const FORMER = { id: 3, name: 'Cy Former', email: 'cy@redash.example', groups: [2], is_disabled: true, is_invitation_pending: false };
const user = (u: typeof ADMIN | typeof ANALYST) => ({ ...u, profile_image_url: 'https://example.invalid/p.png', auth_type: 'password' });

const visualizationTable = {
  id: 10,
  type: 'TABLE',
  name: 'Table',
  description: '',
  options: {},
  updated_at: '2024-01-01T00:00:00Z',
  created_at: '2024-01-01T00:00:00Z',
};
const visualizationChart = {
  id: 11,
  type: 'CHART',
  name: 'Revenue',
  description: '',
  options: {
    globalSeriesType: 'column',
    columnMapping: { day: 'x', revenue: 'y' },
    xAxis: { type: '-', labels: { enabled: true } },
    yAxis: [{ type: 'linear' }, { type: 'linear', opposite: true }],
    legend: { enabled: true },
    seriesOptions: {},
    sortX: true,
  },
  updated_at: '2024-01-01T00:00:00Z',
  created_at: '2024-01-01T00:00:00Z',
};
const visualizationPivot = {
  id: 12,
  type: 'PIVOT',
  name: 'Pivot',
  description: '',
  options: { rows: ['day'] },
  updated_at: '2024-01-01T00:00:00Z',
  created_at: '2024-01-01T00:00:00Z',
};

const query = (id: number, fields: Record<string, unknown>) => ({
  id,
  latest_query_data_id: null,
  description: null,
  query_hash: 'x',
  api_key: 'redash-query-api-key',
  is_archived: false,
  is_draft: false,
  updated_at: '2024-01-01T00:00:00Z',
  created_at: '2024-01-01T00:00:00Z',
  version: 3,
  is_safe: true,
  user: user(ANALYST),
  last_modified_by: user(ANALYST),
  schedule: null,
  tags: [],
  options: { parameters: [] },
  ...fields,
});

const revenue = query(101, {
  name: 'Revenue by day',
  query: 'SELECT day, revenue FROM sales WHERE region = {{ region }}',
  data_source_id: 1,
  tags: ['finance'],
  schedule: { interval: 86400, time: '06:30', day_of_week: null, until: null },
  options: { parameters: [{ name: 'region', title: 'Region', type: 'text', value: 'emea', global: false }] },
  visualizations: [visualizationTable, visualizationChart, visualizationPivot],
});
const warehouse = query(102, { name: 'BigQuery spend', query: 'SELECT 1', data_source_id: 2, visualizations: [] });

const FIXTURES: Record<string, unknown> = {
  '/api/session': { user: user(ADMIN), org_slug: 'default' },
  '/api/users': { count: 2, page: 1, page_size: 250, results: [user(ADMIN), user(ANALYST)] },
  '/api/users?disabled=True': { count: 1, page: 1, page_size: 250, results: [user(FORMER)] },
  '/api/groups': [
    { id: 1, name: 'admin', permissions: ['admin', 'super_admin'], type: 'builtin', created_at: '2024-01-01T00:00:00Z' },
    {
      id: 2,
      name: 'default',
      permissions: [
        'create_dashboard',
        'create_query',
        'edit_dashboard',
        'edit_query',
        'view_query',
        'view_source',
        'execute_query',
        'list_users',
        'schedule_query',
        'list_dashboards',
        'list_alerts',
        'list_data_sources',
      ],
      type: 'builtin',
      created_at: '2024-01-01T00:00:00Z',
    },
    {
      id: 3,
      name: 'Finance',
      permissions: ['view_query', 'execute_query', 'create_dashboard'],
      type: 'regular',
      created_at: '2024-01-01T00:00:00Z',
    },
  ],
  '/api/groups/1/members': [user(ADMIN)],
  '/api/groups/2/members': [user(ADMIN), user(ANALYST)],
  '/api/groups/3/members': [user(ANALYST)],
  '/api/groups/1/data_sources': [],
  '/api/groups/2/data_sources': [],
  '/api/groups/3/data_sources': [{ id: 1, name: 'Sales DB', type: 'pg', syntax: 'sql', paused: 0, pause_reason: null, view_only: true }],
  '/api/data_sources': [
    { id: 1, name: 'Sales DB', type: 'pg', syntax: 'sql', paused: 0, pause_reason: null, supports_auto_limit: true, view_only: false },
    {
      id: 2,
      name: 'Warehouse',
      type: 'bigquery',
      syntax: 'sql',
      paused: 0,
      pause_reason: null,
      supports_auto_limit: true,
      view_only: false,
    },
  ],
  '/api/data_sources/1': {
    id: 1,
    name: 'Sales DB',
    type: 'pg',
    syntax: 'sql',
    paused: 0,
    pause_reason: null,
    options: { host: 'db.internal', port: 5432, user: 'redash', password: '--------', dbname: 'sales', sslmode: 'prefer' },
    queue_name: 'queries',
    scheduled_queue_name: 'scheduled_queries',
    groups: { '2': false, '3': true },
  },
  '/api/data_sources/2': {
    id: 2,
    name: 'Warehouse',
    type: 'bigquery',
    syntax: 'sql',
    options: { projectId: 'p', jsonKeyFile: '--------' },
  },
  '/api/destinations': [
    { id: 7, name: 'Ops hook', type: 'webhook', icon: 'fa-bolt' },
    { id: 8, name: 'Team chat', type: 'hipchat', icon: 'fa-comment-o' },
  ],
  '/api/destinations/7': {
    id: 7,
    name: 'Ops hook',
    type: 'webhook',
    options: { url: 'http://hooks.internal/redash', username: 'ops', password: '--------' },
  },
  '/api/destinations/8': {
    id: 8,
    name: 'Team chat',
    type: 'hipchat',
    options: { url: 'https://chat.example.invalid', access_token: '--------' },
  },
  '/api/queries': {
    count: 2,
    page: 1,
    page_size: 250,
    results: [
      { ...revenue, visualizations: undefined },
      { ...warehouse, visualizations: undefined },
    ],
  },
  '/api/queries/101': revenue,
  '/api/queries/102': warehouse,
  '/api/dashboards': {
    count: 1,
    page: 1,
    page_size: 250,
    results: [
      {
        id: 5,
        slug: 'sales-overview',
        name: 'Sales overview',
        tags: ['exec'],
        is_draft: false,
        is_archived: false,
        user: user(ANALYST),
        widgets: null,
      },
    ],
  },
  // Redash 8/9: `GET /api/dashboards/{slug}`; the id is 404 there.
  '/api/dashboards/sales-overview': {
    id: 5,
    slug: 'sales-overview',
    name: 'Sales overview',
    user_id: 2,
    user: user(ANALYST),
    layout: [],
    dashboard_filters_enabled: false,
    is_archived: false,
    is_draft: false,
    tags: ['exec'],
    version: 4,
    widgets: [
      {
        id: 50,
        width: 1,
        options: { position: { col: 0, row: 0, sizeX: 3, sizeY: 8 } },
        dashboard_id: 5,
        text: '',
        visualization: { ...visualizationChart, query: { ...revenue, visualizations: undefined } },
      },
      { id: 51, width: 1, options: { position: { col: 3, row: 0, sizeX: 3, sizeY: 3 } }, dashboard_id: 5, text: '## Read me' },
      { id: 52, width: 1, options: { position: { col: 0, row: 8, sizeX: 3, sizeY: 8 } }, dashboard_id: 5, restricted: true },
    ],
  },
  '/api/alerts': [
    {
      id: 30,
      name: 'Revenue dropped',
      options: { column: 'revenue', op: 'less than', value: '100', custom_subject: 'Low', muted: false },
      state: 'ok',
      rearm: 3600,
      query: { ...revenue, visualizations: undefined },
      user: user(ANALYST),
    },
  ],
  '/api/alerts/30': {
    id: 30,
    name: 'Revenue dropped',
    options: { column: 'revenue', op: 'less than', value: '100', custom_subject: 'Low', muted: false },
    state: 'ok',
    rearm: 3600,
    query: { ...revenue, visualizations: undefined },
    user: user(ANALYST),
  },
  '/api/alerts/30/subscriptions': [
    { id: 1, alert_id: 30, user: user(ANALYST), destination: { id: 7, name: 'Ops hook', type: 'webhook', icon: 'fa-bolt' } },
    { id: 2, alert_id: 30, user: user(ADMIN) },
  ],
  '/api/queries/favorites': { count: 1, page: 1, page_size: 250, results: [{ ...revenue, visualizations: undefined }] },
  '/api/dashboards/favorites': { count: 0, page: 1, page_size: 250, results: [] },
};

let app: TestApp;
let redash: Server;
let url: string;
const seen: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  redash = createServer((req, res) => {
    const path = (req.url ?? '').replace(/([?&])page=\d+&page_size=250$/, '').replace(/[?&]$/, '');
    seen.push(`${req.headers.authorization} ${path}`);
    const answer = FIXTURES[path];
    if (req.headers.authorization !== 'Key redash-admin-key') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Couldn\'t find resource. Please login and try again."}');
    } else if (answer === undefined) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    }
  });
  await new Promise<void>((resolve) => redash.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(redash.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => redash?.close(resolve));
  await app?.stop();
});

const IMPORT = `mutation ($url: String!, $apiKey: String!) {
  importRedash(url: $url, apiKey: $apiKey) { ... on RedashImportReport {
    counts { kind created updated unchanged skipped } attention { kind sourceId name reason }
  } }
}`;

describe('importRedash against Redash 10 serializer shapes (and Redash 8/9 dashboard slugs)', () => {
  it('imports what Overlook has, reports what it has not, and keeps authorship, schedule, access and subscriptions', async () => {
    const org = await buildOrganization({ name: 'Fixtures' });
    const answer = await app.graphql(IMPORT, { url, apiKey: 'redash-admin-key' }, org.key);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const { counts, attention } = answer.data.importRedash;
    const count = Object.fromEntries(counts.map((c: { kind: string }) => [c.kind, c]));
    expect(count.user).toMatchObject({ created: 3 });
    expect(count.data_source).toMatchObject({ created: 1, skipped: 1 });
    expect(count.destination).toMatchObject({ created: 1, skipped: 1 });
    expect(count.query).toMatchObject({ created: 1, skipped: 1 });
    expect(count.visualization).toMatchObject({ created: 2, skipped: 1 });
    expect(count.dashboard).toMatchObject({ created: 1 });
    expect(count.alert).toMatchObject({ created: 1 });
    const reasons = attention.map((a: { kind: string; name: string; reason: string }) => `${a.kind}|${a.name}|${a.reason}`);
    for (const expected of [
      /^data_source\|Warehouse\|.*bigquery/,
      /^data_source\|Sales DB\|needs its secrets \(password\)/,
      /^destination\|Team chat\|.*hipchat/,
      /^destination\|Ops hook\|needs its secrets \(password\)/,
      /^query\|BigQuery spend\|its data source was not imported/,
      /^visualization\|Pivot\|/,
      /^dashboard\|Sales overview\|widget 52 is restricted/,
      /^alert\|Revenue dropped\|subscription 2 has no imported destination/,
    ]) {
      expect(
        reasons.some((r: string) => expected.test(r)),
        `${expected} in ${JSON.stringify(reasons, null, 1)}`,
      ).toBe(true);
    }

    const bob = await db.user.findFirstOrThrow({ where: { orgId: org.orgId, email: 'bob@redash.example' } });
    const cy = await db.user.findFirstOrThrow({ where: { orgId: org.orgId, email: 'cy@redash.example' } });
    expect(cy.disabledAt).not.toBeNull();
    const q = await db.query.findFirstOrThrow({ where: { orgId: org.orgId, name: 'Revenue by day' }, include: { visualizations: true } });
    expect(q.userId).toBe(bob.id);
    expect(q.publishedVersion).toBe(q.workingVersion);
    expect(q.tags).toEqual(['finance']);
    expect(q.options).toMatchObject({ parameters: [{ name: 'region', type: 'text' }] });
    expect(q.visualizations.map((v) => v.type).sort()).toEqual(['CHART', 'TABLE']);
    const schedule = await db.schedule.findFirstOrThrow({ where: { orgId: org.orgId, entityType: 'query', entityId: q.id } });
    expect([schedule.cron, schedule.timezone]).toEqual(['0 30 6 * * *', 'UTC']);

    const finance = await db.group.findFirstOrThrow({
      where: { orgId: org.orgId, name: 'Finance' },
      include: { members: true, dataSources: true, roles: { include: { role: true } } },
    });
    expect(finance.restricted).toBe(true);
    expect(finance.members.map((m) => m.userId)).toEqual([bob.id]);
    expect(finance.dataSources.map((d) => d.viewOnly)).toEqual([true]);
    expect(finance.roles[0].role.permissions.sort()).toEqual(['create_dashboard', 'execute_query', 'view_query']);

    const dashboard = await db.dashboard.findFirstOrThrow({ where: { orgId: org.orgId }, include: { widgets: true } });
    expect([dashboard.name, dashboard.userId, dashboard.tags, dashboard.publishedAt !== null]).toEqual([
      'Sales overview',
      bob.id,
      ['exec'],
      true,
    ]);
    expect(dashboard.widgets.map((w) => (w.visualizationId ? 'chart' : w.text)).sort()).toEqual(['## Read me', 'chart']);

    const monitor = await db.monitor.findFirstOrThrow({
      where: { orgId: org.orgId },
      include: { subscriptions: { include: { destination: true } } },
    });
    expect(monitor.options).toMatchObject({ column: 'revenue', op: '<', value: 100 });
    expect([monitor.userId, monitor.rearm, monitor.subscriptions.map((s) => s.destination.name)]).toEqual([bob.id, 3600, ['Ops hook']]);

    // The key owner's favorites become the favorites of the user with their address.
    const ada = await db.user.findFirstOrThrow({ where: { orgId: org.orgId, email: 'ada@redash.example' } });
    expect(await db.favorite.findMany({ where: { userId: ada.id }, select: { objectType: true, objectId: true } })).toEqual([
      { objectType: 'query', objectId: q.id },
    ]);
    // Every request carried the key; the dashboard was read by id first, then by slug.
    expect(seen.every((line) => line.startsWith('Key redash-admin-key '))).toBe(true);
    expect(seen).toEqual(
      expect.arrayContaining(['Key redash-admin-key /api/dashboards/5', 'Key redash-admin-key /api/dashboards/sales-overview']),
    );
    // Nothing of the source's secrets or query API keys was stored.
    const stored = JSON.stringify(await db.dataSource.findMany({ where: { orgId: org.orgId } }));
    expect(stored).not.toContain('--------');
    expect(JSON.stringify(q)).not.toContain('redash-query-api-key');
  });
});
