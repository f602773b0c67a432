import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const call = (method: string, path: string, body?: unknown) => app.request(method, path, { key: app.admin.key, body });

describe('a required field left out', () => {
  it('REST: 422 with every missing field under its snake_case path, and nothing created', async () => {
    const res = await call('POST', '/api/monitors', { options: { op: '>', value: 1 } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'query_id: is required; name: is required',
      code: 'validation_failed',
      errors: [
        { path: 'query_id', message: 'is required' },
        { path: 'name', message: 'is required' },
      ],
    });
    expect((await call('GET', '/api/monitors')).body.count).toBe(0);
  });

  it('REST, anonymous: 401 before anything about the body', async () => {
    const res = await app.request('POST', '/api/monitors', { body: {} });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('GraphQL: the argument is non-null in the schema, and leaving it out is a GraphQL-shaped error', async () => {
    const introspection = await app.graphql(`{ __type(name: "Mutation") { fields { name args { name type { kind } } } } }`);
    const createMonitor = introspection.data.__type.fields.find((f: { name: string }) => f.name === 'createMonitor');
    const kinds = Object.fromEntries(createMonitor.args.map((a: { name: string; type: { kind: string } }) => [a.name, a.type.kind]));
    expect(kinds).toMatchObject({ queryId: 'NON_NULL', name: 'NON_NULL', rearm: 'SCALAR', options: 'SCALAR' });

    const literal = await app.request('POST', '/graphql', {
      key: app.admin.key,
      body: { query: 'mutation { createMonitor(name: "m") { ... on Monitor { id } } }' },
    });
    expect(literal.body).not.toHaveProperty('code');
    expect(literal.body.errors[0].message).toBe(
      'Field "createMonitor" argument "queryId" of type "ID!" is required, but it was not provided.',
    );

    const variable = await app.graphql('mutation ($q: ID!) { createMonitor(queryId: $q, name: "m") { ... on Monitor { id } } }', {});
    expect(variable.data).toBeUndefined();
    expect(variable.errors![0].message).toBe('Variable "$q" of required type "ID!" was not provided.');
  });

  it('GraphQL: the sign-in, sign-up, exchange and verification arguments are non-null too', async () => {
    const introspection = await app.graphql(`{ __type(name: "Mutation") { fields { name args { name type { kind } } } } }`);
    const kindsOf = (name: string) =>
      Object.fromEntries(
        introspection.data.__type.fields
          .find((f: { name: string }) => f.name === name)
          .args.map((a: { name: string; type: { kind: string } }) => [a.name, a.type.kind]),
      );
    // orgSlug is optional: it names the organization whose account signs in (else the host's).
    expect(kindsOf('signIn')).toEqual({ email: 'NON_NULL', password: 'NON_NULL', orgSlug: 'SCALAR' });
    expect(kindsOf('signUp')).toEqual({ orgName: 'NON_NULL', name: 'NON_NULL', email: 'NON_NULL', password: 'NON_NULL' });
    expect(kindsOf('selectOrganization')).toEqual({ orgSlug: 'NON_NULL', password: 'SCALAR', code: 'SCALAR' });
    expect(kindsOf('exchangeSession')).toEqual({ exchangeToken: 'NON_NULL' });
    expect(kindsOf('verifyEmail')).toEqual({ token: 'NON_NULL' });
    const res = await app.request('POST', '/api/session', { body: { email: 'a@b.test' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'password', message: 'is required' }]);
  });
});

describe('a value of the wrong type', () => {
  it('REST: 422 at the field, in GraphQL’s words, and nothing created', async () => {
    const res = await call('POST', '/api/monitors', { query_id: 'seven', name: 'm', options: { op: '>', value: 1 } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'query_id', message: 'Int cannot represent non-integer value: "seven"' }],
    });
    const name = await call('POST', '/api/groups', { name: 42 });
    expect(name.status).toBe(422);
    expect(name.body.errors).toEqual([{ path: 'name', message: 'String cannot represent a non string value: 42' }]);
    expect((await call('GET', '/api/monitors')).body.count).toBe(0);
  });
});

describe('a rule declared on the argument (zod, through the validation plugin)', () => {
  it('REST: a blank name is 422 at `name`; a padded one is stored trimmed', async () => {
    const blank = await call('POST', '/api/groups', { name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({
      message: 'name: is required',
      code: 'validation_failed',
      errors: [{ path: 'name', message: 'is required' }],
    });
    const padded = await call('POST', '/api/groups', { name: '  Analysts  ' });
    expect(padded.status).toBe(201);
    expect(padded.body.name).toBe('Analysts');
    const renamed = await call('POST', `/api/groups/${padded.body.id}`, { name: '' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual([{ path: 'name', message: 'is required' }]);
    expect((await call('GET', `/api/groups/${padded.body.id}`)).body.name).toBe('Analysts');
  });

  it('GraphQL: the same rule answers with the GraphQL path under extensions', async () => {
    const res = await app.graphql(
      'mutation { createGroup(name: "  ") { ... on Group { id } ... on ValidationError { message code fieldErrors { field message } } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createGroup).toEqual({
      message: 'name: is required',
      code: 'validation_failed',
      fieldErrors: [{ field: ['name'], message: 'is required' }],
    });
  });

  it('a database rule keeps its camelCase GraphQL path, snake_case over REST', async () => {
    const group = await call('POST', '/api/groups', { name: 'Members' });
    const rest = await call('POST', `/api/groups/${group.body.id}/members`, { user_id: 999_999 });
    expect(rest.status).toBe(422);
    expect(rest.body).toEqual({
      message: 'user_id: unknown user',
      code: 'validation_failed',
      errors: [{ path: 'user_id', message: 'unknown user' }],
    });
    const graphql = await app.graphql(
      `mutation { addGroupMember(groupId: "${gid('Group', group.body.id)}", userId: "${gid('User', 999999)}") { ... on Group { id } ... on ValidationError { message code fieldErrors { field message } } } }`,
    );
    expect(graphql.data.addGroupMember).toEqual({
      message: 'userId: unknown user',
      code: 'validation_failed',
      fieldErrors: [{ field: ['userId'], message: 'unknown user' }],
    });
  });
});
