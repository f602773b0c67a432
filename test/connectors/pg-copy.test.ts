import { describe, expect, it, vi } from 'vitest';
import { copyJsonBatches, fieldWriter } from '../../src/connectors/pg/copy-rows.js';
import { postgresConnector } from '../../src/connectors/pg/index.js';
import type { Column, JsonBatch } from '../../src/connectors/types.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// The pg connector reads a statement without parameters through COPY ... TO STDOUT and writes
// JSON text itself; a statement with parameters goes through the cursor and pg's type parsers.
// Both must store the same values with the same column types.
const options = postgresConnector.options.parse({ host: '127.0.0.1', port: 5432, user: 'postgres', dbname: 'postgres' });

const TYPED = `SELECT g AS i4, g::int8 * 1000000000000 AS i8, g::int8 * 123456789012345 AS big8, g::int2 AS i2, g::float8 / 3 AS f8,
  g::float4 / 7 AS f4, (g / 7.0)::numeric(10, 4) AS num,
  CASE WHEN g % 5 = 0 THEN 'NaN'::float8 WHEN g % 7 = 0 THEN '-Infinity'::float8 ELSE g * 1e20 END AS special,
  g % 2 = 0 AS b, CASE WHEN g % 3 = 0 THEN NULL ELSE 'x' END AS maybe,
  E'tab\\there\\nnew "q" back\\\\slash \\r\\b\\f\\x0b é ☃ 😀 ' || g AS t, '\\N' AS fake_null, '' AS empty,
  timestamp '2024-01-01' + g * interval '1.5 second' AS ts, timestamptz '2024-01-01 03:00+02' + g * interval '1 hour' AS tstz,
  date '2024-01-01' + g AS d, json_build_object('a', g, 'b', E'x\\ny\\\\') AS j, jsonb_build_object('k', g, 's', 'a b') AS jb,
  ARRAY[g, g + 1] AS arr, '\\x00ff'::bytea AS by, interval '1 day' * g AS iv, 'a'::char(3) AS ch, g AS i4
  FROM generate_series(1, 2500) g`;

async function read(sql: string, params: unknown[] = [], take = Infinity) {
  const connection = await postgresConnector.connect(options);
  try {
    const stream = await connection.run(sql, { signal: new AbortController().signal, maxRows: 1e9, params });
    const rows: unknown[][] = [];
    const kinds = new Set<string>();
    for await (const batch of stream.batches) {
      const json = !Array.isArray(batch);
      kinds.add(json ? 'json' : 'rows');
      // What the store writes, read back as the downloads read it.
      rows.push(...(JSON.parse(json ? (batch as JsonBatch).json.toString() : JSON.stringify(batch)) as unknown[][]));
      if (rows.length >= take) break;
    }
    return { columns: stream.columns, rows, kinds: [...kinds] };
  } finally {
    await connection.close();
  }
}

const describeColumns = (columns: Column[]) => columns.map((c) => `${c.name}:${c.type}`);

describe('pg connector: COPY path', () => {
  it('stores the same typed values and columns as the cursor path', async () => {
    const copied = await read(TYPED);
    const cursor = await read(`${TYPED} WHERE $1::int = 0`, [0]);
    expect(copied.kinds).toEqual(['json']);
    expect(cursor.kinds).toEqual(['rows']);
    expect(copied.rows).toHaveLength(2500);
    expect(describeColumns(copied.columns)).toEqual(describeColumns(cursor.columns));
    expect(copied.rows).toEqual(cursor.rows);
    expect(copied.rows[6]).toEqual([
      7,
      7000000000000,
      864197523086415,
      7,
      2.3333333333333335,
      1,
      1,
      null,
      false,
      'x',
      'tab\there\nnew "q" back\\slash \r\b\f\v é ☃ 😀 7',
      '\\N',
      '',
      '2024-01-01T00:00:10.5',
      '2024-01-01T08:00:00.000Z',
      '2024-01-08',
      { a: 7, b: 'x\ny\\' },
      { k: 7, s: 'a b' },
      '{7,8}',
      '\\x00ff',
      '7 days',
      'a  ',
      7,
    ]);
  });

  it('falls back to the cursor for statements COPY does not take, with the same answers', async () => {
    expect(await read('SHOW TimeZone')).toMatchObject({ rows: [[expect.any(String)]], kinds: ['rows'] });
    expect(await read('SELECT 1 AS x;')).toMatchObject({ rows: [[1]], kinds: ['rows'] });
    expect(await read('SELECT 1 AS x -- a trailing comment')).toMatchObject({ rows: [[1]], kinds: ['json'] });
    expect(await read('SELECT FROM generate_series(1, 3)')).toMatchObject({ columns: [], rows: [[], [], []] });
    expect(await read('VALUES (1), (2)')).toMatchObject({ rows: [[1], [2]], kinds: ['json'] });
    await expect(read('SELECT 1 / 0')).rejects.toThrow('division by zero');
    await expect(read('SELECT $1::int')).rejects.toThrow(/bind message supplies 0 parameters/);
  });

  it('a reader that stops early (a limit) cancels the statement and the connection still closes', async () => {
    const started = await read('SELECT g, md5(g::text) FROM generate_series(1, 2000000) g', [], 3000);
    expect(started.rows.length).toBeGreaterThanOrEqual(3000);
    expect(started.rows[0]).toEqual([1, 'c4ca4238a0b923820dcc509a6f75849b']);
  });
});

describe('pg connector: COPY text -> JSON bytes', () => {
  // Each field written byte by byte must be what the field's own writer (the cursor path's typing) writes.
  const oids = [23, 20, 701, 700, 1700, 16, 1114, 25, 1184, 3802, 1082];
  const numbers = [
    '0',
    '-0',
    '1.5',
    '1.50',
    '0.000001',
    '0.0000001',
    '-0.000001',
    '1e-05',
    '1e+20',
    'NaN',
    '-Infinity',
    '123456789012345',
    '1234567890123456',
    '9007199254740993',
    '0.30000000000000004',
    '1e+308',
    '\\N',
  ];
  const texts = ['', 'é☃😀', '\\\\', '\\t\\n\\r\\b\\f\\v', '"q"', '\x01\x1f\x7f', '\\\\N', 'x\\y', '\u2028'];
  // float4 and float8 as PostgreSQL prints them (their shortest digits): 2^53 + 1 is not a double.
  const float = (number: string) => (number === '9007199254740993' ? '9007199254740992' : number);
  const rows = numbers.map((number, i) => [
    String(i - 5),
    `-${i + 1}${'0'.repeat(i)}`,
    float(number),
    float(number),
    number,
    i % 2 ? 't' : 'f',
    i % 2 ? '2024-01-01 00:00:10.5' : '0044-03-15 12:00:00 BC',
    texts[i % texts.length] + texts[(i + 3) % texts.length],
    '2024-06-01 00:00:00.123456+00',
    '{"a": 1, "b": "x\\\\ny", "c": [2.50]}',
    i % 3 ? '2024-01-08' : '\\N',
  ]);
  const expected = `[${rows.map((row) => `[${row.map((raw, i) => fieldWriter(oids[i])(raw)).join(',')}]`).join(',')}]`;

  async function* split(bytes: Buffer, size: number) {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  }
  const transform = async (bytes: Buffer, size: number, batchRows = 1000) => {
    const out: string[] = [];
    for await (const batch of copyJsonBatches(split(bytes, size), oids, batchRows)) out.push(batch.json.toString());
    return out;
  };

  it('writes what the field writers write, however the bytes are split', async () => {
    const bytes = Buffer.from(rows.map((row) => `${row.join('\t')}\n`).join(''));
    for (const size of [1, 7, 100, bytes.length]) expect(await transform(bytes, size)).toEqual([expected]);
    const batches = await transform(bytes, 13, 4);
    expect(batches).toHaveLength(Math.ceil(rows.length / 4));
    expect(batches.flatMap((batch) => JSON.parse(batch) as unknown[])).toEqual(JSON.parse(expected));
  });

  it('decodes bytes that are not UTF-8 as the cursor path does, and refuses a short row', async () => {
    const bytes = Buffer.concat([
      Buffer.from(`${rows[0].slice(0, 7).join('\t')}\ta`),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`\t${rows[0].slice(8).join('\t')}\n`),
    ]);
    const decoded = [...rows[0].slice(0, 7), 'a\ufffd\ufffd', ...rows[0].slice(8)];
    expect(await transform(bytes, 5)).toEqual([`[[${decoded.map((raw, i) => fieldWriter(oids[i])(raw)).join(',')}]]`]);
    await expect(transform(Buffer.from('1\t2\n'), 100)).rejects.toThrow('as many fields');
  });

  it('passes float digits that are not the shortest (extra_float_digits 3) as digits that parse to the same double', async () => {
    const digits = ['0.33333333333333331', '-1234.5678901234567', '0.1'];
    const batches: string[] = [];
    async function* lines() {
      yield Buffer.from(digits.map((d) => `${d}\n`).join(''));
    }
    for await (const batch of copyJsonBatches(lines(), [701], 1000)) batches.push(batch.json.toString());
    expect(JSON.parse(batches[0])).toEqual(digits.map((d) => [Number(d)]));
  });
});
