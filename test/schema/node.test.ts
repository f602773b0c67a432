import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDestination,
  buildMonitor,
  buildOrganization,
  buildPgDataSource,
  buildPublishedDashboard,
  buildQuery,
  buildUser,
} from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { seedQueryWithResult } from '../helpers/query-results.js';
import type { NodeTypeName } from '../../schema/global-id.js';

let app: TestApp;
let other: { key: string };
/** One object of every node type, made by the admin of the app's organization. */
const made = new Map<NodeTypeName, number>();

const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on Node { id } ...Ids } }
  fragment Ids on Node {
    ... on SavedQuery { databaseId } ... on QueryVersion { databaseId } ... on Visualization { databaseId }
    ... on Dashboard { databaseId } ... on DashboardWidget { databaseId } ... on DataSource { databaseId }
    ... on Destination { databaseId } ... on Monitor { databaseId } ... on MonitorHistoryEntry { databaseId }
    ... on MonitorSubscription { databaseId } ... on Schedule { databaseId } ... on Run { databaseId }
    ... on Job { databaseId } ... on QueryResult { databaseId } ... on User { databaseId } ... on Group { databaseId }
    ... on Role { databaseId } ... on Invitation { databaseId } ... on DashboardShare { databaseId }
  }`;

async function gql(query: string, variables: Record<string, unknown> = {}, key = app.admin.key) {
  const res = await app.graphql(query, variables, key);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

beforeAll(async () => {
  app = await startTestApp();
  other = await buildOrganization();
  const admin = app.admin.key;
  const dataSourceId = (await buildPgDataSource(app)).id;
  made.set('DataSource', dataSourceId);
  const query = await buildQuery(app, { dataSourceId });
  made.set('SavedQuery', query.id);
  const versions = await gql('query ($id: ID!) { queryVersions(id: $id, first: 1) { edges { node { databaseId } } } }', {
    id: gid('SavedQuery', query.id),
  });
  made.set('QueryVersion', versions.queryVersions.edges[0].node.databaseId);
  const visualization = await app.request('POST', '/api/visualizations', {
    key: admin,
    body: { query_id: query.id, type: 'TABLE', name: 'Table', options: {} },
  });
  expect(visualization.status, JSON.stringify(visualization.body)).toBe(201);
  made.set('Visualization', visualization.body.id);
  const dashboard = await buildPublishedDashboard(app);
  made.set('Dashboard', dashboard.id);
  const read = await app.request('GET', `/api/dashboards/${dashboard.slug}`, { key: admin });
  made.set('DashboardWidget', read.body.widgets[0].id);
  const destination = await buildDestination(app);
  made.set('Destination', destination.id);
  const monitor = await buildMonitor(app, { queryId: query.id });
  made.set('Monitor', monitor.id);
  const subscribed = await app.request('POST', `/api/alerts/${monitor.id}/subscriptions`, {
    key: admin,
    body: { destination_id: destination.id },
  });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
  made.set('MonitorSubscription', subscribed.body.id);
  const muted = await gql('mutation ($id: ID!) { muteMonitor(id: $id) { ... on Monitor { muted } } }', { id: gid('Monitor', monitor.id) });
  expect(muted.muteMonitor.muted).toBe(true);
  const history = await gql('query ($id: ID!) { monitorHistory(monitorId: $id) { edges { node { databaseId } } } }', {
    id: gid('Monitor', monitor.id),
  });
  made.set('MonitorHistoryEntry', history.monitorHistory.edges[0].node.databaseId);
  const schedule = await app.request('POST', '/api/schedules', {
    key: admin,
    body: { entity_type: 'query', entity_id: query.id, spec: { type: 'cron', cron: '0 0 * * * *' } },
  });
  expect(schedule.status, JSON.stringify(schedule.body)).toBe(201);
  made.set('Schedule', schedule.body.id);
  const ran = await gql('mutation ($id: ID!) { runQuery(id: $id) { ... on ExecutionPayload { job { databaseId runId } } } }', {
    id: gid('SavedQuery', query.id),
  });
  made.set('Job', ran.runQuery.job.databaseId);
  made.set('Run', ran.runQuery.job.runId);
  const seeded = await seedQueryWithResult(app, { dataSourceId, columns: [{ name: 'n', type: 'integer' }], rows: [[1]] });
  made.set('QueryResult', seeded.resultId);
  const user = await buildUser(app, { permissions: ['view_query'] });
  made.set('User', user.id);
  made.set('Group', user.groupId);
  const role = await app.request('POST', '/api/roles', { key: admin, body: { name: 'Node role', permissions: ['view_query'] } });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  made.set('Role', role.body.id);
  const invited = await app.request('POST', '/api/users', { key: admin, body: { name: 'Invited', email: 'node-invited@acme.test' } });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  made.set('Invitation', invited.body.id);
  const shared = await app.request('POST', `/api/dashboards/${dashboard.slug}/share`, { key: admin });
  expect(shared.status, JSON.stringify(shared.body)).toBeLessThan(300);
  made.set('DashboardShare', dashboard.id);
});

afterAll(async () => {
  await app?.stop();
});

describe('node(id:)', () => {
  it('resolves every node type by its global id, with its databaseId', async () => {
    expect([...made.keys()].sort()).toEqual(
      [
        'DataSource',
        'SavedQuery',
        'QueryVersion',
        'Visualization',
        'Dashboard',
        'DashboardWidget',
        'Destination',
        'Monitor',
        'MonitorSubscription',
        'MonitorHistoryEntry',
        'Schedule',
        'Job',
        'Run',
        'QueryResult',
        'User',
        'Group',
        'Role',
        'Invitation',
        'DashboardShare',
      ].sort(),
    );
    for (const [type, databaseId] of made) {
      const id = gid(type, databaseId);
      const data = await gql(NODE, { id });
      expect(data.node, type).toEqual({ __typename: type, id, databaseId });
    }
  });

  it('answers null for another organization’s caller, a garbled id, an id of no type, and a deleted object', async () => {
    for (const [type, databaseId] of made) {
      const data = await gql(NODE, { id: gid(type, databaseId) }, other.key);
      expect(data.node, type).toBeNull();
    }
    const garbled = ['', 'not base64!', Buffer.from('SavedQuery').toString('base64'), Buffer.from('SavedQuery:abc').toString('base64')];
    for (const id of garbled) expect((await gql(NODE, { id })).node, id).toBeNull();
    expect((await gql(NODE, { id: Buffer.from(`Nothing:${made.get('SavedQuery')}`).toString('base64') })).node).toBeNull();
    const destination = await buildDestination(app);
    const id = gid('Destination', destination.id);
    expect((await gql(NODE, { id })).node).toEqual({ __typename: 'Destination', id, databaseId: destination.id });
    expect((await app.request('DELETE', `/api/destinations/${destination.id}`, { key: app.admin.key })).status).toBe(204);
    expect((await gql(NODE, { id })).node).toBeNull();
  });

  it('follows the object’s own policy: a draft query is null for a viewer, as its own field is not found', async () => {
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    const id = gid('SavedQuery', made.get('SavedQuery')!);
    expect((await gql(NODE, { id }, viewer.key)).node).toBeNull();
    const own = await app.graphql('query ($id: ID!) { query(id: $id) { id } }', { id }, viewer.key);
    expect(own.errors![0].extensions.code).toBe('not_found');
  });

  it('is refused to anonymous callers', async () => {
    const res = await app.request('POST', '/graphql', {
      body: { query: NODE, variables: { id: gid('SavedQuery', made.get('SavedQuery')!) } },
    });
    expect(res.body.errors[0].extensions.code).toBe('unauthenticated');
  });
});

describe('invitations and share links are nodes', () => {
  it('an invitation resolves while pending and is null once accepted; a share link follows rotation and revocation', async () => {
    const invited = await gql(
      `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { ... on InviteUserPayload { inviteLink invitation { id email isExpired user { databaseId } } } } }`,
      { input: { name: 'Pending', email: 'node-pending@acme.test', sendEmail: false } },
    );
    const invitation = invited.inviteUser.invitation;
    expect(invitation).toMatchObject({ email: 'node-pending@acme.test', isExpired: false });
    expect(invitation.id).toBe(gid('Invitation', invitation.user.databaseId));
    const token = new URL(invited.inviteUser.inviteLink).pathname.split('/').pop()!;
    const INVITATION = 'query ($id: ID!) { node(id: $id) { ... on Invitation { email user { invitation { id } } } } }';
    expect((await gql(INVITATION, { id: invitation.id })).node).toEqual({
      email: 'node-pending@acme.test',
      user: { invitation: { id: invitation.id } },
    });
    // A user without list_users does not see it.
    const viewer = await buildUser(app, { permissions: ['view_query'] });
    expect((await gql(INVITATION, { id: invitation.id }, viewer.key)).node).toBeNull();
    const accepted = await app.request('POST', `/api/invitations/${token}/accept`, { body: { password: 'pending-password-1' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await gql(INVITATION, { id: invitation.id })).node).toBeNull();

    const dashboard = await buildPublishedDashboard(app);
    const SHARE = 'query ($id: ID!) { node(id: $id) { ... on DashboardShare { id publicUrl dashboard { databaseId share { id } } } } }';
    const id = gid('DashboardShare', dashboard.id);
    expect((await gql(SHARE, { id })).node).toBeNull(); // not shared yet
    const shared = await gql('mutation ($slug: String!) { shareDashboard(slug: $slug) { ... on DashboardShare { id publicUrl } } }', {
      slug: dashboard.slug,
    });
    expect(shared.shareDashboard.id).toBe(id);
    expect((await gql(SHARE, { id })).node).toEqual({
      id,
      publicUrl: shared.shareDashboard.publicUrl,
      dashboard: { databaseId: dashboard.id, share: { id } },
    });
    const rotated = await gql(
      'mutation ($slug: String!) { rotateDashboardShare(slug: $slug) { ... on DashboardShare { id publicUrl } } }',
      { slug: dashboard.slug },
    );
    expect(rotated.rotateDashboardShare.id).toBe(id);
    expect(rotated.rotateDashboardShare.publicUrl).not.toBe(shared.shareDashboard.publicUrl);
    expect((await gql(SHARE, { id })).node.publicUrl).toBe(rotated.rotateDashboardShare.publicUrl);
    // A reader who may not share sees neither the node nor the dashboard's share field.
    expect((await gql(SHARE, { id }, viewer.key)).node).toBeNull();
    await gql('mutation ($slug: String!) { revokeDashboardShare(slug: $slug) { ... on RevokeDashboardShareSuccess { data } } }', {
      slug: dashboard.slug,
    });
    expect((await gql(SHARE, { id })).node).toBeNull();
  });
});

describe('nodes(ids:)', () => {
  it('answers each id in order, null where the caller may not see it', async () => {
    const query = gid('SavedQuery', made.get('SavedQuery')!);
    const monitor = gid('Monitor', made.get('Monitor')!);
    const data = await gql('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', {
      ids: [query, 'garbled', monitor, gid('Monitor', 999_999), query],
    });
    expect(data.nodes).toEqual([
      { __typename: 'SavedQuery', id: query },
      null,
      { __typename: 'Monitor', id: monitor },
      null,
      { __typename: 'SavedQuery', id: query },
    ]);
    const foreign = await gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [query, monitor] }, other.key);
    expect(foreign.nodes).toEqual([null, null]);
  });
});

describe('arguments that name an object take its global id', () => {
  it('answers not_found for a garbled id or an id of another type, as for a missing object', async () => {
    const monitor = gid('Monitor', made.get('Monitor')!);
    for (const id of ['garbled', monitor, gid('SavedQuery', 999_999)]) {
      const res = await app.graphql('query ($id: ID!) { query(id: $id) { id } }', { id });
      expect(res.errors![0].extensions.code, id).toBe('not_found');
    }
  });
});
