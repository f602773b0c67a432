// digests: one `sweep_digests` pass (it runs every minute) over 20 000 live subscriptions when none
// is due, and when 1 000 of them are due (each enqueues a send_digest job); and the AI prompt's
// schema section built from a 5 000-table schema. Absolute times: the issue sets no reference.
import { bootstrap, createDatabase, onCleanup, report } from './harness.js';

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

export async function runDigestsBench(): Promise<void> {
  const database = await createDatabase('digests');
  await bootstrap(database.url);
  const dbModule = await import('../src/db.js');
  const { sweepDigests } = await import('../src/domain/digests/sweep-digests.js');
  const { schemaForPrompt } = await import('../src/ai/sql-prompt.js');
  dbModule.connectDb(database.url);
  onCleanup(() => dbModule.disconnectDb());
  const { pool } = database;

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
  const queued = await sweepDigests(now);
  const idle = ms(start);
  // 1 000 of them not sent for two days: each is due and gets a send_digest job.
  await pool.query(`UPDATE digest_subscriptions SET last_sent_at = $1 WHERE id <= 1000`, [new Date(now.getTime() - 2 * 86_400_000)]);
  start = process.hrtime.bigint();
  const dueQueued = await sweepDigests(now);
  const due = ms(start);
  report({
    bench: 'digests',
    value: `sweep over 20 000 live subscriptions: none due ${idle.toFixed(1)} ms (${queued} queued); 1 000 due ${due.toFixed(1)} ms (${dueQueued} queued)`,
    reference: 'none (absolute; the sweep runs once a minute)',
    ratio: null,
    floor: 'none in the issue',
  });

  const tables = Array.from({ length: 5000 }, (_, i) => ({
    name: `table_${i}`,
    columns: Array.from({ length: 20 }, (_, j) => ({ name: `column_${j}`, type: 'integer' })),
  }));
  start = process.hrtime.bigint();
  const text = schemaForPrompt(tables, 'total of column_3 in table_4321 per day');
  report({
    bench: 'digests',
    value: `AI prompt schema section from 5 000 tables x 20 columns: ${ms(start).toFixed(1)} ms, ${text.length} characters`,
    reference: 'none (absolute)',
    ratio: null,
    floor: 'none in the issue',
  });
}
