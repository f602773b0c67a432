import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { buildDestination, buildMonitor, buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { checkNow, databaseName, deliveries } from '../helpers/monitors.js';
import { startReceiver } from '../helpers/receiver.js';
import { eventually } from '../helpers/eventually.js';

// The outbound policy with its defaults: link-local and metadata addresses refused, the metadata
// database refused to connectors (the test setup allows it elsewhere; this file turns it off).

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp({ env: { OUTBOUND_ALLOW_METADATA_DATABASE: 'false', OUTBOUND_DENY: '', OUTBOUND_ALLOW: '' } });
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

const key = () => app.admin.key;

async function deliveryCount(destinationId: number) {
  const { db } = await import('../../src/db.js');
  return db.delivery.count({ where: { destinationId } });
}

/**
 * A connector that passes the guard in this file: MariaDB on this machine. Every database of the
 * PostgreSQL test server is refused here, since that server holds the metadata database.
 */
async function buildMysqlDataSource() {
  const res = await app.request('POST', '/api/data_sources', {
    key: app.admin.key,
    body: { name: `mysql-${Math.random()}`, type: 'mysql', options: { host: '127.0.0.1', port: 3306, user: 'root', dbname: 'mysql' } },
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

const pgOptions = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: 5432,
  user: 'postgres',
  password: 'unused-secret',
  dbname: 'postgres',
  ...overrides,
});
// Connector tests are limited to 10 a minute per user: each test asks as a user of its own.
let tester = '';
const testConnector = (body: Record<string, unknown>) => app.request('POST', '/api/data_sources/test', { key: tester, body });

describe('destinations', () => {
  it('refuses a webhook test to the cloud metadata address with 422, records nothing, and says why', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/iam/',
      'http://[::ffff:169.254.169.254]/latest',
      'http://[fe80::1]:8080/x',
      'http://0.0.0.0:9/x',
    ]) {
      const destination = await buildDestination(app, { options: { url, headers: { authorization: 'Bearer t' } } });
      const res = await app.request('POST', `/api/destinations/${destination.id}/test`, { key: key() });
      expect(res.status, url).toBe(422);
      expect(res.body.code).toBe('egress_refused');
      expect(res.body.message).toMatch(/refused by the outbound policy: (link-local|unspecified)/);
      expect(await deliveryCount(destination.id)).toBe(0);
    }
  });

  it('refuses a PagerDuty events_url at a metadata address, and the same in GraphQL', async () => {
    const destination = await buildDestination(app, {
      type: 'pagerduty',
      options: { routing_key: 'R0UTING', events_url: 'http://169.254.169.254/enqueue' },
    });
    const res = await app.request('POST', `/api/destinations/${destination.id}/test`, { key: key() });
    expect(res.status).toBe(422);
    const gql = await app.graphql(`mutation($id: ID!) { testDestination(id: $id) { ... on Delivery { id state } } }`, {
      id: gid('Destination', destination.id),
    });
    expect(gql.errors![0].extensions).toMatchObject({ code: 'egress_refused', status: 422 });
    expect(await deliveryCount(destination.id)).toBe(0);
  });

  it('records a refused notification as a failed delivery with the reason, not retried', async () => {
    const source = await buildMysqlDataSource();
    const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT 50 AS value' });
    const monitor = await buildMonitor(app, { queryId: query.id });
    const destination = await buildDestination(app, { options: { url: 'http://169.254.169.254/hook', secret: 'signing-secret' } });
    await app.request('POST', `/api/monitors/${monitor.id}/subscriptions`, { key: key(), body: { destination_id: destination.id } });
    expect((await checkNow(app, monitor.id)).state).toBe('triggered');
    // A retry would be recorded in the same transaction that marks the attempt failed.
    const rows = await eventually(
      () => deliveries(app, monitor.id),
      (r) => r.length > 0 && r.every((d: any) => d.state !== 'pending'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'failed', status: null, attempt: 1 });
    expect(rows[0].error).toMatch(/^refused: Connections to 169\.254\.169\.254 are refused by the outbound policy/);
  });

  it("never echoes the receiver's reply: only its status", async () => {
    receiver.setFallback({ status: 500, body: 'stack trace: password=hunter2' });
    const destination = await buildDestination(app, { options: { url: `${receiver.url}/echo` } });
    const res = await app.request('POST', `/api/destinations/${destination.id}/test`, { key: key() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'failed', status: 500, error: 'receiver answered 500' });
    receiver.setFallback({ status: 404, body: 'no such hook: hunter2' });
    const notFound = await app.request('POST', `/api/destinations/${destination.id}/test`, { key: key() });
    expect(notFound.body).toMatchObject({ state: 'failed', status: 404, error: 'receiver answered 404' });
    const history = await app.request('GET', '/api/destinations', { key: key() });
    expect(JSON.stringify([res.body, notFound.body, history.body])).not.toContain('hunter2');
    receiver.setFallback({ status: 200, body: 'ok' });
    expect((await app.request('POST', `/api/destinations/${destination.id}/test`, { key: key() })).body.state).toBe('delivered');
  });
});

describe('allowed addresses', () => {
  it('reaches a webhook by name through the checking lookup', async () => {
    const destination = await buildDestination(app, { options: { url: `http://localhost:${new URL(receiver.url).port}/by-name` } });
    const res = await app.request('POST', `/api/destinations/${destination.id}/test`, { key: key() });
    expect(res.body).toMatchObject({ state: 'delivered', status: 200 });
    expect(receiver.received.at(-1)!.path).toBe('/by-name');
  });
});

describe('connectors', () => {
  beforeEach(async () => {
    tester = (await buildUser(app, { permissions: ['create_data_source'] })).key;
  });

  it('refuses a connector test to metadata and link-local addresses with {ok: false} and the reason', async () => {
    for (const host of ['169.254.169.254', '::ffff:169.254.169.254', 'fe80::1', '0.0.0.0']) {
      const res = await testConnector({ type: 'pg', options: pgOptions({ host }) });
      expect(res.status, host).toBe(200);
      expect(res.body).toEqual({ ok: false, message: expect.stringContaining('refused by the outbound policy') });
    }
    const mysql = await testConnector({ type: 'mysql', options: { host: '169.254.169.254', port: 3306, user: 'root', dbname: 'mysql' } });
    expect(mysql.body).toEqual({ ok: false, message: expect.stringContaining('link-local (cloud metadata)') });
  });

  it('refuses socket paths as hosts', async () => {
    const res = await testConnector({ type: 'pg', options: pgOptions({ host: '/var/run/postgresql' }) });
    expect(res.body).toEqual({ ok: false, message: expect.stringContaining('socket paths are not allowed') });
  });

  it("refuses Overlook's own metadata database under any name of this machine, and the server's other databases too", async () => {
    const own = databaseName(app);
    expect(own).not.toBe('postgres');
    for (const host of ['127.0.0.1', 'localhost', '::ffff:127.0.0.1']) {
      const res = await testConnector({ type: 'pg', options: pgOptions({ host, dbname: own }) });
      expect(res.body, host).toEqual({ ok: false, message: expect.stringContaining("Overlook's own metadata database") });
    }
    // Issue 29: any database on that server could read the metadata one (dblink), so the server itself is refused.
    for (const options of [pgOptions(), pgOptions({ host: 'localhost' })]) {
      expect((await testConnector({ type: 'pg', options })).body).toEqual({
        ok: false,
        message: expect.stringContaining('metadata database'),
      });
    }

    // Saved, it can be neither tested, nor read, nor queried.
    const saved = await buildPgDataSource(app, { dbname: own });
    expect((await testConnector({ data_source_id: saved.id })).body).toEqual({
      ok: false,
      message: expect.stringContaining('metadata database'),
    });
    const schema = await app.request('GET', `/api/data_sources/${saved.id}/schema`, { key: key() });
    expect(schema.status).toBe(422);
    expect(schema.body).toMatchObject({ code: 'egress_refused', message: expect.stringContaining('metadata database') });
    const query = await buildQuery(app, { dataSourceId: saved.id, query: 'SELECT count(*) FROM users' });
    const run = await app.request('POST', `/api/queries/${query.id}/results`, { key: key(), body: { max_age: 0 } });
    const jobId = run.body.job?.id;
    expect(jobId, JSON.stringify(run.body)).toBeDefined();
    const job = await eventually(
      async () => (await app.request('GET', `/api/jobs/${jobId}`, { key: key() })).body.job,
      (j: any) => j.status >= 3,
    );
    expect(job).toMatchObject({ status: 4, error: expect.stringContaining('metadata database') });
  });
});

describe('AI provider', () => {
  it('refuses a provider at the metadata address with 422', async () => {
    const source = await buildMysqlDataSource();
    const configured = await app.request('PUT', '/api/settings/ai', {
      key: key(),
      body: { enabled: true, base_url: 'http://169.254.169.254/v1', model: 'm', api_key: 'sk-not-for-metadata' },
    });
    expect(configured.status).toBe(200);
    const res = await app.request('POST', '/api/ai/sql', { key: key(), body: { data_source_id: source.id, prompt: 'count users' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'egress_refused', message: expect.stringContaining('169.254.169.254') });
  });
});
