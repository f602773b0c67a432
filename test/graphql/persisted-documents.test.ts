import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

// Trusted documents (issue 31, item 4) on a locked-down install: only persisted documents run.
// GRAPHQL_ARBITRARY_DOCUMENTS=deny is this file's subject; PERSISTED_DOCUMENTS_PATH names a manifest
// written below, before the app starts (it reads manifests once, at start).
const manifestDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/overlook-persisted-${process.pid}`;
  process.env.GRAPHQL_ARBITRARY_DOCUMENTS = 'deny';
  process.env.PERSISTED_DOCUMENTS_PATH = `${dir}/manifest.json`;
  return dir;
});

const SESSION = 'query Session { session { user { email } } }';
const LIST = 'query List($first: Int) { queries(first: $first) { totalCount } }';
const JOB = 'subscription Job($id: Int!) { jobStatus(id: $id) { id status } }';
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

let app: TestApp;

beforeAll(async () => {
  mkdirSync(manifestDir, { recursive: true });
  writeFileSync(
    join(manifestDir, 'manifest.json'),
    JSON.stringify(Object.fromEntries([SESSION, LIST, JOB].map((text) => [hash(text), text]))),
  );
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
  rmSync(manifestDir, { recursive: true, force: true });
});

const post = (body: unknown) => app.request('POST', '/graphql', { key: app.admin.key, body });

describe('persisted documents', () => {
  it('runs a known document by documentId (POST), with its variables', async () => {
    const res = await post({ documentId: `sha256:${hash(LIST)}`, variables: { first: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.data.queries.totalCount).toBe(0);
    const session = await post({ documentId: `sha256:${hash(SESSION)}` });
    expect(session.body.data.session.user.email).toBe(app.admin.email);
  });

  it('runs a known document by documentId on GET', async () => {
    const res = await app.request('GET', `/graphql?documentId=sha256:${hash(SESSION)}`, {
      key: app.admin.key,
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.session.user.email).toBe(app.admin.email);
  });

  it("runs a known document by Apollo's extensions.persistedQuery.sha256Hash", async () => {
    const res = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash(SESSION) } } });
    expect(res.status).toBe(200);
    expect(res.body.data.session.user.email).toBe(app.admin.email);
  });

  it('answers 400 persisted_document_not_found for an unknown or garbled id', async () => {
    for (const documentId of [`sha256:${hash('query Nope { session { csrfToken } }')}`, 'sha256:not-hex', 'md5:abc']) {
      const res = await post({ documentId });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('persisted_document_not_found');
      expect(res.body.data).toBeUndefined();
    }
    const get = await app.request('GET', `/graphql?documentId=sha256:${'0'.repeat(64)}`, { key: app.admin.key });
    expect(get.status).toBe(400);
    expect(get.body.errors[0].extensions.code).toBe('persisted_document_not_found');
  });

  it('refuses an arbitrary document with 400 persisted_document_required (POST, GET, WebSocket)', async () => {
    const res = await post({ query: SESSION });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('persisted_document_required');
    const get = await app.request('GET', `/graphql?query=${encodeURIComponent(SESSION)}`, {
      key: app.admin.key,
      headers: { accept: 'application/json' },
    });
    expect(get.status).toBe(400);
    expect(get.body.errors[0].extensions.code).toBe('persisted_document_required');

    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Key ${app.admin.key}` },
      retryAttempts: 0,
    });
    try {
      const errors = await new Promise<unknown>((resolve, reject) =>
        client.subscribe(
          { query: JOB.replace('Job(', 'Other('), variables: { id: 1 } },
          {
            next: (r) => resolve(r.errors),
            error: (e) => (Array.isArray(e) ? resolve(e) : reject(new Error('graphql-ws connection failed', { cause: e }))),
            complete: () => resolve(null),
          },
        ),
      );
      expect((errors as { extensions: { code: string } }[])[0].extensions.code).toBe('persisted_document_required');
    } finally {
      await client.dispose();
    }
  });

  it('GraphiQL says that only persisted documents run', async () => {
    const res = await app.request('GET', '/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.body).toContain('GRAPHQL_ARBITRARY_DOCUMENTS=deny');
  });

  it("leaves the REST bridge's in-process documents trusted", async () => {
    const res = await app.request('GET', '/api/queries', { key: app.admin.key });
    expect(res.status).toBe(200);
    const session = await app.request('GET', '/api/session', { key: app.admin.key });
    expect(session.status).toBe(200);
  });
});
