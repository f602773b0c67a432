import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';

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

const call = (method: string, path: string, body?: unknown) => app.request<any>(method, path, { key: app.admin.key, body });

describe('the public graph pages its lists; REST keeps its arrays (issue 31)', () => {
  it('queryVersions, monitorSubscriptions and monitorDeliveries are connections with totalCount and pageInfo', async () => {
    const source = await buildPgDataSource(app);
    const query = await call('POST', '/api/queries', { data_source_id: source.id, name: 'paged', query: 'SELECT 1 AS n' });
    for (const text of ['SELECT 2 AS n', 'SELECT 3 AS n']) await call('POST', `/api/queries/${query.body.id}`, { query: text });
    const versions = await app.graphql(
      `query ($id: ID!, $after: String) { queryVersions(id: $id, first: 2, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { cursor node { version } } } }`,
      { id: gid('SavedQuery', query.body.id) },
    );
    expect(versions.errors).toBeUndefined();
    expect(versions.data.queryVersions.totalCount).toBe(3);
    expect(versions.data.queryVersions.edges.map((e: any) => e.node.version)).toEqual([3, 2]);
    expect(versions.data.queryVersions.pageInfo.hasNextPage).toBe(true);
    const rest = await app.graphql(
      `query ($id: ID!, $after: String) { queryVersions(id: $id, first: 2, after: $after) { edges { node { version } } pageInfo { hasNextPage } } }`,
      { id: gid('SavedQuery', query.body.id), after: versions.data.queryVersions.pageInfo.endCursor },
    );
    expect(rest.data.queryVersions).toEqual({ edges: [{ node: { version: 1 } }], pageInfo: { hasNextPage: false } });
    // REST answers every version as one array, as before.
    const restVersions = await call('GET', `/api/queries/${query.body.id}/versions`);
    expect(restVersions.body.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);

    const monitor = await call('POST', '/api/monitors', {
      name: 'Paged',
      query_id: query.body.id,
      options: { column: 'n', op: '>', value: 1 },
    });
    expect(monitor.status).toBe(201);
    const destination = await call('POST', '/api/destinations', {
      name: 'hook',
      type: 'webhook',
      options: { url: 'http://127.0.0.1:9/hook' },
    });
    const subscribed = await call('POST', `/api/monitors/${monitor.body.id}/subscriptions`, { destination_id: destination.body.id });
    expect(subscribed.status).toBeLessThan(300);
    const lists = await app.graphql(
      `query ($id: ID!) {
        monitorSubscriptions(monitorId: $id, first: 10) { totalCount edges { node { databaseId destination { databaseId name } } } }
        monitorDeliveries(monitorId: $id, first: 10) { totalCount pageInfo { hasNextPage } edges { node { id } } }
      }`,
      { id: gid('Monitor', monitor.body.id) },
    );
    expect(lists.errors).toBeUndefined();
    expect(lists.data.monitorSubscriptions).toEqual({
      totalCount: 1,
      edges: [{ node: { databaseId: expect.any(Number), destination: { databaseId: destination.body.id, name: 'hook' } } }],
    });
    expect(lists.data.monitorDeliveries).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false }, edges: [] });
    const tooMany = await app.graphql(`query ($id: ID!) { monitorDeliveries(monitorId: $id, first: 251) { totalCount } }`, {
      id: gid('Monitor', monitor.body.id),
    });
    expect(tooMany.errors![0].extensions.code).toBe('validation_failed');
    expect((await call('GET', `/api/monitors/${monitor.body.id}/subscriptions`)).body.count).toBe(1);
  });

  it('REST-only fields are not in the public graph', async () => {
    for (const query of [
      '{ allMonitors { id } }',
      '{ dashboardTagList { name } }',
      '{ queryTagList { name } }',
      '{ queryVersionList(id: "x") { id } }',
    ]) {
      const res = await app.graphql(query);
      expect(res.errors![0].message).toMatch(/Cannot query field/);
    }
  });
});
