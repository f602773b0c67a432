// AssemblyScript, compiled to delimited-rows.wasm by `npm run build:wasm` (not TypeScript: tsc
// and eslint leave *.as.ts alone; test/domain/results/delimited-rows-wasm.test.ts checks that the
// committed .wasm is what this source compiles to).
//
// The CSV and TSV downloads' lines from a stored chunk: the same bytes as delimitedChunk in
// stored-json.ts, which stays the reference and writes every chunk this module refuses: anything
// but JSON.stringify's form of flat values, or a string holding an escape (a quote, a backslash,
// a control character: those need decoding and RFC 4180 quoting).

import { literalLength, numberEnd, put, startsNumber } from './json-scan.as';

const QUOTE: u8 = 0x22;
const BACKSLASH: u8 = 0x5c;
const COMMA: u8 = 0x2c;
const OPEN_ARRAY: u8 = 0x5b;
const CLOSE_ARRAY: u8 = 0x5d;
const NEWLINE: u8 = 0x0a;

/**
 * Writes the rows of the chunk at `input` (`n` bytes, followed by at least 32 zero bytes) as lines
 * at `output`, values separated by `separator` (a comma: a string holding one is quoted; a tab),
 * and returns how many bytes it wrote, or -1 when the chunk is left to delimitedChunk. The output
 * needs `n` + 32 bytes: a line is never longer than its row.
 */
export function delimitedRows(input: usize, n: i32, separator: u8, output: usize): i32 {
  if (n < 2 || load<u8>(input) != OPEN_ARRAY) return -1;
  let i: i32 = 1;
  let o: i32 = 0;
  if (load<u8>(input + 1) == CLOSE_ARRAY) return n == 2 ? 0 : -1;
  const csv = separator == COMMA;
  const quotes = i8x16.splat(<i8>QUOTE);
  const backslashes = i8x16.splat(<i8>BACKSLASH);
  const commas = i8x16.splat(<i8>COMMA);
  while (true) {
    if (load<u8>(input + i) != OPEN_ARRAY) return -1;
    i += 1;
    if (load<u8>(input + i) == CLOSE_ARRAY) i += 1;
    else {
      let first = true;
      while (true) {
        if (!first) store<u8>(output + o++, separator);
        first = false;
        const c = load<u8>(input + i);
        if (c == QUOTE) {
          // Find the closing quote (refusing an escape), and whether a comma comes before it.
          const start = i + 1;
          let at = start;
          let comma = 0;
          while (true) {
            if (at >= n) return -1;
            const bytes = v128.load(input + at);
            const end = i8x16.bitmask(v128.or(i8x16.eq(bytes, quotes), i8x16.eq(bytes, backslashes)));
            const commaMask = i8x16.bitmask(i8x16.eq(bytes, commas));
            if (end == 0) {
              comma |= commaMask;
              at += 16;
              continue;
            }
            const k = <i32>ctz(end);
            comma |= commaMask & ((1 << k) - 1);
            at += k;
            break;
          }
          if (at >= n || load<u8>(input + at) == BACKSLASH) return -1;
          const quoted = csv && comma != 0;
          if (quoted) store<u8>(output + o++, QUOTE);
          o = put(output, o, input + start, at - start);
          if (quoted) store<u8>(output + o++, QUOTE);
          i = at + 1;
        } else if (startsNumber(c)) {
          const end = numberEnd(input, i);
          o = put(output, o, input + i, end - i);
          i = end;
        } else {
          const length = literalLength(input, i, c);
          if (length < 0) return -1;
          // null writes nothing; true and false their text.
          if (c != 0x6e) o = put(output, o, input + i, length);
          i += length;
        }
        const next = load<u8>(input + i);
        i += 1;
        if (next == CLOSE_ARRAY) break;
        if (next != COMMA) return -1;
      }
    }
    store<u8>(output + o++, NEWLINE);
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
