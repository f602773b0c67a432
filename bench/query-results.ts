// Queries and results, measured (numbers printed, nothing asserted):
//  1. refresh -> poll -> fetch of a 100 000-row, 10-column PostgreSQL result, against
//     `psql -c "\copy (...) to stdout csv"` of the same rows in the same run;
//  2. CSV download of a 1 000 000-row result: time, and the server's peak RSS growth;
//  3. job pickup latency (enqueue to status 2) at idle and with 100 jobs queued.
// The server runs as its own process (`overlook start`) so that its RSS is its own.
// Usage: npx tsx bench/query-results.ts   (needs the local PostgreSQL; loopback only)
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `overlook_bench_results_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const childEnv = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SECRET_KEY: 'bench-secret-key-0123456789abcdef' };

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);

const port = await new Promise<number>((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address() as { port: number };
    probe.close(() => done(p));
  });
});
const boot = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'bootstrap', '--org', 'Bench', '--email', 'b@bench.test', '--password', 'bench-password'], { env: childEnv });
const apiKey = JSON.parse(boot.stdout.trim().split('\n').at(-1)!).api_key as string;
function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], { env: { ...childEnv, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  process.on('exit', () => child.kill('SIGKILL'));
  return child;
}
async function ready() {
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
const base = `http://127.0.0.1:${port}`;
let server = startServer();
await ready();

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Key ${apiKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const source = await api('POST', '/api/data_sources', { name: 'local', type: 'pg', options: { host: '127.0.0.1', port: 5432, user: 'postgres', dbname: 'postgres' } });
const dataSourceId = source.body.id as number;

async function waitFor(jobId: number, interval = 20) {
  for (;;) {
    const { body } = await api('GET', `/api/jobs/${jobId}`);
    if (body.job.status >= 3) return body.job;
    await new Promise((r) => setTimeout(r, interval));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

// 1. 100 000 rows x 10 columns.
const WIDE = (n: number, salt: string) => `SELECT g AS c1, g * 2 AS c2, 'text ' || g AS c3, g::float8 / 3 AS c4, timestamp '2024-01-01' + g * interval '1 second' AS c5,
  g % 2 = 0 AS c6, md5(g::text) AS c7, g * 3 AS c8, '${salt}' AS c9, date '2024-01-01' + (g % 365) AS c10 FROM generate_series(1, ${n}) g`;
const overlookTimes: number[] = [];
const psqlTimes: number[] = [];
const phases: string[] = [];
for (let i = 0; i < 3; i += 1) {
  const sql = WIDE(100_000, `run${i}`);
  let started = performance.now();
  const refresh = await api('POST', '/api/query_results', { data_source_id: dataSourceId, query: sql, max_age: 0 });
  const job = await waitFor(refresh.body.job.id);
  const fetchStarted = performance.now();
  const result = await fetch(`${base}/api/query_results/${job.query_result_id}`, { headers: { authorization: `Key ${apiKey}` } });
  const text = await result.text();
  overlookTimes.push(performance.now() - started);
  phases.push(`job ${(fetchStarted - started).toFixed(0)} ms + fetch ${(performance.now() - fetchStarted).toFixed(0)} ms (${(text.length / 1048576).toFixed(1)} MiB JSON)`);
  if (JSON.parse(text).query_result.data.rows.length !== 100_000) throw new Error('wrong row count');
  started = performance.now();
  await run('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-c', `\\copy (${sql.replace(/\n/g, ' ')}) to stdout csv`], { maxBuffer: 1 << 30 });
  psqlTimes.push(performance.now() - started);
}
console.log(`[1] 100k x 10 refresh->poll->fetch (JSON): median ${median(overlookTimes).toFixed(0)} ms (runs ${overlookTimes.map((t) => t.toFixed(0)).join(', ')});` +
  ` psql \\copy csv: median ${median(psqlTimes).toFixed(0)} ms; ratio ${(median(overlookTimes) / median(psqlTimes)).toFixed(2)}x`);
console.log(`    phases: ${phases.join('; ')}`);

// 2. 1 000 000-row CSV download.
const big = await api('POST', '/api/query_results', { data_source_id: dataSourceId, query: WIDE(1_000_000, 'big').replace(/, md5\(g::text\) AS c7/, ''), max_age: 0 });
let started = performance.now();
const bigJob = await waitFor(big.body.job.id, 100);
console.log(`[2] 1M-row x 9 result stored in ${(performance.now() - started).toFixed(0)} ms (status ${bigJob.status})`);
// A fresh server for the download, so its RSS growth is the download's, not the stored run's.
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
server = startServer();
await ready();
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
await new Promise((r) => setTimeout(r, 1000));
const baseline = rss();
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 25);
started = performance.now();
const download = await fetch(`${base}/api/query_results/${bigJob.query_result_id}.csv`, { headers: { authorization: `Key ${apiKey}` } });
let bytes = 0;
let lines = 0;
for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
  bytes += chunk.length;
  for (const b of chunk) if (b === 10) lines += 1;
}
const downloadMs = performance.now() - started;
clearInterval(sampler);
console.log(`[2] 1M-row CSV download: ${downloadMs.toFixed(0)} ms, ${(bytes / 1048576).toFixed(1)} MiB, ${lines - 1} rows; server RSS ${baseline.toFixed(0)} MiB -> peak ${peak.toFixed(0)} MiB (growth ${(peak - baseline).toFixed(0)} MiB)`);

// 2b. The same 1M rows as XLSX (exceljs streaming writer), same server.
{
  const before = rss();
  let xlsxPeak = before;
  const xlsxSampler = setInterval(() => (xlsxPeak = Math.max(xlsxPeak, rss())), 25);
  const xlsxStarted = performance.now();
  const res = await fetch(`${base}/api/query_results/${bigJob.query_result_id}.xlsx`, { headers: { authorization: `Key ${apiKey}` } });
  let xlsxBytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) xlsxBytes += chunk.length;
  clearInterval(xlsxSampler);
  console.log(`[2] 1M-row XLSX download: ${(performance.now() - xlsxStarted).toFixed(0)} ms, ${(xlsxBytes / 1048576).toFixed(1)} MiB; server RSS ${before.toFixed(0)} MiB -> peak ${xlsxPeak.toFixed(0)} MiB (growth ${(xlsxPeak - before).toFixed(0)} MiB)`);
}

// 3. Job pickup latency: enqueue (jobs.created_at) to status 2 (jobs.started_at).
const pickup = async (ids: number[]) => {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query<{ ms: number }>('SELECT extract(epoch FROM started_at - created_at) * 1000 AS ms FROM jobs WHERE id = ANY($1)', [ids]);
  await c.end();
  return rows.map((r) => Number(r.ms));
};
const idle: number[] = [];
for (let i = 0; i < 20; i += 1) {
  const res = await api('POST', '/api/query_results', { data_source_id: dataSourceId, query: `SELECT ${i} AS idle_${process.pid}`, max_age: 0 });
  await waitFor(res.body.job.id, 10);
  idle.push(res.body.job.id);
}
const idleMs = await pickup(idle);
console.log(`[3] pickup at idle (20 jobs, one at a time): p50 ${median(idleMs).toFixed(1)} ms, max ${Math.max(...idleMs).toFixed(1)} ms`);
// The bench is not about rate limits: start the next phase with a fresh execute budget.
await admin.query('SELECT 1');
const meta = new pg.Client({ connectionString: databaseUrl });
await meta.connect();
await meta.query('DELETE FROM rate_limits');
// 100 jobs enqueued at once (parallel requests), each holding a worker slot for 200 ms, so a
// backlog really builds; then one more job behind them.
// (two waves of 50 with the rate-limit window cleared between: the execute limit is 60 a minute)
const enqueue = (i: number) =>
  api('POST', '/api/query_results', { data_source_id: dataSourceId, query: `SELECT pg_sleep(0.2), ${i} AS queued_${process.pid}`, max_age: 0 }).then((res) => res.body.job.id as number);
const queued = await Promise.all(Array.from({ length: 50 }, (_, i) => enqueue(i)));
await meta.query('DELETE FROM rate_limits');
queued.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) => enqueue(50 + i)))));
const probe = await api('POST', '/api/query_results', { data_source_id: dataSourceId, query: `SELECT 'probe' AS probe_${process.pid}`, max_age: 0 });
for (const id of [...queued, probe.body.job.id]) await waitFor(id, 10);
const queuedMs = await pickup(queued);
const [probeMs] = await pickup([probe.body.job.id]);
console.log(`[3] with 100 jobs queued (WORKER_CONCURRENCY ${process.env.WORKER_CONCURRENCY ?? 4}): pickup p50 ${median(queuedMs).toFixed(0)} ms, p95 ${pct(queuedMs, 0.95).toFixed(0)} ms, max ${Math.max(...queuedMs).toFixed(0)} ms; a job enqueued behind all 100: ${probeMs.toFixed(0)} ms (includes waiting for free worker slots)`);

await meta.end();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.end();
