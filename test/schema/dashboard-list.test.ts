import { offsetToCursor } from '@pothos/plugin-relay';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedashDashboardsSearchDocument } from '../../rest/operations/generated/graphql.js';
import { buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { internalGraphql } from '../helpers/kept-answers.js';

// `dashboards` reads a page in one statement (src/domain/dashboards/list-dashboards.ts, scoped by
// the dashboard policy's scopeSql) unless the selection reads a relation, which takes the Prisma
// path. Both must answer the same nodes and counts, for every viewer and filter: here for REST's
// document (GET /api/dashboards, on the internal graph, with Redash's fields) and for a public one.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
});
afterAll(async () => {
  await app?.stop();
});

const READ_MODEL = print(RedashDashboardsSearchDocument);
// The same document, plus a relation: the Prisma path.
const PRISMA = READ_MODEL.replace('is_favorite: isFavorite', 'is_favorite: isFavorite\n        widgets { id }');

describe('dashboards, the one-statement list', () => {
  it('answers what the Prisma path answers, for every viewer, filter and window', async () => {
    expect(PRISMA).not.toBe(READ_MODEL);
    const reader = await buildUser(app, { permissions: [] });
    const editor = await buildUser(app, { permissions: ['create_dashboard', 'edit_dashboard'] });
    const creator = await buildUser(app, { permissions: ['create_dashboard'] });
    const create = async (key: string, name: string) => {
      const res = await app.request('POST', '/api/dashboards', { key, body: { name } });
      expect(res.status).toBe(201);
      return res.body as { id: number; slug: string };
    };
    for (let i = 0; i < 4; i += 1) {
      const published = await create(app.admin.key, `Sales ${i}`);
      expect((await app.request('POST', `/api/dashboards/${published.slug}/publish`, { key: app.admin.key })).status).toBe(200);
    }
    const tagged = await create(app.admin.key, 'Tagged sales');
    await app.request('POST', `/api/dashboards/${tagged.slug}`, { key: app.admin.key, body: { tags: ['ops', 'eu'] } });
    await app.request('POST', `/api/dashboards/${tagged.slug}/publish`, { key: app.admin.key });
    await create(app.admin.key, 'Admin draft');
    await create(creator.key, 'Creator draft');
    await create(editor.key, 'Editor draft');
    const archived = await create(app.admin.key, 'Archived');
    expect((await app.request('DELETE', `/api/dashboards/${archived.slug}`, { key: app.admin.key })).status).toBe(204);
    for (const key of [app.admin.key, reader.key]) {
      expect((await app.request('POST', `/api/dashboards/${tagged.slug}/favorite`, { key })).status).toBe(200);
    }

    const viewers = { admin: app.admin.key, reader: reader.key, editor: editor.key, creator: creator.key };
    const filters = [
      { first: 20 },
      { first: 2 },
      { first: 2, after: offsetToCursor(1) },
      { first: 5, after: offsetToCursor(99) },
      { first: 20, search: 'SALES' },
      { first: 20, tags: ['ops'] },
      { first: 20, tags: ['ops', 'missing'] },
      { first: 20, favorites: true },
      { first: 20, archived: true },
    ];
    let nonEmpty = 0;
    for (const [who, key] of Object.entries(viewers)) {
      for (const variables of filters) {
        const actual = await internalGraphql(app, READ_MODEL, variables, key);
        const expected = await internalGraphql(app, PRISMA, variables, key);
        expect(actual.errors).toBeUndefined();
        expect(expected.errors).toBeUndefined();
        const withoutWidgets = {
          ...expected.data.dashboards,
          edges: expected.data.dashboards.edges.map(({ node: { widgets: _w, ...node } }: { node: { widgets: unknown } }) => ({
            node,
          })),
        };
        expect({ who, variables, ...actual.data.dashboards }).toEqual({ who, variables, ...withoutWidgets });
        if (actual.data.dashboards.edges.length) nonEmpty += 1;
      }
    }
    expect(nonEmpty).toBeGreaterThan(20);
    // Not vacuous: the reader sees the published ones only, the creator also its own draft.
    const names = async (key: string) =>
      (await internalGraphql(app, READ_MODEL, { first: 50 }, key)).data.dashboards.edges.map(
        (e: { node: { name: string } }) => e.node.name,
      );
    expect(await names(reader.key)).not.toContain('Admin draft');
    expect(await names(creator.key)).toContain('Creator draft');
    expect(await names(creator.key)).not.toContain('Editor draft');
    expect(await names(editor.key)).toContain('Admin draft');
  });
});
