// DuckDB (issue 34): refresh of 100 000 rows through Overlook on a DuckDB data source, against
// the engine's own floor measured in the same run: a bare Node script that opens the same file
// with @duckdb/node-api and reads the same rows as JSON-ready values, timed as a whole command
// (node's start included, as psql's is in the PostgreSQL figure).
//   duckdb-refresh-100k  POST /api/query_results (100 000 x 10) -> poll the job -> GET the JSON result;
//                        a first warm-up run of both sides is printed and not counted
import { DuckDBInstance } from '@duckdb/node-api';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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

const exec = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The same ten columns as the PostgreSQL refresh-100k table (bench/results.ts). */
const WIDE = `CREATE TABLE wide_100k AS SELECT g AS c1, g * 2 AS c2, 'text ' || g AS c3, g::DOUBLE / 3 AS c4,
  TIMESTAMP '2024-01-01' + g * INTERVAL 1 SECOND AS c5, g % 2 = 0 AS c6, md5(g::VARCHAR) AS c7, g * 3 AS c8,
  'label ' || (g % 100) AS c9, (DATE '2024-01-01' + (g % 365)::INTEGER) AS c10 FROM range(1, 100001) t(g)`;

/** The bare reader: every row of the statement as JSON-ready values, chunk by chunk. */
const READER = `
import { DuckDBInstance, JsonDuckDBValueConverter } from '@duckdb/node-api';
const instance = await DuckDBInstance.create(process.argv[1], { access_mode: 'READ_ONLY' });
const connection = await instance.connect();
const result = await connection.stream(process.argv[2]);
let rows = 0;
for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
  rows += chunk.convertRows(JsonDuckDBValueConverter).length;
}
if (rows !== 100000) throw new Error('read ' + rows + ' rows');
`;

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function bareRead(file: string, sql: string): Promise<number> {
  const started = performance.now();
  await exec(process.execPath, ['--input-type=module', '-e', READER, file, sql], { cwd: ROOT, timeout: settings.timeoutMs });
  return performance.now() - started;
}

export async function runDuckdbBenches(selected: readonly string[]): Promise<void> {
  if (!selected.includes('duckdb-refresh-100k')) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'overlook-bench-duckdb-'));
  onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const file = join(dataDir, 'wide.duckdb');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run(WIDE);
  await connection.run('CHECKPOINT');
  connection.closeSync();
  instance.closeSync();

  const metadata = await createDatabase('duckdb');
  const org = await bootstrap(metadata.url);
  const service = await spawnService('start', metadata.url, { env: { DATA_DIR: dataDir } });
  const api = apiClient(service.base, org.apiKey);
  const source = await api<{ id: number }>('POST', '/api/data_sources', {
    name: 'bench duckdb',
    type: 'duckdb',
    options: { path: 'wide.duckdb' },
  });
  const sql = 'SELECT * FROM wide_100k';
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
    bare.push(await bareRead(file, sql));
    if (i === 0) warmUp = `warm-up run (not counted): ${ms(overlook.pop()!)} vs bare ${ms(bare.pop()!)}`;
  }
  report({
    bench: 'duckdb-refresh-100k',
    value: `100k x 10 on DuckDB: refresh -> poll (10 ms) -> fetch JSON: median ${ms(median(overlook))} (runs ${overlook.map(ms).join(', ')})`,
    reference: `bare node + @duckdb/node-api reading the same rows as JSON values, whole command: median ${ms(median(bare))} (runs ${bare.map(ms).join(', ')})`,
    ratio: median(overlook) / median(bare),
    floor: 'n/a (reported)',
    notes: warmUp,
  });
}
