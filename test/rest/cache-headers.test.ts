import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// API answers are one viewer's data: no shared or browser cache keeps them, and no browser guesses
// their content type. What may be cached (the REST reference's bundle) says so itself.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const privateAnswer = (headers: Headers) => ({
  cache: headers.get('cache-control'),
  sniff: headers.get('x-content-type-options'),
});

describe('API answers are never cached', () => {
  it('REST: a list, a 404, a 401, a 422 and the OpenAPI document say no-store and nosniff', async () => {
    const answers = [
      await app.request('GET', '/api/queries', { key: app.admin.key }),
      await app.request('GET', '/api/queries/999999', { key: app.admin.key }),
      await app.request('GET', '/api/queries'),
      await app.request('POST', '/api/queries', { key: app.admin.key, body: { name: 42 } }),
      await app.request('GET', '/api/no/such/route', { key: app.admin.key }),
      await app.request('GET', '/api/openapi.json'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 401, 422, 404, 200]);
    for (const answer of answers) expect(privateAnswer(answer.headers)).toEqual({ cache: 'no-store', sniff: 'nosniff' });
  });

  it('GraphQL: POST and GET answers, and a refusal, say no-store and nosniff', async () => {
    const post = await app.request('POST', '/graphql', { key: app.admin.key, body: { query: '{ session { user { id } } }' } });
    const get = await app.request('GET', `/graphql?query=${encodeURIComponent('{ session { user { id } } }')}`, { key: app.admin.key });
    const refused = await app.request('POST', '/graphql', { body: { query: '{ session { user { id } } }' } });
    expect([post.status, get.status]).toEqual([200, 200]);
    expect(refused.body.errors[0].extensions.code).toBe('unauthenticated');
    for (const answer of [post, get, refused]) expect(privateAnswer(answer.headers)).toEqual({ cache: 'no-store', sniff: 'nosniff' });
  });

  it('what may be cached keeps its own header: the REST reference bundle', async () => {
    const page = await app.request('GET', '/api/docs');
    const bundle = /src="([^"]+redoc[^"]*\.js)"/.exec(page.body as string)?.[1];
    expect(bundle).toBeTruthy();
    const asset = await app.request('GET', bundle!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });
});
