// Every other list and get of the REST and GraphQL surfaces (issue 12: "API reads at the floors"), at
// 50 connections, each against its reference in the same run, alternating (compare()): a node:http
// server (this process) that answers the very same bytes after one trivial PostgreSQL round trip
// (`SELECT $1`, the performance issue's reference for every API read) on the same database. The organization holds 40 queries, 20
// dashboards (one of 7 widgets: 6 visualizations and a text box), 20 monitors, 4 data sources, 21
// users (with the admin: a page of 20 is full, so the users list counts), 5 groups, 5 destinations and a cancelled job; lists read a page of 20.
// The service runs in this process (startService 'serve'); autocannon runs in a child process.
import { print } from 'graphql';
import pg from 'pg';
import { MonitorsListDocument } from '../rest/operations/generated/graphql.js';
import {
  apiClient,
  bootstrap,
  createDataSource,
  createDatabase,
  describeLoad,
  compare,
  type LoadResult,
  onCleanup,
  referenceServer,
  report,
  settings,
  startInProcess,
} from './harness.js';

/**
 * The dashboard list as the public graph answers it, with the fields REST's GET /api/dashboards
 * shows that the public graph has (its Redash-only fields are the internal graph's).
 */
export const PUBLIC_DASHBOARD_LIST = `query DashboardList($first: Int, $after: String) {
  dashboards(first: $first, after: $after) {
    totalCount
    revision
    edges {
      node {
        id: databaseId
        name
        slug
        user_id: userId
        is_archived: isArchived
        is_draft: isDraft
        published_at: publishedAt
        can_edit: canEdit
        is_shared: isShared
        created_at: createdAt
        updated_at: updatedAt
        tags
        is_favorite: isFavorite
        user { id name email }
      }
    }
  }
}`;

export const READ_BENCHES = [
  'dashboards-list',
  'dashboard-get',
  'dashboard-get-id',
  'query-get',
  'alerts-list',
  'monitors-list',
  'data-sources-list',
  'users-list',
  'groups-list',
  'destinations-list',
  'job-get',
  'graphql-dashboards',
  'graphql-monitors',
] as const;

/**
 * The organization every read is measured on: 4 data sources, 40 queries, 20 dashboards (the first
 * with 6 visualization widgets and a text box), 20 monitors, 20 more users, 3 more groups, 5
 * destinations and a cancelled job.
 */
export async function seedReads(api: ReturnType<typeof apiClient>) {
  const dataSourceId = await createDataSource(api, 'postgres');
  for (const name of ['template1', 'bench_a', 'bench_b']) await createDataSource(api, name);
  const queryIds: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const query = await api<{ id: number }>('POST', '/api/queries', {
      name: `Revenue by region ${i}`,
      data_source_id: dataSourceId,
      query: `SELECT region, sum(amount) AS amount FROM sales_${i} GROUP BY 1`,
    });
    queryIds.push(query.id);
  }
  const dashboards: { id: number; slug: string }[] = [];
  for (let i = 0; i < 20; i += 1) dashboards.push(await api('POST', '/api/dashboards', { name: `Sales overview ${i}` }));
  const dashboard = dashboards[0];
  for (let i = 0; i < 6; i += 1) {
    const viz = await api<{ id: number }>('POST', '/api/visualizations', {
      query_id: queryIds[i],
      name: `Chart ${i}`,
      type: i % 2 ? 'TABLE' : 'CHART',
      options: i % 2 ? {} : { globalSeriesType: 'column', xColumn: 'region', yColumns: ['amount'] },
    });
    await api('POST', '/api/widgets', { dashboard_id: dashboard.id, visualization_id: viz.id, width: 3 });
  }
  await api('POST', '/api/widgets', { dashboard_id: dashboard.id, text: '## Notes', width: 6 });
  for (let i = 0; i < 20; i += 1) {
    await api('POST', '/api/monitors', {
      query_id: queryIds[i],
      name: `Revenue drop ${i}`,
      options: { column: 'amount', op: '<', value: 100 + i },
      rearm: 0,
    });
  }
  for (let i = 0; i < 20; i += 1) await api('POST', '/api/users', { name: `Analyst ${i}`, email: `analyst${i}@bench.test` });
  for (let i = 0; i < 3; i += 1) await api('POST', '/api/groups', { name: `Team ${i}` });
  for (let i = 0; i < 5; i += 1) {
    await api('POST', '/api/destinations', { name: `On call ${i}`, type: 'email', options: { addresses: [`oncall${i}@bench.test`] } });
  }
  const refreshed = await api<{ job?: { id: number } }>('POST', `/api/queries/${queryIds[0]}/refresh`, { max_age: 0 });
  if (!refreshed.job) throw new Error(`refresh answered no job: ${JSON.stringify(refreshed).slice(0, 300)}`);
  const jobId = refreshed.job.id;
  // Cancelled, so that it is terminal: a queued job nobody runs ('serve' has no worker) turns stale,
  // and reading a stale job reaps it, which is not the read this measures.
  await api('DELETE', `/api/jobs/${jobId}`);
  return { queryIds, dashboards, dashboard, jobId };
}

/** Throughput and, since service and reference both run in this process, their CPU time per request. */
const describe = (r: LoadResult) => `${describeLoad(r)}, ${r.cpuUsPerRequest.toFixed(0)} µs CPU/request`;

interface ReadCase {
  bench: (typeof READ_BENCHES)[number];
  label: string;
  path: string;
  /** A GraphQL document and its variables: POSTed to /graphql instead of a GET of `path`. */
  graphql?: { query: string; variables: Record<string, unknown> };
  /** The reference's one round trip. */
}

export async function runReadBenches(selected: readonly string[]): Promise<void> {
  const database = await createDatabase('reads');
  const org = await bootstrap(database.url);
  const service = await startInProcess('serve', database.url);
  const api = apiClient(service.base, org.apiKey);

  const { queryIds, dashboard, jobId } = await seedReads(api);

  const auth = { authorization: `Key ${org.apiKey}` };
  const referencePool = new pg.Pool({ connectionString: database.url, max: 10 });
  // Dropping the database at cleanup terminates its idle connections (57P01): not a crash.
  referencePool.on('error', () => undefined);
  onCleanup(() => referencePool.end());
  const request = (c: ReadCase) =>
    c.graphql
      ? {
          url: `${service.base}/graphql`,
          init: {
            method: 'POST' as const,
            body: JSON.stringify(c.graphql),
            headers: { ...auth, 'content-type': 'application/json' },
          },
        }
      : { url: `${service.base}${c.path}`, init: { method: 'GET' as const, headers: auth } };
  const fetchBytes = async (c: ReadCase) => {
    const { url, init } = request(c);
    const res = await fetch(url, init);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || (c.graphql && JSON.parse(bytes.toString()).errors)) {
      throw new Error(`${c.label}: ${res.status} ${bytes.toString().slice(0, 300)}`);
    }
    return bytes;
  };
  // Statements per request, counted at pg.Client#query (Prisma's adapter and the raw pool share it).
  let statements = 0;
  const original = pg.Client.prototype.query;
  (pg.Client.prototype as { query: unknown }).query = function counted(this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  onCleanup(async () => {
    pg.Client.prototype.query = original;
  });
  const statementsPerRequest = async (c: ReadCase) => {
    await fetchBytes(c);
    statements = 0;
    for (let i = 0; i < 20; i += 1) await fetchBytes(c);
    return `${(statements / 20).toFixed(1)} db statements/request (sequential, warm)`;
  };

  const cases: ReadCase[] = [
    {
      bench: 'dashboards-list',
      label: 'GET /api/dashboards?page_size=20',
      path: '/api/dashboards?page_size=20',
    },
    {
      bench: 'dashboard-get',
      label: `GET /api/dashboards/{slug} (7 widgets)`,
      path: `/api/dashboards/${dashboard.slug}`,
    },
    {
      bench: 'dashboard-get-id',
      label: `GET /api/dashboards/{id} (7 widgets)`,
      path: `/api/dashboards/${dashboard.id}`,
    },
    {
      bench: 'query-get',
      label: 'GET /api/queries/{id}',
      path: `/api/queries/${queryIds[0]}`,
    },
    { bench: 'alerts-list', label: 'GET /api/alerts (20)', path: '/api/alerts' },
    {
      bench: 'monitors-list',
      label: 'GET /api/monitors?page_size=20',
      path: '/api/monitors?page_size=20',
    },
    { bench: 'data-sources-list', label: 'GET /api/data_sources (4)', path: '/api/data_sources' },
    { bench: 'users-list', label: 'GET /api/users?page_size=20', path: '/api/users?page_size=20' },
    { bench: 'groups-list', label: 'GET /api/groups (5)', path: '/api/groups' },
    { bench: 'destinations-list', label: 'GET /api/destinations (5)', path: '/api/destinations' },
    {
      bench: 'job-get',
      label: 'GET /api/jobs/{id}',
      path: `/api/jobs/${jobId}`,
    },
    {
      bench: 'graphql-dashboards',
      label: 'POST /graphql dashboards(first: 20), the REST list’s fields of the public graph',
      path: '/graphql',
      graphql: { query: PUBLIC_DASHBOARD_LIST, variables: { first: 20 } },
    },
    {
      bench: 'graphql-monitors',
      label: 'POST /graphql monitors(first: 20), the REST list’s fields',
      path: '/graphql',
      graphql: { query: print(MonitorsListDocument), variables: { first: 20 } },
    },
  ];

  console.log(
    `api reads: ${settings.connections} connections, ${settings.seconds} s each after ${settings.warmupSeconds} s warm-up; service in-process ('serve')`,
  );
  for (const c of cases.filter((c) => selected.includes(c.bench))) {
    const reference = await referenceServer(referencePool, await fetchBytes(c));
    const { url, init } = request(c);
    const { measured, baseline } = await compare(
      { url, options: { method: init.method, headers: init.headers, body: 'body' in init ? init.body : undefined } },
      { url: reference.url },
    );
    report({
      loads: [measured, baseline],
      bench: c.bench,
      value: `${c.label}: ${describe(measured)}`,
      reference: `node:http, same bytes after one trivial pg round trip (SELECT $1): ${describe(baseline)}`,
      ratio: measured.rps / baseline.rps,
      floor: '>= 0.25x, p99 <= 50 ms',
      notes: `${await statementsPerRequest(c)}; CPU per request ${(measured.cpuUsPerRequest / baseline.cpuUsPerRequest).toFixed(1)}x the reference's`,
    });
  }
}
