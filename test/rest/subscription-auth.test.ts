import { createClient, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { gid } from '../helpers/global-id.js';
import { buildOrganization, buildMonitor, buildPgDataSource, buildQuery } from '../factories.js';
import { waitForJob } from '../helpers/jobs.js';

// Issue 14: a subscription refused by authorization answers a clear error with extensions.code
// over graphql-ws (unauthenticated, not_found), not "Job not found." for an anonymous caller nor
// a masked "Unexpected error". Subscriptions are authorized when they start.

let app: TestApp;
let otherOrgKey: string;
let jobId: number;
let monitorId: number;

beforeAll(async () => {
  app = await startTestApp();
  otherOrgKey = (await buildOrganization({ name: 'Globex' })).key;
  const source = await buildPgDataSource(app);
  const query = await buildQuery(app, { dataSourceId: source.id, query: 'SELECT 1 AS value' });
  const refreshed = await app.request('POST', `/api/queries/${query.id}/refresh`, { key: app.admin.key, body: { max_age: 0 } });
  expect(refreshed.status).toBe(200);
  jobId = refreshed.body.job.id;
  await waitForJob(app, app.admin.key, jobId);
  monitorId = (await buildMonitor(app, { queryId: query.id })).id;
});
afterAll(async () => {
  await app?.stop();
});

type Result = FormattedExecutionResult<Record<string, unknown>, unknown>;

/**
 * Subscribes over graphql-ws and answers what arrives until the first result or error: graphql-ws
 * reports a refusal either as a result carrying `errors` or as an error array.
 */
async function subscribeOnce(query: string, connectionParams?: Record<string, unknown>): Promise<Result> {
  const client = createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
  try {
    return await new Promise<Result>((resolve, reject) => {
      client.subscribe(
        { query },
        {
          next: resolve,
          error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(new Error('graphql-ws connection failed', { cause: e }))),
          complete: () => reject(new Error('completed without a result')),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

const JOB = (id: number) => `subscription { jobStatus(id: "${gid('Job', id)}") { id: databaseId status } }`;
const MONITOR = (id: number) => `subscription { monitorEvents(monitorId: "${gid('Monitor', id)}") { type } }`;
const byKey = (key: string) => ({ authorization: `Key ${key}` });

describe('graphql-ws subscriptions refused by authorization', () => {
  it('without credentials: unauthenticated, for an existing job and monitor alike', async () => {
    for (const query of [JOB(jobId), MONITOR(monitorId), JOB(987654), MONITOR(987654)]) {
      const result = await subscribeOnce(query);
      expect(result.data ?? null, query).toBeNull();
      expect(result.errors, query).toHaveLength(1);
      expect(result.errors![0], query).toMatchObject({
        message: expect.stringContaining('Authentication required'),
        extensions: { code: 'unauthenticated' },
      });
    }
  });

  it('with an invalid key: unauthenticated, "Invalid API key."', async () => {
    for (const query of [JOB(jobId), MONITOR(monitorId)]) {
      const result = await subscribeOnce(query, byKey('not-a-valid-key'));
      expect(result.errors?.[0]).toMatchObject({ message: 'Invalid API key.', extensions: { code: 'unauthenticated' } });
    }
  });

  it("another organization's job or monitor: not_found, exactly as an unknown id", async () => {
    const job = await subscribeOnce(JOB(jobId), byKey(otherOrgKey));
    expect(job.errors?.[0]).toMatchObject({ message: 'Job not found.', extensions: { code: 'not_found' } });
    expect(job.errors?.[0]).toEqual((await subscribeOnce(JOB(987654), byKey(otherOrgKey))).errors?.[0]);
    const monitor = await subscribeOnce(MONITOR(monitorId), byKey(otherOrgKey));
    expect(monitor.errors?.[0].extensions).toMatchObject({ code: 'not_found' });
    expect(monitor.errors?.[0]).toEqual((await subscribeOnce(MONITOR(987654), byKey(otherOrgKey))).errors?.[0]);
  });

  it('the owner subscribes: the job is answered', async () => {
    const result = await subscribeOnce(JOB(jobId), byKey(app.admin.key));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ jobStatus: { id: jobId, status: 3 } });
  });

  it('over HTTP the same subscription is refused the same way (one rule for both transports)', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: JOB(jobId) }),
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0].extensions?.code).toBe('unauthenticated');
  });
});
