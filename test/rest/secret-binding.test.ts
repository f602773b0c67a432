import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { buildDestination, buildUser } from '../factories.js';
import { startReceiver } from '../helpers/receiver.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// Secrets stay bound to the address they were entered for: changing a destination's url or
// events_url, or a connector's host or port, needs every stored secret sent again.

let app: TestApp;
let owner: Awaited<ReturnType<typeof startReceiver>>;
let attacker: Awaited<ReturnType<typeof startReceiver>>;
let member: { key: string };

beforeAll(async () => {
  owner = await startReceiver();
  attacker = await startReceiver();
  app = await startTestApp();
  member = await buildUser(app, { permissions: ['manage_destinations'] });
});
afterAll(async () => {
  await app?.stop();
  await owner?.close();
  await attacker?.close();
});

const MASK = '--------';
const paths = (body: any) => (body.errors as { path: string }[]).map((e) => e.path).sort();

async function storedOptions(table: 'destination' | 'dataSource', id: number) {
  const { db } = await import('../../src/db.js');
  const { openOptions } = await import('../../src/domain/secret-options.js');
  const { runtime } = await import('../../src/runtime.js');
  const row =
    table === 'destination'
      ? await db.destination.findUniqueOrThrow({ where: { id } })
      : await db.dataSource.findUniqueOrThrow({ where: { id } });
  return openOptions(runtime, { options: row.options as Record<string, unknown>, secretOptionsEncrypted: row.secretOptionsEncrypted });
}

describe('destinations: a new url needs the secrets again', () => {
  it('refuses a webhook pointed elsewhere with its secrets masked or left out; the secrets never reach the new address', async () => {
    const destination = await buildDestination(app, {
      options: { url: `${owner.url}/hook`, headers: { authorization: 'Bearer owner-token-123' }, secret: 'owner-signing-secret' },
    });
    const update = (options: Record<string, unknown>) =>
      app.request('PUT', `/api/destinations/${destination.id}`, { key: member.key, body: { options } });

    const masked = await update({ url: `${attacker.url}/steal`, headers: MASK, secret: MASK });
    expect(masked.status).toBe(422);
    expect(masked.body.code).toBe('validation_failed');
    expect(paths(masked.body)).toEqual(['options.headers', 'options.secret']);
    expect(masked.body.errors[0].message).toContain('url changed');

    const omitted = await update({ url: `${attacker.url}/steal` });
    expect(omitted.status).toBe(422);
    expect(paths(omitted.body)).toEqual(['options.headers', 'options.secret']);

    const half = await update({ url: `${attacker.url}/steal`, headers: { authorization: 'Bearer mine' }, secret: MASK });
    expect(half.status).toBe(422);
    expect(paths(half.body)).toEqual(['options.secret']);

    // Nothing changed: the test-send still goes to the owner with the owner's header.
    expect((await storedOptions('destination', destination.id)).url).toBe(`${owner.url}/hook`);
    const test = await app.request('POST', `/api/destinations/${destination.id}/test`, { key: member.key });
    expect(test.status).toBe(200);
    expect(test.body.state).toBe('delivered');
    expect(owner.received.at(-1)!.headers.authorization).toBe('Bearer owner-token-123');
    expect(attacker.received).toHaveLength(0);

    // The same url with the mask keeps the secrets (no address change).
    const renamed = await app.request('PUT', `/api/destinations/${destination.id}`, {
      key: member.key,
      body: { name: 'Renamed', options: { url: `${owner.url}/hook`, headers: MASK, secret: MASK } },
    });
    expect(renamed.status).toBe(200);
    expect(await storedOptions('destination', destination.id)).toMatchObject({
      headers: { authorization: 'Bearer owner-token-123' },
      secret: 'owner-signing-secret',
    });

    // Sending every secret again moves the destination, and only the new secrets go with it.
    const moved = await update({
      url: `${attacker.url}/new`,
      headers: { authorization: 'Bearer new-token' },
      secret: 'new-signing-secret',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.options).toMatchObject({ url: `${attacker.url}/new`, headers: MASK, secret: MASK });
    expect((await app.request('POST', `/api/destinations/${destination.id}/test`, { key: member.key })).body.state).toBe('delivered');
    expect(attacker.received).toHaveLength(1);
    expect(attacker.received[0].headers.authorization).toBe('Bearer new-token');
    expect(JSON.stringify(attacker.received[0])).not.toContain('owner-token-123');
  });

  it('refuses a PagerDuty destination whose events_url changes (also back to the default by leaving it out) without its routing_key', async () => {
    const destination = await buildDestination(app, {
      type: 'pagerduty',
      options: { routing_key: 'R0UTINGKEY-owner', events_url: `${owner.url}/enqueue`, secret: 'pd-signing-secret' },
    });
    const update = (options: Record<string, unknown>) =>
      app.request('PUT', `/api/destinations/${destination.id}`, { key: member.key, body: { options } });

    const masked = await update({ routing_key: MASK, events_url: `${attacker.url}/enqueue`, secret: MASK });
    expect(masked.status).toBe(422);
    expect(paths(masked.body)).toEqual(['options.routing_key', 'options.secret']);
    expect(masked.body.errors[0].message).toContain('events_url changed');

    const toDefault = await update({ routing_key: MASK, secret: MASK });
    expect(toDefault.status).toBe(422);
    expect(paths(toDefault.body)).toEqual(['options.routing_key', 'options.secret']);

    const severity = await update({ routing_key: MASK, events_url: `${owner.url}/enqueue`, secret: MASK, severity: 'critical' });
    expect(severity.status).toBe(200);
    expect(await storedOptions('destination', destination.id)).toMatchObject({ routing_key: 'R0UTINGKEY-owner', severity: 'critical' });

    const moved = await update({ routing_key: 'R0UTINGKEY-new', events_url: `${attacker.url}/enqueue`, secret: 'pd-signing-secret-2' });
    expect(moved.status).toBe(200);
    expect(await storedOptions('destination', destination.id)).toMatchObject({
      routing_key: 'R0UTINGKEY-new',
      events_url: `${attacker.url}/enqueue`,
    });
  });

  it('a chat destination whose url is itself secret: a new url needs its signing secret again', async () => {
    const destination = await buildDestination(app, {
      type: 'slack',
      options: { url: `${owner.url}/slack`, secret: 'slack-signing-secret' },
    });
    const update = (options: Record<string, unknown>) =>
      app.request('PUT', `/api/destinations/${destination.id}`, { key: member.key, body: { options } });
    const moved = await update({ url: `${attacker.url}/slack`, secret: MASK });
    expect(moved.status).toBe(422);
    expect(paths(moved.body)).toEqual(['options.secret']);
    expect((await update({ url: MASK, secret: MASK })).status).toBe(200);
    expect(await storedOptions('destination', destination.id)).toMatchObject({ url: `${owner.url}/slack`, secret: 'slack-signing-secret' });
    expect((await update({ url: `${attacker.url}/slack`, secret: 'another-signing-secret' })).status).toBe(200);
  });

  it('holds in GraphQL too', async () => {
    const destination = await buildDestination(app, {
      options: { url: `${owner.url}/hook`, headers: { 'x-token': 'graphql-owner-token' } },
    });
    const mutation = `mutation($id: ID!, $options: JSON) { updateDestination(id: $id, options: $options) { ... on Destination { id options } ... on ValidationError { code fieldErrors { field } } } }`;
    const refused = await app.graphql(
      mutation,
      { id: gid('Destination', destination.id), options: { url: `${attacker.url}/gql`, headers: MASK, secret: MASK } },
      member.key,
    );
    expect(refused.errors).toBeUndefined();
    expect(refused.data.updateDestination.code).toBe('validation_failed');
    expect(refused.data.updateDestination.fieldErrors.map((e: any) => e.field.join('.')).sort()).toEqual([
      'options.headers',
      'options.secret',
    ]);
    expect((await storedOptions('destination', destination.id)).url).toBe(`${owner.url}/hook`);

    const moved = await app.graphql(
      mutation,
      {
        id: gid('Destination', destination.id),
        options: { url: `${attacker.url}/gql`, headers: { 'x-token': 'fresh' }, secret: 'graphql-new-secret' },
      },
      member.key,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data.updateDestination.options).toMatchObject({ url: `${attacker.url}/gql`, headers: MASK });
  });
});

describe('connectors: a new host or port needs the password again', () => {
  it('refuses a changed host or port with the password masked or left out, keeps it for other changes', async () => {
    const base = { host: '127.0.0.1', port: 5432, user: 'postgres', password: 'pg-owner-password', dbname: 'postgres' };
    const created = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'bound', type: 'pg', options: base },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const update = (options: Record<string, unknown>) =>
      app.request('PUT', `/api/data_sources/${id}`, { key: app.admin.key, body: { options } });

    const host = await update({ ...base, host: 'attacker.example.test', password: MASK });
    expect(host.status).toBe(422);
    expect(host.body.errors).toEqual([{ path: 'options.password', message: expect.stringContaining('host changed') }]);

    const port = await update({ ...base, port: 6543, password: undefined });
    expect(port.status).toBe(422);
    expect(port.body.errors).toEqual([{ path: 'options.password', message: expect.stringContaining('port changed') }]);

    const both = await update({ ...base, host: '10.9.9.9', port: 6543, password: MASK });
    expect(both.status).toBe(422);
    expect(both.body.errors[0].message).toContain('host and port changed');
    expect(await storedOptions('dataSource', id)).toMatchObject({ host: '127.0.0.1', port: 5432, password: 'pg-owner-password' });

    // Another database or timeout on the same server: the password stays.
    const same = await update({ ...base, dbname: 'template1', statement_timeout_ms: 1000, password: MASK });
    expect(same.status).toBe(200);
    expect(same.body.options.password).toBe(MASK);
    expect(await storedOptions('dataSource', id)).toMatchObject({ dbname: 'template1', password: 'pg-owner-password' });

    const moved = await update({ ...base, host: 'localhost', password: 'pg-new-password' });
    expect(moved.status).toBe(200);
    expect(await storedOptions('dataSource', id)).toMatchObject({ host: 'localhost', password: 'pg-new-password' });
    expect((await update({ ...base, host: 'LOCALHOST', password: MASK })).status).toBe(200);
  });

  it('a connector without a password can move freely', async () => {
    const base = { host: '127.0.0.1', port: 3306, user: 'root', dbname: 'mysql' };
    const created = await app.request('POST', '/api/data_sources', {
      key: app.admin.key,
      body: { name: 'no-password', type: 'mysql', options: base },
    });
    expect(created.status).toBe(201);
    const moved = await app.request('PUT', `/api/data_sources/${created.body.id}`, {
      key: app.admin.key,
      body: { options: { ...base, host: 'localhost', password: MASK } },
    });
    expect(moved.status).toBe(200);
    expect(await storedOptions('dataSource', created.body.id)).toMatchObject({ host: 'localhost', password: '' });
  });
});
