import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buildPgDataSource } from '../factories.js';
import { rawRequest } from '../helpers/raw-request.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
// These tests create organizations through signup, which is closed by default.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
  process.env.SIGNUP = 'open';
});

const LIMIT = 1024 * 1024;
let app: TestApp;
let dataSourceId: number;
let metadata: pg.Client;

beforeAll(async () => {
  app = await startTestApp({ role: 'serve', env: { MAX_BODY_BYTES: String(LIMIT) } });
  dataSourceId = (await buildPgDataSource(app)).id;
  metadata = new pg.Client({ connectionString: app.databaseUrl });
  await metadata.connect();
});
afterAll(async () => {
  await metadata?.end();
  await app?.stop();
});

async function countQueries(): Promise<number> {
  return Number((await metadata.query('SELECT count(*) FROM queries')).rows[0].count);
}

/**
 * Starts a POST that announces or streams far more than the limit and sends only the first part;
 * resolves with the answer and how many bytes were written when it came.
 */
function oversizedUpload(
  path: string,
  mode: 'content-length' | 'chunked',
  declared = 50 * 1024 * 1024,
): Promise<{ status: number; body: any; written: number; contentType: string }> {
  const { hostname, port } = new URL(app.url);
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Key ${app.admin.key}` };
  if (mode === 'content-length') headers['content-length'] = String(declared);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = httpRequest({ hostname, port, method: 'POST', path, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          written,
          contentType: String(res.headers['content-type']),
        });
        req.destroy();
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      // Keep sending until the server answers; it must answer long before the announced size.
      while (!answered && written < declared) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    req.write('{"name":"');
    pump();
  });
}

describe('request body limit', () => {
  it('refuses a body whose Content-Length is over MAX_BODY_BYTES with 413 JSON before reading it', async () => {
    const before = await countQueries();
    const res = await oversizedUpload('/api/queries', 'content-length');
    expect(res.status).toBe(413);
    expect(res.contentType).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: expect.any(String), code: 'payload_too_large' });
    expect(res.written).toBeLessThan(50 * 1024 * 1024);
    expect(await countQueries()).toBe(before);
  });

  it('counts the bytes of a chunked body and stops reading at the limit', async () => {
    const res = await oversizedUpload('/api/queries', 'chunked');
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
    expect(res.written).toBeLessThan(8 * LIMIT);
  });

  it('keeps answering 413 to eight concurrent 50 MB uploads without reading them', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => oversizedUpload('/api/dashboards', 'content-length')));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(413));
    const health = await app.request('GET', '/healthz');
    expect(health.status).toBe(200);
  });

  it('applies to anonymous and page routes too', async () => {
    for (const path of ['/api/session', '/api/signup', '/api/digests/unsubscribe/sometoken']) {
      const res = await oversizedUpload(path, 'content-length', 5 * LIMIT);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 413, code: 'payload_too_large' });
    }
  });

  it('answers /graphql with a GraphQL-shaped 413', async () => {
    const res = await oversizedUpload('/graphql', 'content-length');
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions.code).toBe('payload_too_large');
  });

  it('accepts a large query text just under the limit', async () => {
    const query = `SELECT 1 AS value -- ${'x'.repeat(900_000)}`;
    const res = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, name: 'big text', query },
    });
    expect(res.status).toBe(201);
    expect(res.body.query).toHaveLength(query.length);
  });
});

describe('JSON option caps', () => {
  it('refuses options over 256 KB serialized with 422 and stores nothing', async () => {
    const before = await countQueries();
    const res = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, name: 'huge options', query: 'SELECT 1', options: { blob: 'x'.repeat(300 * 1024) } },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.message).toMatch(/262144 bytes/);
    expect(await countQueries()).toBe(before);
  });

  it('refuses options nested deeper than 32 levels with 422', async () => {
    let options: unknown = { leaf: true };
    for (let i = 0; i < 40; i++) options = { inner: options };
    const res = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, name: 'deep', query: 'SELECT 1', options },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/32 levels/);
  });

  it('refuses a body nested deeper than 64 levels at the edge, whatever the route', async () => {
    const raw = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await app.request('POST', '/api/dashboards', {
      key: app.admin.key,
      raw: `{"name":${raw}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
  });

  it('caps visualization options through the same scalar', async () => {
    const query = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, name: 'viz', query: 'SELECT 1' },
    });
    expect(query.status).toBe(201);
    const body = { query_id: query.body.id, type: 'TABLE', name: 'v', options: { blob: 'y'.repeat(300 * 1024) } };
    const res = await app.request('POST', '/api/visualizations', { key: app.admin.key, body });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    const small = await app.request('POST', '/api/visualizations', { key: app.admin.key, body: { ...body, options: { blob: 'y' } } });
    expect(small.status).toBe(201);
  });
});

describe('NUL, unpaired surrogates and invalid UTF-8 in bodies', () => {
  it('refuses NUL in anonymous sign-in and signup with 422 instead of a database error', async () => {
    const signIn = await app.request('POST', '/api/session', { body: { email: 'a\u0000@acme.test', password: 'x' } });
    expect(signIn.status).toBe(422);
    expect(signIn.body.code).toBe('validation_failed');
    expect(signIn.body.errors).toEqual([{ path: 'email', message: expect.stringMatching(/NUL/) }]);
    const signup = await app.request('POST', '/api/signup', {
      body: { org_name: 'Nul\u0000Org', name: 'N', email: 'n@nul.test', password: 'long-enough-password' },
    });
    expect(signup.status).toBe(422);
    expect(signup.body.errors[0].path).toBe('org_name');
  });

  it('refuses NUL and lone surrogates anywhere in a body, including keys and nested options', async () => {
    const before = await countQueries();
    for (const body of [
      { data_source_id: dataSourceId, name: 'nul\u0000', query: 'SELECT 1' },
      { data_source_id: dataSourceId, name: 'ok', query: 'SELECT 1', options: { parameters: [{ name: 'p\u0000' }] } },
      { data_source_id: dataSourceId, name: 'ok', query: 'SELECT 1', options: { 'k\u0000': 1 } },
      { data_source_id: dataSourceId, name: 'surrogate \ud800', query: 'SELECT 1' },
      { data_source_id: dataSourceId, name: 'ok', query: 'SELECT \udfff' },
    ]) {
      const res = await app.request('POST', '/api/queries', { key: app.admin.key, body });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    expect(await countQueries()).toBe(before);
    const pair = await app.request('POST', '/api/queries', {
      key: app.admin.key,
      body: { data_source_id: dataSourceId, name: 'emoji \ud83d\ude00', query: 'SELECT 1' },
    });
    expect(pair.status).toBe(201);
    expect(pair.body.name).toBe('emoji 😀');
  });

  it('refuses a body that is not valid UTF-8 with 422', async () => {
    const body = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
    const res = await rawRequest(app.url, 'POST', '/api/dashboards', {
      headers: { authorization: `Key ${app.admin.key}`, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/UTF-8/) });
  });

  it('still answers malformed JSON with 400 JSON', async () => {
    const res = await app.request('POST', '/api/dashboards', {
      key: app.admin.key,
      raw: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Malformed JSON/);
  });
});

describe('GraphQL limits', () => {
  it('refuses NUL in variables and in inline string literals with a GraphQL error, on POST and GET', async () => {
    const mutation = 'mutation($name: String!) { createGroup(name: $name) { ... on Group { id } } }';
    const variables = await app.graphql(mutation, { name: 'g\u0000' });
    expect(variables.errors?.[0].extensions.code).toBe('validation_failed');
    const inline = await app.graphql('mutation { createGroup(name: "g\\u0000") { ... on Group { id } } }');
    expect(inline.errors?.[0].extensions.code).toBe('validation_failed');
    expect(inline.errors?.[0].message).toMatch(/NUL/);
    const params = new URLSearchParams({
      query: 'query($q: String) { queries(first: 1, search: $q) { totalCount } }',
      variables: JSON.stringify({ q: '\u0000' }),
    });
    const get = await rawRequest(app.url, 'GET', `/graphql?${params.toString().replaceAll('%00', '%5Cu0000')}`, {
      headers: { authorization: `Key ${app.admin.key}` },
    });
    expect(get.json.errors?.[0].extensions.code).toBe('validation_failed');
  });

  it('caps first/last at 250 with a validation error, and refuses negative sizes and foreign cursors', async () => {
    const ok = await app.graphql('{ users(first: 250) { totalCount } }');
    expect(ok.errors).toBeUndefined();
    for (const args of ['first: 251', 'first: -1', 'last: 1000, before: "YQ=="', 'first: 1, after: "not-a-cursor"']) {
      const res = await app.graphql(`{ users(${args}) { totalCount } }`);
      expect({ args, code: res.errors?.[0].extensions.code }).toEqual({ args, code: 'validation_failed' });
    }
  });

  it('refuses documents that are too deep, have too many aliases or cost too much', async () => {
    const ofTypes = (n: number): string => (n === 0 ? 'name' : `ofType { ${ofTypes(n - 1)} }`);
    const deep = await app.graphql(`{ __type(name: "Query") { fields { type { ${ofTypes(11)} } } } }`);
    expect(deep.errors?.[0].message).toMatch(/depth/i);
    const shallow = await app.graphql(`{ __type(name: "Query") { fields { type { ${ofTypes(6)} } } } }`);
    expect(shallow.errors).toBeUndefined();
    const aliases = await app.graphql(`{ ${Array.from({ length: 40 }, (_, i) => `a${i}: groups(first: 1) { totalCount }`).join(' ')} }`);
    expect(aliases.errors?.[0].message).toMatch(/alias/i);
    const fields = 'edges { node { id name description query options createdAt updatedAt } }';
    const costly = await app.graphql(`{ ${Array.from({ length: 25 }, (_, i) => `q${i}: queries(first: 250) { ${fields} }`).join(' ')} }`);
    expect(costly.errors?.[0].message).toMatch(/cost/i);
    const tokens = await app.graphql(`{ ${Array.from({ length: 3100 }, () => '__typename').join(' ')} }`);
    expect(tokens.errors?.[0].message).toMatch(/token/i);
  });
});
