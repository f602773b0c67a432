// Query results, each against `psql \copy` of the same select in the same run (timed as a whole
// command, output to /dev/null). The connector's target is the local PostgreSQL: a throwaway
// database holding generated 10-column tables (never Overlook's metadata database).
//   refresh-100k   POST /api/query_results (100 000 x 10) -> poll the job -> GET the JSON result;
//                  a first warm-up run of both sides is printed and not counted
//   store-1m       POST (1 048 575 x 10) -> job at status 3 (run until stored)
//   download-csv | download-json | download-xlsx
//                  GET /api/query_results/{id}.<format> of the stored 1 048 575 rows: throughput
//                  against the copy's, and the server process's RSS before / peak / after; the same
//                  download of a 100 000-row result of the same columns reports its RSS growth too
//                  (flat from 100k to 1M = bounded memory). BENCH_DOWNLOAD_PROFILE=DIR writes each
//                  download server's CPU profile there.
//   job-pickup     a trivial query: POST -> job at status 3, p50/p99 over BENCH_PICKUP_RUNS
// The service runs as its own process (`overlook start`, and a fresh `overlook serve` per
// download) so that its RSS is its own.
import type pg from 'pg';
import {
  apiClient,
  bootstrap,
  createDataSource,
  createDatabase,
  jobFinished,
  median,
  percentile,
  psqlMs,
  report,
  settings,
  spawnService,
  withRss,
  type Job,
} from './harness.js';

const WIDE = (table: string, rows: number) =>
  `CREATE TABLE ${table} AS SELECT g AS c1, g * 2 AS c2, 'text ' || g AS c3, g::float8 / 3 AS c4,
     timestamp '2024-01-01' + g * interval '1 second' AS c5, g % 2 = 0 AS c6, md5(g::text) AS c7, g * 3 AS c8,
     'label ' || (g % 100) AS c9, date '2024-01-01' + (g % 365) AS c10 FROM generate_series(1, ${rows}) g`;
const ROWS_1M = 1_048_575;

/** The execute limit (60 a minute per user) is not what these benchmarks measure: start each burst with a fresh budget. */
const freshBudget = (metadata: pg.Pool) => metadata.query('DELETE FROM rate_limits');

const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function runResultBenches(selected: readonly string[]): Promise<void> {
  const metadata = await createDatabase('results');
  const target = await createDatabase('target');
  const needs1m = selected.some((name) => name === 'store-1m' || name.startsWith('download-'));
  let started = performance.now();
  await target.pool.query(WIDE('wide_100k', 100_000));
  if (needs1m) await target.pool.query(WIDE('wide_1m', ROWS_1M));
  await target.pool.query('VACUUM ANALYZE');
  console.log(`results: target tables generated in ${ms(performance.now() - started)}; worker concurrency ${settings.workerConcurrency}`);
  const org = await bootstrap(metadata.url);
  // BENCH_REFRESH_PROFILE=DIR: the `start` process writes its V8 CPU profiles under DIR (node --cpu-prof);
  // the refresh-100k runs' window (process.hrtime in microseconds) is printed for the summary.
  const refreshProfile = process.env.BENCH_REFRESH_PROFILE;
  let service = await spawnService('start', metadata.url, {
    nodeOptions: refreshProfile ? ['--cpu-prof', `--cpu-prof-dir=${refreshProfile}`] : [],
  });
  let api = apiClient(service.base, org.apiKey);
  const dataSourceId = await createDataSource(api, target.name);

  const submit = async (query: string) => {
    const answer = await api<{ job?: Job }>('POST', '/api/query_results', { data_source_id: dataSourceId, query, max_age: 0 });
    if (!answer.job) throw new Error(`expected a job for ${query}`);
    return answer.job;
  };
  const finished = (id: number, intervalMs: number) => jobFinished(api, id, intervalMs);

  if (selected.includes('refresh-100k')) {
    const sql = 'SELECT * FROM wide_100k';
    const overlook: number[] = [];
    const copies: number[] = [];
    const phases: string[] = [];
    const window = { from: 0, to: 0 };
    // One more run than BENCH_RUNS: the first warms both sides (the service's code paths and
    // PostgreSQL's buffers), as the HTTP figures' BENCH_WARMUP_SECONDS does; it is printed, not counted.
    let warmUp = '';
    for (let i = 0; i <= settings.runs; i += 1) {
      if (i === 1) window.from = Number(process.hrtime.bigint() / 1000n);
      await freshBudget(metadata.pool);
      const t0 = performance.now();
      const job = await finished((await submit(sql)).id, 10);
      const t1 = performance.now();
      const res = await fetch(`${service.base}/api/query_results/${job.query_result_id}`, {
        headers: { authorization: `Key ${org.apiKey}` },
      });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`result ${job.query_result_id}: ${res.status}`);
      overlook.push(performance.now() - t0);
      const elapsed = performance.now() - t1;
      const { rows: stamps } = await metadata.pool.query<{ pickup: number; run: number }>(
        `SELECT extract(epoch FROM started_at - created_at) * 1000 AS pickup, extract(epoch FROM finished_at - started_at) * 1000 AS run
           FROM jobs WHERE id = $1`,
        [job.id],
      );
      phases.push(
        `job ${ms(t1 - t0)} (server: enqueue -> started ${ms(Number(stamps[0].pickup))}, -> finished +${ms(Number(stamps[0].run))}) ` +
          `+ fetch ${ms(elapsed)} (${(bytes / 2 ** 20).toFixed(1)} MiB)`,
      );
      copies.push(await psqlMs(target.name, `\\copy (${sql}) to '/dev/null'`));
      if (i === 0) {
        warmUp = `warm-up run (not counted): ${ms(overlook.pop()!)} vs copy ${ms(copies.pop()!)}, ${phases.pop()!}; `;
      }
    }
    window.to = Number(process.hrtime.bigint() / 1000n);
    if (refreshProfile) console.log(`refresh-100k profile window (runs 2..): ${JSON.stringify(window)}`);
    report({
      bench: 'refresh-100k',
      value: `100k x 10 refresh -> poll (10 ms) -> fetch JSON: median ${ms(median(overlook))} (runs ${overlook.map(ms).join(', ')})`,
      reference: `psql \\copy (same select) to /dev/null, whole command: median ${ms(median(copies))} (runs ${copies.map(ms).join(', ')})`,
      ratio: median(overlook) / median(copies),
      floor: '<= 2.5x',
      notes: `${warmUp}phases: ${phases.join('; ')}`,
    });
  }

  let stored: number | undefined;
  if (selected.includes('store-1m')) {
    const overlook: number[] = [];
    const copies: number[] = [];
    for (let i = 0; i < settings.runs; i += 1) {
      await freshBudget(metadata.pool);
      const t0 = performance.now();
      const job = await finished((await submit('SELECT * FROM wide_1m')).id, 50);
      overlook.push(performance.now() - t0);
      stored = job.query_result_id!;
      copies.push(await psqlMs(target.name, `\\copy (SELECT * FROM wide_1m) to '/dev/null'`));
    }
    report({
      bench: 'store-1m',
      value: `1 048 575 x 10 POST -> stored (status 3, poll 50 ms): median ${ms(median(overlook))} (runs ${overlook.map(ms).join(', ')})`,
      reference: `psql \\copy of the table to /dev/null, whole command: median ${ms(median(copies))} (runs ${copies.map(ms).join(', ')})`,
      ratio: median(overlook) / median(copies),
      floor: '<= 2.5x',
    });
  }

  if (selected.includes('job-pickup')) {
    const observed: number[] = [];
    const answered: number[] = [];
    const ids: number[] = [];
    for (let i = 0; i < settings.pickupRuns; i += 1) {
      if (i % 50 === 0) await freshBudget(metadata.pool);
      const t0 = performance.now();
      const job = await submit(`SELECT ${i} AS pickup_${process.pid}_${i}`);
      answered.push(performance.now() - t0);
      await finished(job.id, 2);
      observed.push(performance.now() - t0);
      ids.push(job.id);
    }
    const { rows } = await metadata.pool.query<{ pickup: number; total: number }>(
      `SELECT extract(epoch FROM started_at - created_at) * 1000 AS pickup, extract(epoch FROM finished_at - created_at) * 1000 AS total
         FROM jobs WHERE id = ANY($1)`,
      [ids],
    );
    const pickup = rows.map((r) => Number(r.pickup));
    const total = rows.map((r) => Number(r.total));
    report({
      bench: 'job-pickup',
      value:
        `trivial query POST -> job at status 3 (client, polling every 2 ms), ${observed.length} runs: ` +
        `p50 ${percentile(observed, 50).toFixed(1)} ms, p99 ${percentile(observed, 99).toFixed(1)} ms`,
      reference: 'none (absolute floor)',
      ratio: null,
      floor: 'p50 <= 10 ms, p99 <= 25 ms',
      notes:
        `POST answered p50 ${percentile(answered, 50).toFixed(1)} ms, p99 ${percentile(answered, 99).toFixed(1)} ms; ` +
        `server-side (jobs timestamps): enqueue -> started p50 ${percentile(pickup, 50).toFixed(1)} ms, p99 ${percentile(pickup, 99).toFixed(1)} ms; ` +
        `enqueue -> finished p50 ${percentile(total, 50).toFixed(1)} ms, p99 ${percentile(total, 99).toFixed(1)} ms`,
    });
  }

  const downloads = (['csv', 'json', 'xlsx'] as const).filter((format) => selected.includes(`download-${format}`));
  if (downloads.length) {
    if (stored === undefined) {
      await freshBudget(metadata.pool);
      started = performance.now();
      stored = (await finished((await submit('SELECT * FROM wide_1m')).id, 100)).query_result_id!;
      console.log(`results: 1 048 575 x 10 stored for the downloads in ${ms(performance.now() - started)}`);
    }
    // The same columns at a tenth of the size, so that RSS growth at 100k and at 1M can be compared (flat = bounded memory).
    await freshBudget(metadata.pool);
    const stored100k = (await finished((await submit('SELECT * FROM wide_100k')).id, 50)).query_result_id!;
    // One row, downloaded once by each fresh server before the timed download: the first download of a
    // format loads its code (exceljs alone takes ~0.5 s), as the HTTP figures' warm-up and refresh's first run do.
    const storedOneRow = (await finished((await submit('SELECT 1 AS warm_up')).id, 20)).query_result_id!;
    await service.stop();
    const floors = { csv: '>= 0.6x, RSS growth <= 100 MB', json: '>= 0.5x, RSS growth <= 100 MB', xlsx: '>= 0.2x, RSS growth <= 100 MB' };
    // BENCH_DOWNLOAD_PROFILE=DIR: each download server writes its V8 CPU profiles (one per thread: the main
    // thread is the large one) under DIR/download-FORMAT-ROWS (node --cpu-prof).
    const profileDir = process.env.BENCH_DOWNLOAD_PROFILE;
    const download = async (format: (typeof downloads)[number], resultId: number, expectedRows: number) => {
      // A fresh server per download, so that its RSS growth is this download's alone.
      service = await spawnService('serve', metadata.url, {
        nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/download-${format}-${expectedRows}`] : [],
      });
      api = apiClient(service.base, org.apiKey);
      await api('GET', '/api/session');
      const warm = await fetch(`${service.base}/api/query_results/${storedOneRow}.${format}`, {
        headers: { authorization: `Key ${org.apiKey}` },
      });
      if (warm.status !== 200) throw new Error(`warm-up download ${format}: ${warm.status}`);
      await warm.arrayBuffer();
      const rss = await withRss(service.pid, async () => {
        const t0 = performance.now();
        const res = await fetch(`${service.base}/api/query_results/${resultId}.${format}`, {
          headers: { authorization: `Key ${org.apiKey}` },
        });
        if (res.status !== 200) throw new Error(`download ${format}: ${res.status} ${await res.text()}`);
        let bytes = 0;
        let lines = 0;
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.length;
          if (format === 'csv') for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines += 1;
        }
        return { elapsed: performance.now() - t0, bytes, lines };
      });
      await service.stop();
      if (format === 'csv' && rss.value.lines !== expectedRows + 1)
        throw new Error(`CSV download has ${rss.value.lines} lines, expected ${expectedRows + 1}`);
      return { ...rss.value, before: rss.before, peak: rss.peak, after: rss.after, growth: rss.peak - rss.before };
    };
    for (const format of downloads) {
      const small = await download(format, stored100k, 100_000);
      const large = await download(format, stored, ROWS_1M);
      const copies: number[] = [];
      for (let i = 0; i < settings.runs; i += 1) copies.push(await psqlMs(target.name, `\\copy (SELECT * FROM wide_1m) to '/dev/null'`));
      const copy = median(copies);
      report({
        bench: `download-${format}`,
        value:
          `1 048 575-row ${format.toUpperCase()} download: ${ms(large.elapsed)}, ${(large.bytes / 2 ** 20).toFixed(1)} MiB; ` +
          `server RSS ${large.before.toFixed(0)} -> peak ${large.peak.toFixed(0)} -> ${large.after.toFixed(0)} MiB (growth ${large.growth.toFixed(0)} MiB); ` +
          `100k rows: ${ms(small.elapsed)}, RSS growth ${small.growth.toFixed(0)} MiB`,
        reference: `psql \\copy of the same rows to /dev/null, whole command: median ${ms(copy)} (runs ${copies.map(ms).join(', ')})`,
        ratio: copy / large.elapsed,
        floor: floors[format],
        notes:
          'ratio = throughput against the copy (copy time / download time); RSS growth = peak - before, 100k and 1M rows (flat = bounded)',
      });
    }
  }
}
