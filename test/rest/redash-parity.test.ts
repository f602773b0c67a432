import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';

// Points pg connectors at the test server, which also holds Overlook's metadata database.
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

/** The requests redash-toolbelt and redash-js-client send, with the answers their code reads. */
describe('Redash clients: the last gaps', () => {
  it('GET /api/users?disabled= takes Redash’s booleans (True, 1, yes, on); anything else lists enabled users', async () => {
    const gone = await buildUser(app, { name: 'Gone' });
    expect((await app.request('POST', `/api/users/${gone.id}/disable`, { key: app.admin.key })).status).toBe(200);
    for (const value of ['True', 'true', '1', 'yes', 'on', 'TRUE']) {
      const res = await app.request('GET', `/api/users?disabled=${value}`, { key: app.admin.key });
      expect(res.status).toBe(200);
      expect(res.body.results.map((u: { id: number }) => u.id)).toEqual([gone.id]);
    }
    for (const value of ['False', 'false', '0', 'no', '']) {
      const res = await app.request('GET', `/api/users?disabled=${value}`, { key: app.admin.key });
      expect(res.body.results.map((u: { id: number }) => u.id)).not.toContain(gone.id);
      expect(res.body.count).toBeGreaterThan(0);
    }
  });

  it('a new query has a default TABLE visualization; POST /api/queries/{id} answers visualizations; options.parameters is a list', async () => {
    const created = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, name: 'Orders', query: 'SELECT 1 AS n', options: {} },
    });
    expect(created.status).toBe(201);
    expect(created.body.options).toEqual({ parameters: [] });
    const one = await app.request('GET', `/api/queries/${created.body.id}`, { key: app.admin.key });
    expect(one.body.visualizations).toEqual([
      expect.objectContaining({ type: 'TABLE', name: 'Table', options: {}, query_id: created.body.id }),
    ]);
    expect(one.body.options.parameters).toEqual([]);

    const saved = await app.request('POST', `/api/queries/${created.body.id}`, { key: app.admin.key, body: { name: 'Orders by day' } });
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('Orders by day');
    expect(saved.body.visualizations).toEqual([expect.objectContaining({ type: 'TABLE', name: 'Table' })]);
    expect(saved.body.options.parameters).toEqual([]);

    // Definitions that are there stay as they were.
    const withParameter = await buildQuery(app, {
      dataSourceId,
      query: 'SELECT {{ n }} AS n',
      options: { parameters: [{ name: 'n', type: 'number', value: 1 }] },
    });
    const read = await app.request('GET', `/api/queries/${withParameter.id}`, { key: app.admin.key });
    expect(read.body.options.parameters).toEqual([{ name: 'n', type: 'number', value: 1 }]);
  });

  it('POST /api/users?no_invite=1 creates the user without queueing the invitation e-mail', async () => {
    const quiet = await app.request('POST', '/api/users?no_invite=True', {
      key: app.admin.key,
      body: { name: 'Quiet', email: 'quiet@acme.test' },
    });
    expect(quiet.status).toBe(201);
    expect(quiet.body.invite_link).toMatch(/\/invite\//);
    expect(await db.mailOutbox.count({ where: { to: 'quiet@acme.test' } })).toBe(0);
    const loud = await app.request('POST', '/api/users?no_invite=0', {
      key: app.admin.key,
      body: { name: 'Loud', email: 'loud@acme.test' },
    });
    expect(loud.status).toBe(201);
    expect(await db.mailOutbox.count({ where: { to: 'loud@acme.test' } })).toBe(1);
  });

  it('favorites answer 200 with a JSON null, as Redash does', async () => {
    const query = await buildQuery(app, { dataSourceId });
    for (const method of ['POST', 'DELETE']) {
      const res = await app.request(method, `/api/queries/${query.id}/favorite`, { key: app.admin.key });
      expect([method, res.status, res.body, res.headers.get('content-type')]).toEqual([method, 200, null, expect.stringContaining('json')]);
    }
  });

  it('a page past the end of a non-empty list is 400 "Page is out of range."; an empty list answers any page', async () => {
    for (const path of ['/api/queries', '/api/users', '/api/dashboards']) {
      const first = await app.request('GET', `${path}?page_size=250`, { key: app.admin.key });
      if (first.body.count === 0) continue;
      const past = await app.request('GET', `${path}?page=2&page_size=250`, { key: app.admin.key });
      expect([path, past.status, past.body]).toEqual([path, 400, { message: 'Page is out of range.', code: 'page_out_of_range' }]);
    }
    const empty = await app.request('GET', '/api/queries?q=no-such-query-anywhere&page=3', { key: app.admin.key });
    expect([empty.status, empty.body.count, empty.body.results]).toEqual([200, 0, []]);
  });
});

describe('Redash groups', () => {
  it('built-in groups answer type builtin; members and data_sources are listed; DELETEs answer 200 null', async () => {
    const groups = await app.request('GET', '/api/groups', { key: app.admin.key });
    const byName = Object.fromEntries(groups.body.map((g: { name: string; type: string }) => [g.name, g.type]));
    expect(byName).toMatchObject({ admin: 'builtin', default: 'builtin' });

    const group = (await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'Finance' } })).body;
    expect(group.type).toBe('regular');
    const member = await buildUser(app, { name: 'Fin' });
    await app.request('POST', `/api/groups/${group.id}/members`, { key: app.admin.key, body: { user_id: member.id } });
    const members = await app.request('GET', `/api/groups/${group.id}/members`, { key: app.admin.key });
    expect(members.status).toBe(200);
    expect(members.body).toEqual([expect.objectContaining({ id: member.id, name: 'Fin', email: member.email })]);

    const added = await app.request('POST', `/api/groups/${group.id}/data_sources`, {
      key: app.admin.key,
      body: { data_source_id: dataSourceId },
    });
    expect(added.status).toBe(200);
    const listed = await app.request('GET', `/api/groups/${group.id}/data_sources`, { key: app.admin.key });
    expect(listed.body).toEqual([expect.objectContaining({ id: dataSourceId, type: 'pg', view_only: false })]);
    const viewOnly = await app.request('POST', `/api/groups/${group.id}/data_sources/${dataSourceId}`, {
      key: app.admin.key,
      body: { view_only: true },
    });
    expect(viewOnly.status).toBe(200);
    expect(viewOnly.body).toMatchObject({ id: dataSourceId, view_only: true, name: expect.any(String) });
    expect(JSON.stringify(viewOnly.body)).not.toContain('unused-secret');

    const removedMember = await app.request('DELETE', `/api/groups/${group.id}/members/${member.id}`, { key: app.admin.key });
    expect([removedMember.status, removedMember.body]).toEqual([200, null]);
    const removedSource = await app.request('DELETE', `/api/groups/${group.id}/data_sources/${dataSourceId}`, { key: app.admin.key });
    expect([removedSource.status, removedSource.body]).toEqual([200, null]);
    expect((await app.request('GET', `/api/groups/${group.id}/data_sources`, { key: app.admin.key })).body).toEqual([]);
    expect((await app.request('GET', `/api/groups/${group.id}/members`, { key: app.admin.key })).body).toEqual([]);
  });

  it('a view-only connector is reached (queries and results readable) but not run', async () => {
    const analyst = await buildUser(app, {
      permissions: ['view_query', 'execute_query'],
      restricted: true,
      dataSourceIds: [dataSourceId],
    });
    const query = await buildQuery(app, { dataSourceId, query: 'SELECT 2 AS n' });
    await app.request('POST', `/api/queries/${query.id}/publish`, { key: app.admin.key, body: { expected_version: 1 } });
    const before = await app.request('POST', `/api/queries/${query.id}/results`, { key: analyst.key, body: { max_age: 0 } });
    expect(before.status).toBe(200);

    const set = await app.request('POST', `/api/groups/${analyst.groupId}/data_sources/${dataSourceId}`, {
      key: app.admin.key,
      body: { view_only: true },
    });
    expect(set.status).toBe(200);
    expect((await app.request('GET', `/api/queries/${query.id}`, { key: analyst.key })).status).toBe(200);
    const refused = await app.request('POST', `/api/queries/${query.id}/results`, { key: analyst.key, body: { max_age: 0 } });
    expect(refused.status).toBe(403);
    const adhoc = await app.request('POST', '/api/query_results', {
      key: analyst.key,
      body: { data_source_id: dataSourceId, query: 'SELECT 3', max_age: 0 },
    });
    expect(adhoc.status).toBe(403);

    await app.request('POST', `/api/groups/${analyst.groupId}/data_sources/${dataSourceId}`, {
      key: app.admin.key,
      body: { view_only: false },
    });
    expect((await app.request('POST', `/api/queries/${query.id}/results`, { key: analyst.key, body: { max_age: 0 } })).status).toBe(200);
  });

  it('the new group routes: 401 without a key, 403 for non-managers, 404 for unknown or foreign ids, 422 for bad bodies', async () => {
    const group = (await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'Ops' } })).body;
    expect((await app.request('GET', `/api/groups/${group.id}/members`)).status).toBe(401);
    expect((await app.request('GET', `/api/groups/${group.id}/data_sources`)).status).toBe(401);
    const outsider = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('GET', `/api/groups/${group.id}/members`, { key: outsider.key })).status).toBe(404);
    const forbidden = await app.request('POST', `/api/groups/${group.id}/data_sources/${dataSourceId}`, {
      key: outsider.key,
      body: { view_only: true },
    });
    expect(forbidden.status).toBe(403);
    expect((await app.request('GET', '/api/groups/999999/members', { key: app.admin.key })).status).toBe(404);
    expect((await app.request('GET', '/api/groups/999999/data_sources', { key: app.admin.key })).status).toBe(404);
    const unknownSource = await app.request('POST', `/api/groups/${group.id}/data_sources/999999`, {
      key: app.admin.key,
      body: { view_only: true },
    });
    expect(unknownSource.status).toBe(422);
    const badFlag = await app.request('POST', `/api/groups/${group.id}/data_sources/${dataSourceId}`, {
      key: app.admin.key,
      body: { view_only: 'maybe' },
    });
    expect(badFlag.status).toBe(422);
    expect(await db.groupDataSource.count({ where: { groupId: group.id } })).toBe(0);
  });
});
