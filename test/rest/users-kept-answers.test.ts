// GET /api/users sends again the bytes it answered the same viewer for the same page before when the
// page's revision is unchanged (rest/kept-answers.ts). These tests hold it to a fresh rendering
// after every kind of change to what a page shows, made through the API or straight in the database
// (as another process would, with no notice to this one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { connectionRevision, freshGet, keptGet, onceGet, sql } from '../helpers/kept-answers.js';

let app: TestApp;
let member: { key: string; id: number; groupId: number };
let extraGroupId: number;

beforeAll(async () => {
  app = await startTestApp();
  member = await buildUser(app, { permissions: ['view_query'], name: 'Listed member' });
  for (let i = 0; i < 3; i += 1) await buildUser(app, { name: `Later ${i}` });
  const group = await app.request('POST', '/api/groups', { key: app.admin.key, body: { name: 'Extra' } });
  expect(group.status).toBe(201);
  extraGroupId = group.body.id;
});
afterAll(async () => {
  await app?.stop();
});

const LIST = '/api/users?page_size=3';
const SECOND = '/api/users?page_size=3&page=2';
/** The kept-answer reads (test/helpers/kept-answers.ts) of this list, as the admin by default. */
const kept = (path = LIST, key = app.admin.key) => keptGet(app, key, path);
const once = (path = LIST, key = app.admin.key) => onceGet(app, key, path);
const fresh = (path = LIST, key = app.admin.key) => freshGet(app, key, path);

const revision = () => connectionRevision(app, 'users', app.admin.key, { first: 3, disabled: false });

const memberOf = (body: any) => body.results.find((u: any) => u.id === member.id);

describe('a kept answer of the user list', () => {
  const changes: [string, () => Promise<unknown>, (body: any) => unknown][] = [
    [
      'a listed user renamed (in the database)',
      () => sql('UPDATE users SET name = $1 WHERE id = $2', ['Renamed member', member.id]),
      (b) => memberOf(b).name,
    ],
    [
      'a listed user’s e-mail verified (in the database)',
      () => sql('UPDATE users SET email_verified_at = now() WHERE id = $1', [member.id]),
      (b) => memberOf(b).is_email_verified,
    ],
    [
      'a listed user added to a group',
      () => app.request('POST', `/api/groups/${extraGroupId}/members`, { key: app.admin.key, body: { user_id: member.id } }),
      (b) => memberOf(b).groups,
    ],
    [
      'a listed user taken out of a group',
      () => app.request('DELETE', `/api/groups/${extraGroupId}/members/${member.id}`, { key: app.admin.key }),
      (b) => memberOf(b).groups,
    ],
    ['a user invited (the count grows)', () => buildUser(app, { name: 'Newest' }), (b) => b.count],
    [
      'a listed user disabled (leaves the list)',
      () => app.request('POST', `/api/users/${member.id}/disable`, { key: app.admin.key }),
      (b) => b.results.map((u: any) => u.id),
    ],
  ];

  it.each(changes)('is rendered anew after %s', async (_name, change, shown) => {
    const before = await kept();
    await kept(SECOND);
    const revisionBefore = await revision();
    expect(before.results.map((u: any) => u.id)).toContain(member.id);
    await change();
    const after = await once();
    expect(after).toEqual(await fresh());
    expect(shown(after)).not.toEqual(shown(before));
    expect(await revision()).not.toBe(revisionBefore);
    expect(await once(SECOND)).toEqual(await fresh(SECOND));
    // Put back in the list for the next change.
    if (!after.results.some((u: any) => u.id === member.id))
      await app.request('POST', `/api/users/${member.id}/enable`, { key: app.admin.key });
  });

  it('is kept for each page and filter of its own, and keeps its revision while nothing it shows changes', async () => {
    const paths = [LIST, SECOND, '/api/users?page_size=2', '/api/users?page_size=3&q=Later', '/api/users?disabled=true'];
    const answers = new Set<string>();
    for (const path of paths) {
      const body = await kept(path);
      expect(body).toEqual(await fresh(path));
      answers.add(JSON.stringify(body));
    }
    expect(answers.size).toBe(paths.length);
    const before = await revision();
    await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Unrelated' } });
    expect(await revision()).toBe(before);
  });

  it('has one revision with or without the page, and none for an empty page', async () => {
    const { data, errors } = await app.graphql(
      `{
        a: users(first: 3, disabled: false) { totalCount revision edges { node { id } } }
        c: users(first: 3, disabled: false) { totalCount revision }
        past: users(first: 3, disabled: false, after: "T2Zmc2V0Q29ubmVjdGlvbjo5OTk=") { totalCount revision }
      }`,
      {},
      app.admin.key,
    );
    expect(errors).toBeUndefined();
    expect(data.a.revision).toBe(await revision());
    expect(data.c).toEqual({ totalCount: data.a.totalCount, revision: data.a.revision });
    expect(data.past).toEqual({ totalCount: data.a.totalCount, revision: null });
  });

  it('answers a caller without the right, or unknown, or from another organization, as before', async () => {
    await kept();
    expect((await app.request('GET', LIST)).status).toBe(401);
    expect((await app.request('GET', LIST, { key: member.key })).status).toBe(403);
    const stranger = await buildOrganization();
    const theirs = await app.request('GET', LIST, { key: stranger.key });
    expect(theirs.status).toBe(200);
    expect(theirs.body.results.map((u: any) => u.id)).not.toContain(member.id);
  });
});
