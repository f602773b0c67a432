import { describe, expect, it, vi } from 'vitest';
import { copyJsonBatches, fieldWriter } from '../../src/connectors/pg/copy-rows.js';
import { postgresConnector } from '../../src/connectors/pg/index.js';
import { loadWasm } from '../../src/wasm.js';
import { random, wasmMatchesSource } from '../helpers/wasm.js';

// Points pg connectors at the test server (127.0.0.1:5432), which also holds Overlook's metadata
// database: the egress guard refuses that server unless this is set.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

// copy-json.wasm must turn COPY text into the bytes writeLines writes (and leave to it the lines
// it does not take), whatever the values, the splits of the input and the batch size.

async function* split(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function transform(bytes: Buffer, oids: number[], size: number, batchRows: number, wasm: boolean) {
  const out: string[] = [];
  for await (const batch of copyJsonBatches(split(bytes, size), oids, batchRows, { wasm }))
    out.push(`${batch.rowCount}:${batch.json.toString()}`);
  return out;
}

/** Both ways, compared (the same batches, or the same error). */
async function same(bytes: Buffer, oids: number[], size: number, batchRows: number): Promise<string[]> {
  const settle = (wasm: boolean) =>
    transform(bytes, oids, size, batchRows, wasm).then(
      (batches) => ({ batches }),
      (error: Error) => ({ error: error.message }),
    );
  const [js, wasm] = await Promise.all([settle(false), settle(true)]);
  expect(wasm).toEqual(js);
  return 'batches' in js ? js.batches : [];
}

// int4, int8, float8, float4, numeric, bool, timestamp, text, date, varchar: every kind but the decoded ones.
const OIDS = [23, 20, 701, 700, 1700, 16, 1114, 25, 1082, 1043];
const NUMBERS = [
  '0',
  '-0',
  '1.5',
  '1.50',
  '0.000001',
  '0.0000001',
  '1e-05',
  '1e+20',
  'NaN',
  'Infinity',
  '-Infinity',
  '123456789012345',
  '1234567890123456',
  '0.30000000000000004',
  '0.33333333333333331',
  '-12.25',
  '\\N',
];
// COPY's text form: backslash escapes for \b \f \n \r \t \v and the backslash; other bytes raw.
const TEXTS = [
  '',
  'plain',
  'x'.repeat(15),
  'y'.repeat(16),
  'z'.repeat(40),
  'é☃😀',
  '\\\\',
  '\\t\\n\\r\\b\\f\\v',
  '"q"',
  '\x01\x1f\x7f',
  '\\\\N',
  'x\\y',
  '\u2028',
  'a,b]',
  '\\N',
];

function line(next: () => number): string {
  const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)];
  const number = () => pick(NUMBERS);
  return [
    next() < 0.1 ? '\\N' : String(Math.floor(next() * 2e9) - 1e9),
    next() < 0.9 ? String(Math.floor(next() * 1e15)) : number(),
    next() < 0.7 ? String(Math.floor(next() * 1e6) / 3) : number(),
    next() < 0.7 ? String(Math.floor(next() * 1e4) / 7) : number(),
    next() < 0.7 ? (Math.floor(next() * 1e6) / 100).toFixed(2) : number(),
    pick(['t', 'f', '\\N']),
    pick(['2024-01-01 00:00:10.5', '0044-03-15 12:00:00 BC', 'infinity', '\\N']),
    pick(TEXTS) + pick(TEXTS) + pick(TEXTS),
    pick(['2024-01-08', '\\N']),
    pick(TEXTS),
  ].join('\t');
}

describe('copy-json.wasm', () => {
  it('is what copy-json.as.ts compiles to (npm run build:wasm)', async () => {
    expect(await wasmMatchesSource('src/connectors/pg/copy-json.as.ts')).toBe(true);
  }, 60_000);

  it('loads here', () => {
    expect(loadWasm(new URL('../../src/connectors/pg/copy-json.wasm', import.meta.url))).not.toBeNull();
  });

  it('writes what writeLines writes, however the input is split and batched, and each value what its field writer writes', async () => {
    const next = random(4242);
    const lines = Array.from({ length: 600 }, () => line(next));
    const bytes = Buffer.from(lines.map((text) => `${text}\n`).join(''));
    const expected = lines.map(
      (text) =>
        `[${text
          .split('\t')
          .map((raw, i) => fieldWriter(OIDS[i])(raw))
          .join(',')}]`,
    );
    for (const [size, batchRows] of [
      [bytes.length, 1000],
      [65_536, 1000],
      [4096, 100],
      [777, 7],
      [13, 1],
    ]) {
      const batches = await same(bytes, OIDS, size, batchRows);
      expect(batches).toHaveLength(Math.ceil(lines.length / batchRows));
      expect(batches.map((batch) => batch.slice(batch.indexOf(':') + 1)).join('')).toBe(
        Array.from({ length: batches.length }, (_, b) => `[${expected.slice(b * batchRows, (b + 1) * batchRows).join(',')}]`).join(''),
      );
    }
  });

  it('a row larger than its output area, rows of one kind, and malformed lines', async () => {
    const huge = `${'w'.repeat(3 << 20)}\\t${'é'.repeat(1000)}`;
    const batches = await same(Buffer.from(`1\t${huge}\n2\tsmall\n`), [23, 25], 1 << 16, 1000);
    expect(JSON.parse(batches[0].slice(batches[0].indexOf(':') + 1))).toEqual([
      [1, huge.replace('\\t', '\t')],
      [2, 'small'],
    ]);
    for (const oids of [[25], [23], [16], [1114], [701]]) await same(Buffer.from('1\n0\n\\N\nt\n2024-01-01 10:00:00\n'), oids, 3, 2);
    // Too few fields, too many, a lone backslash before the tab, a stray tab: the same error or bytes.
    for (const text of ['1\t2\n', '1\tx\t3\tmore\n', '1\ta\\\tb\n', '1\t\t\n', '\n', '1\tx\n2\n'])
      await same(Buffer.from(text), [23, 25], 100, 1000);
  });

  it('reads the same rows through a real COPY as the JavaScript path', async () => {
    const options = postgresConnector.options.parse({ host: '127.0.0.1', port: 5432, user: 'postgres', dbname: 'postgres' });
    const sql = `SELECT g AS i4, g::int8 * 123456789012345 AS big8, g::float8 / 3 AS f8, g::float4 / 7 AS f4,
      (g / 7.0)::numeric(10, 4) AS num, CASE WHEN g % 5 = 0 THEN 'NaN'::float8 ELSE g * 1e-7 END AS special, g % 2 = 0 AS b,
      E'tab\\there\\nnew "q" back\\\\slash \\r\\b\\f\\x0b\\x01 é ☃ 😀 ' || g AS t, timestamp '2024-01-01' + g * interval '1.5 second' AS ts,
      date '2024-01-01' + g AS d, CASE WHEN g % 3 = 0 THEN NULL ELSE md5(g::text) END AS maybe FROM generate_series(1, 5000) g`;
    const connection = await postgresConnector.connect(options);
    try {
      const stream = await connection.run(sql, { signal: new AbortController().signal, maxRows: 1e9 });
      const parts: string[] = [];
      for await (const batch of stream.batches) parts.push((batch as { json: Buffer }).json.toString());
      const viaCursor = await connection.run(`${sql} WHERE $1::int = 0`, {
        signal: new AbortController().signal,
        maxRows: 1e9,
        params: [0],
      });
      const cursorRows: unknown[][] = [];
      for await (const batch of viaCursor.batches) cursorRows.push(...(batch as unknown[][]));
      // As the store keeps them: JSON (NaN is null).
      expect(parts.flatMap((part) => JSON.parse(part) as unknown[][])).toEqual(JSON.parse(JSON.stringify(cursorRows)));
    } finally {
      await connection.close();
    }
  });
});
