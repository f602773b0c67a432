import { expect } from 'vitest';
import { isTerminal } from '../../src/domain/jobs/job-status.js';
import { eventually } from './eventually.js';
import type { TestApp } from './app.js';

/** Polls GET /api/jobs/{id} until the job is terminal (finished, failed or cancelled), as the spec's clients do. */
export async function waitForJob(app: TestApp, key: string, jobId: number, timeoutMs = 30_000) {
  return eventually(
    async () => {
      const res = await app.request('GET', `/api/jobs/${jobId}`, { key });
      expect(res.status).toBe(200);
      return res.body.job as { id: number; status: number; query_result_id: number | null; error: string | null; run_id: number | null };
    },
    (job) => isTerminal(job.status),
    timeoutMs,
  );
}

/** Runs `query` ad hoc on the connector, bypassing the result cache (POST /api/query_results, max_age 0); answers the queued job. */
export async function runAdhoc(app: TestApp, dataSourceId: number, query: string, key = app.admin.key) {
  const res = await app.request('POST', '/api/query_results', { key, body: { data_source_id: dataSourceId, query, max_age: 0 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.job as { id: number; status: number };
}
