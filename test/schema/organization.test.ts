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

const RENAME = `mutation ($name: String!) { updateOrganization(name: $name) { id name slug } }`;

describe('updateOrganization', () => {
  it('renames the organization for an admin; the session answers the new name at once, the slug stays', async () => {
    const renamed = await app.graphql(RENAME, { name: '  Acme Rockets  ' });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.updateOrganization).toEqual({ id: app.admin.orgId, name: 'Acme Rockets', slug: 'acme' });
    const session = await app.request('GET', '/api/session', { key: app.admin.key });
    expect(session.body.organization).toMatchObject({ name: 'Acme Rockets', slug: 'acme' });
  });

  it('refuses an empty name (422 with the field) and a non-admin (403), changing nothing', async () => {
    const empty = await app.graphql(RENAME, { name: '   ' });
    expect(empty.errors?.[0].extensions).toMatchObject({ code: 'validation_failed', errors: [{ path: 'name', message: 'is required' }] });
    const user = await buildUser(app, { permissions: ['create_query'] });
    const refused = await app.graphql(RENAME, { name: 'Taken over' }, user.key);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'forbidden' });
    const session = await app.request('GET', '/api/session', { key: app.admin.key });
    expect(session.body.organization.name).toBe('Acme Rockets');
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
