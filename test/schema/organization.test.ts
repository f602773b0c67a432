import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const RENAME = `mutation ($name: String!) {
  updateOrganization(name: $name) {
    ... on Organization { __typename id name slug }
    ... on UserError { __typename code field }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;

describe('updateOrganization', () => {
  it('renames the organization for an admin; the session answers the new name at once, the slug stays', async () => {
    const renamed = await app.graphql(RENAME, { name: '  Acme Rockets  ' });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.updateOrganization).toEqual({
      __typename: 'Organization',
      id: app.admin.orgId,
      name: 'Acme Rockets',
      slug: 'acme',
    });
    const session = await app.request('GET', '/api/session', { key: app.admin.key });
    expect(session.body.organization).toMatchObject({ name: 'Acme Rockets', slug: 'acme' });
  });

  it('answers typed errors: an empty name is a ValidationError at its field, a non-admin a ForbiddenError; nothing changes', async () => {
    const empty = await app.graphql(RENAME, { name: '   ' });
    expect(empty.errors).toBeUndefined();
    expect(empty.data.updateOrganization).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      field: ['name'],
      fieldErrors: [{ field: ['name'], message: 'is required' }],
    });
    const user = await buildUser(app, { permissions: ['create_query'] });
    const refused = await app.graphql(RENAME, { name: 'Taken over' }, user.key);
    expect(refused.errors).toBeUndefined();
    expect(refused.data.updateOrganization).toEqual({ __typename: 'ForbiddenError', code: 'forbidden', field: null });
    const session = await app.request('GET', '/api/session', { key: app.admin.key });
    expect(session.body.organization.name).toBe('Acme Rockets');
  });

  it('an anonymous caller hears unauthenticated at the top level, before its arguments are judged', async () => {
    const res = await app.request<any>('POST', '/graphql', { body: { query: RENAME, variables: { name: '' } } });
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'unauthenticated' });
    expect(res.body.data?.updateOrganization ?? null).toBeNull();
  });
});

describe('DataSource.policies', () => {
  it('answers update and delete from the connector policy: the admin may, a member who only reaches it may not', async () => {
    const source = await buildPgDataSource(app);
    const query = `query ($id: ID!) { dataSource(id: $id) { policies { canUpdate canDelete } } }`;
    const id = gid('DataSource', source.id);
    expect((await app.graphql(query, { id })).data.dataSource.policies).toEqual({ canUpdate: true, canDelete: true });
    const reader = await buildUser(app, { permissions: ['create_query'] });
    expect((await app.graphql(query, { id }, reader.key)).data.dataSource.policies).toEqual({ canUpdate: false, canDelete: false });
  });
});
