// The benchmark suite: `npm run bench` runs every benchmark against its reference in one run;
// `npm run bench -- <name> [<name>...]` runs some (a group name runs its whole group; `all` adds the
// benchmarks outside the issue's table: public-dashboard, digests). Each group
// runs in its own process (the service reads its configuration once per process) with its own
// throwaway database; the suite prints every figure again in one table at the end.
// Nothing is asserted; every wait is bounded (BENCH_SECONDS, BENCH_MONITOR_MINUTES, BENCH_TIMEOUT_SECONDS).
import { spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadAverage, main } from './harness.js';

const GROUPS = {
  api: ['queries-list', 'graphql-list', 'session'],
  reads: [
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
  ],
  results: ['refresh-100k', 'store-1m', 'download-csv', 'download-json', 'download-xlsx', 'job-pickup'],
  monitors: ['monitors-2k', 'monitors-10k-100', 'monitors-10k'],
  duckdb: ['duckdb-refresh-100k'],
  clickhouse: ['clickhouse-refresh-100k'],
  // The web app (issue 32): bundle sizes, the query page's time to interactive, the results grid's scroll.
  web: ['web-bundles', 'web-tti', 'web-scroll'],
  // Not in the issue's table: run only when named (or with `all`).
  public: ['public-dashboard'],
  digests: ['digests'],
} as const;
type Group = keyof typeof GROUPS;
const ALL: readonly string[] = Object.values(GROUPS).flat();
/** What `npm run bench` runs without arguments: the issue's table. */
const DEFAULT_GROUPS: Group[] = ['api', 'reads', 'results', 'monitors', 'duckdb', 'clickhouse', 'web'];

async function runGroup(group: Group, names: string[]): Promise<void> {
  if (group === 'duckdb') return (await import('./duckdb.js')).runDuckdbBenches(names);
  if (group === 'clickhouse') return (await import('./clickhouse.js')).runClickhouseBenches(names);
  if (group === 'web') return (await import('./web.js')).runWebBenches(names);
  if (group === 'api') {
    const { runApiBenches } = await import('./api.js');
    await runApiBenches(names);
  } else if (group === 'reads') {
    const { runReadBenches } = await import('./api-reads.js');
    await runReadBenches(names);
  } else if (group === 'results') {
    const { runResultBenches } = await import('./results.js');
    await runResultBenches(names);
  } else if (group === 'monitors') {
    const { runMonitorBenches } = await import('./monitors.js');
    await runMonitorBenches(names);
  } else if (group === 'public') {
    const { runPublicDashboardBench } = await import('./public-dashboard.js');
    await runPublicDashboardBench();
  } else {
    const { runDigestsBench } = await import('./digests.js');
    await runDigestsBench();
  }
}

interface Collected {
  bench: string;
  value: string;
  reference: string;
  ratio: number | null;
  /** "INVALID: n non-2xx, m errors" when an answer behind the figure failed (then ratio is null). */
  invalid?: string | null;
  floor: string;
  loadAverage: string;
}

/** Runs one group in a child process, echoing its output and collecting its BENCH_FIGURE lines. */
async function spawnGroup(group: Group, names: string[], figures: Collected[]): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--group', group, ...names], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (line.startsWith('BENCH_FIGURE ')) figures.push(JSON.parse(line.slice('BENCH_FIGURE '.length)) as Collected);
      else console.log(line);
    }
  });
  const stop = () => child.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const status = await new Promise<number | null>((done) => child.once('exit', done));
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  return status;
}

function selection(args: string[]): Map<Group, string[]> {
  const chosen = new Map<Group, string[]>();
  const wanted = args.length === 0 ? DEFAULT_GROUPS : args.includes('all') ? Object.keys(GROUPS) : args;
  for (const arg of wanted) {
    const group = (Object.keys(GROUPS) as Group[]).find((g) => g === arg || (GROUPS[g] as readonly string[]).includes(arg));
    if (!group) {
      console.error(`unknown benchmark ${arg}; one of: all, ${Object.keys(GROUPS).join(', ')}, ${ALL.join(', ')}`);
      process.exit(2);
    }
    const names = arg === group ? [...GROUPS[group]] : [arg];
    chosen.set(group, [...new Set([...(chosen.get(group) ?? []), ...names])]);
  }
  return chosen;
}

const args = process.argv.slice(2);
if (args[0] === '--group') {
  await main(() => runGroup(args[1] as Group, args.slice(2)));
} else {
  const chosen = selection(args);
  console.log(
    `overlook bench: ${[...chosen.values()].flat().join(', ')}\n` +
      `machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB; node ${process.version}; ` +
      `load average ${loadAverage()}; ${new Date().toISOString()}`,
  );
  const figures: Collected[] = [];
  let failed = false;
  for (const [group, names] of chosen) {
    const status = await spawnGroup(group, names, figures);
    if (status !== 0) {
      failed = true;
      console.error(`group ${group} ended with status ${status}`);
    }
  }
  console.log('\n| Benchmark | Measured | Reference (same run) | Ratio | Floor | Load average |\n|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.bench} | ${f.value} | ${f.reference} | ${f.invalid ?? (f.ratio === null ? 'n/a' : `${f.ratio.toFixed(3)}x`)} | ${f.floor} | ${f.loadAverage} |`,
    );
  }
  // A figure with failed answers is no figure: the run fails, as a failed group does.
  process.exit(failed || figures.some((f) => f.invalid) ? 1 : 0);
}
