import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { buildPgDataSource, buildQuery } from '../factories.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Cost you can see (issue 31, item 5). Small limits, so that a few requests reach them: 60 objects
// per request and 100 a minute per user (the defaults, 5 000 and 60 000, take thousands).
vi.hoisted(() => {
  process.env.GRAPHQL_COST_PER_REQUEST = '60';
  process.env.GRAPHQL_COST_PER_MINUTE = '100';
});

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const dataSourceId = (await buildPgDataSource(app)).id;
  await buildQuery(app, { dataSourceId, name: 'One' });
  await buildQuery(app, { dataSourceId, name: 'Two' });
});
afterAll(async () => {
  await app?.stop();
});

// queries (1) + 5 x (edge, node, user): 16 requested; 2 queries exist: 1 + 2 x 3 = 7 actual.
const LIST = 'query List($first: Int) { queries(first: $first) { totalCount edges { node { id name user { name } } } } }';

describe('extensions.cost', () => {
  it('reports requested, actual, the limits and what is left of the minute', async () => {
    const res = await app.request('POST', '/graphql', { key: app.admin.key, body: { query: LIST, variables: { first: 5 } } });
    expect(res.status).toBe(200);
    expect(res.body.data.queries.totalCount).toBe(2);
    const cost = res.body.extensions.cost;
    expect(cost).toMatchObject({ requested: 16, actual: 7, limit: 100, requestLimit: 60 });
    expect(cost.remaining).toBeLessThanOrEqual(100 - 16);
    expect(new Date(cost.resetAt).getTime()).toBeGreaterThan(Date.now() - 1000);
    // Without first, a connection counts the default page size, 25: 1 + 25 x 3 = 76 > 60.
    const unbounded = await app.request('POST', '/graphql', { key: app.admin.key, body: { query: LIST } });
    expect(unbounded.status).toBe(400);
    expect(unbounded.body.data).toBeUndefined();
    expect(unbounded.body.errors[0].extensions).toMatchObject({ code: 'rate_limited', requested: 76, requestLimit: 60 });
    expect(unbounded.body.extensions.cost).toMatchObject({ requested: 76, actual: 0 });
  });

  it('the same on GET, and the per-minute budget answers 429 rate_limited with the time to wait', async () => {
    const get = await app.request('GET', `/graphql?query=${encodeURIComponent('{ session { user { email } } }')}`, {
      key: app.admin.key,
      headers: { accept: 'application/json' },
    });
    expect(get.status).toBe(200);
    expect(get.body.extensions.cost).toMatchObject({ requested: 2, actual: 2 });

    // Spend the minute's 100 points; a window that turns over meanwhile only makes it take longer.
    let refused;
    for (let i = 0; i < 40 && !refused; i += 1) {
      const res = await app.request('POST', '/graphql', { key: app.admin.key, body: { query: LIST, variables: { first: 5 } } });
      if (res.status !== 200) refused = res;
    }
    expect(refused?.status).toBe(429);
    const error = refused!.body.errors[0];
    expect(error.extensions.code).toBe('rate_limited');
    expect(error.extensions.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.extensions.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused!.headers.get('retry-after')).toBe(String(error.extensions.retryAfterSeconds));
    expect(refused!.body.data).toBeUndefined();
    expect(refused!.body.extensions.cost).toMatchObject({ requested: 16, actual: 0, remaining: 0 });

    // The budget lives in PostgreSQL (rate_limits), so every process shares it.
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT key, count FROM rate_limits WHERE name = 'graphql_cost'");
      expect(rows.some((r) => r.key === `user:${app.admin.userId}` && r.count > 84)).toBe(true);
    } finally {
      await client.end();
    }

    // REST's documents are exempt from the minute's budget.
    const rest = await app.request('GET', '/api/queries?page_size=20', { key: app.admin.key });
    expect(rest.status).toBe(200);
    expect(rest.body.results.length).toBe(2);
  });
});
