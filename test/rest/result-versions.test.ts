import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { waitForJob } from '../helpers/jobs.js';

// The queries run on the test server, which also holds Overlook's metadata database.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// Issue 29: a query's unpublished working version leaked. When an editor ran the draft, its SQL
// reached view-only members through GET /api/query_results/{id}, and its rows appeared in the
// published dashboard's widget and on its public link. A result now records the version it ran;
// only readers of the working version read a draft's result; published widgets, public links and
// digests show the published version's latest result.

let app: TestApp;
let sourceId: number;
let viewer: { key: string };
let analyst: { key: string };

beforeAll(async () => {
  app = await startTestApp();
  sourceId = (await buildPgDataSource(app)).id;
  viewer = await buildUser(app, { permissions: ['view_query'] });
  // May run queries and refresh dashboards, but not see working versions (no edit_query).
  analyst = await buildUser(app, { permissions: ['view_query', 'execute_query'] });
});
afterAll(async () => {
  await app?.stop();
});

const admin = () => app.admin.key;
const PUBLISHED = "SELECT 'published rows' AS v";
const DRAFT = "SELECT 'draft-secret rows' AS v /* draft-secret */";

/** A published query (v1) with a draft (v2), its published version run once; a published dashboard and public link show it. */
async function publishedWithDraft() {
  const query = await buildQuery(app, { dataSourceId: sourceId, query: PUBLISHED });
  expect((await app.request('POST', `/api/queries/${query.id}/publish`, { key: admin(), body: { expected_version: 1 } })).status).toBe(200);
  const first = await app.request('POST', `/api/queries/${query.id}/refresh`, { key: admin(), body: { max_age: 0 } });
  const published = await waitForJob(app, admin(), first.body.job.id);
  expect(published.status).toBe(3);

  const viz = await app.request('POST', '/api/visualizations', { key: admin(), body: { query_id: query.id, name: 'v', type: 'TABLE' } });
  const dashboard = await app.request('POST', '/api/dashboards', { key: admin(), body: { name: `Versions ${query.id}` } });
  const widget = await app.request('POST', '/api/widgets', {
    key: admin(),
    body: { dashboard_id: dashboard.body.id, visualization_id: viz.body.id, width: 3 },
  });
  expect(widget.status).toBe(201);
  expect((await app.request('POST', `/api/dashboards/${dashboard.body.slug}/publish`, { key: admin() })).status).toBe(200);
  const share = await app.request('POST', `/api/dashboards/${dashboard.body.slug}/share`, { key: admin() });

  const edited = await app.request('POST', `/api/queries/${query.id}`, { key: admin(), body: { query: DRAFT } });
  expect(edited.body).toMatchObject({ working_version: 2, published_version: 1 });
  // The editor runs the draft.
  const run = await app.request('POST', `/api/queries/${query.id}/refresh`, { key: admin(), body: { max_age: 0 } });
  const draft = await waitForJob(app, admin(), run.body.job.id);
  expect(draft.status).toBe(3);
  return {
    queryId: query.id,
    slug: dashboard.body.slug as string,
    token: share.body.secret_token as string,
    publishedResultId: published.query_result_id!,
    draftResultId: draft.query_result_id!,
  };
}

describe('a draft’s result', () => {
  it('records the version it ran; the editor reads it, a view-only member reads neither its text nor its rows', async () => {
    const q = await publishedWithDraft();
    const { db } = await import('../../src/db.js');
    expect(await db.queryResult.findUniqueOrThrow({ where: { id: q.draftResultId } })).toMatchObject({
      queryId: q.queryId,
      queryVersion: 2,
    });
    expect(await db.queryResult.findUniqueOrThrow({ where: { id: q.publishedResultId } })).toMatchObject({
      queryId: q.queryId,
      queryVersion: 1,
    });

    const asEditor = await app.request('GET', `/api/query_results/${q.draftResultId}`, { key: admin() });
    expect(asEditor.status).toBe(200);
    expect(asEditor.body.query_result.query).toContain('draft-secret');

    for (const path of [`/api/query_results/${q.draftResultId}`, `/api/query_results/${q.draftResultId}.csv`]) {
      const res = await app.request('GET', path, { key: viewer.key });
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('draft-secret');
    }
    const gql = await app.request('POST', '/graphql', {
      key: viewer.key,
      body: { query: `{ queryResult(id: ${q.draftResultId}) { query data } }` },
    });
    expect(JSON.stringify(gql.body)).not.toContain('draft-secret');
    expect(gql.body.errors[0].extensions.code).toBe('not_found');

    // The published version's result stays readable to the viewer, and is the query's latest for them.
    expect((await app.request('GET', `/api/query_results/${q.publishedResultId}`, { key: viewer.key })).status).toBe(200);
    const latest = await app.request('GET', `/api/queries/${q.queryId}/results`, { key: viewer.key });
    expect(latest.status).toBe(200);
    expect(latest.body.query_result.id).toBe(q.publishedResultId);
    expect(JSON.stringify(latest.body)).not.toContain('draft-secret');
  });

  it('never reaches the published dashboard’s widget or its public link', async () => {
    const q = await publishedWithDraft();
    for (const as of [viewer.key, admin()]) {
      const dashboard = await app.request('GET', `/api/dashboards/${q.slug}`, { key: as });
      expect(dashboard.status).toBe(200);
      // Editors too: a published widget shows the published version's rows (the editor sees the draft's text on the query).
      expect(dashboard.body.widgets[0].result.data.rows).toEqual([{ v: 'published rows' }]);
      if (as === viewer.key) expect(JSON.stringify(dashboard.body)).not.toContain('draft-secret');
    }
    const open = await app.request('GET', `/api/public/dashboards/${q.token}`, { headers: { 'x-forwarded-for': '10.44.0.1' } });
    expect(open.status).toBe(200);
    expect(open.body.widgets[0].result.data.rows).toEqual([{ v: 'published rows' }]);
    expect(JSON.stringify(open.body)).not.toContain('draft-secret');
  });

  it('a restricted analyst’s dashboard refresh runs the published version, and shows its rows', async () => {
    const q = await publishedWithDraft();
    const refreshed = await app.request('POST', `/api/dashboards/${q.slug}/refresh`, { key: analyst.key });
    expect(refreshed.status).toBe(200);
    const answer = refreshed.body.results[0];
    const resultId = answer.query_result?.id ?? (await waitForJob(app, analyst.key, answer.job.id)).query_result_id;
    const read = await app.request('GET', `/api/query_results/${resultId}`, { key: analyst.key });
    expect(read.status).toBe(200);
    expect(read.body.query_result.data.rows).toEqual([{ v: 'published rows' }]);
    const dashboard = await app.request('GET', `/api/dashboards/${q.slug}`, { key: analyst.key });
    expect(JSON.stringify(dashboard.body)).not.toContain('draft-secret');
  });

  it('once published, the draft’s result becomes the published one', async () => {
    const q = await publishedWithDraft();
    const published = await app.request('POST', `/api/queries/${q.queryId}/publish`, { key: admin(), body: { expected_version: 2 } });
    expect(published.status).toBe(200);
    expect((await app.request('GET', `/api/query_results/${q.draftResultId}`, { key: viewer.key })).status).toBe(200);
    const dashboard = await app.request('GET', `/api/dashboards/${q.slug}`, { key: viewer.key });
    expect(dashboard.body.widgets[0].result.data.rows).toEqual([{ v: 'draft-secret rows' }]);
  });
});
