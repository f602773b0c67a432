import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { buildOrganization, buildDestination, buildUser } from '../factories.js';
import { startReceiver, type ReceivedRequest } from '../helpers/receiver.js';
import { verifySignature } from '../../src/domain/deliveries/sign-payload.js';

// Issue 14 item 6: a destination's signing secret, generated when none is given, is answered once
// by the create response and by rotate_secret, never afterwards, and it is the secret that signs.

let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** The admin key of a second organization. */
let otherOrgKey: string;

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp();
  otherOrgKey = (await buildOrganization({ name: 'Globex' })).key;
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

const key = () => app.admin.key;
let hooks = 0;

/** A webhook destination on the receiver at a path of its own, created without `secret`. */
async function createUnsigned(): Promise<{ id: number; path: string; body: any }> {
  const path = `/hook-${++hooks}`;
  const res = await app.request('POST', '/api/destinations', {
    key: key(),
    body: { name: `hook ${hooks}`, type: 'webhook', options: { url: `${receiver.url}${path}` } },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id, path, body: res.body };
}

/** Sends a test notification and answers the request the receiver got for it. */
async function testSend(id: number, path: string): Promise<ReceivedRequest> {
  const before = receiver.received.filter((r) => r.path === path).length;
  const res = await app.request('POST', `/api/destinations/${id}/test`, { key: key() });
  expect(res.status).toBe(200);
  expect(res.body.state).toBe('delivered');
  const hits = await receiver.waitFor(before + 1, path);
  return hits[hits.length - 1];
}

const signedWith = (secret: string, hit: ReceivedRequest) =>
  verifySignature(
    secret,
    { signature: hit.headers['x-overlook-signature'] as string, timestamp: hit.headers['x-overlook-timestamp'] as string },
    hit.body,
  );

describe('the signing secret at create', () => {
  it('a generated secret is answered once, signs deliveries, and never appears again', async () => {
    const created = await createUnsigned();
    const secret = created.body.secret;
    expect(typeof secret).toBe('string');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(created.body.options).toEqual({ url: `${receiver.url}${created.path}`, secret: '--------' });

    const hit = await testSend(created.id, created.path);
    expect(signedWith(secret, hit)).toBe(true);
    expect(signedWith('some-other-secret', hit)).toBe(false);

    const read = await app.request('GET', `/api/destinations/${created.id}`, { key: key() });
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('secret');
    const list = await app.request('GET', '/api/destinations?page_size=250', { key: key() });
    const updated = await app.request('PUT', `/api/destinations/${created.id}`, { key: key(), body: { name: 'renamed' } });
    expect(updated.status).toBe(200);
    const gql = await app.graphql(
      `query($id: ID!) { destination(id: $id) { id options } destinations(first: 250) { edges { node { options } } } }`,
      { id: created.id },
    );
    for (const answer of [read.body, list.body, updated.body, gql]) expect(JSON.stringify(answer)).not.toContain(secret);
  });

  it('a given secret is echoed at create only; a type that does not sign answers none', async () => {
    const given = await app.request('POST', '/api/destinations', {
      key: key(),
      body: { name: 'given', type: 'slack', options: { url: `${receiver.url}/given`, secret: 'a-secret-of-my-own' } },
    });
    expect(given.status).toBe(201);
    expect(given.body.secret).toBe('a-secret-of-my-own');
    expect((await app.request('GET', `/api/destinations/${given.body.id}`, { key: key() })).body).not.toHaveProperty('secret');

    const email = await app.request('POST', '/api/destinations', {
      key: key(),
      body: { name: 'mail', type: 'email', options: { addresses: ['ops@acme.test'] } },
    });
    expect(email.status).toBe(201);
    expect(email.body).not.toHaveProperty('secret');
  });

  it('GraphQL createDestination answers the secret beside the destination', async () => {
    const res = await app.graphql(
      `mutation($options: JSON) { createDestination(name: "gql", type: "webhook", options: $options) { ... on DestinationSecretPayload { destination { id options } secret } } }`,
      { options: { url: `${receiver.url}/gql` } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createDestination.destination.options.secret).toBe('--------');
    expect(res.data.createDestination.secret).toMatch(/^[\w-]{32,}$/);
  });
});

describe('POST /api/destinations/{id}/rotate_secret', () => {
  it('answers a new secret once; the next delivery is signed with it and not with the old one', async () => {
    const created = await createUnsigned();
    const old = created.body.secret;
    const rotated = await app.request('POST', `/api/destinations/${created.id}/rotate_secret`, { key: key() });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({
      id: created.id,
      type: 'webhook',
      options: { url: `${receiver.url}${created.path}`, secret: '--------' },
    });
    const fresh = rotated.body.secret;
    expect(fresh).toMatch(/^[\w-]{32,}$/);
    expect(fresh).not.toBe(old);

    const hit = await testSend(created.id, created.path);
    expect(signedWith(fresh, hit)).toBe(true);
    expect(signedWith(old, hit)).toBe(false);
    // The new secret is not answered again.
    expect(JSON.stringify((await app.request('GET', `/api/destinations/${created.id}`, { key: key() })).body)).not.toContain(fresh);
  });

  it('keeps the other secret options (headers) when it rotates', async () => {
    const created = await app.request('POST', '/api/destinations', {
      key: key(),
      body: { name: 'with headers', type: 'webhook', options: { url: `${receiver.url}/headers`, headers: { 'x-token': 'kept-header' } } },
    });
    const rotated = await app.request('POST', `/api/destinations/${created.body.id}/rotate_secret`, { key: key() });
    const hit = await testSend(created.body.id, '/headers');
    expect(hit.headers['x-token']).toBe('kept-header');
    expect(signedWith(rotated.body.secret, hit)).toBe(true);
  });

  it('GraphQL rotateDestinationSecret answers the new secret', async () => {
    const created = await createUnsigned();
    const res = await app.graphql(
      `mutation($id: ID!) { rotateDestinationSecret(id: $id) { ... on DestinationSecretPayload { destination { id: databaseId } secret } } }`,
      {
        id: gid('Destination', created.id),
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.rotateDestinationSecret.destination.id).toBe(created.id);
    const hit = await testSend(created.id, created.path);
    expect(signedWith(res.data.rotateDestinationSecret.secret, hit)).toBe(true);
  });

  it('is authorized like an update: 401, 403 without manage_destinations, 404 across organizations; nothing changes', async () => {
    const created = await createUnsigned();
    const path = `/api/destinations/${created.id}/rotate_secret`;

    const anonymous = await app.request('POST', path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthenticated');

    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const forbidden = await app.request('POST', path, { key: viewer.key });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'forbidden' });
    expect(forbidden.body).not.toHaveProperty('secret');

    const foreign = await app.request('POST', path, { key: otherOrgKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
    const gqlForeign = await app.graphql(
      `mutation($id: ID!) { rotateDestinationSecret(id: $id) { ... on DestinationSecretPayload { secret } ... on UserError { code } } }`,
      { id: created.id },
      otherOrgKey,
    );
    expect(gqlForeign.data.rotateDestinationSecret.code).toBe('not_found');

    expect((await app.request('POST', '/api/destinations/99999999/rotate_secret', { key: key() })).status).toBe(404);
    expect((await app.request('POST', '/api/destinations/nope/rotate_secret', { key: key() })).status).toBe(404);

    // None of the refusals rotated it: the create-time secret still signs.
    const hit = await testSend(created.id, created.path);
    expect(signedWith(created.body.secret, hit)).toBe(true);

    // manage_destinations alone is enough.
    const manager = await buildUser(app, { permissions: ['manage_destinations'] });
    const allowed = await app.request('POST', path, { key: manager.key });
    expect(allowed.status).toBe(200);
    expect(allowed.body.secret).toMatch(/^[\w-]{32,}$/);
  });

  it('answers 409 not_signed for a type that does not sign', async () => {
    const email = await buildDestination(app, { type: 'email', options: { addresses: ['ops@acme.test'] } });
    const res = await app.request('POST', `/api/destinations/${email.id}/rotate_secret`, { key: key() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'not_signed', message: expect.stringContaining('email') });
  });
});
