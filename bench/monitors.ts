// Every-minute monitors at scale, against their schedule: each scenario seeds its monitors (1% of
// them trigger and notify a webhook receiver on loopback), gives every one a schedule firing at the
// same second of every minute, and watches one `overlook start` process (its own process, the
// worker at WORKER_CONCURRENCY, default 16 here) check them for BENCH_MONITOR_MINUTES minutes:
//   monitors-2k        2 000 monitors, each on its own query
//   monitors-10k-100   10 000 monitors spread over 100 queries
//   monitors-10k       10 000 monitors over 10 000 queries
// Prints checks a minute against the schedule's (the ratio), fires per tick, fire lag
// (scheduled -> check start, i.e. run created) p50/p99, the first tick's drain time (capacity beyond
// the schedule), duplicates and notification latency.
// BENCH_NODE_OPTIONS is passed to the service's node (e.g. --cpu-prof --cpu-prof-dir=DIR).
import { createServer } from 'node:http';
import {
  apiClient,
  bootstrap,
  createDataSource,
  createDatabase,
  onCleanup,
  percentile,
  report,
  settings,
  sleep,
  spawnService,
} from './harness.js';

const SCENARIOS = {
  'monitors-2k': { monitors: 2_000, queries: 2_000 },
  'monitors-10k-100': { monitors: 10_000, queries: 100 },
  'monitors-10k': { monitors: 10_000, queries: 10_000 },
} as const;

async function webhookReceiver() {
  const received: number[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(Date.now());
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  onCleanup(() => new Promise<void>((done) => server.close(() => done())));
  return { received, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook` };
}

async function scenario(name: keyof typeof SCENARIOS): Promise<void> {
  const { monitors: count, queries } = SCENARIOS[name];
  const minutes = settings.monitorMinutes;
  const triggering = Math.max(1, Math.floor(count / 100));
  const receiver = await webhookReceiver();
  const database = await createDatabase(name.replace(/-/g, '_'));
  const org = await bootstrap(database.url);
  // BENCH_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") goes to the service's node, to profile the worker.
  const nodeOptions = (process.env.BENCH_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
  const service = await spawnService('start', database.url, { nodeOptions });
  const api = apiClient(service.base, org.apiKey);
  const dataSourceId = await createDataSource(api, 'postgres');
  const destination = await api<{ id: number }>('POST', '/api/destinations', {
    name: 'bench hook',
    type: 'webhook',
    options: { url: receiver.url, secret: 'bench-hook-secret' },
  });
  const { pool } = database;

  const setupStarted = Date.now();
  // Distinct query texts (as in real life, where monitors watch different things).
  await pool.query(
    `INSERT INTO queries (org_id, user_id, data_source_id, name, query)
     SELECT $1, $2, $3, 'q' || i, 'SELECT 5 AS value, ' || i || ' AS k' FROM generate_series(1, $4) AS i`,
    [org.orgId, org.userId, dataSourceId, queries],
  );
  // Monitor i watches query i % queries; the first `triggering` monitors fire (5 > 1).
  await pool.query(
    `INSERT INTO monitors (org_id, user_id, query_id, name, options)
     SELECT $1, $2, q.id, 'm' || i, json_build_object('column', 'value', 'op', '>', 'value', CASE WHEN i <= $3 THEN 1 ELSE 10 END)
       FROM generate_series(1, $4) AS i JOIN queries q ON q.name = 'q' || (1 + (i - 1) % $5)`,
    [org.orgId, org.userId, triggering, count, queries],
  );
  await pool.query(
    `INSERT INTO subscriptions (monitor_id, destination_id) SELECT id, $1 FROM monitors WHERE name IN (SELECT 'm' || i FROM generate_series(1, $2) AS i)`,
    [destination.id, triggering],
  );
  // Every minute at one second, the first tick far enough ahead for the rows to be placed.
  const tick = new Date(Math.ceil((Date.now() + 15_000 + count) / 1000) * 1000);
  const cron = `${tick.getUTCSeconds()} * * * * *`;
  await pool.query(
    `INSERT INTO schedules (org_id, user_id, entity_type, entity_id, cron, timezone, next_run_at)
     SELECT $1, $2, 'monitor', id, $3, 'UTC', $4 FROM monitors`,
    [org.orgId, org.userId, cron, tick],
  );
  // The one fire job planNextFire() places for every schedule sharing this tick.
  await pool.query(
    `SELECT graphile_worker.add_job('fire_due_schedules', '{}'::json, run_at => $1::timestamptz,
       job_key => 'fire_due_schedules:' || (extract(epoch FROM $1::timestamptz) * 1000)::bigint::text, job_key_mode => 'preserve_run_at',
       max_attempts => 10, priority => -1)`,
    [tick],
  );
  const lead = tick.getTime() - Date.now();
  console.log(
    `\n${name}: ${count} monitors over ${queries} queries, ${triggering} notifying; set up in ${Date.now() - setupStarted} ms; ` +
      `cron '${cron}', first tick ${tick.toISOString()} (${lead < 0 ? 'LATE by' : 'in'} ${Math.abs(lead)} ms); observing ${minutes} min`,
  );

  const end = tick.getTime() + minutes * 60_000;
  while (Date.now() < end) {
    await sleep(Math.min(10_000, Math.max(0, end - Date.now())));
    if (Date.now() < tick.getTime()) continue;
    const { rows } = await pool.query<{ fires: number; checks: number }>(
      `SELECT (SELECT count(*)::int FROM schedule_fires) AS fires,
              (SELECT count(*)::int FROM runs WHERE entity_type = 'monitor' AND status >= 3) AS checks`,
    );
    console.log(
      `  ${Math.round((Date.now() - tick.getTime()) / 1000)} s after the first tick: ${rows[0].fires} fires, ${rows[0].checks} checks finished, ${receiver.received.length} notifications`,
    );
  }
  const windowEnd = new Date(end);
  const ticks = Array.from({ length: minutes }, (_, k) => new Date(tick.getTime() + k * 60_000));

  const checks = Number(
    (await pool.query(`SELECT count(*) AS n FROM runs WHERE entity_type = 'monitor' AND status >= 3 AND finished_at <= $1`, [windowEnd]))
      .rows[0].n,
  );
  const perTick = (
    await pool.query<{ scheduled_at: Date; fires: number; started: number }>(
      `SELECT scheduled_at, count(*)::int AS fires, count(run_id)::int AS started FROM schedule_fires WHERE scheduled_at = ANY($1) GROUP BY 1 ORDER BY 1`,
      [ticks],
    )
  ).rows;
  const started = (
    await pool.query<{ scheduled_at: Date; lag: number }>(
      `SELECT f.scheduled_at, extract(epoch FROM (r.created_at - f.scheduled_at)) * 1000 AS lag
         FROM schedule_fires f JOIN runs r ON r.id = f.run_id WHERE f.scheduled_at = ANY($1) AND r.created_at <= $2`,
      [ticks, windowEnd],
    )
  ).rows;
  // A check not started by the end of the window counts with its lag so far (a lower bound).
  const expected = count * minutes;
  const unstarted = expected - started.length;
  const lowerBounds = ticks.flatMap((t) => {
    const missing = count - started.filter((row) => row.scheduled_at.getTime() === t.getTime()).length;
    return Array.from({ length: missing }, () => end - t.getTime());
  });
  const allLags = [...started.map((row) => Number(row.lag)), ...lowerBounds];
  const duplicates = Number(
    (await pool.query(`SELECT count(*) - count(DISTINCT (schedule_id, scheduled_at)) AS n FROM schedule_fires`)).rows[0].n,
  );
  const problems = (
    await pool.query<{ task_identifier: string; last_error: string; n: number }>(
      `SELECT task_identifier, left(last_error, 200) AS last_error, count(*)::int AS n FROM graphile_worker.jobs WHERE last_error IS NOT NULL GROUP BY 1, 2 LIMIT 5`,
    )
  ).rows;
  const states = (await pool.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM monitors GROUP BY 1 ORDER BY 1'))
    .rows;
  const latencies = receiver.received.map((t) => t - tick.getTime());
  // Capacity beyond the schedule: how long the first tick's checks took to finish (they start together).
  const drain = (
    await pool.query<{ n: number; secs: number | null }>(
      `SELECT count(*)::int AS n, extract(epoch FROM max(r.finished_at) - $1::timestamptz)::float8 AS secs
         FROM schedule_fires f JOIN runs r ON r.id = f.run_id AND r.status >= 3 WHERE f.scheduled_at = $1 AND r.finished_at <= $2`,
      [tick, windowEnd],
    )
  ).rows[0];
  const checksPerMinute = checks / minutes;
  report({
    bench: name,
    value:
      `${count} every-minute monitors over ${queries} queries, ${minutes} min: ${checksPerMinute.toFixed(0)} checks/min; ` +
      `fire lag (scheduled -> check start) p50 ${percentile(allLags, 50).toFixed(0)} ms, p99 ${percentile(allLags, 99).toFixed(0)} ms` +
      (unstarted > 0 ? ` (${unstarted} of ${expected} checks not started in the window, counted at their lag so far)` : ''),
    reference: `their schedule: ${count} checks/min`,
    ratio: checksPerMinute / count,
    floor:
      name === 'monitors-10k'
        ? '>= 8 000 checks/min, nothing duplicated or lost'
        : name === 'monitors-10k-100'
          ? 'every tick fires, every monitor evaluated, fire lag p99 < 15 s'
          : 'n/a (the issue quotes 4 800/min, p99 24.7 s)',
    notes:
      `fires per tick: ${ticks.map((t) => `${t.toISOString().slice(11, 19)} ${perTick.find((row) => row.scheduled_at.getTime() === t.getTime())?.fires ?? 0} fired/${perTick.find((row) => row.scheduled_at.getTime() === t.getTime())?.started ?? 0} started`).join(', ')}; ` +
      `first tick: ${drain.n} checks finished within ${drain.secs?.toFixed(1) ?? '-'} s` +
      (drain.secs ? ` (${Math.round((drain.n / drain.secs) * 60)}/min while draining)` : '') +
      `; duplicate fires ${duplicates}; monitor states ${JSON.stringify(states)}; notifications ${receiver.received.length} ` +
      `(scheduled -> receiver p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms)` +
      (problems.length ? `; job errors ${JSON.stringify(problems)}` : ''),
  });
  await service.stop();
}

export async function runMonitorBenches(selected: readonly string[]): Promise<void> {
  for (const name of Object.keys(SCENARIOS) as (keyof typeof SCENARIOS)[]) {
    if (selected.includes(name)) await scenario(name);
  }
}
