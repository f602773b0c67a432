import { createRequire } from 'node:module';
import type { RedashClient } from 'redash-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPgDataSource } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The published client, unchanged (CommonJS). Its declared node-fetch (^3 beta) is ESM-only from
// 3.0.0-beta.10 on and beta.9 fails on Node 20 (ERR_INVALID_THIS); package.json's overrides give it
// node-fetch 2, whose API it uses.
const { redashClient } = createRequire(import.meta.url)('redash-js-client') as typeof import('redash-js-client');

let app: TestApp;
let client: RedashClient;
let queryId: number;
let slug: string;

beforeAll(async () => {
  app = await startTestApp();
  const pgId = (await buildPgDataSource(app)).id;
  const query = await app.request('POST', '/api/queries', {
    key: app.admin.key,
    body: {
      data_source_id: pgId,
      name: 'Last week',
      query:
        'SELECT {{ span.start }}::date AS first_day, {{ span.end }}::date AS last_day, ({{ span.end }}::date - {{ span.start }}::date) AS days',
      options: { parameters: [{ name: 'span', title: 'Span', type: 'date-range', value: 'd_last_7_days' }] },
      tags: ['client'],
      is_draft: false,
    },
  });
  expect(query.status, JSON.stringify(query.body)).toBe(201);
  queryId = query.body.id;
  const dashboard = await app.request('POST', '/api/dashboards', { key: app.admin.key, body: { name: 'Client Board' } });
  slug = dashboard.body.slug;
  expect((await app.request('POST', `/api/dashboards/${slug}/favorite`, { key: app.admin.key })).status).toBe(200);
  // The client sends its token as the whole Authorization header.
  client = redashClient({ host: app.url, token: `Key ${app.admin.key}` });
});
afterAll(async () => {
  await app?.stop();
});

describe('redash-js-client against Overlook', () => {
  it('query.getMany and query.getOne read Redash’s page and query shapes', async () => {
    const page = await client.query.getMany({ page: 1, page_size: 10 });
    expect(page).toMatchObject({ count: 1, page: 1, page_size: 10 });
    expect(page.results[0]).toMatchObject({ id: queryId, name: 'Last week', tags: ['client'], is_draft: false });
    const one = await client.query.getOne({ id: String(queryId) });
    expect(one).toMatchObject({
      id: queryId,
      options: { parameters: [{ name: 'span', type: 'date-range' }] },
      visualizations: [expect.objectContaining({ type: 'TABLE', name: 'Table', options: {} })],
      can_edit: true,
    });
  });

  it('query.getUpdatedResult sends its date-range parameter, polls the job and fetches the result', async () => {
    const result = await client.query.getUpdatedResult({ id: String(queryId), parameters: {}, max_age: 0 });
    const row = (result as unknown as { query_result: { data: { rows: { first_day: string; last_day: string; days: number }[] } } })
      .query_result.data.rows[0];
    expect(row.days).toBe(7);
    expect(row.first_day).toMatch(/^\d{4}-\d{2}-\d{2}/);
  }, 60_000);

  it('query.getCachedResult reads the latest result; query.getJob reads a job', async () => {
    const cached = await client.query.getCachedResult({ id: String(queryId) });
    expect((cached as { query_result: { query: string } }).query_result.query).toContain('::date');
    const refreshed = await app.request('POST', `/api/queries/${queryId}/refresh`, {
      key: app.admin.key,
      body: { parameters: { span: { start: '2024-01-01', end: '2024-01-03' } }, max_age: 0 },
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const job = await client.query.getJob({ id: String(refreshed.body.job.id) });
    expect(job.job).toMatchObject({ id: refreshed.body.job.id });
  });

  it('dashboard.getOne, getMany and getFavorites', async () => {
    const one = await client.dashboard.getOne({ slug });
    expect(one).toMatchObject({ slug, name: 'Client Board', widgets: [], tags: [], is_draft: true });
    const many = await client.dashboard.getMany();
    expect(many).toMatchObject({ count: 1, results: [{ slug }] });
    const favorites = await client.dashboard.getFavorites();
    expect(favorites).toMatchObject({ count: 1, page: 1, results: [{ slug, is_favorite: true }] });
  });

  it('a wrong token is answered 401 with the JSON error the client hands back', async () => {
    const stranger = redashClient({ host: app.url, token: 'Key not-a-key' });
    const answer = (await stranger.query.getMany()) as unknown as { message: string; code: string };
    expect(answer.code).toBe('unauthenticated');
  });
});
