import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../../src/connectors/types.js';
import { rowObject, type ResultMeta } from '../../../src/domain/results/read-result.js';
import { delimitedBatch, xlsxFromRows, xlsxFromStored } from '../../../src/domain/results/result-formats.js';
import { useNativeCrc32 } from '../../../src/domain/results/native-crc32.js';
import { delimitedChunk, jsonObjectsChunk, keysKeepOrder, Output, xlsxRowsChunk } from '../../../src/domain/results/stored-json.js';

// The download writers that rewrite stored chunk bytes, against parse-then-serialise (the
// reference writers) on values chosen to trip them: quotes, delimiters, line breaks, unicode,
// escapes, XML-special characters, nulls, numbers, booleans, nested JSON, dates, long strings.

const columns = (names: string[]): Column[] => names.map((name) => ({ name, friendly_name: name, type: 'string' }));

const TRICKY: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1 / 3,
  -0,
  1e21,
  1e-7,
  2 ** 53 + 2,
  0.1 + 0.2,
  true,
  false,
  '',
  'plain',
  'a,b',
  'a\tb',
  'say "hi"',
  '"',
  'line\nbreak',
  'cr\rlf\r\n',
  'back\\slash',
  '\\x"y,',
  'é ü ß 中文 😀',
  '\u2028\u2029',
  '\ud800 lone',
  '\u0001\u0008\u000b\u001f control',
  'del\u007f',
  '<tag attr=\'x\'> & "amp"',
  '&amp;',
  '  padded  ',
  '2024-01-01T00:00:01',
  '2024-01-01',
  '2024-03-04T05:06:07.890Z',
  'x'.repeat(40_000),
  { k: 1 },
  { a: [1, 'x,y', null], b: { c: '"q"' } },
  [],
  {},
  [1, 2, 3],
  ['a\nb'],
];

/** Rows of TRICKY values: each value in each column, plus rows of nulls, short and long rows. */
function trickyRows(width: number): unknown[][] {
  const rows: unknown[][] = [];
  for (let i = 0; i < TRICKY.length; i += 1) rows.push(Array.from({ length: width }, (_, c) => TRICKY[(i + c) % TRICKY.length]));
  rows.push(Array.from({ length: width }, () => null));
  rows.push([1, 'short']);
  rows.push([]);
  rows.push([...Array.from({ length: width }, (_, c) => c), 'beyond', 42]);
  rows.push([null, null, 'last']);
  return rows;
}

const stored = (rows: unknown[][]) => Buffer.from(JSON.stringify(rows));
/** The same rows as JSON that is not in JSON.stringify's form: the writers must normalise it. */
const spaced = (rows: unknown[][]) => Buffer.from(JSON.stringify(rows, null, 2));

describe('CSV and TSV from stored bytes', () => {
  for (const delimiter of [',', '\t'] as const) {
    it(`equal the per-value writer byte for byte (${delimiter === ',' ? 'CSV' : 'TSV'})`, () => {
      const rows = trickyRows(7);
      const expected = Buffer.from(delimitedBatch(rows, delimiter));
      expect(delimitedChunk(stored(rows), delimiter).equals(expected)).toBe(true);
      expect(delimitedChunk(spaced(rows), delimiter).equals(expected)).toBe(true);
      expect(delimitedChunk(stored([]), delimiter).length).toBe(0);
      for (const value of TRICKY) {
        const row = JSON.parse(JSON.stringify([[value, 'z']])) as unknown[][];
        expect(delimitedChunk(stored(row), delimiter).equals(Buffer.from(delimitedBatch(row, delimiter)))).toBe(true);
      }
    });
  }
});

describe('JSON objects from stored bytes', () => {
  it('equal JSON.stringify of the row objects byte for byte (missing values null, extra values left out)', () => {
    const names = ['id', 'name', 'ünï "q"', 'a,b', '', 'x\ny', 'z'];
    const rows = JSON.parse(JSON.stringify(trickyRows(names.length))) as unknown[][];
    const expected = JSON.stringify(rows.map((row) => rowObject(columns(names), row))).slice(1, -1);
    expect(jsonObjectsChunk(stored(rows), names).equals(Buffer.from(expected))).toBe(true);
    expect(jsonObjectsChunk(spaced(rows), names).equals(Buffer.from(expected))).toBe(true);
    expect(jsonObjectsChunk(stored(rows), names, true).equals(Buffer.from(`,${expected}`))).toBe(true);
    expect(jsonObjectsChunk(stored([]), names, true).length).toBe(0);
    expect(jsonObjectsChunk(stored([[1], []]), []).toString()).toBe('{},{}');
    for (const value of TRICKY) {
      const row = JSON.parse(JSON.stringify([[value, 'z']])) as unknown[][];
      expect(
        jsonObjectsChunk(stored(row), ['v', 'w']).equals(
          Buffer.from(JSON.stringify(row.map((r) => rowObject(columns(['v', 'w']), r))).slice(1, -1)),
        ),
      ).toBe(true);
    }
  });

  it('equal JSON.stringify of the row objects for full rows of flat values (the one-pass path) and after a fallback', () => {
    const names = ['id', 'name', 'ünï "q"', 'a,b', '', 'x\ny', 'z'];
    const flat = TRICKY.filter((value) => value === null || typeof value !== 'object');
    const rows = Array.from({ length: flat.length }, (_, i) => names.map((_, c) => flat[(i + c) % flat.length]));
    const parsed = JSON.parse(JSON.stringify(rows)) as unknown[][];
    const expected = JSON.stringify(parsed.map((row) => rowObject(columns(names), row))).slice(1, -1);
    expect(jsonObjectsChunk(stored(rows), names).equals(Buffer.from(expected))).toBe(true);
    expect(jsonObjectsChunk(stored(rows), names, true).equals(Buffer.from(`,${expected}`))).toBe(true);
    // One nested value, one short row, a broken tail: the token path (or its refusal) answers instead.
    for (const odd of [
      [...rows, names.map(() => ({ k: 1 }))],
      [...rows, [1]],
    ]) {
      const oddParsed = JSON.parse(JSON.stringify(odd)) as unknown[][];
      const oddExpected = JSON.stringify(oddParsed.map((row) => rowObject(columns(names), row))).slice(1, -1);
      expect(jsonObjectsChunk(stored(odd), names).equals(Buffer.from(oddExpected))).toBe(true);
    }
    expect(() => jsonObjectsChunk(Buffer.from(`${stored(rows).toString().slice(0, -1)},[nul]]`), names)).toThrow();
  });

  it('refuses the column names whose key order JSON.stringify would change', () => {
    expect(keysKeepOrder(['a', 'b', 'a1', '01', '-1', '4294967295'])).toBe(true);
    for (const names of [['b', '1'], ['a', '0'], ['__proto__'], ['a', 'a'], ['4294967294']]) expect(keysKeepOrder(names)).toBe(false);
  });
});

const meta = (names: string[]): ResultMeta => ({
  id: 1,
  orgId: 1,
  dataSourceId: 1,
  queryHash: 'h',
  queryText: 'q',
  columns: columns(names),
  rowCount: 0,
  runtime: 0,
  retrievedAt: new Date(0),
  queryVersion: null,
  query: null,
});

async function* from<T>(items: T[]): AsyncIterable<T> {
  yield* items;
}

async function collect(bytes: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of bytes) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

const sheetXml = async (file: Buffer) => (await JSZip.loadAsync(file)).file('xl/worksheets/sheet1.xml')!.async('string');

/** What exceljs's reader should find in a cell for a stored value. */
function expectedCell(value: unknown): unknown {
  // An empty string is written as an empty <v></v> (as exceljs writes it), which reads back as empty.
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return xmlRoundTrip(JSON.stringify(value));
  if (typeof value === 'string') return xmlRoundTrip(value);
  return value;
}
/**
 * What survives XML (as with exceljs's own writer): DEL and the control characters XML does not
 * allow are dropped, a reader normalises CR LF and CR to LF, a lone surrogate is written as U+FFFD.
 */
const xmlRoundTrip = (text: string) =>
  Buffer.from(
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g, '')
      .replace(/\r\n?/g, '\n')
      // exceljs's reader decodes entities once more after the XML parser has: "&amp;" in the
      // data reads back as "&" (a quirk of its reader; the file holds "&amp;amp;", as exceljs writes it).
      .replace(/&(lt|gt|amp|apos|quot);/g, (_, name: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[name]!),
  ).toString();

describe('XLSX rows pre-rendered from stored bytes', () => {
  it('write the sheet XML exceljs writes, and exceljs reads every cell back as the data', async () => {
    const names = ['n', 'label', 'q', 'even', 'obj', 'when', 'long'];
    const rows = JSON.parse(JSON.stringify(trickyRows(names.length))) as unknown[][];
    const batches = [rows.slice(0, 10), rows.slice(10, 11), [], rows.slice(11)];
    const reference = await collect(xlsxFromRows(meta(names), from(batches)));
    const fast = await collect(xlsxFromStored(meta(names), from(batches.map(stored))));
    const spacedFile = await collect(xlsxFromStored(meta(names), from(batches.map(spaced))));
    expect(await sheetXml(fast)).toBe(await sheetXml(reference));
    expect(await sheetXml(spacedFile)).toBe(await sheetXml(reference));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fast as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, ...names]);
    rows.forEach((row, i) => {
      const read = sheet.getRow(i + 2);
      for (let c = 0; c < Math.max(row.length, names.length) + 2; c += 1) {
        expect(read.getCell(c + 1).value, `row ${i + 2} column ${c + 1}`).toEqual(expectedCell(row[c]));
      }
    });
  });

  it('numbers the rows across chunks and leaves out rows of nulls only, as exceljs does', () => {
    const scratch = new Output(16);
    const first = xlsxRowsChunk(stored([[1], [null], []]), 2, scratch);
    expect(first.rows).toBe(3);
    expect(first.xml.toString()).toBe('<row r="2" spans="1:1" x14ac:dyDescent="0.25"><c r="A2"><v>1</v></c></row>');
    const second = xlsxRowsChunk(stored([[null, true, 'a&b']]), 9, scratch);
    expect(second.xml.toString()).toBe(
      '<row r="9" spans="1:3" x14ac:dyDescent="0.25"><c r="B9" t="b"><v>1</v></c><c r="C9" t="str"><v>a&amp;b</v></c></row>',
    );
    expect(xlsxRowsChunk(stored([[1]]), 99_999).xml.toString()).toContain('<row r="99999" ');
    expect(xlsxRowsChunk(stored([[], [1]]), 99_999).xml.toString()).toContain('<c r="A100000">');
  });

  it('stop reading rows when the client goes away mid-download', async () => {
    let stopped!: () => void;
    const sourceStopped = new Promise<void>((done) => (stopped = done));
    // An endless result: only a writer that notices the destroyed output ever stops pulling it.
    async function* endless(): AsyncIterable<Buffer> {
      try {
        const chunk = stored(Array.from({ length: 1000 }, (_, i) => [i, `row ${i}`, i / 7, i % 2 === 0]));
        for (;;) yield chunk;
      } finally {
        stopped();
      }
    }
    for await (const piece of xlsxFromStored(meta(['a', 'b', 'c', 'd']), endless())) {
      expect(piece.length).toBeGreaterThan(0);
      break;
    }
    await sourceStopped;
  });

  it("zip the sheet with Node's native CRC-32, and every entry's checksum holds", async () => {
    // Several MB of sheet XML: the checksum is carried from one zip piece to the next.
    const chunks = Array.from({ length: 40 }, (_, c) =>
      stored(Array.from({ length: 1000 }, (_, i) => [c * 1000 + i, `row ${i} ü & <x>`, i / 7, i % 2 === 0])),
    );
    const file = await collect(xlsxFromStored(meta(['a', 'b', 'c', 'd']), from(chunks)));
    expect(useNativeCrc32()).toBe(true);
    const zip = await JSZip.loadAsync(file, { checkCRC32: true });
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml.length).toBeGreaterThan(4 << 20);
    expect(xml).toContain('<c r="A40001"><v>39999</v></c>');
    // A wrong checksum in the central directory (46 bytes before the entry's name) fails the same check.
    const broken = Buffer.from(file);
    const entry = broken.lastIndexOf('xl/worksheets/sheet1.xml') - 46;
    expect(broken.readUInt32LE(entry)).toBe(0x02014b50);
    broken[entry + 16] ^= 0xff;
    await expect(JSZip.loadAsync(broken, { checkCRC32: true })).rejects.toThrow(/crc32/i);
    expect((await JSZip.loadAsync(broken)).file('xl/worksheets/sheet1.xml')).not.toBeNull();
  });
});
