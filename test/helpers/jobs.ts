import { expect } from 'vitest';
import { isTerminal } from '../../src/domain/jobs/job-status.js';
import type { TestApp } from './app.js';

/** Polls GET /api/jobs/{id} until the job is terminal (finished, failed or cancelled), as the spec's clients do. */
export async function waitForJob(app: TestApp, key: string, jobId: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.request('GET', `/api/jobs/${jobId}`, { key });
    expect(res.status).toBe(200);
    if (isTerminal(res.body.job.status))
      return res.body.job as { id: number; status: number; query_result_id: number | null; error: string | null; run_id: number | null };
    if (Date.now() > deadline) throw new Error(`job ${jobId} still at status ${res.body.job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
