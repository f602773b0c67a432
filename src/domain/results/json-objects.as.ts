// AssemblyScript, compiled to json-objects.wasm by `npm run build:wasm` (not TypeScript: tsc and
// eslint leave *.as.ts alone; test/domain/results/json-objects-wasm.test.ts checks that the
// committed .wasm is what this source compiles to).
//
// The JSON fetch's rewrite of a stored chunk, `[[v, ...], ...]` -> `{"a":v, ...}, ...`: the same
// bytes, the same accepted form and the same refusals as jsonObjectsDirect in stored-json.ts,
// which stays the reference (and the path where WebAssembly is not available). Strings, numbers
// and keys are scanned and copied 16 bytes at a time (SIMD): measured on 100k x 10 rows, ~7 ms
// against ~36 ms for the JavaScript byte loop.

import { literalLength, numberEnd, put, startsNumber } from './json-scan.as';

const QUOTE: u8 = 0x22;
const BACKSLASH: u8 = 0x5c;
const COMMA: u8 = 0x2c;
const OPEN_ARRAY: u8 = 0x5b;
const CLOSE_ARRAY: u8 = 0x5d;
const CLOSE_OBJECT: u8 = 0x7d;

/**
 * Writes the rows of the chunk at `input` (`n` bytes, followed by at least 32 zero bytes) as
 * objects at `output`, and returns how many bytes it wrote: -1 when the chunk is not in the
 * direct form (JSON.stringify's, every row holding exactly `width` flat values), -2 when `cap`
 * bytes of output are not enough. `keys` holds the key texts (`{"a":`, `,"b":`, ...) followed by
 * 16 bytes of slack, `ends` each key's end as an i32 (width + 1 of them, the first 0). The output
 * needs `cap` + 32 bytes: copies write 16 bytes at a time past what they keep.
 */
export function objects(input: usize, n: i32, keys: usize, ends: usize, width: i32, output: usize, cap: i32, continued: i32): i32 {
  if (width == 0 || n < 2 || load<u8>(input) != OPEN_ARRAY) return -1;
  let i: i32 = 1;
  let o: i32 = 0;
  if (load<u8>(input + 1) == CLOSE_ARRAY) return n == 2 ? 0 : -1;
  let firstRow = continued == 0;
  const rowKeys = load<i32>(ends + ((<usize>width) << 2)) + 2;
  const quotes = i8x16.splat(<i8>QUOTE);
  const backslashes = i8x16.splat(<i8>BACKSLASH);
  while (true) {
    if (load<u8>(input + i) != OPEN_ARRAY) return -1;
    i += 1;
    // A row's output is at most its keys, a comma, a brace and the rest of the chunk.
    if (o + rowKeys + (n - i) > cap) return -2;
    if (!firstRow) store<u8>(output + o++, COMMA);
    let column: i32 = 0;
    while (true) {
      if (column == width) return -1;
      const keyStart = load<i32>(ends + ((<usize>column) << 2));
      const keyEnd = load<i32>(ends + ((<usize>(column + 1)) << 2));
      o = put(output, o, keys + keyStart, keyEnd - keyStart);
      const c = load<u8>(input + i);
      if (c == QUOTE) {
        // A string, its escapes copied as they are, up to its closing quote.
        store<u8>(output + o++, QUOTE);
        i += 1;
        while (true) {
          if (i >= n) return -1;
          const bytes = v128.load(input + i);
          v128.store(output + o, bytes);
          const mask = i8x16.bitmask(v128.or(i8x16.eq(bytes, quotes), i8x16.eq(bytes, backslashes)));
          if (mask == 0) {
            i += 16;
            o += 16;
            continue;
          }
          const k = <i32>ctz(mask);
          i += k;
          o += k;
          if (load<u8>(input + i) == QUOTE) break;
          // A backslash and the character it escapes.
          store<u8>(output + o, BACKSLASH);
          store<u8>(output + o + 1, load<u8>(input + i + 1));
          i += 2;
          o += 2;
        }
        if (i >= n) return -1;
        store<u8>(output + o++, QUOTE);
        i += 1;
      } else if (startsNumber(c)) {
        const end = numberEnd(input, i);
        o = put(output, o, input + i, end - i);
        i = end;
      } else {
        const length = literalLength(input, i, c);
        if (length < 0) return -1;
        o = put(output, o, input + i, length);
        i += length;
      }
      column += 1;
      const next = load<u8>(input + i);
      i += 1;
      if (next == CLOSE_ARRAY) break;
      if (next != COMMA) return -1;
    }
    if (column != width) return -1;
    store<u8>(output + o++, CLOSE_OBJECT);
    firstRow = false;
    const next = load<u8>(input + i);
    i += 1;
    if (next == CLOSE_ARRAY) return i == n ? o : -1;
    if (next != COMMA) return -1;
  }
}

/** The end of the module's static data: what JavaScript writes into its memory starts after it (src/wasm.ts). */
export function heapBase(): usize {
  return __heap_base;
}
