import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
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

const CREATE = `mutation($input: CreateQueryInput!) { createQuery(input: $input) { ... on SavedQuery { id workingVersion isDraft } } }`;
const dataSource = () => gid('DataSource', dataSourceId);
const REFRESH = `mutation($id: ID!) { refreshQuery(id: $id, maxAge: 0) { ... on ExecutionPayload { queryResult { id } job { id status } } ... on UserError { code } } }`;

describe('queries over GraphQL follow the same rules as REST', () => {
  it('creates, publishes and refreshes; a viewer without execute_query is forbidden', async () => {
    const created = await app.graphql(CREATE, { input: { dataSourceId: dataSource(), name: 'gql', query: 'SELECT 1 AS one' } });
    expect(created.errors).toBeUndefined();
    const id = created.data.createQuery.id;
    expect(created.data.createQuery).toMatchObject({ workingVersion: 1, isDraft: true });
    const stale = await app.graphql(
      `mutation($id: ID!) { publishQuery(id: $id, expectedVersion: 7) { ... on SavedQuery { id } ... on ConflictError { code currentVersion } } }`,
      { id },
    );
    expect(stale.data.publishQuery).toEqual({ code: 'version_conflict', currentVersion: 1 });
    const published = await app.graphql(
      `mutation($id: ID!) { publishQuery(id: $id, expectedVersion: 1) { ... on SavedQuery { publishedVersion } } }`,
      { id },
    );
    expect(published.data.publishQuery.publishedVersion).toBe(1);
    const refreshed = await app.graphql(REFRESH, { id });
    expect(refreshed.data.refreshQuery.job.status).toBe(1);
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const denied = await app.graphql(REFRESH, { id }, viewer.key);
    expect(denied.data.refreshQuery.code).toBe('forbidden');
    const seen = await app.graphql(`query($id: ID!) { query(id: $id) { id name } }`, { id }, viewer.key);
    expect(seen.data.query.name).toBe('gql');
    const draft = await app.graphql(CREATE, { input: { dataSourceId: dataSource(), name: 'hidden', query: 'SELECT 2' } });
    const hidden = await app.graphql(`query($id: ID!) { query(id: $id) { id } }`, { id: draft.data.createQuery.id }, viewer.key);
    expect(hidden.errors![0].extensions.code).toBe('not_found');
    const anonymous = await app.request('POST', '/graphql', { body: { query: `query { queries { totalCount } }` } });
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthenticated');
  });
});

describe('executeAdhocQuery with parameter definitions', () => {
  const ADHOC = `mutation($ds: ID!, $q: String!, $p: JSON, $d: JSON) {
    executeAdhocQuery(dataSourceId: $ds, query: $q, parameters: $p, parameterDefinitions: $d, maxAge: 0) {
      ... on ExecutionPayload { job { id status } queryResult { id } }
      ... on UserError { __typename code field }
      ... on ValidationError { fieldErrors { field message } }
    }
  }`;

  it('binds the unsaved text by the definitions sent with it; a bad value or definition is a ValidationError naming the field', async () => {
    const ran = await app.graphql(ADHOC, {
      ds: dataSource(),
      q: 'SELECT {{ n }} * 2 AS doubled, {{ d.start }}::date AS since',
      p: { n: '21', d: { start: '2026-01-01', end: '2026-01-31' } },
      d: [
        { name: 'n', type: 'number' },
        { name: 'd', type: 'date-range' },
      ],
    });
    expect(ran.errors).toBeUndefined();
    expect(ran.data.executeAdhocQuery.job.status).toBe(1);

    const undefinedParameter = await app.graphql(ADHOC, { ds: dataSource(), q: 'SELECT {{ n }}', p: { n: 1 } });
    expect(undefinedParameter.errors).toBeUndefined();
    expect(undefinedParameter.data.executeAdhocQuery).toMatchObject({ __typename: 'ValidationError', code: 'validation_failed' });
    expect(undefinedParameter.data.executeAdhocQuery.fieldErrors).toEqual([expect.objectContaining({ field: ['parameters', 'n'] })]);

    const badValue = await app.graphql(ADHOC, { ds: dataSource(), q: 'SELECT {{ n }}', p: { n: 'x' }, d: [{ name: 'n', type: 'number' }] });
    expect(badValue.data.executeAdhocQuery.fieldErrors).toEqual([{ field: ['parameters', 'n'], message: 'must be a number' }]);

    const badDefinition = await app.graphql(ADHOC, {
      ds: dataSource(),
      q: 'SELECT {{ n }}',
      p: { n: 1 },
      d: [{ name: 'n', type: 'colour' }],
    });
    expect(badDefinition.data.executeAdhocQuery).toMatchObject({ __typename: 'ValidationError', code: 'validation_failed' });
  });
});
