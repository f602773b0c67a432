// Monitors at scale, measured (numbers printed, nothing asserted):
//   BENCH_MONITORS monitors (default 10 000), each with a `0 * * * * *` schedule (every minute at :00),
//   checked through the real pipeline (fire_schedule (starts the check) -> execute_query ->
//   run_finished -> evaluation) by one in-process `start` service; 1% of them trigger and notify a
//   webhook receiver on loopback. Prints fire lag (scheduled time -> check start, i.e. run created)
//   p50/p99, checks per second, and notification end-to-end latency (scheduled time -> receiver).
// Usage: npx tsx bench/monitors.ts   (needs the local PostgreSQL; WORKER_CONCURRENCY sets worker slots)
import { createServer } from 'node:http';
import pg from 'pg';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `overlook_bench_monitors_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const count = Number(process.env.BENCH_MONITORS ?? 10_000);
const triggering = Math.max(1, Math.floor(count / 100));
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 240_000);
process.env.SECRET_KEY ??= 'bench-secret-key-0123456789abcdef';
process.env.LOG_LEVEL ??= 'warn';
process.env.WORKER_CONCURRENCY ??= '16';

const received: number[] = [];
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received.push(Date.now());
    res.writeHead(200).end('ok');
  });
});
await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);

const { startService } = await import('../src/service.js');
const dbModule = await import('../src/db.js');
const { createOrganization } = await import('../src/domain/organizations/create-organization.js');
const { sealDestinationOptions } = await import('../src/domain/destinations/destination-options.js');
const { destinationTypeOrFail } = await import('../src/domain/destinations/destination-options.js');
const { createSystemContext } = await import('../src/context.js');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const service = await startService('start', { port: 0, databaseUrl });
try {
  const { db, pool } = dbModule;
  const { org, user } = await db.$transaction((tx) => createOrganization(tx, { name: 'Bench', adminName: 'Bench', adminEmail: 'bench@bench.test', password: 'bench-password-1', emailVerified: true }));
  const source = await db.dataSource.create({
    data: { orgId: org.id, name: 'bench pg', type: 'pg', options: { host: '127.0.0.1', port: 5432, user: 'postgres', dbname: database } },
  });
  const query = await db.query.create({ data: { orgId: org.id, userId: user.id, dataSourceId: source.id, name: 'bench', query: 'SELECT 5 AS value' } });
  const stored = sealDestinationOptions(createSystemContext(), destinationTypeOrFail('webhook'), { url: receiverUrl, secret: 'bench-secret' });
  const destination = await db.destination.create({ data: { orgId: org.id, name: 'bench hook', type: 'webhook', options: stored.options as object, secretOptionsEncrypted: stored.secretOptionsEncrypted } });

  // The next whole minute at least 45 s away, so that setting up cannot eat into it.
  const now = Date.now();
  const tick = new Date(Math.ceil((now + Number(process.env.BENCH_LEAD_MS ?? 45_000)) / 60_000) * 60_000);
  let start = Date.now();
  // One query per monitor (as in real life, where monitors watch different things): identical
  // query texts would be serialized by the execution layer's per-text deduplication lock.
  await pool.query(
    `INSERT INTO queries (org_id, user_id, data_source_id, name, query)
     SELECT $1, $2, $3, 'q' || i, 'SELECT 5 AS value, ' || i || ' AS k' FROM generate_series(1, $4) AS i`,
    [org.id, user.id, source.id, count],
  );
  await pool.query(
    `INSERT INTO monitors (org_id, user_id, query_id, name, options)
     SELECT $1, $2, q.id, 'm' || substr(q.name, 2), json_build_object('column', 'value', 'op', '>', 'value', CASE WHEN substr(q.name, 2)::int <= $3 THEN 1 ELSE 10 END)
       FROM queries q WHERE q.name LIKE 'q%' AND q.id <> $4`,
    [org.id, user.id, triggering, query.id],
  );
  await pool.query(`INSERT INTO subscriptions (monitor_id, destination_id) SELECT id, $1 FROM monitors WHERE name IN (SELECT 'm' || i FROM generate_series(1, $2) AS i)`, [destination.id, triggering]);
  await pool.query(
    `INSERT INTO schedules (org_id, user_id, entity_type, entity_id, cron, timezone, next_run_at)
     SELECT $1, $2, 'monitor', id, '0 * * * * *', 'UTC', $3 FROM monitors`,
    [org.id, user.id, tick],
  );
  // The same job planNextFire() enqueues, for every schedule at once.
  await pool.query(
    `SELECT graphile_worker.add_job('fire_schedule', json_build_object('scheduleId', id, 'at', $1::text),
       run_at => $2::timestamptz, job_key => 'schedule:' || id, job_key_mode => 'replace', max_attempts => 10, priority => 1)
     FROM schedules`,
    [tick.toISOString(), tick],
  );
  console.log(`setup: ${count} monitors + schedules + ${triggering} subscriptions in ${Date.now() - start} ms; first tick ${tick.toISOString()} (in ${Math.round((tick.getTime() - Date.now()) / 1000)} s); worker concurrency ${process.env.WORKER_CONCURRENCY}`);

  const deadline = tick.getTime() + timeoutMs;
  let evaluated = 0;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2000));
    evaluated = Number((await pool.query('SELECT count(*) AS n FROM monitors WHERE last_run_id IS NOT NULL')).rows[0].n);
    if (Date.now() > tick.getTime()) process.stdout.write(`  ${Math.round((Date.now() - tick.getTime()) / 1000)} s after the tick: ${evaluated}/${count} checked, ${received.length}/${triggering} notified\n`);
    if (evaluated >= count && received.length >= triggering) break;
  }
  const errors = (await pool.query<{ error: string; n: number }>('SELECT error, count(*)::int AS n FROM schedule_fires WHERE error IS NOT NULL GROUP BY error')).rows;
  const states = (await pool.query<{ state: string; state_error: string | null; n: number }>('SELECT state, state_error, count(*)::int AS n FROM monitors GROUP BY 1, 2')).rows;
  const failedJobs = (await pool.query<{ task_identifier: string; last_error: string | null; n: number }>(
    'SELECT task_identifier, last_error, count(*)::int AS n FROM graphile_worker.jobs WHERE last_error IS NOT NULL GROUP BY 1, 2',
  )).rows;
  const queued = (await pool.query('SELECT task_identifier, min(run_at) AS run_at, count(*)::int AS n, count(locked_at)::int AS locked, max(attempts) AS attempts, max(last_error) AS last_error FROM graphile_worker.jobs GROUP BY 1')).rows;
  console.log('jobs:', JSON.stringify(queued), 'fires:', (await pool.query('SELECT count(*)::int AS n, count(run_id)::int AS runs, min(scheduled_at) AS first FROM schedule_fires')).rows[0], 'runs:', (await pool.query('SELECT status, count(*)::int AS n FROM runs GROUP BY 1')).rows);
  if (errors.length || failedJobs.length) console.log('problems:', JSON.stringify({ errors, failedJobs }).slice(0, 2000));
  console.log('monitor states:', JSON.stringify(states));
  const { rows } = await pool.query<{ lag: number }>(
    `SELECT extract(epoch FROM (r.created_at - f.scheduled_at)) * 1000 AS lag
       FROM schedule_fires f JOIN runs r ON r.id = f.run_id WHERE f.scheduled_at = $1`,
    [tick],
  );
  const lags = rows.map((r) => Number(r.lag));
  const fireLags = (await pool.query<{ lag: number }>('SELECT extract(epoch FROM (started_at - scheduled_at)) * 1000 AS lag FROM schedule_fires WHERE scheduled_at = $1', [tick])).rows.map((r) => Number(r.lag));
  const lastCheck = (await pool.query<{ t: Date }>('SELECT max(last_checked_at) AS t FROM monitors')).rows[0].t;
  const duplicates = Number((await pool.query('SELECT count(*) - count(DISTINCT schedule_id) AS n FROM schedule_fires WHERE scheduled_at = $1', [tick])).rows[0].n);
  const span = (lastCheck.getTime() - tick.getTime()) / 1000;
  console.log(`fires recorded for the tick: ${fireLags.length}/${count} (duplicates: ${duplicates})`);
  console.log(`fire lag, scheduled -> fire task start: p50 ${percentile(fireLags, 50)?.toFixed(0)} ms, p99 ${percentile(fireLags, 99)?.toFixed(0)} ms`);
  console.log(`fire lag, scheduled -> check start (run created): p50 ${percentile(lags, 50)?.toFixed(0)} ms, p99 ${percentile(lags, 99)?.toFixed(0)} ms, max ${Math.max(...lags).toFixed(0)} ms (${lags.length} checks started)`);
  console.log(`checks evaluated: ${evaluated}/${count} in ${span.toFixed(1)} s after the tick: ${(evaluated / span).toFixed(0)} checks/s`);
  const latencies = received.map((t) => t - tick.getTime());
  console.log(`notifications received: ${received.length}/${triggering}; end-to-end (scheduled -> receiver) p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms`);
} finally {
  await service.stop().catch(() => undefined);
  receiver.close();
  // Connections to the bench database (the connector's own) close before it is dropped.
  await new Promise((r) => setTimeout(r, 2000));
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
