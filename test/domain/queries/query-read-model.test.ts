import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildPgDataSource, buildQuery, buildUser } from '../../factories.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';

// readQuery reads a query and what its Redash fields show in one statement, and authorizes it with
// the query policy; loadQuery reads the row through Prisma and the fields through the loaders. For
// every viewer, query and action both must answer the same row (or the same error), and the
// loaders readQuery primed must answer what fresh loaders read from the database.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
});
afterAll(async () => {
  await app?.stop();
});

async function outcome<T>(work: () => Promise<T>): Promise<{ value?: T; error?: string }> {
  try {
    return { value: await work() };
  } catch (error) {
    return { error: `${(error as Error).constructor.name}: ${(error as Error).message}` };
  }
}

describe('readQuery, the one-statement get', () => {
  it('answers what loadQuery and the loaders answer, for allowed and refused viewers', async () => {
    const { createSystemContext } = await import('../../../src/context.js');
    const { viewerById } = await import('../../../src/auth/viewer.js');
    const { loadQuery } = await import('../../../src/policies/query.js');
    const { readQuery } = await import('../../../src/domain/queries/query-read-model.js');
    const { db } = await import('../../../src/db.js');

    const open = (await buildPgDataSource(app)).id;
    const restricted = (await buildPgDataSource(app)).id;
    const reader = await buildUser(app, { permissions: ['view_query'], restricted: true, dataSourceIds: [open] });
    const editor = await buildUser(app, { permissions: ['view_query', 'edit_query', 'execute_query'] });
    const owner = await buildUser(app, { permissions: ['create_query'] });
    const nobody = await buildUser(app, { permissions: [] });
    const other = await buildOrganization();
    const otherAdmin = await db.user.findFirstOrThrow({ where: { orgId: other.orgId } });

    const publish = async (id: number) => {
      const res = await app.request('POST', `/api/queries/${id}/publish`, { key: app.admin.key, body: { expected_version: 1 } });
      expect(res.status).toBe(200);
    };
    const published = await buildQuery(app, { dataSourceId: open, name: 'published' });
    await publish(published.id);
    // A later working version saved by someone else: the last modifier is not the author.
    expect(
      (await app.request('POST', `/api/queries/${published.id}`, { key: editor.key, body: { query: 'SELECT 2 AS value' } })).status,
    ).toBe(200);
    expect(
      (
        await app.request('POST', `/api/queries/${published.id}`, {
          key: app.admin.key,
          body: { schedule: { interval: 3600, time: null, day_of_week: null, until: null } },
        })
      ).status,
    ).toBe(200);
    for (const key of [app.admin.key, reader.key]) {
      expect((await app.request('POST', `/api/queries/${published.id}/favorite`, { key })).status).toBe(200);
    }
    const hidden = await buildQuery(app, { dataSourceId: restricted, name: 'restricted connector' });
    await publish(hidden.id);
    const draft = await buildQuery(app, { dataSourceId: open, name: 'admin draft' });
    const ownDraft = await buildQuery(app, { dataSourceId: open, name: 'owner draft', key: owner.key });
    const archived = await buildQuery(app, { dataSourceId: open, name: 'archived' });
    await publish(archived.id);
    expect((await app.request('DELETE', `/api/queries/${archived.id}`, { key: app.admin.key })).status).toBe(204);
    const ids = [published.id, hidden.id, draft.id, ownDraft.id, archived.id, 999_999];
    for (const id of [published.id, published.id, hidden.id, ownDraft.id]) {
      const created = await app.request('POST', '/api/visualizations', {
        key: app.admin.key,
        body: { query_id: id, name: `Chart of ${id}`, type: 'CHART', options: { globalSeriesType: 'line' } },
      });
      expect(created.status).toBe(201);
    }
    const { scope: visualizationScope } = await import('../../../src/policies/visualization.js');
    let visualizationsSeen = 0;

    const viewers = {
      admin: app.admin.userId,
      reader: reader.id,
      editor: editor.id,
      owner: owner.id,
      nobody: nobody.id,
      otherOrganization: otherAdmin.id,
    };
    let allowed = 0;
    let refused = 0;
    for (const [who, userId] of Object.entries({ ...viewers, none: null })) {
      const viewer = userId === null ? null : await viewerById(userId);
      for (const id of ids) {
        for (const action of ['read', 'update', 'execute'] as const) {
          const prisma = createSystemContext(viewer);
          const read = createSystemContext(viewer);
          const expected = await outcome(() => loadQuery(prisma, id, action));
          let shown: unknown[] = [];
          let listed: unknown;
          const actual = await outcome(async () => {
            const { visualizations, listed: facts, ...row } = await readQuery(read, id, action);
            shown = visualizations;
            listed = facts;
            return row;
          });
          expect({ who, id, action, ...actual }).toEqual({ who, id, action, ...expected });
          if (!actual.value) {
            refused += 1;
            continue;
          }
          allowed += 1;
          const row = actual.value;
          // Its visualizations the viewer sees: what the query's visualizations field reads through Prisma.
          const visualizations = await db.visualization.findMany({
            where: { ...visualizationScope(viewer), queryId: id },
            orderBy: { id: 'asc' },
          });
          expect({ who, id, shown }).toEqual({ who, id, shown: visualizations });
          visualizationsSeen += visualizations.length;
          const fields = async (ctx: typeof read) => ({
            author: await ctx.loaders.author(row.userId),
            versionAuthor: await ctx.loaders.versionAuthorId(row.id, row.workingVersion),
            modifier: await ctx.loaders.author((await ctx.loaders.versionAuthorId(row.id, row.workingVersion)) ?? row.userId),
            // What the schedule field reads of it (the loader's own row carries its keys too).
            schedule: await ctx.loaders.firstQuerySchedule(row.orgId, row.id).then((s) => s && { cron: s.cron, timezone: s.timezone }),
            favorite: await ctx.loaders.isFavorite('query', row.id),
            // The primed row may carry its fields' facts (`listed`, compared below); the row is the same.
            row: await ctx.loaders.queryRow(row.id).then((r) => r && { ...r, listed: undefined }),
          });
          const expectedFields = await fields(prisma);
          expect({ who, id, ...(await fields(read)) }).toEqual({ who, id, ...expectedFields });
          // What the row carries for its Redash fields (they answer it at once) is what the loaders read.
          expect({ who, id, listed }).toEqual({
            who,
            id,
            listed: {
              author: expectedFields.author,
              lastModifiedBy: expectedFields.modifier,
              firstSchedule: expectedFields.schedule,
              isFavorite: expectedFields.favorite,
            },
          });
        }
      }
    }
    expect(allowed).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(20);
    expect(visualizationsSeen).toBeGreaterThan(5);
  });
});
