import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate, dropDatabase, urlFor } from '../helpers/databases.js';
import { CLI } from '../helpers/process.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The compiled CLI, as an operator runs it (helpers/process.ts); answers its status and output. */
function overlook(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

let database: string;
const dataDir = mkdtempSync(join(tmpdir(), 'overlook-sample-cli-'));

beforeAll(async () => {
  database = await cloneTemplate(inject('templateDatabase'));
});
afterAll(async () => {
  await dropDatabase(database);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('overlook bootstrap --sample-data', () => {
  it('creates the organization with the sample data once; again, it says the data is there', async () => {
    const args = ['bootstrap', '--org', 'Sample Co', '--email', 'first@sample.test', '--password', 'sample-password-1', '--sample-data'];
    const env = { DATABASE_URL: urlFor(database), DATA_DIR: dataDir };
    const first = await overlook(args, env);
    expect(first.code, first.stderr).toBe(0);
    const printed = JSON.parse(first.stdout.trim());
    expect(printed.organization.name).toBe('Sample Co');
    expect(printed.sample_data.query_ids).toHaveLength(3);
    expect(printed.sample_data.dashboard_slug).toBe('sample-dashboard');

    const client = new pg.Client({ connectionString: urlFor(database) });
    await client.connect();
    try {
      const { rows } = await client.query<{ type: string; options: { path: string }; jobs: number; published: boolean }>(
        `SELECT ds.type, ds.options,
                (SELECT count(*)::int FROM jobs j WHERE j.data_source_id = ds.id) AS jobs,
                (SELECT published_snapshot IS NOT NULL FROM dashboards WHERE slug = 'sample-dashboard' AND org_id = ds.org_id) AS published
           FROM data_sources ds WHERE ds.id = $1`,
        [printed.sample_data.data_source_id],
      );
      // The three first runs wait in the queue for the first worker.
      expect(rows[0]).toMatchObject({ type: 'duckdb', jobs: 3, published: true });
      expect(existsSync(resolve(dataDir, rows[0].options.path))).toBe(true);
    } finally {
      await client.end();
    }

    const again = await overlook(args, env);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout.trim()).sample_data).toEqual({
      data_source_id: printed.sample_data.data_source_id,
      already_present: true,
    });
  }, 120_000);
});
