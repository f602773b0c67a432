// AssemblyScript, compiled to json-objects.wasm by `npm run build:wasm` (not TypeScript: tsc and
// eslint leave *.as.ts alone; test/domain/results/json-objects-wasm.test.ts checks that the
// committed .wasm is what this source compiles to).
//
// The JSON fetch's rewrite of a stored chunk, `[[v, ...], ...]` -> `{"a":v, ...}, ...`: the same
// bytes, the same accepted form and the same refusals as jsonObjectsDirect in stored-json.ts,
// which stays the reference (and the path where WebAssembly is not available). Strings, numbers
// and keys are scanned and copied 16 bytes at a time (SIMD): measured on 100k x 10 rows, ~7 ms
// against ~36 ms for the JavaScript byte loop.

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
  const zero = i8x16.splat(0x30);
  const nine = i8x16.splat(0x39);
  const plus = i8x16.splat(0x2b);
  const minus = i8x16.splat(0x2d);
  const dot = i8x16.splat(0x2e);
  const lowerE = i8x16.splat(0x65);
  const upperE = i8x16.splat(0x45);
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
      for (let k = keyStart; k < keyEnd; k += 16) v128.store(output + o + (k - keyStart), v128.load(keys + k));
      o += keyEnd - keyStart;
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
      } else if (c == 0x6e) {
        if (load<u8>(input + i + 1) != 0x75 || load<u8>(input + i + 2) != 0x6c || load<u8>(input + i + 3) != 0x6c) return -1;
        store<u32>(output + o, load<u32>(input + i));
        o += 4;
        i += 4;
      } else if (c == 0x74) {
        if (load<u8>(input + i + 1) != 0x72 || load<u8>(input + i + 2) != 0x75 || load<u8>(input + i + 3) != 0x65) return -1;
        store<u32>(output + o, load<u32>(input + i));
        o += 4;
        i += 4;
      } else if (c == 0x66) {
        if (
          load<u8>(input + i + 1) != 0x61 ||
          load<u8>(input + i + 2) != 0x6c ||
          load<u8>(input + i + 3) != 0x73 ||
          load<u8>(input + i + 4) != 0x65
        )
          return -1;
        store<u32>(output + o, load<u32>(input + i));
        store<u8>(output + o + 4, 0x65);
        o += 5;
        i += 5;
      } else if (c == 0x2d || (c >= 0x30 && c <= 0x39)) {
        // Digits, '.', 'e', 'E', '+', '-', up to the first byte of another kind.
        while (true) {
          const bytes = v128.load(input + i);
          v128.store(output + o, bytes);
          const digit = v128.and(i8x16.ge_u(bytes, zero), i8x16.le_u(bytes, nine));
          const sign = v128.or(i8x16.eq(bytes, plus), i8x16.eq(bytes, minus));
          const rest = v128.or(v128.or(i8x16.eq(bytes, dot), i8x16.eq(bytes, lowerE)), i8x16.eq(bytes, upperE));
          const others = ~i8x16.bitmask(v128.or(v128.or(digit, sign), rest)) & 0xffff;
          if (others == 0) {
            i += 16;
            o += 16;
            continue;
          }
          const k = <i32>ctz(others);
          i += k;
          o += k;
          break;
        }
      } else return -1;
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
