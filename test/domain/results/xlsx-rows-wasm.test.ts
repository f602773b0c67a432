import { describe, expect, it } from 'vitest';
import { xlsxAvailable } from '../../../src/domain/results/stored-json-wasm.js';
import { Output, xlsxRowsChunk } from '../../../src/domain/results/stored-json.js';
import { mutatedChunks, random, wasmMatchesSource } from '../../helpers/wasm.js';

// xlsx-rows.wasm must write the sheet rows xlsxRowsChunk's JavaScript writes (the XML exceljs
// writes: stored-json.test.ts), and leave it every chunk it does not take.

function same(chunk: Buffer, firstRow: number): { xml: string; rows: number } {
  let expected: { xml: string; rows: number } | { error: string };
  try {
    const js = xlsxRowsChunk(chunk, firstRow, undefined, { wasm: false });
    expected = { xml: js.xml.toString('latin1'), rows: js.rows };
  } catch (error) {
    expected = { error: (error as Error).message };
  }
  let actual: typeof expected;
  try {
    // Through a small shared scratch buffer, as the download does.
    const wasm = xlsxRowsChunk(chunk, firstRow, new Output(64));
    actual = { xml: wasm.xml.toString('latin1'), rows: wasm.rows };
  } catch (error) {
    actual = { error: (error as Error).message };
  }
  expect(actual).toEqual(expected);
  return 'xml' in expected ? expected : { xml: '', rows: 0 };
}

const TEXTS = [
  '',
  'a',
  'plain text',
  'x'.repeat(16),
  'y'.repeat(40),
  "<b>&'amp'</b>",
  '\u007f del',
  'é€😀',
  'quote "x"',
  'back\\slash',
  'tab\tline\n',
  'a,b',
];
const NUMBERS = [0, -1, 42, 1234567890123456, 0.5, -0.000001, 1e-7, 6.02e23, 1e21, 3.141592653589793];

function value(next: () => number): unknown {
  const pick = next();
  if (pick < 0.35) return TEXTS[Math.floor(next() * TEXTS.length)];
  if (pick < 0.65) return NUMBERS[Math.floor(next() * NUMBERS.length)] * Math.floor(next() * 1000);
  if (pick < 0.85) return null;
  return next() < 0.5;
}

describe('xlsx-rows.wasm', () => {
  it('is what xlsx-rows.as.ts compiles to (npm run build:wasm)', async () => {
    expect(await wasmMatchesSource('src/domain/results/xlsx-rows.as.ts')).toBe(true);
  }, 60_000);

  it('loads here', () => {
    expect(xlsxAvailable()).toBe(true);
  });

  it('writes the rows the JavaScript writes: every kind of flat value, rows of nulls, empty and ragged rows, row numbers across digit counts', () => {
    const next = random(99);
    for (let trial = 0; trial < 300; trial += 1) {
      const width = 1 + Math.floor(next() * 30);
      const rows = Array.from({ length: Math.floor(next() * 30) + 1 }, () =>
        next() < 0.05
          ? []
          : next() < 0.05
            ? Array.from({ length: width }, () => null)
            : Array.from({ length: width - (next() < 0.2 ? 1 : 0) }, () => value(next)),
      );
      const firstRow = [1, 2, 9, 10, 99, 998, 99_995, 999_999, 1_048_570][Math.floor(next() * 9)];
      const written = same(Buffer.from(JSON.stringify(rows)), firstRow);
      expect(written.rows).toBe(rows.length);
    }
  });

  it('rows wider than its column table, and long strings full of entities', () => {
    same(Buffer.from(JSON.stringify([Array.from({ length: 1500 }, (_, i) => i), [1, 2]])), 2);
    same(Buffer.from(JSON.stringify([Array.from({ length: 1024 }, (_, i) => `v${i}`)])), 2);
    same(Buffer.from(JSON.stringify([["'".repeat(5000), '&<>'.repeat(3000), 1]])), 5);
  });

  it('agrees with the JavaScript on chunks with bytes changed at random', () => {
    const next = random(31337);
    const base = Buffer.from(
      JSON.stringify(Array.from({ length: 25 }, (_, r) => [r * 1.5, `row <${r}> & 'é'`, r % 2 === 0, r % 3 === 0 ? null : -r])),
    );
    for (const chunk of mutatedChunks(base, '[]{},"\\:0123456789-+.eEntrufals x<>&\'\u007f', next))
      same(chunk, 1 + Math.floor(next() * 2000));
  });
});
