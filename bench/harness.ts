// The one harness every benchmark shares: a throwaway database (always dropped), the real service
// (in this process through startService, or as its own process so that its RSS and CPU profile are
// its own), an organization bootstrapped through the CLI, an HTTP load runner (autocannon in a child
// process, so it never shares the server's event loop), whole-command timings of psql, and one
// printed line per figure: value, reference, ratio, the floor and the load average.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const exec = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The bench's own settings, read once (the service's configuration stays in src/env.ts). */
export const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  /** Seconds of load per HTTP measurement. */
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  /** Seconds of unmeasured load before each HTTP measurement (JIT, pools). */
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  /** Alternating rounds of service and reference per HTTP figure (compare()). */
  rounds: Number(process.env.BENCH_ROUNDS ?? 4),
  /** Repetitions of whole-run measurements (refresh, store, psql references); the median is reported (five: steadier than three on a shared host). */
  runs: Number(process.env.BENCH_RUNS ?? 5),
  /** POST -> status 3 samples of the job-pickup benchmark. */
  pickupRuns: Number(process.env.BENCH_PICKUP_RUNS ?? 100),
  /** Minutes each monitor scenario is observed after its first tick. */
  monitorMinutes: Number(process.env.BENCH_MONITOR_MINUTES ?? 2),
  /** Upper bound on any single wait (a job that never finishes, a server that never starts). */
  timeoutMs: Number(process.env.BENCH_TIMEOUT_SECONDS ?? 600) * 1000,
  /** Worker slots of `start` services (the service's own default is 4). */
  workerConcurrency: process.env.WORKER_CONCURRENCY ?? '16',
};

export const SECRET_KEY = 'bench-secret-key-0123456789abcdef';

// ---------------------------------------------------------------- cleanup

const cleanups: Array<() => Promise<void>> = [];
let cleaning: Promise<void> | undefined;

/** Registers work that must run however the benchmark ends (last registered runs first). */
export function onCleanup(work: () => Promise<void>): void {
  cleanups.push(work);
}

async function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const work = cleanups.pop()!;
      await work().catch((error: Error) => console.error(`cleanup: ${error.message}`));
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: cleaning up`);
    void cleanup().then(() => process.exit(130));
  });
}

/** Runs a benchmark's body, then the cleanups, whether it succeeded or not; exits the process. */
export async function main(body: () => Promise<void>): Promise<never> {
  let status = 0;
  try {
    await body();
  } catch (error) {
    console.error(error);
    status = 1;
  }
  await cleanup();
  process.exit(status);
}

// ---------------------------------------------------------------- databases

export interface BenchDatabase {
  name: string;
  url: string;
  /** A small pool on this database, for seeding and reading back timestamps. */
  pool: pg.Pool;
}

/** Creates an empty database, dropped (WITH FORCE) at cleanup. */
export async function createDatabase(label: string): Promise<BenchDatabase> {
  const name = `overlook_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: settings.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = Object.assign(new URL(settings.adminUrl), { pathname: `/${name}` }).toString();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined);
  onCleanup(async () => {
    await pool.end().catch(() => undefined);
    const dropper = new pg.Client({ connectionString: settings.adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  return { name, url, pool };
}

// ---------------------------------------------------------------- the service

export interface Org {
  apiKey: string;
  orgId: number;
  userId: number;
}

/** Migrates the database and creates an organization with its admin through `overlook bootstrap`. */
export async function bootstrap(databaseUrl: string): Promise<Org> {
  const { stdout } = await exec(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', 'bootstrap', '--org', 'Bench', '--email', 'bench@bench.test', '--password', 'bench-password-1'],
    { cwd: ROOT, env: serviceEnv(databaseUrl), timeout: settings.timeoutMs },
  );
  const printed = JSON.parse(stdout.trim().split('\n').at(-1)!) as { organization: { id: number }; user: { id: number }; api_key: string };
  return { apiKey: printed.api_key, orgId: printed.organization.id, userId: printed.user.id };
}

function serviceEnv(databaseUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SECRET_KEY,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    WORKER_CONCURRENCY: settings.workerConcurrency,
    // One user at thousands of GraphQL requests a second: the cost budget (60 000 objects a minute)
    // would refuse most of them. The budget's upsert still runs on every request.
    GRAPHQL_COST_PER_MINUTE: '2000000000',
    ...extra,
  };
}

export interface RunningService {
  port: number;
  base: string;
  /** The server's process id (this process when in-process). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The real service in this process (startService), for the HTTP benchmarks. The service reads its
 * configuration once, so this runs at most once per benchmark process.
 */
export async function startInProcess(
  role: 'start' | 'serve',
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningService> {
  Object.assign(process.env, serviceEnv(databaseUrl, { LOG_LEVEL: 'silent', ...env }));
  const { startService } = await import('../src/service.js');
  const service = await startService(role, { port: 0, databaseUrl });
  const stop = once(() => service.stop());
  onCleanup(stop);
  return { port: service.port!, base: `http://127.0.0.1:${service.port}`, pid: process.pid, stop };
}

export interface ServiceProcess extends RunningService {
  child: ChildProcess;
  /** The server process's resident set, MiB (VmRSS). */
  rssMiB(): number;
}

/**
 * The real service as its own process (`node --import tsx src/cli.ts <role>`): its RSS is its own,
 * and `nodeOptions` can add `--cpu-prof` and friends.
 */
export async function spawnService(
  role: 'start' | 'serve',
  databaseUrl: string,
  options: { nodeOptions?: string[]; env?: Record<string, string>; asUsersRunIt?: boolean } = {},
): Promise<ServiceProcess> {
  const port = await freePort();
  // asUsersRunIt: `node bin/overlook.mjs <role>`, what `npm start` runs (compiled dist/, built first when stale).
  const entry = options.asUsersRunIt ? ['bin/overlook.mjs', role] : ['--import', 'tsx', 'src/cli.ts', role];
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), ...entry], {
    cwd: ROOT,
    env: serviceEnv(databaseUrl, { PORT: String(port), HOST: '127.0.0.1', ...options.env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = once(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  });
  onCleanup(stop);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + settings.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`overlook ${role} exited with status ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`overlook ${role} did not answer /healthz in time`);
    await sleep(100);
  }
  return { port, base, pid: child.pid!, child, stop, rssMiB: () => rssMiB(child.pid!) };
}

/** CPU time (user + system) a process has used so far, in microseconds (/proc/<pid>/stat, clock ticks of 10 ms). */
export function processCpuUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5) (utime, stime), counted after the command's closing parenthesis.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export function rssMiB(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

/** Samples a process's RSS every 20 ms while `work` runs: before, peak and after, in MiB. */
export async function withRss<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; before: number; peak: number; after: number }> {
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
  try {
    const value = await work();
    peak = Math.max(peak, rssMiB(pid));
    return { value, before, peak, after: rssMiB(pid) };
  } finally {
    clearInterval(sampler);
  }
}

/** JSON requests with the bench admin's key. Throws on any status >= 300 (set-up must not fail silently). */
export function apiClient(base: string, apiKey: string) {
  return async function api<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Key ${apiKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** A PostgreSQL data source on the local server's `dbname` (never the metadata database). */
export async function createDataSource(api: ReturnType<typeof apiClient>, dbname: string): Promise<number> {
  const source = await api<{ id: number }>('POST', '/api/data_sources', {
    name: `bench ${dbname}`,
    type: 'pg',
    options: { host: '127.0.0.1', port: 5432, user: 'postgres', dbname },
  });
  return source.id;
}

// ---------------------------------------------------------------- load

export interface LoadOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds?: number;
  connections?: number;
  /** Each request from its own X-Forwarded-For address (per-IP limits measure their cost without refusing). */
  distinctClients?: boolean;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
  /**
   * CPU time (user + system) THIS process spent per measured request, in microseconds: the cost of
   * a request when the server runs in this process (the in-process service, the reference server),
   * much less sensitive to the machine's load than throughput. autocannon runs in its own process.
   */
  cpuUsPerRequest: number;
}

const LOADER = `
import autocannon from 'autocannon';
const { distinctClients, ...options } = JSON.parse(process.argv[1]);
let n = 0;
const ip = () => { n += 1; return '10.' + ((n >> 16) & 255) + '.' + ((n >> 8) & 255) + '.' + (n & 255); };
if (distinctClients) options.requests = [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': ip() } }) }];
const result = await autocannon(options);
process.stdout.write(JSON.stringify({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
  total: result.requests.total, non2xx: result.non2xx, errors: result.errors,
  bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total) }));
`;

async function autocannon(url: string, options: LoadOptions, seconds: number): Promise<Omit<LoadResult, 'cpuUsPerRequest'>> {
  const args = {
    url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    body: options.body,
    connections: options.connections ?? settings.connections,
    duration: seconds,
    distinctClients: options.distinctClients ?? false,
  };
  const child = spawn(process.execPath, ['--input-type=module', '-e', LOADER, JSON.stringify(args)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), (seconds + 60) * 1000);
  const status = await new Promise<number | null>((done) => child.once('exit', done));
  clearTimeout(killer);
  if (status !== 0) throw new Error(`autocannon exited with ${status}`);
  return JSON.parse(stdout) as Omit<LoadResult, 'cpuUsPerRequest'>;
}

/** Load at `connections` for `seconds` after an unmeasured warm-up; the server must run elsewhere. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) await autocannon(url, options, settings.warmupSeconds);
  return measure(url, options, options.seconds ?? settings.seconds);
}

/** CPU microseconds used so far by the process that serves a target (default: this process). */
export type CpuMeter = () => number;
const ownCpu: CpuMeter = () => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

async function measure(url: string, options: LoadOptions, seconds: number, cpu: CpuMeter = ownCpu): Promise<LoadResult> {
  const before = cpu();
  const result = await autocannon(url, options, seconds);
  const used = cpu() - before;
  return { ...result, cpuUsPerRequest: result.total ? used / result.total : Number.NaN };
}

export interface Target {
  url: string;
  options?: LoadOptions;
  /** Who serves it, for CPU per request (default: this process). */
  cpu?: CpuMeter;
}

/**
 * The service and its reference under the same load, ALTERNATING within one run: after a warm-up
 * of each, `settings.rounds` rounds of `settings.seconds / rounds` each, in the order AB, BA, AB, ...
 * so that a change in the host's state (another job, thermal) falls on both. Throughput is the
 * requests of all rounds over their seconds; p50 is the median of the rounds', p99 the worst round's;
 * non-2xx answers and errors are summed (report() then calls the figure INVALID).
 */
export async function compare(service: Target, reference: Target): Promise<{ measured: LoadResult; baseline: LoadResult }> {
  if (settings.warmupSeconds > 0) {
    await autocannon(service.url, service.options ?? {}, settings.warmupSeconds);
    await autocannon(reference.url, reference.options ?? {}, settings.warmupSeconds);
  }
  const perRound = Math.max(1, Math.round(settings.seconds / settings.rounds));
  const rounds: { a: LoadResult[]; b: LoadResult[] } = { a: [], b: [] };
  for (let i = 0; i < settings.rounds; i += 1) {
    const order = i % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const side of order) {
      const target = side === 'a' ? service : reference;
      rounds[side].push(await measure(target.url, target.options ?? {}, perRound, target.cpu));
    }
  }
  const combine = (results: LoadResult[]): LoadResult => {
    const total = results.reduce((n, r) => n + r.total, 0);
    const cpuUs = results.reduce((n, r) => n + (Number.isFinite(r.cpuUsPerRequest) ? r.cpuUsPerRequest * r.total : 0), 0);
    return {
      rps: total / (perRound * results.length),
      p50: median(results.map((r) => r.p50)),
      p99: Math.max(...results.map((r) => r.p99)),
      total,
      non2xx: results.reduce((n, r) => n + r.non2xx, 0),
      errors: results.reduce((n, r) => n + r.errors, 0),
      bytesPerResponse: results.reduce((n, r) => n + r.bytesPerResponse * r.total, 0) / Math.max(1, total),
      cpuUsPerRequest: total ? cpuUs / total : Number.NaN,
    };
  };
  return { measured: combine(rounds.a), baseline: combine(rounds.b) };
}

/** The reference's one round trip: the performance issue's trivial statement, for every API read. */
export const REFERENCE_SQL = 'SELECT $1::int AS n';

/**
 * The reference of the API benchmarks, as the performance issue set it: node:http answering `bytes`
 * after one trivial PostgreSQL round trip (`SELECT $1`) on `pool`. Answers at `url` until cleanup.
 */
export async function referenceServer(pool: pg.Pool, bytes: Buffer, contentType = 'application/json'): Promise<{ url: string }> {
  const server = createHttpServer((req, res) => {
    req.resume();
    pool.query(REFERENCE_SQL, [1]).then(
      () => res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length }).end(bytes),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  onCleanup(() => new Promise<void>((done) => server.close(() => done())));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` };
}

export function describeLoad(r: LoadResult): string {
  return `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (${r.total} requests, non-2xx ${r.non2xx}, errors ${r.errors}, ${(r.bytesPerResponse / 1024).toFixed(1)} KiB/response)`;
}

// ---------------------------------------------------------------- whole commands

/** Wall milliseconds of one whole `psql` command (start-up and connection included), output discarded. */
export async function psqlMs(dbname: string, command: string): Promise<number> {
  const started = performance.now();
  await exec('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-U', 'postgres', '-d', dbname, '-c', command], {
    timeout: settings.timeoutMs,
  });
  return performance.now() - started;
}

// ---------------------------------------------------------------- figures

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values: number[]) => percentile(values, 50);

export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

export interface Figure {
  /** The benchmark's name (`queries-list`, ...). */
  bench: string;
  /** What was measured, with its unit: "297 req/s, p50 154 ms, p99 200 ms". */
  value: string;
  /** The reference, timed in the same run: "node:http + one pg round trip: 15500 req/s". */
  reference: string;
  /** value / reference as the issue states it (throughput: higher is better; time: lower is better). */
  ratio: number | null;
  /** The floor, as text. */
  floor: string;
  /** Anything else worth a line (RSS, phases, counts). */
  notes?: string;
  /**
   * The load results the ratio rests on. Any non-2xx answer or error among them makes the figure
   * INVALID: printed with the counts, and no ratio.
   */
  loads?: LoadResult[];
}

/** "INVALID: 3 non-2xx, 0 errors" when any load behind a figure failed; null when all were 2xx. */
export function invalidity(loads: readonly LoadResult[] = []): string | null {
  const non2xx = loads.reduce((n, r) => n + r.non2xx, 0);
  const errors = loads.reduce((n, r) => n + r.errors, 0);
  return non2xx || errors ? `INVALID: ${non2xx} non-2xx, ${errors} errors` : null;
}

/**
 * Prints one figure for people, and one `BENCH_FIGURE {json}` line the suite runner collects
 * into its summary table. Nothing is asserted.
 */
export function report(reported: Figure): void {
  const invalid = invalidity(reported.loads);
  const { loads: _loads, ...figure } = { ...reported, ratio: invalid ? null : reported.ratio, invalid };
  const ratio = invalid ?? (figure.ratio === null ? 'n/a' : `${figure.ratio.toFixed(3)}x`);
  console.log(
    `\n[${figure.bench}] ${figure.value}\n  reference: ${figure.reference}\n  ratio: ${ratio}   floor: ${figure.floor}   load average: ${loadAverage()}` +
      (figure.notes ? `\n  ${figure.notes}` : ''),
  );
  console.log(`BENCH_FIGURE ${JSON.stringify({ ...figure, loadAverage: loadAverage() })}`);
}

export async function freePort(): Promise<number> {
  return new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= work());
}

/** A job as GET /api/jobs/{id} answers it (3 success, 4 failure, 5 cancelled). */
export interface Job {
  id: number;
  status: number;
  query_result_id: number | null;
  error: string | null;
}

/** Polls GET /api/jobs/{id} every `intervalMs` until the job succeeds; a failed or cancelled job throws. */
export function jobFinished(api: ReturnType<typeof apiClient>, id: number, intervalMs: number): Promise<Job> {
  return until(
    `job ${id}`,
    async () => {
      const { job } = await api<{ job: Job }>('GET', `/api/jobs/${id}`);
      if (job.status === 3) return job;
      if (job.status > 3) throw new Error(`job ${id} ended with status ${job.status}: ${job.error}`);
      return undefined;
    },
    intervalMs,
  );
}

/** Waits for `check` to answer a value, polling every `intervalMs`, at most settings.timeoutMs. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, intervalMs = 20): Promise<T> {
  const deadline = Date.now() + settings.timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(intervalMs);
  }
}
