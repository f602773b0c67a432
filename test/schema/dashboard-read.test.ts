import { Kind, parse, print, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedashDashboardGetDocument } from '../../rest/operations/generated/graphql.js';
import { buildPgDataSource, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { internalGraphql } from '../helpers/kept-answers.js';
import { seedQueryWithResult } from '../helpers/query-results.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// dashboardByRef (the internal graph's, REST's GET /api/dashboards/{id_or_slug}) and the public
// dashboard(slug) read a dashboard, its widgets and their queries in one statement
// (src/domain/dashboards/read-dashboard.ts); `node(id:)` reads the same fields through Prisma and
// the loaders. Both must answer the very same document (REST's bytes are made from it), for editors,
// readers, restricted readers and outsiders, and the same refusals.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ role: 'serve' });
});
afterAll(async () => {
  await app?.stop();
});

const BY_REF = print(RedashDashboardGetDocument);

/** REST's document with its root field's selection read through node(id:) instead: the Prisma path. */
function byNode(): string {
  const definitions = RedashDashboardGetDocument.definitions;
  const operation = definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = operation.selectionSet.selections[0];
  if (root.kind !== Kind.FIELD || !root.selectionSet) throw new Error('unexpected RedashDashboardGet');
  const read: FragmentDefinitionNode = {
    kind: Kind.FRAGMENT_DEFINITION,
    name: { kind: Kind.NAME, value: 'ReadByNode' },
    typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'Dashboard' } },
    selectionSet: root.selectionSet,
  };
  const query = parse('query ($id: ID!) { dashboard: node(id: $id) { ...ReadByNode } }').definitions[0];
  return print({ kind: Kind.DOCUMENT, definitions: [query, read, ...definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)] });
}
const BY_NODE = byNode();

/** What a frontend reads of a dashboard on the public graph, by slug (the read model) or by node (Prisma). */
const PUBLIC_FIELDS = `fragment PublicRead on Dashboard {
  id databaseId name slug tags isDraft isArchived isFavorite isShared canEdit hasUnpublishedChanges publishedAt createdAt updatedAt
  user { id name email }
  policies { canUpdate canPublish canArchive canShare }
  widgets { id text width options visualization { id name type query { id name tags isFavorite user { name } lastModifiedBy { name } } } }
  publishedWidgets { id text width }
}`;
const PUBLIC_BY_SLUG = `query ($slug: String!) { dashboard(slug: $slug) { ...PublicRead } } ${PUBLIC_FIELDS}`;
const PUBLIC_BY_NODE = `query ($id: ID!) { dashboard: node(id: $id) { ...PublicRead } } ${PUBLIC_FIELDS}`;

async function widget(dashboardId: number, body: Record<string, unknown>) {
  const res = await app.request('POST', '/api/widgets', { key: app.admin.key, body: { dashboard_id: dashboardId, ...body } });
  expect(res.status).toBe(201);
}

async function visualization(queryId: number, name: string) {
  const res = await app.request('POST', '/api/visualizations', {
    key: app.admin.key,
    body: { query_id: queryId, type: 'TABLE', name, options: {} },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const columns = [
  { name: 'label', type: 'string' as const },
  { name: 'value', type: 'integer' as const },
];

describe('dashboardByRef and dashboard(slug), the one-statement read', () => {
  it('answers what the Prisma path answers, for every kind of viewer, by slug and by id', async () => {
    const open = (await buildPgDataSource(app)).id;
    const restricted = (await buildPgDataSource(app)).id;
    const reader = await buildUser(app, { permissions: ['view_query'], restricted: true, dataSourceIds: [open] });
    const editor = await buildUser(app, { permissions: ['create_dashboard', 'edit_dashboard', 'view_query', 'edit_query'] });
    const outsider = await buildUser(app, { permissions: [] });

    const shown = await seedQueryWithResult(app, { dataSourceId: open, columns, rows: [['a', 1]] });
    const hidden = await seedQueryWithResult(app, { dataSourceId: restricted, columns, rows: [['b', 2]] });
    const draft = await seedQueryWithResult(app, { dataSourceId: open, columns, rows: [['c', 3]], published: false });
    const scheduled = await app.request('POST', `/api/queries/${shown.queryId}`, {
      key: app.admin.key,
      body: { schedule: { interval: 3600, time: null, day_of_week: null, until: null } },
    });
    expect(scheduled.status).toBe(200);
    expect((await app.request('POST', `/api/queries/${shown.queryId}/favorite`, { key: app.admin.key })).status).toBe(200);

    const published = (await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Read model' } })).body;
    await widget(published.id, { visualization_id: await visualization(shown.queryId, 'shown'), width: 2 });
    await widget(published.id, { visualization_id: await visualization(hidden.queryId, 'hidden'), width: 2 });
    await widget(published.id, { visualization_id: await visualization(draft.queryId, 'draft'), width: 2 });
    await widget(published.id, { text: '## notes', width: 6 });
    expect((await app.request('POST', `/api/dashboards/${published.slug}/publish`, { key: app.admin.key })).status).toBe(200);
    // The draft moves on after the publish: editors see it, everyone else the snapshot.
    await widget(published.id, { text: 'after the publish', width: 3 });
    expect((await app.request('POST', `/api/dashboards/${published.slug}/favorite`, { key: app.admin.key })).status).toBe(200);

    const unpublished = (await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Never published' } })).body;
    await widget(unpublished.id, { visualization_id: await visualization(shown.queryId, 'unpublished'), width: 2 });
    const empty = (await app.request('POST', '/api/dashboards', { key: editor.key, body: { name: 'Empty' } })).body;
    // A slug made of digits names its own dashboard, not the dashboard of that id.
    const digits = (await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: String(published.id) } })).body;

    const viewers = { admin: app.admin.key, reader: reader.key, editor: editor.key, outsider: outsider.key };
    const dashboards = [published, unpublished, empty, digits] as { id: number; slug: string }[];
    const refs = [...new Set(dashboards.flatMap((d) => [d.slug, String(d.id)]))];
    const summary = (res: { data?: { [field: string]: unknown } | null; errors?: readonly { extensions?: unknown }[] }, field: string) => ({
      data: res.data?.[field] ?? null,
      errors: res.errors?.map((e) => (e.extensions as { code?: string }).code),
    });
    const notFound = { data: null, errors: ['not_found'] };
    /** The rule by the Prisma path: the dashboard of that slug; when unseen and the ref is a number, the dashboard of that id. */
    async function expectedFor(ref: string, key: string) {
      const candidates = [dashboards.find((d) => d.slug === ref), dashboards.find((d) => String(d.id) === ref)];
      for (const target of candidates) {
        if (!target) continue;
        const read = summary(await internalGraphql(app, BY_NODE, { id: gid('Dashboard', target.id) }, key), 'dashboard');
        if (read.data !== null) return read;
      }
      return notFound;
    }
    let compared = 0;
    for (const [who, key] of Object.entries(viewers)) {
      for (const ref of refs) {
        const actual = summary(await internalGraphql(app, BY_REF, { ref }, key), 'dashboardByRef');
        expect({ who, ref, ...actual }).toEqual({ who, ref, ...(await expectedFor(ref, key)) });
        compared += 1;
      }
      // The public graph's dashboard(slug): a slug only (digits too), the same read as node(id:).
      for (const target of dashboards) {
        const bySlug = summary(await app.graphql(PUBLIC_BY_SLUG, { slug: target.slug }, key), 'dashboard');
        const byNode = summary(await app.graphql(PUBLIC_BY_NODE, { id: gid('Dashboard', target.id) }, key), 'dashboard');
        expect({ who, slug: target.slug, ...bySlug }).toEqual({ who, slug: target.slug, ...(byNode.data === null ? notFound : byNode) });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);

    // What the comparison covered: the draft for editors, the snapshot for readers, the restricted
    // connector's widget left out, a query the reader cannot see shown without its query, and 404s.
    const admin = (await internalGraphql(app, BY_REF, { ref: published.slug })).data.dashboardByRef;
    expect(admin.widgets).toHaveLength(5);
    expect(admin.is_favorite).toBe(true);
    expect(admin.widgets[0].visualization.query).toMatchObject({ is_favorite: true, schedule: { interval: 3600 } });
    const read = (await internalGraphql(app, BY_REF, { ref: String(published.id) }, reader.key)).data.dashboardByRef;
    expect(read.widgets).toHaveLength(3);
    expect(read.widgets.map((w: { visualization: { query: unknown } | null }) => w.visualization?.query === null)).toEqual([
      false,
      true,
      false,
    ]);
    expect((await internalGraphql(app, BY_REF, { ref: unpublished.slug }, reader.key)).errors?.[0]?.extensions?.code).toBe('not_found');
    expect((await internalGraphql(app, BY_REF, { ref: String(published.id) })).data.dashboardByRef.slug).toBe(
      digits.slug === String(published.id) ? digits.slug : published.slug,
    );
    // The public graph addresses by slug only: a number that is no slug names nothing.
    if (digits.slug !== String(unpublished.id)) {
      const byNumber = await app.graphql('query ($slug: String!) { dashboard(slug: $slug) { slug } }', { slug: String(unpublished.id) });
      expect(byNumber.errors?.[0]?.extensions.code).toBe('not_found');
    }
  });

  it('reads the widgets wherever the selection asks for them, and a dashboard read elsewhere loads its own', async () => {
    const source = (await buildPgDataSource(app)).id;
    const { queryId } = await seedQueryWithResult(app, { dataSourceId: source, columns, rows: [['a', 1]] });
    const dashboard = (await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Selections' } })).body;
    await widget(dashboard.id, { visualization_id: await visualization(queryId, 'chart'), width: 2 });
    await widget(dashboard.id, { text: 'note', width: 4 });
    const other = (await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Other selections' } })).body;
    await widget(other.id, { text: 'only this', width: 1 });

    const texts = (widgets: { text: string | null }[]) => widgets.map((w) => w.text);
    const selections = {
      direct: 'query ($ref: String!) { dashboardByRef(ref: $ref) { slug widgets { text } } }',
      fragment:
        'query ($ref: String!) { dashboardByRef(ref: $ref) { ...D } } fragment D on Dashboard { slug ...W } fragment W on Dashboard { widgets { text } }',
      inline: 'query ($ref: String!) { dashboardByRef(ref: $ref) { ... on Dashboard { slug widgets { text } } } }',
      aliased: 'query ($ref: String!) { dashboardByRef(ref: $ref) { slug parts: widgets { text } } }',
    };
    for (const [how, query] of Object.entries(selections)) {
      for (const ref of [dashboard.slug, String(dashboard.id)]) {
        const res = await internalGraphql(app, query, { ref });
        expect(res.errors, `${how} ${ref}`).toBeUndefined();
        const read = res.data.dashboardByRef;
        expect({ how, ref, slug: read.slug, texts: texts(read.widgets ?? read.parts) }).toEqual({
          how,
          ref,
          slug: dashboard.slug,
          texts: [null, 'note'],
        });
      }
    }
    const bare = await internalGraphql(app, 'query ($ref: String!) { dashboardByRef(ref: $ref) { slug name } }', {
      ref: String(dashboard.id),
    });
    expect(bare.data.dashboardByRef).toEqual({ slug: dashboard.slug, name: 'Selections' });

    // Read by Prisma (a list, a mutation's answer): each dashboard's own widgets, loaded for it.
    const listed = await app.graphql('{ dashboards(first: 50) { edges { node { slug widgets { text } } } } }');
    const bySlug = new Map(
      listed.data.dashboards.edges.map((e: { node: { slug: string; widgets: { text: string | null }[] } }) => [
        e.node.slug,
        texts(e.node.widgets),
      ]),
    );
    expect(bySlug.get(dashboard.slug)).toEqual([null, 'note']);
    expect(bySlug.get(other.slug)).toEqual(['only this']);
    const published = await app.graphql(
      'mutation ($slug: String!) { publishDashboard(slug: $slug) { ... on Dashboard { slug widgets { text } } } }',
      {
        slug: other.slug,
      },
    );
    expect(published.errors).toBeUndefined();
    expect(texts(published.data.publishDashboard.widgets)).toEqual(['only this']);
  });
});
