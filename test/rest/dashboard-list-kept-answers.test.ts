// GET /api/dashboards (and /favorites) sends again the bytes it answered the same viewer for the
// same page before when the page's revision is unchanged (rest/kept-answers.ts). These tests hold
// it to a fresh rendering after every kind of change to what a page shows, made through the API or
// straight in the database (as another process would, with no notice to this one), across pages,
// filters, viewers and origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildPublishedDashboard, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { connectionRevision, freshGet, keptGet, onceGet, sql } from '../helpers/kept-answers.js';

let app: TestApp;
let editor: { key: string; id: number };
let author: { key: string; id: number };
let sales: { id: number; slug: string };

beforeAll(async () => {
  app = await startTestApp();
  editor = await buildUser(app, { permissions: ['view_query', 'edit_dashboard'] });
  author = await buildUser(app, { permissions: ['view_query', 'create_dashboard', 'edit_dashboard'], name: 'Dashboard Author' });
  for (let i = 0; i < 4; i += 1) await buildPublishedDashboard(app, { name: `Older ${i}` });
  sales = await buildPublishedDashboard(app, { key: author.key, name: 'Sales' });
});
afterAll(async () => {
  await app?.stop();
});

const LIST = '/api/dashboards?page_size=3';
const SECOND = '/api/dashboards?page_size=3&page=2';
/** The kept-answer reads (test/helpers/kept-answers.ts) of this list. */
const kept = (key: string, path = LIST) => keptGet(app, key, path);
const once = (key: string, path = LIST) => onceGet(app, key, path);
const fresh = (key: string, path = LIST) => freshGet(app, key, path);

const revision = (key: string, variables?: Record<string, unknown>) => connectionRevision(app, 'dashboards', key, variables);

const salesOf = (body: any) => body.results.find((d: any) => d.id === sales.id);

describe('a kept answer of the dashboard list', () => {
  const changes: [string, () => Promise<unknown>, (body: any) => unknown][] = [
    [
      'a listed dashboard renamed (in the database)',
      () => sql('UPDATE dashboards SET name = $1 WHERE id = $2', ['Sales renamed', sales.id]),
      (b) => salesOf(b).name,
    ],
    [
      'its tags changed (in the database)',
      () => sql(`UPDATE dashboards SET tags = '{finance}' WHERE id = $1`, [sales.id]),
      (b) => salesOf(b).tags,
    ],
    [
      'its author renamed',
      () => sql('UPDATE users SET name = $1 WHERE id = $2', ['Author Renamed', author.id]),
      (b) => salesOf(b).user.name,
    ],
    [
      'it made a favorite',
      () => app.request('POST', `/api/dashboards/${sales.slug}/favorite`, { key: editor.key }),
      (b) => salesOf(b).is_favorite,
    ],
    [
      'it shared by a public link',
      async () =>
        expect((await app.request('POST', `/api/dashboards/${sales.slug}/share`, { key: app.admin.key })).status).toBeLessThan(300),
      (b) => salesOf(b).is_shared,
    ],
    [
      'a dashboard saved through the API (it moves to the top)',
      async () => {
        const last = (await once(editor.key, SECOND)).results.at(-1);
        const saved = await app.request('POST', `/api/dashboards/${last.slug}`, { key: app.admin.key, body: { tags: ['moved'] } });
        expect(saved.status).toBe(200);
      },
      (b) => b.results.map((d: any) => d.id),
    ],
    [
      'a dashboard added (the count grows)',
      () => app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Newest' } }),
      (b) => [b.count, b.results.map((d: any) => d.id)],
    ],
    [
      'a dashboard archived (the count shrinks)',
      async () => {
        const newest = (await once(editor.key)).results[0];
        expect(newest.name).toBe('Newest');
        expect((await app.request('DELETE', `/api/dashboards/${newest.slug}`, { key: app.admin.key })).status).toBeLessThan(300);
      },
      (b) => [b.count, b.results.map((d: any) => d.id)],
    ],
    [
      'a dashboard off the page archived (in the database): only the count shows it',
      async () => {
        const last = (await once(editor.key, SECOND)).results.at(-1);
        await sql('UPDATE dashboards SET is_archived = true WHERE id = $1', [last.id]);
      },
      (b) => b.count,
    ],
  ];

  it.each(changes)('is rendered anew after %s', async (_name, change, shown) => {
    const before = await kept(editor.key);
    await kept(editor.key, SECOND);
    const revisionBefore = await revision(editor.key);
    await change();
    const after = await once(editor.key);
    expect(after).toEqual(await fresh(editor.key));
    expect(shown(after)).not.toEqual(shown(before));
    expect(await revision(editor.key)).not.toBe(revisionBefore);
    expect(await once(editor.key, SECOND)).toEqual(await fresh(editor.key, SECOND));
  });

  it('is kept for each page, filter and list of its own', async () => {
    const paths = [
      LIST,
      SECOND,
      '/api/dashboards?page_size=2',
      '/api/dashboards?page_size=3&q=Older',
      '/api/dashboards/favorites?page_size=3',
      '/api/dashboards?archived=true',
    ];
    const answers = [];
    for (const path of paths) {
      const body = await kept(editor.key, path);
      expect(body).toEqual(await fresh(editor.key, path));
      answers.push(JSON.stringify(body));
    }
    expect(new Set(answers).size).toBe(paths.length);
    expect(JSON.parse(answers[3]).results.every((d: any) => d.name.startsWith('Older'))).toBe(true);
    expect(JSON.parse(answers[5]).results.every((d: any) => d.is_archived)).toBe(true);
  });

  it('follows the favorites list when a favorite is removed', async () => {
    const before = await kept(editor.key, '/api/dashboards/favorites');
    expect(before.results.map((d: any) => d.id)).toContain(sales.id);
    expect((await app.request('DELETE', `/api/dashboards/${sales.slug}/favorite`, { key: editor.key })).status).toBeLessThan(300);
    const after = await once(editor.key, '/api/dashboards/favorites');
    expect(after).toEqual(await fresh(editor.key, '/api/dashboards/favorites'));
    expect(after.results.map((d: any) => d.id)).not.toContain(sales.id);
  });

  it('has one revision with or without the page (which covers the dashboards, not their widgets), and none for an empty page', async () => {
    const alone = await revision(editor.key);
    const { data, errors } = await app.graphql(
      `{
        a: dashboards(first: 3) { totalCount revision edges { node { id } } }
        c: dashboards(first: 3) { totalCount revision }
        past: dashboards(first: 3, after: "T2Zmc2V0Q29ubmVjdGlvbjo5OTk=") { totalCount revision }
        widgets: dashboards(first: 3) { revision edges { node { id widgets { id } } } }
      }`,
      {},
      editor.key,
    );
    expect(errors).toBeUndefined();
    expect(alone).toEqual(expect.any(String));
    expect(data.a.revision).toBe(alone);
    expect(data.a.edges).toHaveLength(3);
    expect(data.c).toEqual({ totalCount: data.a.totalCount, revision: alone });
    expect(data.past).toEqual({ totalCount: data.a.totalCount, revision: null });
    expect(data.widgets.revision).toBe(alone);
    expect(data.widgets.edges.map((e: any) => e.node.id)).toEqual(data.a.edges.map((e: any) => e.node.id));
  });

  it('keeps its revision while nothing it shows changes, whatever else does', async () => {
    const before = await revision(editor.key);
    // The editor authored no listed dashboard: its name is nowhere on the page.
    await sql('UPDATE users SET name = $1 WHERE id = $2', ['Nobody listed', editor.id]);
    expect(await revision(editor.key)).toBe(before);
    expect(await kept(editor.key)).toEqual(await fresh(editor.key));
  });

  it('is its own for each of two viewers with the same rights, and shows a reader only what it may open', async () => {
    const one = await buildUser(app, { permissions: ['view_query'] });
    const other = await buildUser(app, { permissions: ['view_query'] });
    expect((await app.request('POST', `/api/dashboards/${sales.slug}/favorite`, { key: one.key })).status).toBeLessThan(300);
    const ones = await kept(one.key, '/api/dashboards');
    const others = await kept(other.key, '/api/dashboards');
    expect(salesOf(ones).is_favorite).toBe(true);
    expect(salesOf(others).is_favorite).toBe(false);
    expect(others).toEqual(await fresh(other.key, '/api/dashboards'));
    // A draft the reader did not write is not listed; once published, it is.
    const draft = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Draft for later' } });
    expect((await once(other.key, '/api/dashboards')).results.map((d: any) => d.id)).not.toContain(draft.body.id);
    await sql('UPDATE dashboards SET published_at = now() WHERE id = $1', [draft.body.id]);
    const after = await once(other.key, '/api/dashboards');
    expect(after).toEqual(await fresh(other.key, '/api/dashboards'));
    expect(after.results.map((d: any) => d.id)).toContain(draft.body.id);
  });

  it('answers a caller it does not know, or from another organization, as before', async () => {
    await kept(editor.key);
    expect((await app.request('GET', LIST)).status).toBe(401);
    expect((await app.request('GET', LIST, { key: 'not-a-key' })).status).toBe(401);
    const stranger = await buildOrganization();
    const theirs = await app.request('GET', LIST, { key: stranger.key });
    expect(theirs.status).toBe(200);
    expect(theirs.body.count).toBe(0);
    expect(theirs.body.results).toEqual([]);
    expect((await app.request('GET', '/api/dashboards?page_size=999', { key: editor.key })).status).toBe(422);
  });
});
