import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSampleDatabase, SAMPLE_SIZES } from '../../src/domain/sample-data/generate.js';

const dir = mkdtempSync(join(tmpdir(), 'overlook-sample-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function read(file: string, sql: string): Promise<unknown[][]> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowsJson() as unknown[][];
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const FINGERPRINT = `SELECT (SELECT count(*) FROM customers), (SELECT count(*) FROM products), (SELECT count(*) FROM orders),
  (SELECT count(*) FROM web_events), (SELECT sum(amount) FROM orders), (SELECT min(ordered_at) FROM orders),
  (SELECT max(ordered_at) FROM orders), (SELECT sum(hash(name)) FROM customers), (SELECT count(DISTINCT session_id) FROM web_events)`;

describe('the sample dataset', () => {
  it('is generated in under 5 s: customers, products, two years of orders and web events, the same every time for a day', async () => {
    const started = performance.now();
    await generateSampleDatabase(join(dir, 'a.duckdb'), '2026-11-27');
    expect(performance.now() - started).toBeLessThan(5000);
    const [row] = await read(join(dir, 'a.duckdb'), FINGERPRINT);
    expect(row.slice(0, 2)).toEqual([String(SAMPLE_SIZES.customers), String(SAMPLE_SIZES.products)]);
    expect(Number(row[2])).toBeGreaterThan(40_000);
    expect(row[3]).toBe(String(SAMPLE_SIZES.web_events));
    expect(String(row[5]) >= '2024-11-27').toBe(true);
    expect(String(row[6]) < '2026-11-28').toBe(true);
    // Orders cover the two years month by month, more at the end than at the start.
    const months = await read(
      join(dir, 'a.duckdb'),
      "SELECT date_trunc('month', ordered_at) AS m, count(*) FROM orders GROUP BY 1 ORDER BY 1",
    );
    expect(months.length).toBe(25);
    expect(Number(months[23][1])).toBeGreaterThan(Number(months[1][1]));

    await generateSampleDatabase(join(dir, 'b.duckdb'), '2026-11-27');
    expect(await read(join(dir, 'b.duckdb'), FINGERPRINT)).toEqual([row]);
  });

  it('refuses a day that is not a date', async () => {
    await expect(generateSampleDatabase(join(dir, 'c.duckdb'), "2026-01-01'; DROP TABLE x; --")).rejects.toThrow(/must be a date/);
  });
});
