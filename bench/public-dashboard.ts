// Public dashboard JSON and HTML for a 12-widget dashboard at 50 connections: throughput, p99 and
// database statements per request (counted at pg.Client#query, which Prisma's adapter and the raw
// pool share), against a 3-widget dashboard to show the count does not grow with widgets.
// Usage: npx tsx bench/public-dashboard.ts   (local PostgreSQL; loopback only; BENCH_SECONDS, default 10)
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import pg from 'pg';

process.env.LOG_LEVEL = 'silent';
process.env.SECRET_KEY ??= 'bench-secret-key-0123456789abcdef';
// Each request comes from its own address (X-Forwarded-For), so the 30/min per IP limit measures
// its own cost without refusing the load.
process.env.TRUSTED_PROXIES = '127.0.0.1';
const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `overlook_bench_${process.pid}`;
const url = new URL(admin);
const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`CREATE DATABASE ${database}`);
url.pathname = `/${database}`;

const { startService } = await import('../src/service.js');
const service = await startService('serve', { port: 0, databaseUrl: url.toString() });
const { db } = await import('../src/db.js');
const { createOrganization } = await import('../src/domain/organizations/create-organization.js');
const created = await db.$transaction((tx) => createOrganization(tx, { name: 'Bench', adminName: 'B', adminEmail: 'b@bench.test', password: 'bench-password', emailVerified: true }));
const base = `http://127.0.0.1:${service.port}`;

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Key ${created.apiKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const dataSource = await api('POST', '/api/data_sources', { name: 'bench', type: 'pg', options: { host: '127.0.0.1', port: 5432, user: 'postgres', dbname: 'postgres' } });

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

/** A shared, published dashboard of `count` widgets, each on its own query with a 60-row result. */
async function sharedDashboard(name: string, count: number): Promise<string> {
  const dashboard = await api('POST', '/api/dashboards', { name });
  for (let i = 0; i < count; i += 1) {
    const query = await db.query.create({
      data: { orgId: created.org.id, userId: created.user.id, dataSourceId: dataSource.id, name: `q${i}`, query: 'SELECT 1', publishedVersion: 1 },
    });
    const rows = Array.from({ length: 60 }, (_, r) => [`2026-01-${String((r % 30) + 1).padStart(2, '0')}`, ['north', 'south', 'east'][r % 3], r * 3 + i, r]);
    const result = await db.queryResult.create({
      data: {
        orgId: created.org.id, dataSourceId: dataSource.id, queryHash: `h${name}${i}`, queryText: 'SELECT 1', rowCount: rows.length, runtime: 0.01,
        columns: [{ name: 'day', friendly_name: 'day', type: 'string' }, { name: 'region', friendly_name: 'region', type: 'string' },
          { name: 'amount', friendly_name: 'amount', type: 'integer' }, { name: 'count', friendly_name: 'count', type: 'integer' }],
        chunks: { create: [{ seq: 0, rows: JSON.stringify(rows) }] },
      },
    });
    await db.query.update({ where: { id: query.id }, data: { latestQueryDataId: result.id } });
    const viz = await api('POST', '/api/visualizations', { query_id: query.id, name: `v${i}`, ...KINDS[i % KINDS.length] });
    await api('POST', '/api/widgets', { dashboard_id: dashboard.id, visualization_id: viz.id, width: i % 3 === 0 ? 6 : 3 });
  }
  await api('POST', `/api/dashboards/${dashboard.slug}/publish`);
  return (await api('POST', `/api/dashboards/${dashboard.slug}/share`)).secret_token;
}

const large = await sharedDashboard('Twelve', 12);
const small = await sharedDashboard('Three', 3);

let statements = 0;
const original = pg.Client.prototype.query;
(pg.Client.prototype as { query: unknown }).query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (original as (...a: unknown[]) => unknown).apply(this, args);
};

const duration = Number(process.env.BENCH_SECONDS ?? 10);
// The load generator runs in its own process so that it does not share the server's event loop;
// every request gets its own X-Forwarded-For address.
const LOADER = `
import autocannon from 'autocannon';
let n = 0;
const ip = () => { n += 1; return '10.' + ((n >> 16) & 255) + '.' + ((n >> 8) & 255) + '.' + (n & 255); };
const result = await autocannon({ url: process.argv[1], connections: 50, duration: Number(process.argv[2]),
  requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': ip() } }) }] });
process.stdout.write(JSON.stringify({ total: result.requests.total, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
  non2xx: result.non2xx, errors: result.errors, bytes: result.throughput.average }));
`;

async function load(target: string) {
  statements = 0;
  const child = spawn(process.execPath, ['--input-type=module', '-e', LOADER, target, String(duration)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  await new Promise((resolve) => child.on('exit', resolve));
  const result = JSON.parse(stdout) as { total: number; rps: number; p50: number; p99: number; non2xx: number; errors: number; bytes: number };
  return { ...result, perRequest: statements / Math.max(1, result.total) };
}

/** Statements of `count` sequential requests, per request. */
let sequentialIp = 0;
async function statementsPer(target: string, count = 50): Promise<number> {
  statements = 0;
  for (let i = 0; i < count; i += 1) {
    sequentialIp += 1;
    const res = await fetch(target, { headers: { 'x-forwarded-for': `10.201.${sequentialIp >> 8}.${sequentialIp & 255}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${target}: ${res.status}`);
  }
  return statements / count;
}

// Warm-up: JIT, connection pools and the chart cache, so that the runs measure the steady state.
for (const target of [`${base}/api/public/dashboards/${large}`, `${base}/public/dashboards/${large}`, `${base}/embed/dashboards/${large}`, `${base}/api/public/dashboards/${small}`]) {
  await statementsPer(target, 30);
}

const runs = [
  ['GET /api/public/dashboards/{token} (JSON, 12 widgets)', await load(`${base}/api/public/dashboards/${large}`)],
  ['GET /public/dashboards/{token} (HTML, 12 widgets)', await load(`${base}/public/dashboards/${large}`)],
  ['GET /embed/dashboards/{token} (HTML, 12 widgets)', await load(`${base}/embed/dashboards/${large}`)],
] as const;
console.log(`50 connections, ${duration}s each, loopback`);
for (const [name, r] of runs) {
  console.log(
    `${name.padEnd(54)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${(r.bytes / Math.max(1, r.rps) / 1024).toFixed(1)} KiB/resp  ` +
      `non-2xx ${r.non2xx}  errors ${r.errors}  db statements/request ${r.perRequest.toFixed(2)}`,
  );
}
console.log(`db statements per request, sequential: JSON 3 widgets ${await statementsPer(`${base}/api/public/dashboards/${small}`)}, ` +
  `JSON 12 widgets ${await statementsPer(`${base}/api/public/dashboards/${large}`)}, HTML 3 widgets ${await statementsPer(`${base}/public/dashboards/${small}`)}, ` +
  `HTML 12 widgets ${await statementsPer(`${base}/public/dashboards/${large}`)}`);

const page = Buffer.from(await (await fetch(`${base}/public/dashboards/${large}`, { headers: { 'x-forwarded-for': '10.202.0.1' } })).arrayBuffer());
console.log(`HTML page of 12 widgets: ${(page.length / 1024).toFixed(1)} KiB, ${(gzipSync(page).length / 1024).toFixed(1)} KiB gzipped (served gzipped when asked), no scripts, no other requests`);

pg.Client.prototype.query = original;
await service.stop();
await client.query(`DROP DATABASE ${database} WITH (FORCE)`);
await client.end();
process.exit(0);
