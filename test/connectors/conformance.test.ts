import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeConnectorPools, connectorKind } from '../../src/connectors/index.js';
import type { ConnectorKind, RowStream } from '../../src/connectors/types.js';
import { eventually } from '../helpers/eventually.js';
import { KINDS, rowsOf, TYPED_COLUMNS, TYPED_TYPES, TYPED_VALUES, type KindUnderTest } from './kinds.js';

// The pg kind is tested against the PostgreSQL server that also holds Overlook's metadata
// database (127.0.0.1:5432), which the egress guard refuses by default.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

/**
 * One contract, every connector kind (test/connectors/kinds.ts), each against a real server of
 * its kind: JSON column types and values, batches a store can stop at RESULT_MAX_ROWS, the
 * statement timeout and a cancel that stop the statement where it runs, pooled connections, the
 * egress guard, errors with their position, and schema browsing.
 */

afterAll(() => closeConnectorPools());

const connectorOf = (kind: KindUnderTest) => connectorKind(kind.type) as ConnectorKind;

async function open(kind: KindUnderTest, extra: Record<string, unknown> = {}, pool?: { key: string }) {
  const connector = connectorOf(kind);
  return connector.connect(connector.options.parse(kind.options(extra)), pool);
}

async function start(kind: KindUnderTest, sql: string, signal = new AbortController().signal, extra = {}, pool?: { key: string }) {
  const connection = await open(kind, extra, pool);
  let stream: RowStream;
  try {
    stream = await connection.run(sql, { signal, maxRows: 1_000_000, tables: kind.tables?.() });
  } catch (error) {
    await connection.close();
    throw error;
  }
  return { connection, stream };
}

/** Runs `sql` to its end and answers its columns and rows. */
async function job(kind: KindUnderTest, sql: string, pool?: { key: string }) {
  const { connection, stream } = await start(kind, sql, undefined, {}, pool);
  try {
    const rows: unknown[][] = [];
    for await (const batch of stream.batches) rows.push(...rowsOf(batch));
    return { columns: stream.columns, rows };
  } finally {
    await connection.close();
  }
}

/** The part of answered rows the checks compare (kind.rowView). */
const viewed = (kind: KindUnderTest, rows: unknown[][]) => rows.map(kind.rowView ?? ((row) => row));

/** Reads every batch without keeping the rows (a statement that may be long). */
async function drain(stream: RowStream): Promise<number> {
  let count = 0;
  for await (const batch of stream.batches) count += rowsOf(batch).length;
  return count;
}

const failureOf = async (promise: Promise<unknown>): Promise<Error> => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
};

describe.each(KINDS.map((kind, i) => [`${kind.type}#${i}`, kind] as const))('connector conformance: %s', (_, kind) => {
  beforeAll(async () => {
    await kind.setup?.();
  });

  it('maps column types to the JSON types, with NULLs, unicode, large integers, decimals, dates and time zones', async () => {
    const { columns, rows } = await job(kind, kind.sql.types);
    if (kind.typed) {
      expect(columns.map((c) => [c.name, c.type])).toEqual(kind.typed.columns);
      expect(rows).toEqual(kind.typed.rows);
      return;
    }
    const types = { ...TYPED_TYPES, ...kind.differs?.types };
    const values = { ...TYPED_VALUES, ...kind.differs?.values };
    expect(columns.map((c) => [c.name, c.type])).toEqual(TYPED_COLUMNS.map((c) => [c, types[c]]));
    expect(rows).toEqual([TYPED_COLUMNS.map((c) => values[c]), TYPED_COLUMNS.map(() => null)]);
  });

  it('answers rows in order, in bounded batches a store can stop at RESULT_MAX_ROWS', async () => {
    const { connection, stream } = await start(kind, kind.sql.rows(5000));
    try {
      const sizes: number[] = [];
      let next = 1;
      for await (const batch of stream.batches) {
        const rows = viewed(kind, rowsOf(batch));
        sizes.push(rows.length);
        for (const row of rows) expect(row[0]).toBe(next++);
      }
      expect(next - 1).toBe(5000);
      expect(sizes.length).toBeGreaterThan(1);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(2000);
    } finally {
      await connection.close();
    }
    // Stopping after the first batch (the store's limit) ends the statement, and the kind still answers.
    const big = await start(kind, kind.sql.rows(2_000_000));
    const iterator = big.stream.batches[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    await iterator.return?.();
    await big.connection.close();
    expect(viewed(kind, (await job(kind, kind.sql.rows(3))).rows)).toEqual([[1], [2], [3]]);
  });

  it('stops a streaming statement on the server when the store stops reading (RESULT_MAX_ROWS)', async () => {
    if (!kind.sql.many || !kind.running) return;
    const marker = `limit_${process.pid}_${Date.now()}`;
    const { connection, stream } = await start(kind, kind.sql.many(marker));
    const iterator = stream.batches[Symbol.asyncIterator]();
    let read = 0;
    // The store takes batches until the limit is passed, then ends the stream (storeResult).
    while (read <= 5000) read += rowsOf((await iterator.next()).value as unknown[][]).length;
    expect(await kind.running(marker)).toBe(1);
    await iterator.return?.();
    await connection.close();
    // eventually() retries on a falsy answer, not on a throw: the probe answers whether it stopped.
    await eventually(async () => (await kind.running!(marker)) === 0);
  });

  it('ends a statement at the statement timeout, on the server', async () => {
    const marker = `timeout_${process.pid}_${Date.now()}`;
    const started = performance.now();
    const failure = await failureOf(
      start(kind, kind.sql.slow(marker), undefined, { statement_timeout_ms: 500 }).then(async ({ connection, stream }) => {
        try {
          await drain(stream);
        } finally {
          await connection.close();
        }
      }),
    );
    expect(failure.message).toMatch(/timeout|interrupted|max_statement_time/i);
    expect(performance.now() - started).toBeLessThan(15_000);
    if (kind.running) await eventually(async () => (await kind.running!(marker)) === 0);
  });

  it('stops a cancelled statement where it runs', async () => {
    const marker = `cancel_${process.pid}_${Date.now()}`;
    const abort = new AbortController();
    const started = performance.now();
    const run = start(kind, kind.sql.slow(marker), abort.signal).then(async ({ connection, stream }) => {
      try {
        return await drain(stream);
      } finally {
        await connection.close();
      }
    });
    run.catch(() => undefined);
    if (kind.running) await eventually(async () => (await kind.running!(marker)) === 1);
    else await new Promise((done) => setTimeout(done, 300));
    abort.abort();
    // A cancelled statement either fails or ends at once (MariaDB's SLEEP answers 1 when killed).
    await run.then(
      () => undefined,
      () => undefined,
    );
    expect(performance.now() - started).toBeLessThan(15_000);
    if (kind.running) await eventually(async () => (await kind.running!(marker)) === 0);
  });

  it('serves consecutive jobs of one pool key, a failed job included', async () => {
    const key = `conformance-${kind.type}-${process.pid}-${Date.now()}`;
    if (kind.sessionId) {
      const first = (await job(kind, kind.sessionId, { key })).rows[0][0];
      expect((await job(kind, kind.sessionId, { key })).rows[0][0]).toBe(first);
    }
    await expect(job(kind, kind.sql.syntaxError, { key })).rejects.toThrow();
    expect(viewed(kind, (await job(kind, kind.sql.rows(2), { key })).rows)).toEqual([[1], [2]]);
  });

  it('refuses what the egress guard (or the kind’s lock) refuses', async () => {
    const failure = kind.refused.options
      ? await failureOf(open(kind, kind.refused.options).then((c) => c.close()))
      : await failureOf(job(kind, kind.refused.sql!));
    expect(failure.message).toMatch(kind.refused.message);
  });

  it('fails a bad statement with the database’s message, and its position when the database gives one', async () => {
    const failure = await failureOf(job(kind, kind.sql.syntaxError));
    expect(failure.message.length).toBeGreaterThan(0);
    if (kind.sql.errorPosition) {
      const position = (failure as { position?: string }).position;
      expect(position ? `position ${position}` : failure.message).toMatch(kind.sql.errorPosition);
    }
  });

  it('browses the schema', async () => {
    const connector = connectorOf(kind);
    const tables = await connector.schema(connector.options.parse(kind.options()));
    expect(Array.isArray(tables)).toBe(true);
    if (!kind.sql.schemaTable) return;
    const table = tables.find((t) => t.name === kind.sql.schemaTable);
    expect(table?.columns.map((c) => c.name)).toEqual(['id', 'label']);
  });
});
