import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';

// pg connectors point at the test server, which also holds the metadata database.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let dataSourceId: number;
beforeAll(async () => {
  app = await startTestApp();
  dataSourceId = (await buildPgDataSource(app)).id;
});
afterAll(async () => {
  await app?.stop();
});

const ERROR_FIELDS = `... on UserError { __typename code message field }
  ... on ValidationError { fieldErrors { field message } }
  ... on ConflictError { currentVersion }`;
const CREATE = `mutation($input: CreateQueryInput!) {
  createQuery(input: $input) { ... on SavedQuery { __typename id databaseId workingVersion } ${ERROR_FIELDS} }
}`;
const PUBLISH = `mutation($id: ID!, $v: Int!) {
  publishQuery(id: $id, expectedVersion: $v) { ... on SavedQuery { __typename publishedVersion } ${ERROR_FIELDS} }
}`;
const ARCHIVE = `mutation($id: ID!) { archiveQuery(id: $id) { ... on ArchiveQuerySuccess { __typename data } ${ERROR_FIELDS} } }`;

describe('mutations answer typed errors as data (issue 31)', () => {
  it('a refused field is a ValidationError with its code and input path, over HTTP, answered 200', async () => {
    const res = await app.request<any>('POST', '/graphql', {
      key: app.admin.key,
      body: { query: CREATE, variables: { input: { dataSourceId: gid('DataSource', dataSourceId), name: '   ', query: 'SELECT 1' } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createQuery).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: expect.stringContaining('input.name'),
      field: ['input', 'name'],
      fieldErrors: [{ field: ['input', 'name'], message: expect.any(String) }],
    });
  });

  it('publishing a stale version is a ConflictError naming the current version; then it publishes', async () => {
    const created = await app.graphql(CREATE, {
      input: { dataSourceId: gid('DataSource', dataSourceId), name: 'typed', query: 'SELECT 1' },
    });
    expect(created.data.createQuery).toMatchObject({ __typename: 'SavedQuery', workingVersion: 1 });
    const id = created.data.createQuery.id;
    const stale = await app.request<any>('POST', '/graphql', { key: app.admin.key, body: { query: PUBLISH, variables: { id, v: 7 } } });
    expect(stale.status).toBe(200);
    expect(stale.body.errors).toBeUndefined();
    expect(stale.body.data.publishQuery).toEqual({
      __typename: 'ConflictError',
      code: 'version_conflict',
      message: expect.stringContaining('version 1'),
      field: ['expectedVersion'],
      currentVersion: 1,
    });
    const published = await app.graphql(PUBLISH, { id, v: stale.body.data.publishQuery.currentVersion });
    expect(published.data.publishQuery).toEqual({ __typename: 'SavedQuery', publishedVersion: 1 });
    // REST answers the same refusal with its 409 body.
    const rest = await app.request<any>('POST', `/api/queries/${created.data.createQuery.databaseId}/publish`, {
      key: app.admin.key,
      body: { expected_version: 5 },
    });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: 'version_conflict', current_version: 1 });
  });

  it('not found names the id argument; forbidden is typed; anonymous callers hear 401 at the top level', async () => {
    const missing = await app.graphql(ARCHIVE, { id: gid('SavedQuery', 999_999) });
    expect(missing.errors).toBeUndefined();
    expect(missing.data.archiveQuery).toEqual({
      __typename: 'NotFoundError',
      code: 'not_found',
      message: expect.any(String),
      field: ['id'],
    });
    const garbled = await app.graphql(ARCHIVE, { id: 'not-a-global-id' });
    expect(garbled.data.archiveQuery).toMatchObject({ __typename: 'NotFoundError', code: 'not_found', field: ['id'] });

    const created = await app.graphql(CREATE, {
      input: { dataSourceId: gid('DataSource', dataSourceId), name: 'mine', query: 'SELECT 1' },
    });
    await app.graphql(PUBLISH, { id: created.data.createQuery.id, v: 1 });
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const denied = await app.graphql(ARCHIVE, { id: created.data.createQuery.id }, viewer.key);
    expect(denied.errors).toBeUndefined();
    expect(denied.data.archiveQuery).toMatchObject({ __typename: 'ForbiddenError', code: 'forbidden' });
    const archived = await app.graphql(ARCHIVE, { id: created.data.createQuery.id });
    expect(archived.data.archiveQuery).toEqual({ __typename: 'ArchiveQuerySuccess', data: true });

    const anonymous = await app.request<any>('POST', '/graphql', {
      body: { query: CREATE, variables: { input: { dataSourceId: gid('DataSource', dataSourceId), name: '', query: '' } } },
    });
    expect(anonymous.body.data?.createQuery ?? null).toBeNull();
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthenticated');
  });
});
