import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { buildPgDataSource, buildQuery, buildUser } from '../factories.js';
import { inOneRateWindow } from '../helpers/minute.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

type Mode = 'ok' | 'fail' | 'hang';

interface FakeRequest {
  authorization?: string;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A local OpenAI-compatible Chat Completions server that records what it is asked. */
async function startFakeModel() {
  const requests: FakeRequest[] = [];
  const hanging: ServerResponse[] = [];
  const state = { mode: 'ok' as Mode, reply: 'Here you go:\n```sql\nSELECT count(*) FROM users;\n```\nCounts the users.' };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      requests.push({ authorization: req.headers.authorization, body: JSON.parse(text) });
      if (state.mode === 'hang') {
        hanging.push(res);
        return;
      }
      if (state.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'the model exploded' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: state.reply } }],
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    state,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

let app: TestApp;
let model: Awaited<ReturnType<typeof startFakeModel>>;
let dataSourceId: number;

const configure = (body: Record<string, unknown>) => app.request('PUT', '/api/settings/ai', { key: app.admin.key, body });
const generate = (key: string, body: Record<string, unknown>) => app.request('POST', '/api/ai/sql', { key, body });

beforeAll(async () => {
  model = await startFakeModel();
  app = await startTestApp({ env: { AI_TIMEOUT_MS: '1500' } });
  // The rate-limit window follows the clock: hold it still so a minute boundary cannot split a test.
  const { runtime } = await import('../../src/runtime.js');
  const { ManualClock } = await import('../../src/clock.js');
  const now = Date.now();
  runtime.clock = new ManualClock(new Date(now - (now % 60_000) + 5_000));
  // A connector to the test's own metadata database: a schema with many tables to choose from.
  const dbname = new URL(app.databaseUrl).pathname.slice(1);
  dataSourceId = (await buildPgDataSource(app, { dbname })).id;
});

afterAll(async () => {
  await app?.stop();
  await model?.close();
});

beforeEach(() => {
  model.state.mode = 'ok';
});

describe('AI settings', () => {
  it('answers the defaults, stores the key encrypted and never answers it', async () => {
    const initial = await app.request('GET', '/api/settings/ai', { key: app.admin.key });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ enabled: false, base_url: null, model: null, api_key_set: false, rate_limit_per_minute: 10 });

    const updated = await configure({ enabled: true, base_url: model.baseUrl, model: 'sql-coder', api_key: 'sk-secret-123' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      enabled: true,
      base_url: model.baseUrl,
      model: 'sql-coder',
      api_key_set: true,
      rate_limit_per_minute: 10,
    });
    expect(JSON.stringify(updated.body)).not.toContain('sk-secret-123');

    const { db } = await import('../../src/db.js');
    const org = await db.organization.findUniqueOrThrow({ where: { id: app.admin.orgId } });
    expect(org.aiApiKeyEncrypted).toBeTruthy();
    expect(org.aiApiKeyEncrypted).not.toContain('sk-secret-123');

    // Leaving the key out (or sending the mask) keeps it.
    expect((await configure({ model: 'sql-coder-2', api_key: '--------' })).body.api_key_set).toBe(true);
    const again = await app.request('GET', '/api/settings/ai', { key: app.admin.key });
    expect(again.body).toMatchObject({ model: 'sql-coder-2', api_key_set: true });
    expect(JSON.stringify(again.body)).not.toContain('sk-secret');

    // null clears the key (a local model server needs none).
    expect((await configure({ api_key: null })).body.api_key_set).toBe(false);
    expect((await db.organization.findUniqueOrThrow({ where: { id: app.admin.orgId } })).aiApiKeyEncrypted).toBeNull();
  });

  it('refuses bad values with 422 and changes nothing', async () => {
    const before = (await app.request('GET', '/api/settings/ai', { key: app.admin.key })).body;
    for (const body of [
      { base_url: 'ftp://example.test/v1' },
      { base_url: 'not a url' },
      { rate_limit_per_minute: 0 },
      { rate_limit_per_minute: 'ten' },
      { enabled: 'yes' },
      { model: 42 },
    ]) {
      const res = await configure({ enabled: false, ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await app.request('GET', '/api/settings/ai', { key: app.admin.key })).body).toEqual(before);
    expect((await app.request('PUT', '/api/settings/ai', { key: app.admin.key, raw: '{nope' })).status).toBe(400);
  });

  it('is admin only: 401 without a key, 403 for a non-admin', async () => {
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    expect((await app.request('GET', '/api/settings/ai')).status).toBe(401);
    expect((await app.request('PUT', '/api/settings/ai', { body: { enabled: false } })).status).toBe(401);
    expect((await app.request('GET', '/api/settings/ai', { key: 'not-a-key' })).status).toBe(401);
    const get = await app.request('GET', '/api/settings/ai', { key: user.key });
    expect(get.status).toBe(403);
    expect(get.body.code).toBe('forbidden');
    const put = await app.request('PUT', '/api/settings/ai', { key: user.key, body: { rate_limit_per_minute: 1000 } });
    expect(put.status).toBe(403);
    expect((await app.request('GET', '/api/settings/ai', { key: app.admin.key })).body.rate_limit_per_minute).toBe(10);
  });
});

describe('POST /api/ai/sql', () => {
  beforeAll(async () => {
    await configure({ enabled: true, base_url: model.baseUrl, model: 'sql-coder', api_key: 'sk-secret-123', rate_limit_per_minute: 10 });
  });

  it('sends the dialect, the relevant schema and the prompt, and answers the SQL without fences', async () => {
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    const sent = model.requests.length;
    const res = await generate(user.key, { data_source_id: dataSourceId, prompt: 'How many digest subscriptions does each user have?' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', sql: 'SELECT count(*) FROM users;', explanation: 'Here you go:\nCounts the users.' });
    expect(model.requests.length).toBe(sent + 1);

    const request = model.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-secret-123');
    expect(request.body.model).toBe('sql-coder');
    const text = request.body.messages.map((m) => m.content).join('\n');
    expect(text).toContain('PostgreSQL');
    expect(text).toContain('How many digest subscriptions does each user have?');
    expect(text).toMatch(/digest_subscriptions\(id integer, org_id integer, user_id integer/);
    expect(text).toContain('widgets(');
    // Most relevant first: the tables the prompt names come before the others.
    const schemaSection = text.slice(text.indexOf('Schema'));
    const firstTable = schemaSection.split('\n')[1];
    expect(firstTable.slice(0, firstTable.indexOf('('))).toBe('digest_subscriptions');
    expect(schemaSection.indexOf('users(')).toBeLessThan(schemaSection.indexOf('widgets('));
  });

  it('includes the current query text when query_id is given', async () => {
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    const query = await buildQuery(app, { dataSourceId, query: 'SELECT name FROM organizations WHERE id = 1' });
    // A draft of someone else is invisible to the user: 404, and the model is not asked.
    const sent = model.requests.length;
    expect((await generate(user.key, { data_source_id: dataSourceId, prompt: 'add the created date', query_id: query.id })).status).toBe(
      404,
    );
    expect(model.requests.length).toBe(sent);
    const res = await generate(app.admin.key, { data_source_id: dataSourceId, prompt: 'add the created date', query_id: query.id });
    expect(res.status).toBe(200);
    const text = model.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(text).toContain('SELECT name FROM organizations WHERE id = 1');
    expect(text).toContain('add the created date');
  });

  it('answers a JSON reply or a bare reply as SQL too', async () => {
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    model.state.reply = '{"sql": "SELECT 1", "explanation": "One."}';
    expect((await generate(user.key, { data_source_id: dataSourceId, prompt: 'one' })).body).toEqual({
      status: 'ok',
      sql: 'SELECT 1',
      explanation: 'One.',
    });
    model.state.reply = 'SELECT 2';
    expect((await generate(user.key, { data_source_id: dataSourceId, prompt: 'two' })).body).toEqual({ status: 'ok', sql: 'SELECT 2' });
    model.state.reply = 'Here you go:\n```sql\nSELECT count(*) FROM users;\n```\nCounts the users.';
  });

  it('answers rate_limited (200) on the 11th request in a minute, without calling the model', async () => {
    await inOneRateWindow();
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    for (let i = 0; i < 10; i += 1) {
      const res = await generate(user.key, { data_source_id: dataSourceId, prompt: `users number ${i}` });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ok');
    }
    const sent = model.requests.length;
    const limited = await generate(user.key, { data_source_id: dataSourceId, prompt: 'users again' });
    expect(limited.status).toBe(200);
    expect(limited.body.status).toBe('rate_limited');
    expect(limited.body.retry_after_secs).toBeGreaterThan(0);
    expect(limited.body.retry_after_secs).toBeLessThanOrEqual(60);
    expect(limited.body.sql).toBeUndefined();
    expect(model.requests.length).toBe(sent);
    // GraphQL answers the same status, not an error.
    const graphql = await app.graphql(
      'mutation($id: ID!) { generateSql(dataSourceId: $id, prompt: "users") { ... on AiSqlResult { status sql retryAfterSecs } } }',
      { id: gid('DataSource', dataSourceId) },
      user.key,
    );
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data.generateSql).toMatchObject({ status: 'rate_limited', sql: null });
    expect(graphql.data.generateSql.retryAfterSecs).toBeGreaterThan(0);
    expect(model.requests.length).toBe(sent);

    // Another user has a budget of their own.
    const other = await buildUser(app, { permissions: ['use_ai_sql'] });
    expect((await generate(other.key, { data_source_id: dataSourceId, prompt: 'users' })).body.status).toBe('ok');
  });

  it('applies a changed organization limit at once', async () => {
    await inOneRateWindow();
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    expect((await generate(user.key, { data_source_id: dataSourceId, prompt: 'a' })).body.status).toBe('ok');
    expect((await generate(user.key, { data_source_id: dataSourceId, prompt: 'b' })).body.status).toBe('ok');
    expect((await configure({ rate_limit_per_minute: 2 })).status).toBe(200);
    expect((await generate(user.key, { data_source_id: dataSourceId, prompt: 'c' })).body.status).toBe('rate_limited');
    expect((await configure({ rate_limit_per_minute: 20 })).status).toBe(200);
    expect((await generate(user.key, { data_source_id: dataSourceId, prompt: 'd' })).body.status).toBe('ok');
    await configure({ rate_limit_per_minute: 10 });
  });

  it('turns a provider error or a hang into a clean 502', async () => {
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    model.state.mode = 'fail';
    const failed = await generate(user.key, { data_source_id: dataSourceId, prompt: 'users' });
    expect(failed.status).toBe(502);
    expect(failed.headers.get('content-type')).toContain('application/json');
    expect(failed.body.code).toBe('ai_provider_error');
    expect(failed.body.message).toContain('500');
    // The provider's body is not echoed (issue 29): it goes to the log at debug.
    expect(failed.body.message).not.toContain('the model exploded');

    model.state.mode = 'hang';
    const hung = await generate(user.key, { data_source_id: dataSourceId, prompt: 'users' });
    expect(hung.status).toBe(502);
    expect(hung.body.code).toBe('ai_provider_error');
    expect(hung.body.message).toContain('did not answer within 1500 ms');

    model.state.mode = 'ok';
    model.state.reply = 'I cannot help with that.\n```\n```';
    const empty = await generate(user.key, { data_source_id: dataSourceId, prompt: 'users' });
    expect(empty.status).toBe(502);
    expect(empty.body.code).toBe('ai_provider_error');
    model.state.reply = 'Here you go:\n```sql\nSELECT count(*) FROM users;\n```\nCounts the users.';
  });

  it('reports an unreachable provider as 502', async () => {
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    // A new address needs the key sent again.
    await configure({ base_url: 'http://127.0.0.1:9/v1', api_key: 'sk-secret-123' });
    try {
      const res = await generate(user.key, { data_source_id: dataSourceId, prompt: 'users' });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('ai_provider_error');
      expect(res.body.message).toContain('could not be reached');
    } finally {
      await configure({ base_url: model.baseUrl, api_key: 'sk-secret-123' });
    }
  });

  it('answers 401, 403, 404 and 422 on bad requests', async () => {
    const allowed = await buildUser(app, { permissions: ['use_ai_sql'] });
    const notAllowed = await buildUser(app, { permissions: ['view_query'] });
    const restricted = await buildUser(app, { permissions: ['use_ai_sql'], restricted: true });
    const body = { data_source_id: dataSourceId, prompt: 'users' };
    const sent = model.requests.length;

    expect((await app.request('POST', '/api/ai/sql', { body })).status).toBe(401);
    expect((await app.request('POST', '/api/ai/sql', { key: 'wrong', body })).status).toBe(401);
    const forbidden = await generate(notAllowed.key, body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('forbidden');
    expect((await generate(allowed.key, { ...body, data_source_id: 999_999 })).status).toBe(404);
    const unreachable = await generate(restricted.key, body);
    expect(unreachable.status).toBe(404);
    expect(unreachable.body.code).toBe('not_found');
    expect((await generate(allowed.key, { ...body, query_id: 999_999 })).status).toBe(404);
    for (const bad of [
      { data_source_id: dataSourceId },
      { ...body, prompt: '   ' },
      { ...body, data_source_id: 'one' },
      { prompt: 'users' },
      { ...body, prompt: 'x'.repeat(4001) },
    ]) {
      const res = await generate(allowed.key, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await app.request('POST', '/api/ai/sql', { key: allowed.key, raw: '{"prompt":' })).status).toBe(400);
    expect(model.requests.length).toBe(sent);
  });

  it('answers 409 telling what to set while disabled or unconfigured', async () => {
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    await configure({ enabled: false });
    try {
      const disabled = await generate(user.key, { data_source_id: dataSourceId, prompt: 'users' });
      expect(disabled.status).toBe(409);
      expect(disabled.body.code).toBe('ai_not_configured');
      expect(disabled.body.message).toContain('enabled');
      expect(disabled.body.message).toContain('/api/settings/ai');

      await configure({ enabled: true, model: null });
      const unconfigured = await generate(user.key, { data_source_id: dataSourceId, prompt: 'users' });
      expect(unconfigured.status).toBe(409);
      expect(unconfigured.body.message).toContain('model');
      expect(unconfigured.body.message).not.toContain('enabled');
    } finally {
      await configure({ enabled: true, model: 'sql-coder' });
    }
  });

  it('aiSqlAvailable tells the web app whether to offer the prompt: set up, enabled and use_ai_sql', async () => {
    const available = async (key: string) =>
      (await app.graphql<{ aiSqlAvailable: boolean }>('{ aiSqlAvailable }', {}, key)).data?.aiSqlAvailable;
    const user = await buildUser(app, { permissions: ['use_ai_sql'] });
    const other = await buildUser(app, { permissions: ['view_query'] });
    expect(await available(user.key)).toBe(true);
    expect(await available(other.key)).toBe(false);
    await configure({ enabled: false });
    try {
      expect(await available(user.key)).toBe(false);
      expect(await available(app.admin.key)).toBe(false);
      await configure({ enabled: true, model: null });
      expect(await available(user.key)).toBe(false);
    } finally {
      await configure({ enabled: true, model: 'sql-coder' });
    }
    expect(await available(user.key)).toBe(true);
    const anonymous = await app.request('POST', '/graphql', { body: { query: '{ aiSqlAvailable }' } });
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthenticated');
  });
});
