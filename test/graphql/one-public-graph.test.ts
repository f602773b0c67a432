import { isObjectType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { internalSchema, schema } from '../../schema/index.js';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';

// One public graph (issue 31 item 2): /graphql serves one way to do each thing; what exists only so
// that REST answers in Redash's shapes is the internal graph's, which only the REST bridge runs.
// The query editor's save is the domain's updateQuery: tags, and a typed conflict on a stale version.

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

/** Whether `schema` has field `path` (`Type.field`). */
function hasField(graph: GraphQLSchema, path: string): boolean {
  const [typeName, fieldName] = path.split('.');
  const type = graph.getType(typeName);
  return isObjectType(type) && fieldName in type.getFields();
}

const REDASH_ONLY = [
  'Query.dashboardByRef',
  'Query.monitorList',
  'Mutation.saveQuery',
  'SavedQuery.version',
  'SavedQuery.schedule',
  'SavedQuery.isSafe',
  'SavedQuery.queryHash',
  'Dashboard.version',
  'Dashboard.layout',
];
const REMOVED_DUPLICATES = ['Query.querySearch', 'Query.dashboardSearch', 'Query.userSearch'];

const ERROR_FIELDS = `... on UserError { __typename code message field }
  ... on ValidationError { fieldErrors { field message } }
  ... on ConflictError { currentVersion }`;
const QUERY_FIELDS = '__typename id databaseId name tags workingVersion';
const CREATE = `mutation($input: CreateQueryInput!) { createQuery(input: $input) { ... on SavedQuery { ${QUERY_FIELDS} } ${ERROR_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateQueryInput!, $v: Int) {
  updateQuery(id: $id, input: $input, expectedVersion: $v) { ... on SavedQuery { ${QUERY_FIELDS} } ${ERROR_FIELDS} }
}`;

async function created(input: Record<string, unknown> = {}, key = app.admin.key) {
  const res = await app.graphql(
    CREATE,
    { input: { dataSourceId: gid('DataSource', dataSourceId), name: 'One graph', query: 'SELECT 1', ...input } },
    key,
  );
  expect(res.errors).toBeUndefined();
  expect(res.data.createQuery.__typename).toBe('SavedQuery');
  return res.data.createQuery as { id: string; databaseId: number; tags: string[]; workingVersion: number };
}

describe('the public graph', () => {
  it('has one list per object and none of the fields that exist only for Redash’s shapes; the internal graph keeps those', () => {
    for (const path of [...REDASH_ONLY, ...REMOVED_DUPLICATES])
      expect({ path, public: hasField(schema, path) }).toEqual({ path, public: false });
    for (const path of REDASH_ONLY) expect({ path, internal: hasField(internalSchema, path) }).toEqual({ path, internal: true });
    for (const path of ['Query.queries', 'Query.dashboards', 'Query.users', 'Query.queryTags', 'Query.dashboardTags', 'Query.dashboard']) {
      expect({ path, public: hasField(schema, path) }).toEqual({ path, public: true });
    }
    // Every list of the public Query type with tags or favorites takes them on the one list.
    const args = (field: string) =>
      schema
        .getQueryType()!
        .getFields()
        [field].args.map((a) => a.name);
    expect(args('queries')).toEqual(expect.arrayContaining(['search', 'tags', 'favorites', 'mine', 'draft', 'first', 'after']));
    expect(args('dashboards')).toEqual(expect.arrayContaining(['search', 'tags', 'favorites', 'archived']));
    expect(args('users')).toEqual(expect.arrayContaining(['search', 'disabled']));
  });

  it('refuses the removed fields over /graphql, while REST still answers Redash’s shapes through the internal graph', async () => {
    for (const document of [
      '{ querySearch(first: 1) { totalCount } }',
      '{ dashboardSearch(first: 1) { totalCount } }',
      '{ userSearch(first: 1) { totalCount } }',
      '{ dashboardByRef(ref: "1") { name } }',
      '{ monitorList { revision } }',
      '{ queries(first: 1) { edges { node { version schedule isSafe queryHash } } } }',
      'mutation { saveQuery(input: { name: "x" }) { __typename } }',
    ]) {
      const res = await app.graphql(document);
      expect({ document, error: res.errors?.[0]?.message }).toEqual({ document, error: expect.stringMatching(/Cannot query field/) });
    }
    const query = await created({ tags: ['redash'] });
    const saved = await app.request('POST', `/api/queries/${query.databaseId}`, {
      key: app.admin.key,
      body: { schedule: { interval: 3600, time: null, day_of_week: null, until: null }, version: query.workingVersion },
    });
    expect(saved.status).toBe(200);
    const rest = await app.request('GET', `/api/queries/${query.databaseId}`, { key: app.admin.key });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: query.databaseId, version: 1, is_safe: true, tags: ['redash'], schedule: { interval: 3600 } });
    expect(typeof rest.body.query_hash).toBe('string');
    const list = await app.request('GET', '/api/queries?tags=redash', { key: app.admin.key });
    expect(list.body.results.map((q: { id: number }) => q.id)).toEqual([query.databaseId]);
    const dashboard = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'By number' } });
    const byNumber = await app.request('GET', `/api/dashboards/${dashboard.body.id}`, { key: app.admin.key });
    expect(byNumber.body).toMatchObject({ slug: dashboard.body.slug, version: expect.any(Number), layout: expect.anything() });
    expect((await app.request('GET', '/api/alerts', { key: app.admin.key })).status).toBe(200);
  });

  it('reads a dashboard by slug with its revision, and by slug only', async () => {
    const dashboard = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Slug read' } });
    const read = await app.graphql('query ($slug: String!) { dashboard(slug: $slug) { name revision } }', { slug: dashboard.body.slug });
    expect(read.errors).toBeUndefined();
    expect(read.data.dashboard).toEqual({ name: 'Slug read', revision: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const byId = await app.graphql('query ($slug: String!) { dashboard(slug: $slug) { name } }', { slug: String(dashboard.body.id) });
    expect(byId.errors?.[0]?.extensions.code).toBe('not_found');
  });
});

describe('createQuery and updateQuery, the editor’s save', () => {
  it('createQuery takes tags; updateQuery replaces them without a new version, and saves a new version for the rest', async () => {
    const query = await created({ tags: [' sales ', 'weekly', 'sales'] });
    expect(query).toMatchObject({ tags: ['sales', 'weekly'], workingVersion: 1 });
    const tagsOnly = await app.graphql(UPDATE, { id: query.id, input: { tags: ['ops'] } });
    expect(tagsOnly.data.updateQuery).toMatchObject({ __typename: 'SavedQuery', tags: ['ops'], workingVersion: 1 });
    const both = await app.graphql(UPDATE, { id: query.id, input: { name: 'Renamed', tags: [] }, v: 1 });
    expect(both.data.updateQuery).toMatchObject({ __typename: 'SavedQuery', name: 'Renamed', tags: [], workingVersion: 2 });
    const kept = await app.graphql(UPDATE, { id: query.id, input: { query: 'SELECT 2' } });
    expect(kept.data.updateQuery).toMatchObject({ tags: [], workingVersion: 3 });
  });

  it('refuses bad tags as a ValidationError at input.tags and changes nothing', async () => {
    const query = await created({ tags: ['kept'] });
    for (const tags of [['  '], Array.from({ length: 51 }, (_, i) => `t${i}`), ['x'.repeat(101)]]) {
      const res = await app.graphql(UPDATE, { id: query.id, input: { name: 'Not saved', tags } });
      expect(res.errors).toBeUndefined();
      expect(res.data.updateQuery).toMatchObject({ __typename: 'ValidationError', code: 'validation_failed' });
      expect(res.data.updateQuery.fieldErrors[0].field.slice(0, 2)).toEqual(['input', 'tags']);
    }
    const refused = await app.graphql(CREATE, {
      input: { dataSourceId: gid('DataSource', dataSourceId), name: 'n', query: 'SELECT 1', tags: [''] },
    });
    expect(refused.data.createQuery).toMatchObject({ __typename: 'ValidationError', field: ['input', 'tags', '0'] });
    const after = await app.graphql('query ($id: ID!) { query(id: $id) { name tags workingVersion } }', { id: query.id });
    expect(after.data.query).toEqual({ name: 'One graph', tags: ['kept'], workingVersion: 1 });
  });

  it('a stale expectedVersion is a typed version_conflict at expectedVersion with the current version, and saves nothing', async () => {
    // Two editors: one (the owner) saves version 2, the other still holds version 1.
    const editor = await buildUser(app, { permissions: ['view_query', 'create_query', 'edit_query', 'execute_query'] });
    const query = await created({}, editor.key);
    const first = await app.graphql(UPDATE, { id: query.id, input: { query: 'SELECT 2' }, v: 1 }, editor.key);
    expect(first.data.updateQuery).toMatchObject({ __typename: 'SavedQuery', workingVersion: 2 });
    const stale = await app.request<any>('POST', '/graphql', {
      key: app.admin.key,
      body: { query: UPDATE, variables: { id: query.id, input: { query: 'SELECT 3', tags: ['lost'] }, v: 1 } },
    });
    expect(stale.status).toBe(200);
    expect(stale.body.errors).toBeUndefined();
    expect(stale.body.data.updateQuery).toEqual({
      __typename: 'ConflictError',
      code: 'version_conflict',
      message: expect.stringContaining('version 2'),
      field: ['expectedVersion'],
      currentVersion: 2,
    });
    const after = await app.graphql('query ($id: ID!) { query(id: $id) { query tags workingVersion } }', { id: query.id });
    expect(after.data.query).toEqual({ query: 'SELECT 2', tags: [], workingVersion: 2 });
    // With the current version the save goes through.
    const retried = await app.graphql(UPDATE, { id: query.id, input: { query: 'SELECT 3' }, v: 2 });
    expect(retried.data.updateQuery).toMatchObject({ __typename: 'SavedQuery', workingVersion: 3 });
  });
});

describe('dashboards are named by their global id', () => {
  const FAVORITE = `mutation($id: ID!) { favoriteDashboard(id: $id) { __typename ... on FavoriteDashboardSuccess { data } ${ERROR_FIELDS} } }`;
  const UNFAVORITE = `mutation($id: ID!) { unfavoriteDashboard(id: $id) { __typename ... on UnfavoriteDashboardSuccess { data } ${ERROR_FIELDS} } }`;
  const FORK = `mutation($id: ID!) { forkDashboard(id: $id) { __typename ... on Dashboard { databaseId name } ${ERROR_FIELDS} } }`;
  const FAVORITES = `{ dashboards(first: 50, favorites: true) { edges { node { databaseId } } } }`;

  it('favoriteDashboard, unfavoriteDashboard and forkDashboard take the id; a slug, a garbled id or one of another type names nothing', async () => {
    const dashboard = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Named by id' } });
    expect(dashboard.status).toBe(201);
    const id = gid('Dashboard', dashboard.body.id);
    const favorites = async () => (await app.graphql(FAVORITES)).data.dashboards.edges.map((e: any) => e.node.databaseId);

    expect((await app.graphql(FAVORITE, { id })).data.favoriteDashboard).toEqual({ __typename: 'FavoriteDashboardSuccess', data: true });
    expect(await favorites()).toContain(dashboard.body.id);
    expect((await app.graphql(UNFAVORITE, { id })).data.unfavoriteDashboard.data).toBe(true);
    expect(await favorites()).not.toContain(dashboard.body.id);

    const fork = (await app.graphql(FORK, { id })).data.forkDashboard;
    expect(fork.__typename).toBe('Dashboard');
    expect(fork.databaseId).not.toBe(dashboard.body.id);

    for (const wrong of [dashboard.body.slug, String(dashboard.body.id), 'garbled', gid('SavedQuery', dashboard.body.id)]) {
      const answer = (await app.graphql(FAVORITE, { id: wrong })).data.favoriteDashboard;
      expect(answer).toMatchObject({ __typename: 'NotFoundError', code: 'not_found' });
    }
    expect(await favorites()).not.toContain(dashboard.body.id);
    // REST keeps Redash's addressing, by slug or numeric id, through the internal graph.
    expect((await app.request('POST', `/api/dashboards/${dashboard.body.slug}/favorite`, { key: app.admin.key })).status).toBeLessThan(300);
    expect(await favorites()).toContain(dashboard.body.id);
  });
});

describe('an author is named by their user’s global id', () => {
  it('Author.id is the User’s global id (node(id:) answers the user to an admin), databaseId the integer REST shows', async () => {
    const query = await buildQuery(app, { dataSourceId, name: 'Authored' });
    const { data, errors } = await app.graphql(
      `query ($id: ID!) { query(id: $id) { user { id databaseId name } } queries(first: 5) { edges { node { user { id databaseId } } } } }`,
      { id: gid('SavedQuery', query.id) },
    );
    expect(errors).toBeUndefined();
    expect(data.query.user).toEqual({ id: gid('User', app.admin.userId), databaseId: app.admin.userId, name: 'Ada Admin' });
    // The list's read model answers the same author.
    expect(data.queries.edges.map((edge: any) => edge.node.user)).toContainEqual({
      id: gid('User', app.admin.userId),
      databaseId: app.admin.userId,
    });
    const node = await app.graphql(`query ($id: ID!) { node(id: $id) { __typename ... on User { databaseId } } }`, {
      id: data.query.user.id,
    });
    expect(node.data.node).toEqual({ __typename: 'User', databaseId: app.admin.userId });
    // REST keeps Redash's integer.
    expect((await app.request('GET', `/api/queries/${query.id}`, { key: app.admin.key })).body.user).toMatchObject({
      id: app.admin.userId,
    });
  });
});
