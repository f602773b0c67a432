// Digests and the AI prompt, measured (numbers printed, nothing asserted):
//  1. one `sweep_digests` pass (it runs every minute) over 20 000 live subscriptions when none is
//     due, and when 1 000 of them are due (each enqueues a send_digest job);
//  2. building the AI prompt's schema section from a 5 000-table schema.
// Usage: npx tsx bench/digests.ts   (needs the local PostgreSQL)
import pg from 'pg';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `overlook_bench_digests_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
process.env.SECRET_KEY ??= 'bench-secret-key-0123456789abcdef';
process.env.LOG_LEVEL ??= 'warn';

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);

const { migrate } = await import('../src/migrate.js');
const dbModule = await import('../src/db.js');
const { sweepDigests } = await import('../src/domain/digests/sweep-digests.js');
const { schemaForPrompt } = await import('../src/ai/sql-prompt.js');

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

try {
  await migrate(databaseUrl);
  dbModule.connectDb(databaseUrl);
  const { pool } = dbModule;
  const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];
  const now = new Date('2030-01-15T12:00:30Z');
  const recent = new Date(now.getTime() - 3600_000);
  // 20 000 subscriptions, all sent an hour ago: the typical minute, when nothing is due.
  await pool.query(
    `INSERT INTO digest_subscriptions (org_id, user_id, dashboard_id, frequency, hour, timezone, token_hash, token_encrypted, last_sent_at, created_at)
     SELECT 1, i, 1, CASE WHEN i % 7 = 0 THEN 'weekly' ELSE 'daily' END, i % 24, ($1::text[])[1 + i % 5], 'h' || i, 'x', $2, $2
       FROM generate_series(1, 20000) AS i`,
    [zones, recent],
  );
  let start = process.hrtime.bigint();
  let queued = await sweepDigests(now);
  console.log(`sweep, 20 000 live subscriptions, none due: ${ms(start).toFixed(1)} ms (${queued} queued)`);

  // 1 000 of them not sent for two days: each is due and gets a send_digest job.
  await pool.query(`UPDATE digest_subscriptions SET last_sent_at = $1 WHERE id <= 1000`, [new Date(now.getTime() - 2 * 86_400_000)]);
  start = process.hrtime.bigint();
  queued = await sweepDigests(now);
  console.log(`sweep, 20 000 live subscriptions, 1 000 due: ${ms(start).toFixed(1)} ms (${queued} queued)`);

  const tables = Array.from({ length: 5000 }, (_, i) => ({
    name: `table_${i}`,
    columns: Array.from({ length: 20 }, (_, j) => ({ name: `column_${j}`, type: 'integer' })),
  }));
  start = process.hrtime.bigint();
  const text = schemaForPrompt(tables, 'total of column_3 in table_4321 per day');
  console.log(`AI prompt schema from 5 000 tables x 20 columns: ${ms(start).toFixed(1)} ms, ${text.length} characters, first line ${text.split('\n')[0].slice(0, 40)}...`);
} finally {
  await dbModule.disconnectDb().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
