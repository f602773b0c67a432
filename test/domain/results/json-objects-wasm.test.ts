import { describe, expect, it } from 'vitest';
import { available, wasmJsonObjects } from '../../../src/domain/results/stored-json-wasm.js';
import { jsonObjectsChunk, jsonObjectsDirect } from '../../../src/domain/results/stored-json.js';
import { mutatedChunks, random, wasmMatchesSource } from '../../helpers/wasm.js';

// json-objects.wasm must write exactly what the JavaScript loop (jsonObjectsDirect) writes, and
// refuse exactly the chunks it refuses, whatever the bytes.

function keysOf(names: string[]) {
  const texts = names.map((name, i) => Buffer.from(`${i === 0 ? '{' : ','}${JSON.stringify(name)}:`));
  const keyEnds = new Int32Array(names.length + 1);
  texts.forEach((text, i) => (keyEnds[i + 1] = keyEnds[i] + text.length));
  return { keyBytes: Buffer.concat(texts), keyEnds };
}

/** Both ways, compared: the same bytes, or null from both. */
function same(chunk: Buffer, names: string[], continued = false): Buffer | null {
  const { keyBytes, keyEnds } = keysOf(names);
  const expected = jsonObjectsDirect(chunk, keyBytes, keyEnds, names.length, continued);
  const actual = wasmJsonObjects(chunk, keyBytes, keyEnds, names.length, continued);
  expect(actual === null ? null : actual.toString('latin1')).toBe(expected === null ? null : expected.toString('latin1'));
  return actual;
}

/** A deterministic generator (no flaky seeds). */

const TEXTS = [
  '',
  'a',
  'plain text',
  'x'.repeat(15),
  'y'.repeat(16),
  'z'.repeat(17),
  'w'.repeat(40),
  'quote " inside',
  'back\\slash',
  '\\',
  '"',
  'tab\tnew\nline',
  '\u0001\u001f',
  'é€😀 unicode',
  '"'.repeat(20),
  'ends with \\',
];
const NUMBERS = [
  0,
  -0,
  1,
  -1,
  42,
  1234567890123456,
  -9007199254740991,
  0.5,
  -0.000001,
  1e-7,
  1.23456789012345e-300,
  6.02e23,
  1e21,
  3.141592653589793,
  0.1 + 0.2,
];

function value(next: () => number): unknown {
  const pick = next();
  if (pick < 0.35) return TEXTS[Math.floor(next() * TEXTS.length)];
  if (pick < 0.7) return NUMBERS[Math.floor(next() * NUMBERS.length)] * (next() < 0.5 ? 1 : Math.floor(next() * 1000));
  if (pick < 0.8) return null;
  if (pick < 0.9) return next() < 0.5;
  return `${'s'.repeat(Math.floor(next() * 70))}\\"${Math.floor(next() * 1e6)}`;
}

describe('json-objects.wasm', () => {
  it('is what json-objects.as.ts compiles to (npm run build:wasm)', async () => {
    expect(await wasmMatchesSource('src/domain/results/json-objects.as.ts')).toBe(true);
  }, 60_000);

  it('loads here, and JSON fetches use it', () => {
    expect(available()).toBe(true);
  });

  it('writes what the JavaScript loop writes for rows of every kind of flat value', () => {
    const next = random(12345);
    for (let trial = 0; trial < 300; trial += 1) {
      const width = 1 + Math.floor(next() * 12);
      const names = Array.from({ length: width }, (_, i) => (next() < 0.2 ? `a rather long column name number ${i} é` : `c${i}`));
      const rows = Array.from({ length: Math.floor(next() * 40) + 1 }, () => Array.from({ length: width }, () => value(next)));
      const chunk = Buffer.from(JSON.stringify(rows));
      const written = same(chunk, names, next() < 0.5);
      expect(written).not.toBeNull();
      // And it is the JSON.stringify of the row objects.
      const objects = rows.map((row) => Object.fromEntries(names.map((name, i) => [name, row[i]])));
      expect(jsonObjectsChunk(chunk, names).toString()).toBe(JSON.stringify(objects).slice(1, -1));
    }
  });

  it('grows its output when keys are much longer than the values', () => {
    const names = Array.from({ length: 50 }, (_, i) => `${'k'.repeat(100)}${i}`);
    const rows = Array.from({ length: 200 }, (_, r) => names.map((_, i) => (i + r) % 10));
    const written = same(Buffer.from(JSON.stringify(rows)), names);
    expect(written!.length).toBeGreaterThan(JSON.stringify(rows).length * 10);
  });

  it('refuses what the JavaScript loop refuses: other forms, missing or extra values, nested values, broken text', () => {
    const names = ['a', 'b'];
    for (const text of [
      '',
      '[',
      '[]',
      '[[]]',
      '[[1,2]]x',
      '[[1,2],]',
      '[[1]]',
      '[[1,2,3]]',
      '[[1,[2]]]',
      '[[1,{"x":2}]]',
      '[ [1,2]]',
      '[[1, 2]]',
      '[[1,"abc]]',
      '[[1,"abc\\',
      '[[nul,1]]',
      '[[tru,1]]',
      '[[fals,1]]',
      '[[1,2]',
      '[[1,2],[3,4]',
      '[[1,2],[3,4]]]',
      '[[+1,2]]',
      '[[1x,2]]',
      '[[1,2]][[3,4]]',
      '{"a":1}',
    ])
      same(Buffer.from(text), names);
    same(Buffer.from('[[1,2]]'), []);
  });

  it('agrees with the JavaScript loop on chunks with bytes changed at random', () => {
    const next = random(777);
    const names = ['n', 'text', 'flag', 'x'];
    const base = Buffer.from(
      JSON.stringify(Array.from({ length: 30 }, (_, r) => [r * 1.5, `row "${r}" \\ é`, r % 2 === 0, r % 3 === 0 ? null : -r])),
    );
    for (const chunk of mutatedChunks(base, '[]{},"\\:0123456789-+.eEntrufals x\u0000', next)) same(chunk, names, next() < 0.5);
  });
});
