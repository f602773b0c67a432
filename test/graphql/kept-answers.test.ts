// The public graph answers the query list again from what it kept (src/graphql-kept-answers.ts)
// while the organization's query list stamp holds (migration 0034). These tests change what the
// list shows straight in the database, as another process would (no notice to this server), and
// expect the very next answer to show it; and they hold the rules of what may be kept: per viewer,
// only the fields the stamp covers, and every answer charged.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { sql } from '../helpers/kept-answers.js';

// pg connectors point at the test server, which also holds the metadata database (the egress guard
// refuses it unless this is set); no query is run here, the source only has to exist.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

let app: TestApp;
let reader: { key: string; id: number };
let queryId: number;

const LIST = `query List($first: Int!) {
  queries(first: $first) { totalCount edges { node { id databaseId name tags isFavorite user { name } } } }
  queryTags(first: 100) { edges { node { name count } } }
}`;

async function list(key: string, document = LIST) {
  const res = await app.request('POST', '/graphql', { key, body: { query: document, variables: { first: 5 } } });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body as { data: any; extensions: { cost: { remaining: number; actual: number } } };
}

const listed = (body: { data: any }) => body.data.queries.edges.find((e: any) => e.node.databaseId === queryId).node;
const stamp = async () => (await sql('SELECT stamp::text FROM query_list_stamps WHERE org_id = $1', [app.admin.orgId])).rows[0]?.stamp;

beforeAll(async () => {
  app = await startTestApp();
  const dataSourceId = (await buildPgDataSource(app)).id;
  reader = await buildUser(app, { permissions: ['view_query', 'create_query'] });
  const query = await buildQuery(app, { dataSourceId, name: 'Kept sales' });
  queryId = query.id;
  const published = await app.request('POST', `/api/queries/${queryId}`, {
    key: app.admin.key,
    body: { is_draft: false, tags: ['sales'] },
  });
  expect(published.status).toBe(200);
});
afterAll(async () => {
  await app?.stop();
});

describe('kept answers of the query list over GraphQL', () => {
  it('answer the same again, and a change made in the database at once', async () => {
    const first = await list(reader.key);
    expect(await list(reader.key)).toMatchObject({ data: first.data });
    expect(listed(first).name).toBe('Kept sales');

    // The reader sees the published version: its name is published_name.
    await sql('UPDATE queries SET published_name = $1, tags = $2 WHERE id = $3', ['Renamed in SQL', ['sales', 'finance'], queryId]);
    const renamed = await list(reader.key);
    expect(listed(renamed).name).toBe('Renamed in SQL');
    expect(listed(renamed).tags).toEqual(['sales', 'finance']);
    expect(renamed.data.queryTags.edges.map((e: any) => e.node)).toEqual(expect.arrayContaining([{ name: 'finance', count: 1 }]));

    await sql('UPDATE users SET name = $1 WHERE id = $2', ['Admin renamed in SQL', app.admin.userId]);
    expect(listed(await list(reader.key)).user.name).toBe('Admin renamed in SQL');

    await sql('UPDATE queries SET is_archived = true WHERE id = $1', [queryId]);
    const archived = await list(reader.key);
    expect(archived.data.queries.edges.map((e: any) => e.node.databaseId)).not.toContain(queryId);
    expect(archived.data.queries.totalCount).toBe(first.data.queries.totalCount - 1);
    await sql('UPDATE queries SET is_archived = false WHERE id = $1', [queryId]);
    expect(listed(await list(reader.key)).databaseId).toBe(queryId);
  });

  it('are kept for each viewer: a favorite is the viewer’s own', async () => {
    const other = await buildUser(app, { permissions: ['view_query'] });
    await list(reader.key);
    await list(other.key);
    await sql(`INSERT INTO favorites (org_id, user_id, object_type, object_id) VALUES ($1, $2, 'query', $3)`, [
      app.admin.orgId,
      reader.id,
      queryId,
    ]);
    expect(listed(await list(reader.key)).isFavorite).toBe(true);
    expect(listed(await list(other.key)).isFavorite).toBe(false);
  });

  it('never keep a field the stamp does not cover', async () => {
    const withVisualizations = `query WithVisualizations($first: Int!) {
      queries(first: $first) { edges { node { databaseId visualizations { databaseId name } } } }
    }`;
    const before = listed(await list(reader.key, withVisualizations));
    expect(before.visualizations.length).toBeGreaterThan(0);
    const visualization = before.visualizations[0];
    const stampBefore = await stamp();
    await sql('UPDATE visualizations SET name = $1 WHERE id = $2', ['Renamed chart', visualization.databaseId]);
    // A visualization is not something the list's stamp follows...
    expect(await stamp()).toBe(stampBefore);
    // ...so an answer that shows one is executed every time.
    const after = listed(await list(reader.key, withVisualizations));
    expect(after.visualizations.find((v: any) => v.databaseId === visualization.databaseId).name).toBe('Renamed chart');
  });

  it('are charged like any answer, with a fresh extensions.cost', async () => {
    const first = await list(reader.key);
    const second = await list(reader.key);
    expect(second.data).toEqual(first.data);
    expect(second.extensions.cost.actual).toBe(first.extensions.cost.actual);
    expect(second.extensions.cost.remaining).toBeLessThan(first.extensions.cost.remaining);
  });
});

describe('what is kept', () => {
  it('covers the web app’s QueryList as it ships (by persisted hash), and no write or wider read', async () => {
    const { parse } = await import('graphql');
    const { schema } = await import('../../schema/index.js');
    const { keepsAnswersOf } = await import('../../src/graphql-kept-answers.js');
    const manifest = JSON.parse(readFileSync(new URL('../../web/src/graphql/generated/persisted-documents.json', import.meta.url), 'utf8'));
    const queryList = Object.values(manifest as Record<string, string>).find((text) => text.startsWith('query QueryList('));
    expect(queryList).toBeDefined();
    expect(keepsAnswersOf(schema, parse(queryList!), 'QueryList')).toBe(true);
    expect(keepsAnswersOf(schema, parse(LIST), 'List')).toBe(true);
    expect(keepsAnswersOf(schema, parse('{ queries(first: 5) { edges { node { name visualizations { name } } } } }'))).toBe(false);
    expect(keepsAnswersOf(schema, parse('{ queries(first: 5) { totalCount } dashboards(first: 5) { totalCount } }'))).toBe(false);
    expect(keepsAnswersOf(schema, parse('query ($on: Boolean!) { queries(first: 5) { totalCount @include(if: $on) } }'))).toBe(false);
    expect(keepsAnswersOf(schema, parse('mutation { favoriteQuery(id: "x") { __typename } }'))).toBe(false);
  });
});

describe('the query list stamp', () => {
  it('moves at the commit of a change a list shows, not for the scheduler’s bookkeeping or a dashboard favorite', async () => {
    const schedule = await sql(
      `INSERT INTO schedules (org_id, user_id, entity_type, entity_id, cron, timezone, enabled)
       VALUES ($1, $2, 'query', $3, '0 0 * * * *', 'UTC', true) RETURNING id`,
      [app.admin.orgId, app.admin.userId, queryId],
    );
    const afterInsert = await stamp();
    await sql('UPDATE schedules SET next_run_at = now(), last_run_at = now() WHERE id = $1', [schedule.rows[0].id]);
    await sql(`INSERT INTO favorites (org_id, user_id, object_type, object_id) VALUES ($1, $2, 'dashboard', 424242)`, [
      app.admin.orgId,
      app.admin.userId,
    ]);
    expect(await stamp()).toBe(afterInsert);
    await sql(`UPDATE schedules SET cron = '0 30 * * * *' WHERE id = $1`, [schedule.rows[0].id]);
    expect(BigInt(await stamp())).toBeGreaterThan(BigInt(afterInsert));

    // Inside a transaction the stamp moves only when it commits.
    const { pool } = await import('../../src/db.js');
    const client = await pool.connect();
    try {
      const before = await stamp();
      await client.query('BEGIN');
      await client.query('UPDATE queries SET description = $1 WHERE id = $2', ['in a transaction', queryId]);
      expect(await stamp()).toBe(before);
      await client.query('COMMIT');
      expect(BigInt(await stamp())).toBeGreaterThan(BigInt(before));
    } finally {
      client.release();
    }
  });
});
