import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildPgDataSource, buildUser } from '../factories.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const options = { host: '127.0.0.1', port: 5432, user: 'postgres', password: 's3cret-pass', dbname: 'postgres' };

describe('data sources', () => {
  it('lists the connector types with their options as JSON schema', async () => {
    const res = await app.request('GET', '/api/data_sources/types', { key: app.admin.key });
    expect(res.status).toBe(200);
    const pgType = res.body.find((t: { type: string }) => t.type === 'pg');
    expect(pgType.configuration_schema.properties).toHaveProperty('host');
    expect(pgType.secret_fields).toContain('password');
  });

  it('creates a connector whose password is write-only and encrypted at rest', async () => {
    const created = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'Warehouse', type: 'pg', options },
    });
    expect(created.status).toBe(201);
    expect(created.body.options.password).toBe('--------');
    expect(JSON.stringify(created.body)).not.toContain('s3cret-pass');
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    const row = (await client.query('SELECT options::text, secret_options_encrypted FROM data_sources WHERE id = $1', [created.body.id]))
      .rows[0];
    expect(`${row.options}${row.secret_options_encrypted}`).not.toContain('s3cret-pass');

    // "--------" sent back keeps the stored secret; a new value replaces it.
    const kept = await app.request('PUT', `/api/data_sources/${created.body.id}`, {
      key: app.admin.key,
      body: { name: 'Renamed', options: { ...options, password: '--------' } },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.name).toBe('Renamed');
    const after = (await client.query('SELECT secret_options_encrypted FROM data_sources WHERE id = $1', [created.body.id])).rows[0];
    const { SecretBox } = await import('../../src/crypto.js');
    const box = new SecretBox(process.env.SECRET_KEY!);
    expect(box.openJson<{ password: string }>(after.secret_options_encrypted)?.password).toBe('s3cret-pass');
    await client.end();
  });

  it('validates type and options (422) and writes nothing', async () => {
    const before = (await app.request('GET', '/api/data_sources', { key: app.admin.key })).body.length;
    const badType = await app.request('POST', '/api/data_sources', { key: app.admin.key, body: { name: 'x', type: 'oracle', options } });
    expect(badType.status).toBe(422);
    const badPort = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'x', type: 'pg', options: { ...options, port: 'five' } },
    });
    expect(badPort.status).toBe(422);
    expect(badPort.body.errors[0].path).toBe('options.port');
    const noName = await app.request('POST', '/api/data_sources', { key: app.admin.key, body: { type: 'pg', options } });
    expect(noName.status).toBe(422);
    expect((await app.request('GET', '/api/data_sources', { key: app.admin.key })).body).toHaveLength(before);
  });

  it('lets create_data_source create only through an unrestricted group', async () => {
    const none = await buildUser(app);
    expect((await app.request('POST', '/api/data_sources', { key: none.key, body: { name: 'x', type: 'pg', options } })).status).toBe(403);
    const restricted = await buildUser(app, { permissions: ['create_data_source'], restricted: true });
    expect((await app.request('POST', '/api/data_sources', { key: restricted.key, body: { name: 'x', type: 'pg', options } })).status).toBe(
      403,
    );
    const unrestricted = await buildUser(app, { permissions: ['create_data_source'] });
    const created = await app.request('POST', '/api/data_sources', { key: unrestricted.key, body: { name: 'mine', type: 'pg', options } });
    expect(created.status).toBe(201);
    expect((await app.request('GET', `/api/data_sources/${created.body.id}`, { key: unrestricted.key })).status).toBe(200);
  });

  it('shows a restricted user only the allowlist (404 for the rest) and deletes', async () => {
    const allowed = await buildPgDataSource(app);
    const hidden = await buildPgDataSource(app);
    const user = await buildUser(app, { restricted: true, dataSourceIds: [allowed.id] });
    const list = await app.request('GET', '/api/data_sources', { key: user.key });
    expect(list.body.map((d: { id: number }) => d.id)).toEqual([allowed.id]);
    expect((await app.request('GET', `/api/data_sources/${hidden.id}`, { key: user.key })).status).toBe(404);
    expect((await app.request('DELETE', `/api/data_sources/${allowed.id}`, { key: user.key })).status).toBe(403);
    expect((await app.request('DELETE', `/api/data_sources/${hidden.id}`, { key: user.key })).status).toBe(404);
    expect((await app.request('DELETE', `/api/data_sources/${hidden.id}`, { key: app.admin.key })).status).toBe(204);
    expect((await app.request('GET', `/api/data_sources/${hidden.id}`, { key: app.admin.key })).status).toBe(404);
  });
});
