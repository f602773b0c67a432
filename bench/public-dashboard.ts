// public-dashboard: the public JSON, HTML and embed pages of a 12-widget shared dashboard at 50
// connections, each against node:http answering the same bytes after one pg round trip, with the
// database statements per request (counted at pg.Client#query, which Prisma's adapter and the raw
// pool share) and, sequentially, for a 3-widget dashboard (the count must not grow with widgets).
// Each request comes from its own address (X-Forwarded-For from a trusted loopback proxy), so the
// 30 a minute per-IP limit measures its cost without refusing the load.
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import {
  apiClient,
  bootstrap,
  createDataSource,
  createDatabase,
  describeLoad,
  compare,
  onCleanup,
  referenceServer,
  report,
  startInProcess,
} from './harness.js';

const KINDS = [
  { type: 'CHART', options: { globalSeriesType: 'line', xColumn: 'day', yColumns: ['amount'], seriesColumn: 'region' } },
  { type: 'CHART', options: { globalSeriesType: 'column', xColumn: 'day', yColumns: ['amount'] } },
  { type: 'CHART', options: { globalSeriesType: 'area', xColumn: 'day', yColumns: ['amount', 'count'] } },
  { type: 'CHART', options: { globalSeriesType: 'pie', xColumn: 'region', yColumns: ['amount'] } },
  { type: 'CHART', options: { globalSeriesType: 'bar', xColumn: 'region', yColumns: ['count'] } },
  { type: 'CHART', options: { globalSeriesType: 'scatter', xColumn: 'count', yColumns: ['amount'] } },
  { type: 'TABLE', options: {} },
  { type: 'TABLE', options: {} },
  { type: 'TABLE', options: {} },
  { type: 'COUNTER', options: { counterColName: 'amount', targetValue: 100 } },
  { type: 'COUNTER', options: { counterColName: 'count' } },
  { type: 'DETAILS', options: {} },
];

export async function runPublicDashboardBench(): Promise<void> {
  const database = await createDatabase('public');
  const org = await bootstrap(database.url);
  const service = await startInProcess('serve', database.url, { TRUSTED_PROXIES: '127.0.0.1' });
  const api = apiClient(service.base, org.apiKey);
  const dataSourceId = await createDataSource(api, 'postgres');
  const { db } = await import('../src/db.js');

  /** A shared, published dashboard of `count` widgets, each on its own query with a 60-row result. */
  async function sharedDashboard(name: string, count: number): Promise<string> {
    const dashboard = await api<{ id: number; slug: string }>('POST', '/api/dashboards', { name });
    for (let i = 0; i < count; i += 1) {
      const query = await db.query.create({
        data: { orgId: org.orgId, userId: org.userId, dataSourceId, name: `q${i}`, query: 'SELECT 1', publishedVersion: 1 },
      });
      const rows = Array.from({ length: 60 }, (_, r) => [
        `2026-01-${String((r % 30) + 1).padStart(2, '0')}`,
        ['north', 'south', 'east'][r % 3],
        r * 3 + i,
        r,
      ]);
      const result = await db.queryResult.create({
        data: {
          orgId: org.orgId,
          dataSourceId,
          queryHash: `h${name}${i}`,
          queryText: 'SELECT 1',
          rowCount: rows.length,
          runtime: 0.01,
          columns: [
            { name: 'day', friendly_name: 'day', type: 'string' },
            { name: 'region', friendly_name: 'region', type: 'string' },
            { name: 'amount', friendly_name: 'amount', type: 'integer' },
            { name: 'count', friendly_name: 'count', type: 'integer' },
          ],
          chunks: { create: [{ seq: 0, rows: JSON.stringify(rows) }] },
        },
      });
      await db.query.update({ where: { id: query.id }, data: { latestQueryDataId: result.id } });
      const viz = await api<{ id: number }>('POST', '/api/visualizations', {
        query_id: query.id,
        name: `v${i}`,
        ...KINDS[i % KINDS.length],
      });
      await api('POST', '/api/widgets', { dashboard_id: dashboard.id, visualization_id: viz.id, width: i % 3 === 0 ? 6 : 3 });
    }
    await api('POST', `/api/dashboards/${dashboard.slug}/publish`);
    return (await api<{ secret_token: string }>('POST', `/api/dashboards/${dashboard.slug}/share`)).secret_token;
  }
  const large = await sharedDashboard('Twelve', 12);
  const small = await sharedDashboard('Three', 3);

  let statements = 0;
  const original = pg.Client.prototype.query;
  (pg.Client.prototype as { query: unknown }).query = function counted(this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  onCleanup(async () => {
    pg.Client.prototype.query = original;
  });

  let sequentialIp = 0;
  /** Fetches `target` `count` times from distinct addresses; answers the statements per request and the last body. */
  async function sequential(target: string, count: number): Promise<{ perRequest: number; body: Buffer; type: string }> {
    statements = 0;
    let body = Buffer.alloc(0);
    let type = '';
    for (let i = 0; i < count; i += 1) {
      sequentialIp += 1;
      const res = await fetch(target, { headers: { 'x-forwarded-for': `10.201.${(sequentialIp >> 8) & 255}.${sequentialIp & 255}` } });
      body = Buffer.from(await res.arrayBuffer());
      type = res.headers.get('content-type') ?? '';
      if (res.status !== 200) throw new Error(`${target}: ${res.status}`);
    }
    return { perRequest: statements / count, body, type };
  }

  // The reference's one round trip: the share lookup by token hash.
  const referencePool = new pg.Pool({ connectionString: database.url, max: 10 });
  onCleanup(() => referencePool.end());
  const targets = [
    ['GET /api/public/dashboards/{token} (JSON)', `/api/public/dashboards/${large}`],
    ['GET /public/dashboards/{token} (HTML)', `/public/dashboards/${large}`],
    ['GET /embed/dashboards/{token} (HTML)', `/embed/dashboards/${large}`],
  ] as const;
  const notes: string[] = [];
  for (const [label, path] of targets) {
    // Warm-up: JIT, pools and the chart cache, so that the run measures the steady state.
    const warm = await sequential(`${service.base}${path}`, 30);
    const reference = await referenceServer(referencePool, warm.body, warm.type);
    const { measured, baseline } = await compare(
      { url: `${service.base}${path}`, options: { distinctClients: true } },
      { url: reference.url, options: { distinctClients: true } },
    );
    report({
      loads: [measured, baseline],
      bench: 'public-dashboard',
      value: `${label}, 12 widgets: ${describeLoad(measured)}`,
      reference: `node:http, same bytes after one trivial pg round trip (SELECT $1): ${describeLoad(baseline)}`,
      ratio: measured.rps / baseline.rps,
      floor: 'none in the issue',
    });
    const smallPath = `${service.base}${path.replace(large, small)}`;
    await sequential(smallPath, 10);
    const [few, many] = [await sequential(smallPath, 20), await sequential(`${service.base}${path}`, 20)];
    notes.push(`${label}: 3 widgets ${few.perRequest.toFixed(1)}, 12 widgets ${many.perRequest.toFixed(1)}`);
  }
  const page = (await sequential(`${service.base}/public/dashboards/${large}`, 1)).body;
  console.log(`\npublic-dashboard: db statements per request, sequential, warm: ${notes.join('; ')}`);
  console.log(
    `public-dashboard: HTML page of 12 widgets ${(page.length / 1024).toFixed(1)} KiB, ${(gzipSync(page).length / 1024).toFixed(1)} KiB gzipped`,
  );
}
