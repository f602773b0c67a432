import { describe, expect, it } from 'vitest';
import { delimitedAvailable } from '../../../src/domain/results/stored-json-wasm.js';
import { delimitedChunk } from '../../../src/domain/results/stored-json.js';
import { mutatedChunks, random, wasmMatchesSource } from '../../helpers/wasm.js';

// delimited-rows.wasm must write the CSV and TSV lines delimitedChunk's JavaScript writes (the
// per-value writer's: stored-json.test.ts), and leave it every chunk it does not take.

function same(chunk: Buffer, delimiter: ',' | '\t'): string | null {
  const settle = (wasm: boolean): { text: string } | { error: string } => {
    try {
      return { text: delimitedChunk(chunk, delimiter, { wasm }).toString('latin1') };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  const expected = settle(false);
  expect(settle(true)).toEqual(expected);
  return 'text' in expected ? expected.text : null;
}

const TEXTS = ['', 'a', 'plain text', 'a,b', ',', 'x'.repeat(16), 'y,'.repeat(20), 'é€😀', 'quote "x"', 'back\\slash', 'tab\tline\n', '\r'];
const NUMBERS = [0, -1, 42, 1234567890123456, 0.5, -0.000001, 1e-7, 6.02e23, 1e21];

function value(next: () => number): unknown {
  const pick = next();
  if (pick < 0.4) return TEXTS[Math.floor(next() * TEXTS.length)];
  if (pick < 0.7) return NUMBERS[Math.floor(next() * NUMBERS.length)] * Math.floor(next() * 1000);
  if (pick < 0.85) return null;
  return next() < 0.5;
}

describe('delimited-rows.wasm', () => {
  it('is what delimited-rows.as.ts compiles to (npm run build:wasm)', async () => {
    expect(await wasmMatchesSource('src/domain/results/delimited-rows.as.ts')).toBe(true);
  }, 60_000);

  it('loads here', () => {
    expect(delimitedAvailable()).toBe(true);
  });

  it('writes the lines the JavaScript writes: every kind of flat value, commas quoted in CSV only, empty and ragged rows', () => {
    const next = random(2024);
    for (let trial = 0; trial < 300; trial += 1) {
      const width = 1 + Math.floor(next() * 12);
      const rows = Array.from({ length: Math.floor(next() * 30) + 1 }, () =>
        next() < 0.05 ? [] : Array.from({ length: width - (next() < 0.2 ? 1 : 0) }, () => value(next)),
      );
      const chunk = Buffer.from(JSON.stringify(rows));
      for (const delimiter of [',', '\t'] as const) expect(same(chunk, delimiter)).not.toBeNull();
    }
    expect(same(Buffer.from(JSON.stringify([['a,b', 1, null, true], []])), ',')).toBe('"a,b",1,,true\n\n');
    expect(same(Buffer.from(JSON.stringify([['a,b', 1, null, false]])), '\t')).toBe('a,b\t1\t\tfalse\n');
  });

  it('agrees with the JavaScript on chunks with bytes changed at random', () => {
    const next = random(8080);
    const base = Buffer.from(
      JSON.stringify(Array.from({ length: 25 }, (_, r) => [r * 1.5, `row ${r}, "é"`, r % 2 === 0, r % 3 === 0 ? null : -r])),
    );
    for (const chunk of mutatedChunks(base, '[]{},"\\:0123456789-+.eEntrufals x\t', next)) same(chunk, next() < 0.5 ? ',' : '\t');
  });
});
