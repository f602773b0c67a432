// ClickHouse (issue 34): refresh of 100 000 rows through Overlook on a ClickHouse data source
// (Debian's clickhouse-server 18.16 on 127.0.0.1:8123, started by .ci/run), against the engine's
// own floor measured in the same run: `clickhouse-client` reading the same rows to /dev/null,
// timed as a whole command (its start included, as psql's is in the PostgreSQL figure).
//   clickhouse-refresh-100k  POST /api/query_results (100 000 x 10) -> poll the job -> GET the JSON result;
//                            a first warm-up run of both sides is printed and not counted
import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import {
  apiClient,
  bootstrap,
  createDatabase,
  jobFinished,
  median,
  onCleanup,
  report,
  settings,
  spawnService,
  type Job,
} from './harness.js';

const CLICKHOUSE = 'http://127.0.0.1:8123';
const DATABASE = `overlook_bench_${process.pid}`;

/** The same ten columns as the PostgreSQL and DuckDB refresh-100k tables. */
const WIDE = `CREATE TABLE ${DATABASE}.wide_100k ENGINE = MergeTree() ORDER BY c1 AS SELECT number + 1 AS c1, (number + 1) * 2 AS c2,
  concat('text ', toString(number + 1)) AS c3, (number + 1) / 3 AS c4, toDateTime('2024-01-01 00:00:00', 'UTC') + (number + 1) AS c5,
  (number + 1) % 2 = 0 AS c6, lower(hex(MD5(toString(number + 1)))) AS c7, (number + 1) * 3 AS c8,
  concat('label ', toString((number + 1) % 100)) AS c9, toDate('2024-01-01') + ((number + 1) % 365) AS c10
  FROM system.numbers LIMIT 100000`;

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function clickhouse(sql: string): Promise<string> {
  const response = await fetch(`${CLICKHOUSE}/`, { method: 'POST', body: sql });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`clickhouse: ${text}`);
  return text;
}

/** `clickhouse-client` reading every row to /dev/null, timed as a whole command. */
async function bareRead(sql: string): Promise<number> {
  const sink = openSync('/dev/null', 'w');
  const started = performance.now();
  try {
    await new Promise<void>((done, fail) => {
      const child = spawn('clickhouse-client', ['--host', '127.0.0.1', '--database', DATABASE, '--format', 'TSV', '--query', sql], {
        stdio: ['ignore', sink, 'inherit'],
        timeout: settings.timeoutMs,
      });
      child.on('error', fail);
      child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`clickhouse-client exited with ${code}`))));
    });
  } finally {
    closeSync(sink);
  }
  return performance.now() - started;
}

export async function runClickhouseBenches(selected: readonly string[]): Promise<void> {
  if (!selected.includes('clickhouse-refresh-100k')) return;
  await clickhouse(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await clickhouse(`CREATE DATABASE ${DATABASE}`);
  onCleanup(async () => {
    await clickhouse(`DROP DATABASE IF EXISTS ${DATABASE}`);
  });
  await clickhouse(WIDE);

  const metadata = await createDatabase('clickhouse');
  const org = await bootstrap(metadata.url);
  const service = await spawnService('start', metadata.url);
  const api = apiClient(service.base, org.apiKey);
  const source = await api<{ id: number }>('POST', '/api/data_sources', {
    name: 'bench clickhouse',
    type: 'clickhouse',
    options: { host: '127.0.0.1', port: 8123, user: 'default', dbname: DATABASE },
  });
  const sql = 'SELECT * FROM wide_100k ORDER BY c1';
  const overlook: number[] = [];
  const bare: number[] = [];
  let warmUp = '';
  for (let i = 0; i <= settings.runs; i += 1) {
    // The execute limit (60 a minute per user) is not what this measures.
    await metadata.pool.query('DELETE FROM rate_limits');
    const t0 = performance.now();
    const { job: queued } = await api<{ job: Job }>('POST', '/api/query_results', { data_source_id: source.id, query: sql, max_age: 0 });
    const job = await jobFinished(api, queued.id, 10);
    const res = await fetch(`${service.base}/api/query_results/${job.query_result_id}`, {
      headers: { authorization: `Key ${org.apiKey}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`result ${job.query_result_id}: ${res.status}`);
    overlook.push(performance.now() - t0);
    bare.push(await bareRead(sql));
    if (i === 0) warmUp = `warm-up run (not counted): ${ms(overlook.pop()!)} vs bare ${ms(bare.pop()!)}`;
  }
  report({
    bench: 'clickhouse-refresh-100k',
    value: `100k x 10 on ClickHouse: refresh -> poll (10 ms) -> fetch JSON: median ${ms(median(overlook))} (runs ${overlook.map(ms).join(', ')})`,
    reference: `clickhouse-client reading the same rows (TSV) to /dev/null, whole command: median ${ms(median(bare))} (runs ${bare.map(ms).join(', ')})`,
    ratio: median(overlook) / median(bare),
    floor: 'n/a (reported)',
    notes: warmUp,
  });
}
