import type { TestApp } from './app.js';

export interface SeedColumn {
  name: string;
  type: 'integer' | 'float' | 'boolean' | 'string' | 'datetime' | 'date';
}

/**
 * A saved query with a stored latest result, written straight to the database: dashboards read
 * results, they do not produce them, and this keeps their tests independent of the runner.
 */
export async function seedQueryWithResult(
  app: TestApp,
  input: {
    dataSourceId: number;
    name?: string;
    columns: SeedColumn[];
    rows: unknown[][];
    published?: boolean;
    userId?: number;
    chunkSize?: number;
  },
): Promise<{ queryId: number; resultId: number }> {
  const { db } = await import('../../src/db.js');
  const query = await db.query.create({
    data: {
      orgId: app.admin.orgId,
      userId: input.userId ?? app.admin.userId,
      dataSourceId: input.dataSourceId,
      name: input.name ?? `query-${Math.random().toString(36).slice(2, 8)}`,
      query: 'SELECT secret_column FROM secret_table',
      publishedVersion: input.published === false ? null : 1,
      publishedQuery: 'SELECT secret_column FROM secret_table',
    },
  });
  const resultId = await storeResult(app, {
    queryId: query.id,
    dataSourceId: input.dataSourceId,
    columns: input.columns,
    rows: input.rows,
    chunkSize: input.chunkSize,
  });
  return { queryId: query.id, resultId };
}

/** A new latest result for `queryId`, as a run of its published version (its working one if never published). */
export async function storeResult(
  app: TestApp,
  input: { queryId: number; dataSourceId: number; columns: SeedColumn[]; rows: unknown[][]; chunkSize?: number },
): Promise<number> {
  const { db } = await import('../../src/db.js');
  const chunkSize = input.chunkSize ?? 1000;
  const query = await db.query.findUniqueOrThrow({ where: { id: input.queryId } });
  const result = await db.queryResult.create({
    data: {
      queryId: query.id,
      queryVersion: query.publishedVersion ?? query.workingVersion,
      orgId: app.admin.orgId,
      dataSourceId: input.dataSourceId,
      queryHash: `hash-${input.queryId}-${Date.now()}`,
      queryText: 'SELECT secret_column FROM secret_table',
      columns: input.columns.map((c) => ({ name: c.name, friendly_name: c.name, type: c.type })),
      rowCount: input.rows.length,
      runtime: 0.01,
    },
  });
  for (let seq = 0; seq * chunkSize < input.rows.length; seq += 1) {
    await db.queryResultChunk.create({
      data: { resultId: result.id, seq, rows: JSON.stringify(input.rows.slice(seq * chunkSize, (seq + 1) * chunkSize)) },
    });
  }
  await db.query.update({
    where: { id: input.queryId },
    data: { latestQueryDataId: result.id, ...(query.publishedVersion !== null ? { publishedQueryDataId: result.id } : {}) },
  });
  return result.id;
}
