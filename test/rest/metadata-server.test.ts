import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { eventually } from '../helpers/eventually.js';
import { databaseName } from '../helpers/monitors.js';

// Issue 29: a pg connector to ANOTHER database on the metadata server read the metadata database
// through dblink (and could reach postgres_fdw and COPY ... TO PROGRAM as a superuser). The guard
// now refuses the metadata server itself, whatever database is named. These tests need the
// production default (the suite's setup allows the metadata database for other files).
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'false';
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** Runs `sql` as a superuser pg connector on the test server's `postgres` database; answers the finished job. */
async function runOnPostgresDatabase(sql: string) {
  const source = await buildPgDataSource(app, { dbname: 'postgres' });
  const query = await buildQuery(app, { dataSourceId: source.id, query: sql });
  const run = await app.request('POST', `/api/queries/${query.id}/results`, { key: app.admin.key, body: { max_age: 0 } });
  const jobId = run.body.job?.id;
  expect(jobId, JSON.stringify(run.body)).toBeDefined();
  return eventually(
    async () => (await app.request('GET', `/api/jobs/${jobId}`, { key: app.admin.key })).body.job,
    (job: { status: number }) => job.status >= 3,
  );
}

describe('the metadata server, whatever database a connector names', () => {
  it('the dblink path of the issue fails to connect', async () => {
    const own = databaseName(app);
    const job = await runOnPostgresDatabase(
      `create extension if not exists dblink; select * from dblink('host=127.0.0.1 user=postgres dbname=${own}', ` +
        `'select email, password_hash from users') as t(email text, password_hash text)`,
    );
    expect(job).toMatchObject({ status: 4, error: expect.stringContaining("Overlook's own metadata database") });
  });

  it('postgres_fdw fails to connect', async () => {
    const own = databaseName(app);
    const job = await runOnPostgresDatabase(
      `create extension if not exists postgres_fdw; ` +
        `create server if not exists meta foreign data wrapper postgres_fdw options (host '127.0.0.1', dbname '${own}'); ` +
        `select 1`,
    );
    expect(job).toMatchObject({ status: 4, error: expect.stringContaining('metadata database') });
  });

  it('COPY ... TO PROGRAM fails to connect', async () => {
    const job = await runOnPostgresDatabase(`copy (select 1) to program 'cat > /dev/null'`);
    expect(job).toMatchObject({ status: 4, error: expect.stringContaining('metadata database') });
  });

  it('every spelling of this machine and any database name is refused; another port on it is not the metadata server', async () => {
    // Connector tests are limited to 10 a minute per user: a user per spelling.
    for (const [host, dbname] of [
      ['127.0.0.1', 'template1'],
      ['localhost', 'no_such_database'],
      ['::1', 'postgres'],
      ['::ffff:127.0.0.1', 'template1'],
      ['127.0.0.2', 'postgres'],
      ['[::ffff:7f00:1]', 'postgres'],
    ]) {
      const user = (await buildUser(app, { permissions: ['create_data_source'] })).key;
      const res = await app.request('POST', '/api/data_sources/test', {
        key: user,
        body: { type: 'pg', options: { host, port: 5432, user: 'postgres', password: 'x', dbname } },
      });
      expect(res.body, `${host}/${dbname}`).toEqual({ ok: false, message: expect.stringContaining('metadata database') });
    }
    const tester = (await buildUser(app, { permissions: ['create_data_source'] })).key;
    // MariaDB on the same machine is another server: the rule is about the metadata server only.
    const mysql = await app.request('POST', '/api/data_sources/test', {
      key: tester,
      body: { type: 'mysql', options: { host: '127.0.0.1', port: 3306, user: 'root', dbname: 'mysql' } },
    });
    expect(mysql.body).toEqual({ ok: true });
  });
});
