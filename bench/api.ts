// API reads at 50 connections, each against its reference in the same run, ALTERNATING (compare():
// service, reference, reference, service, ... rounds): the performance issue's reference for every
// API read, a node:http server (this process) that answers the very same bytes after one trivial
// PostgreSQL round trip (`SELECT $1`) on the same database.
//   queries-list   GET /api/queries?page_size=20
//   graphql-list   the web app's query list operation (QueryList: queries(first: 20) with global ids,
//                  and queryTags) over POST /graphql, by its persisted hash as the web build sends it
//   session        GET /api/session
// The service runs as users run it, `node bin/overlook.mjs start` (what `npm start` runs: compiled
// dist/, HTTP and worker in one process), in its own process; its CPU per request is read from
// /proc. autocannon runs in a child process. A figure with any non-2xx answer or error is INVALID.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import {
  apiClient,
  bootstrap,
  compare,
  createDataSource,
  createDatabase,
  describeLoad,
  type LoadResult,
  onCleanup,
  processCpuUs,
  referenceServer,
  report,
  settings,
  spawnService,
} from './harness.js';

/** Throughput and CPU time per request of the process that served it. */
const describe = (r: LoadResult) => `${describeLoad(r)}, ${r.cpuUsPerRequest.toFixed(0)} µs CPU/request`;

export const API_BENCHES = ['queries-list', 'graphql-list', 'session'] as const;

/**
 * The body the web app's query list page (web/src/features/query-list) POSTs for its first page, as
 * its production build sends it (web/src/graphql/client.ts): the QueryList document by its persisted
 * hash alone (Apollo's `extensions.persistedQuery`, no text), its operation name and its variables.
 */
export function webQueryListRequest() {
  const manifest = JSON.parse(
    readFileSync(new URL('../web/src/graphql/generated/persisted-documents.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const found = Object.entries(manifest).find(([, text]) => text.startsWith('query QueryList('));
  if (!found) throw new Error('the web app has no QueryList operation in persisted-documents.json');
  return {
    operationName: 'QueryList',
    variables: { first: 20 },
    extensions: { persistedQuery: { version: 1, sha256Hash: found[0] } },
  };
}
const REFERENCE = 'node:http, same bytes after one trivial pg round trip (SELECT $1)';

export async function runApiBenches(selected: readonly string[]): Promise<void> {
  const database = await createDatabase('api');
  const org = await bootstrap(database.url);
  const service = await spawnService('start', database.url, { asUsersRunIt: true, env: { LOG_LEVEL: 'warn' } });
  const serviceCpu = () => processCpuUs(service.pid);
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
  console.log(
    `api: ${settings.connections} connections, ${settings.rounds} alternating rounds of ${Math.max(1, Math.round(settings.seconds / settings.rounds))} s per side after ${settings.warmupSeconds} s warm-up each; service: node bin/overlook.mjs start`,
  );
  const figure = (bench: string, label: string, floor: string, measured: LoadResult, baseline: LoadResult) =>
    report({
      bench,
      value: `${label}: ${describe(measured)}`,
      reference: `${REFERENCE}: ${describe(baseline)}`,
      ratio: measured.rps / baseline.rps,
      floor,
      loads: [measured, baseline],
      notes: `CPU per request ${(measured.cpuUsPerRequest / baseline.cpuUsPerRequest).toFixed(1)}x the reference's`,
    });

  if (selected.includes('queries-list')) {
    const path = '/api/queries?page_size=20';
    const reference = await referenceServer(referencePool, await fetchBytes(path));
    const { measured, baseline } = await compare(
      { url: `${service.base}${path}`, options: { headers: auth }, cpu: serviceCpu },
      { url: reference.url },
    );
    figure('queries-list', `GET ${path}`, '>= 0.25x, p99 <= 50 ms', measured, baseline);
  }

  if (selected.includes('graphql-list')) {
    const body = JSON.stringify(webQueryListRequest());
    const headers = { ...auth, 'content-type': 'application/json' };
    const bytes = await fetchBytes('/graphql', { method: 'POST', body, headers });
    const answer = JSON.parse(bytes.toString()) as { data?: { queries?: { edges: { node: { id: string } }[] } }; errors?: unknown };
    if (answer.errors || answer.data?.queries?.edges.length !== 20 || /^\d+$/.test(answer.data.queries.edges[0].node.id)) {
      throw new Error(`graphql list failed: ${bytes.toString().slice(0, 300)}`);
    }
    const reference = await referenceServer(referencePool, bytes);
    const { measured, baseline } = await compare(
      { url: `${service.base}/graphql`, options: { method: 'POST', body, headers }, cpu: serviceCpu },
      { url: reference.url },
    );
    figure(
      'graphql-list',
      'POST /graphql the web app’s QueryList by its persisted hash (queries(first: 20), global ids; queryTags)',
      '>= 0.25x',
      measured,
      baseline,
    );
  }

  if (selected.includes('session')) {
    const reference = await referenceServer(referencePool, await fetchBytes('/api/session'));
    const { measured, baseline } = await compare(
      { url: `${service.base}/api/session`, options: { headers: auth }, cpu: serviceCpu },
      { url: reference.url },
    );
    figure('session', 'GET /api/session', '>= 0.5x', measured, baseline);
  }
}
