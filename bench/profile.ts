// CPU profiles of the `serve` process under load: `node --cpu-prof --import tsx src/cli.ts serve`
// loaded by autocannon (50 connections, BENCH_SECONDS) on GET /api/queries?page_size=20 and on
// GET /api/session, each in a fresh process; writes bench/profiles/<name>.cpuprofile (git-ignored)
// and prints self and inclusive time by package and by function.
// `store`: the `start` process (HTTP + worker) while it runs and stores SELECT * of a 1 048 575 x 10
// table (the store-1m benchmark), profiled from the POST to status 3.
// `pickup`: the `start` process while it runs 200 trivial queries one after another (POST, then GET
// /api/jobs/{id} every 2 ms until status 3), as the job-pickup benchmark does.
// `dashboard`, `query`, `alerts`: GET of a 7-widget dashboard by slug, of a query, of /api/alerts, on
// the reads bench's organization (bench/api-reads.ts seedReads).
// `graphql-monitors`: POST /graphql of the monitors connection with the REST list's fields (the
// graphql-monitors benchmark).
// `graphql-dashboards`: the same for the dashboards connection (the graphql-dashboards benchmark).
// `graphql-list`: the web app's query list operation (QueryList, global ids), as the graphql-list benchmark sends it.
// PROFILE_AS_USERS_RUN_IT=1 profiles `node bin/overlook.mjs start` (what `npm start` runs) instead of `serve` through tsx.
// Usage: npx tsx bench/profile.ts [list|session|store|pickup|dashboard|query|alerts|graphql-monitors|graphql-dashboards|graphql-list ...]
import { print } from 'graphql';
import type pg from 'pg';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MonitorsListDocument } from '../rest/operations/generated/graphql.js';
import { PUBLIC_DASHBOARD_LIST } from './api-reads.js';
import { seedReads } from './api-reads.js';
import { webQueryListRequest } from './api.js';
import { printSummary, summarise } from './cpu-profile-summary.js';
import {
  apiClient,
  bootstrap,
  createDataSource,
  createDatabase,
  describeLoad,
  load,
  loadAverage,
  main,
  spawnService,
  until,
} from './harness.js';

const TARGETS = {
  list: '/api/queries?page_size=20',
  session: '/api/session',
  store: 'POST /api/query_results',
  pickup: 'POST /api/query_results (trivial)',
  dashboard: '/api/dashboards/{slug} (7 widgets)',
  query: '/api/queries/{id}',
  alerts: '/api/alerts',
  'graphql-monitors': 'POST /graphql monitors(first: 20)',
  'graphql-dashboards': 'POST /graphql dashboards(first: 20)',
  'graphql-list': "POST /graphql the web app's QueryList (queries(first: 20) and queryTags)",
} as const;
type Target = keyof typeof TARGETS;

const WIDE_1M = `CREATE TABLE wide_1m AS SELECT g AS c1, g * 2 AS c2, 'text ' || g AS c3, g::float8 / 3 AS c4,
  timestamp '2024-01-01' + g * interval '1 second' AS c5, g % 2 = 0 AS c6, md5(g::text) AS c7, g * 3 AS c8,
  'label ' || (g % 100) AS c9, date '2024-01-01' + (g % 365) AS c10 FROM generate_series(1, 1048575) g`;

/** Profiles the `start` process from the POST of SELECT * FROM wide_1m until its job is at status 3. */
async function profileStore(databaseUrl: string, apiKey: string, dir: string): Promise<{ from: number; to: number; describe: string }> {
  const target = await createDatabase('profile_target');
  await target.pool.query(WIDE_1M);
  await target.pool.query('VACUUM ANALYZE');
  const service = await spawnService('start', databaseUrl, { nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  const api = apiClient(service.base, apiKey);
  const dataSourceId = await createDataSource(api, target.name);
  const from = Number(process.hrtime.bigint() / 1000n);
  const t0 = performance.now();
  const { job } = await api<{ job: { id: number } }>('POST', '/api/query_results', {
    data_source_id: dataSourceId,
    query: 'SELECT * FROM wide_1m',
    max_age: 0,
  });
  await until(
    `job ${job.id}`,
    async () => {
      const answer = await api<{ job: { status: number; error: string | null } }>('GET', `/api/jobs/${job.id}`);
      if (answer.job.status > 3) throw new Error(`job ${job.id} ended with ${answer.job.status}: ${answer.job.error}`);
      return answer.job.status === 3 ? true : undefined;
    },
    50,
  );
  const to = Number(process.hrtime.bigint() / 1000n);
  await service.stop();
  return { from, to, describe: `stored in ${(performance.now() - t0).toFixed(0)} ms (${loadAverage()})` };
}
/** Profiles the `start` process over 200 trivial queries, each POSTed once the previous one is at status 3. */
async function profilePickup(
  database: { url: string; pool: pg.Pool },
  apiKey: string,
  dir: string,
): Promise<{ from: number; to: number; describe: string }> {
  const service = await spawnService('start', database.url, { nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  const api = apiClient(service.base, apiKey);
  const dataSourceId = await createDataSource(api, 'postgres');
  const from = Number(process.hrtime.bigint() / 1000n);
  const t0 = performance.now();
  const runs = 200;
  for (let i = 0; i < runs; i += 1) {
    // The execute limit (60 a minute per user) is not what this profiles.
    if (i % 50 === 0) await database.pool.query('DELETE FROM rate_limits');
    const { job } = await api<{ job: { id: number } }>('POST', '/api/query_results', {
      data_source_id: dataSourceId,
      query: `SELECT ${i} AS pickup_${process.pid}_${i}`,
      max_age: 0,
    });
    await until(
      `job ${job.id}`,
      async () => {
        const answer = await api<{ job: { status: number; error: string | null } }>('GET', `/api/jobs/${job.id}`);
        if (answer.job.status > 3) throw new Error(`job ${job.id} ended with ${answer.job.status}: ${answer.job.error}`);
        return answer.job.status === 3 ? true : undefined;
      },
      2,
    );
  }
  const to = Number(process.hrtime.bigint() / 1000n);
  await service.stop();
  return { from, to, describe: `${runs} runs in ${(performance.now() - t0).toFixed(0)} ms (${loadAverage()})` };
}
const DIR = fileURLToPath(new URL('profiles/', import.meta.url));

/** Moves the one profile node wrote in `dir` to bench/profiles/<name>.cpuprofile. */
function moveProfile(dir: string, name: string): string {
  const [file] = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  const target = `${DIR}${name}.cpuprofile`;
  renameSync(`${dir}${file}`, target);
  rmSync(dir, { recursive: true });
  return target;
}

await main(async () => {
  const chosen = (process.argv.length > 2 ? process.argv.slice(2) : Object.keys(TARGETS)) as Target[];
  for (const name of chosen) if (!(name in TARGETS)) throw new Error(`unknown target ${name}; one of ${Object.keys(TARGETS).join(', ')}`);
  mkdirSync(DIR, { recursive: true });
  const database = await createDatabase('profile');
  const org = await bootstrap(database.url);
  const seeder = await spawnService('serve', database.url);
  const api = apiClient(seeder.base, org.apiKey);
  // The reads bench's organization (bench/api-reads.ts), so profiles and ratios describe the same rows.
  const { queryIds, dashboard } = await seedReads(api);
  const paths: Partial<Record<Target, string>> = {
    dashboard: `/api/dashboards/${dashboard.slug}`,
    query: `/api/queries/${queryIds[0]}`,
  };
  await seeder.stop();

  for (const name of chosen) {
    const dir = `${DIR}${name}-${process.pid}/`;
    mkdirSync(dir, { recursive: true });
    if (name === 'pickup') {
      const { from, to, describe } = await profilePickup(database, org.apiKey, dir);
      const target = moveProfile(dir, name);
      console.log(`\n${TARGETS[name]} under --cpu-prof: ${describe} -> ${target}`);
      printSummary('job-pickup (start process)', summarise(JSON.parse(readFileSync(target, 'utf8')), { from, to }));
      continue;
    }
    if (name === 'store') {
      const { from, to, describe } = await profileStore(database.url, org.apiKey, dir);
      const target = moveProfile(dir, name);
      console.log(`\n${TARGETS[name]} of 1 048 575 x 10 under --cpu-prof: ${describe} -> ${target}`);
      printSummary(`store-1m (start process)`, summarise(JSON.parse(readFileSync(target, 'utf8')), { from, to }));
      continue;
    }
    // PROFILE_AS_USERS_RUN_IT=1: `node bin/overlook.mjs start` (compiled dist/, HTTP and worker), as the api bench runs it.
    const asUsers = process.env.PROFILE_AS_USERS_RUN_IT === '1';
    const service = await spawnService(asUsers ? 'start' : 'serve', database.url, {
      nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
      asUsersRunIt: asUsers,
    });
    // The load's window on the monotonic clock V8 stamps samples with: start-up stays out of the summary.
    const from = Number(process.hrtime.bigint() / 1000n);
    const headers = { authorization: `Key ${org.apiKey}` };
    const document =
      name === 'graphql-monitors' ? print(MonitorsListDocument) : name === 'graphql-dashboards' ? PUBLIC_DASHBOARD_LIST : null;
    const body =
      name === 'graphql-list'
        ? JSON.stringify(webQueryListRequest())
        : document
          ? JSON.stringify({ query: document, variables: { first: 20 } })
          : null;
    const measured = body
      ? await load(`${service.base}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body })
      : await load(`${service.base}${paths[name] ?? TARGETS[name]}`, { headers });
    const to = Number(process.hrtime.bigint() / 1000n);
    // SIGTERM: an orderly exit, which is when node writes the profile.
    await service.stop();
    const target = moveProfile(dir, name);
    console.log(`\n${TARGETS[name]} under --cpu-prof: ${describeLoad(measured)} -> ${target}`);
    printSummary(TARGETS[name], summarise(JSON.parse(readFileSync(target, 'utf8')), { from, to }));
  }
});
