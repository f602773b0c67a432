// API reads at 50 connections, each against its reference in the same run: a node:http server
// (this process, while the service idles) that answers the very same bytes after one `pg` round
// trip on the same database.
//   queries-list   GET /api/queries?page_size=20
//   graphql-list   the same list over POST /graphql
//   session        GET /api/session
// The service runs in this process (startService 'serve'); autocannon runs in a child process.
import { print } from 'graphql';
import pg from 'pg';
import { QueriesListDocument } from '../rest/operations/generated/graphql.js';
import {
  apiClient,
  bootstrap,
  createDataSource,
  createDatabase,
  describeLoad,
  load,
  type LoadResult,
  onCleanup,
  referenceServer,
  report,
  settings,
  startInProcess,
} from './harness.js';

/** Throughput and, since service and reference both run in this process, their CPU time per request. */
const describe = (r: LoadResult) => `${describeLoad(r)}, ${r.cpuUsPerRequest.toFixed(0)} µs CPU/request`;

export const API_BENCHES = ['queries-list', 'graphql-list', 'session'] as const;
const LIST_QUERY = print(QueriesListDocument);

export async function runApiBenches(selected: readonly string[]): Promise<void> {
  const database = await createDatabase('api');
  const org = await bootstrap(database.url);
  const service = await startInProcess('serve', database.url);
  const api = apiClient(service.base, org.apiKey);
  const dataSourceId = await createDataSource(api, 'postgres');
  // 40 queries, so that a page of 20 is full and a next page exists.
  for (let i = 0; i < 40; i += 1) {
    await api('POST', '/api/queries', {
      name: `Revenue by region ${i}`,
      data_source_id: dataSourceId,
      query: `SELECT region, sum(amount) FROM sales_${i} GROUP BY 1`,
    });
  }
  const auth = { authorization: `Key ${org.apiKey}` };
  const referencePool = new pg.Pool({ connectionString: database.url, max: 10 });
  // Dropping the database at cleanup terminates its idle connections (57P01): not a crash.
  referencePool.on('error', () => undefined);
  onCleanup(() => referencePool.end());
  const fetchBytes = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${service.base}${path}`, { ...init, headers: { ...auth, ...(init.headers as Record<string, string>) } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
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
  const statementsPerRequest = async (path: string, init: RequestInit = {}) => {
    await fetchBytes(path, init);
    statements = 0;
    for (let i = 0; i < 20; i += 1) await fetchBytes(path, init);
    return `${(statements / 20).toFixed(1)} db statements/request (sequential, warm)`;
  };
  const listSql = 'SELECT * FROM queries WHERE org_id = $1 AND is_archived = false ORDER BY id DESC LIMIT 20';
  console.log(
    `api: ${settings.connections} connections, ${settings.seconds} s each after ${settings.warmupSeconds} s warm-up; service in-process ('serve')`,
  );

  if (selected.includes('queries-list')) {
    const path = '/api/queries?page_size=20';
    const reference = await referenceServer(referencePool, listSql, [org.orgId], await fetchBytes(path));
    const measured = await load(`${service.base}${path}`, { headers: auth });
    const baseline = await load(reference.url);
    report({
      bench: 'queries-list',
      value: `GET ${path}: ${describe(measured)}`,
      reference: `node:http, same bytes after one pg round trip: ${describe(baseline)}`,
      ratio: measured.rps / baseline.rps,
      floor: '>= 0.25x, p99 <= 50 ms',
      notes: `${await statementsPerRequest(path)}; CPU per request ${(measured.cpuUsPerRequest / baseline.cpuUsPerRequest).toFixed(1)}x the reference's`,
    });
  }

  if (selected.includes('graphql-list')) {
    const body = JSON.stringify({ query: LIST_QUERY, variables: { first: 20 } });
    const headers = { ...auth, 'content-type': 'application/json' };
    const bytes = await fetchBytes('/graphql', { method: 'POST', body, headers });
    if (!JSON.parse(bytes.toString()).data?.queries) throw new Error(`graphql list failed: ${bytes.toString().slice(0, 300)}`);
    const reference = await referenceServer(referencePool, listSql, [org.orgId], bytes);
    const measured = await load(`${service.base}/graphql`, { method: 'POST', body, headers });
    const baseline = await load(reference.url);
    report({
      bench: 'graphql-list',
      value: `POST /graphql queries(first: 20), the REST list's fields: ${describe(measured)}`,
      reference: `node:http, same bytes after one pg round trip: ${describe(baseline)}`,
      ratio: measured.rps / baseline.rps,
      floor: '>= 0.25x',
      notes: `${await statementsPerRequest('/graphql', { method: 'POST', body, headers })}; CPU per request ${(measured.cpuUsPerRequest / baseline.cpuUsPerRequest).toFixed(1)}x the reference's`,
    });
  }

  if (selected.includes('session')) {
    const reference = await referenceServer(
      referencePool,
      'SELECT * FROM users WHERE id = $1',
      [org.userId],
      await fetchBytes('/api/session'),
    );
    const measured = await load(`${service.base}/api/session`, { headers: auth });
    const baseline = await load(reference.url);
    report({
      bench: 'session',
      value: `GET /api/session: ${describe(measured)}`,
      reference: `node:http, same bytes after one pg round trip: ${describe(baseline)}`,
      ratio: measured.rps / baseline.rps,
      floor: '>= 0.5x',
      notes: `${await statementsPerRequest('/api/session')}; CPU per request ${(measured.cpuUsPerRequest / baseline.cpuUsPerRequest).toFixed(1)}x the reference's`,
    });
  }
}
