// AssemblyScript, compiled to xlsx-rows.wasm by `npm run build:wasm` (not TypeScript: tsc and
// eslint leave *.as.ts alone; test/domain/results/xlsx-rows-wasm.test.ts checks that the committed
// .wasm is what this source compiles to).
//
// The XLSX download's sheet rows from a stored chunk: the same XML as xlsxRowsChunk in
// stored-json.ts (exceljs's streaming writer without styles or shared strings), which stays the
// reference and writes every chunk this module refuses: anything but JSON.stringify's form of
// flat values, a string holding an escape, a row wider than the column table.

import { literalLength, numberEnd, put, startsNumber } from './json-scan.as';

const QUOTE: u8 = 0x22;
const BACKSLASH: u8 = 0x5c;
const COMMA: u8 = 0x2c;
const OPEN_ARRAY: u8 = 0x5b;
const CLOSE_ARRAY: u8 = 0x5d;

const NULL: i32 = 0;
const NUMBER: i32 = 1;
const TRUE: i32 = 2;
const FALSE: i32 = 3;
const PLAIN: i32 = 4;

/** How many rows the chunk held, after a call that wrote it. */
export let rows: i32 = 0;

// The fixed pieces of the XML, read 16 bytes at a time (within the first page of memory, wherever they end).
const ROW_OPEN = memory.data<u8>([60, 114, 111, 119, 32, 114, 61, 34]); // <row r="
const SPANS = memory.data<u8>([34, 32, 115, 112, 97, 110, 115, 61, 34, 49, 58]); // " spans="1:
// " x14ac:dyDescent="0.25">
const ROW_TAIL = memory.data<u8>([
  34, 32, 120, 49, 52, 97, 99, 58, 100, 121, 68, 101, 115, 99, 101, 110, 116, 61, 34, 48, 46, 50, 53, 34, 62,
]);
const CELL_OPEN = memory.data<u8>([60, 99, 32, 114, 61, 34]); // <c r="
const NUMBER_CELL = memory.data<u8>([34, 62, 60, 118, 62]); // "><v>
const BOOLEAN_CELL = memory.data<u8>([34, 32, 116, 61, 34, 98, 34, 62, 60, 118, 62]); // " t="b"><v>
const STRING_CELL = memory.data<u8>([34, 32, 116, 61, 34, 115, 116, 114, 34, 62, 60, 118, 62]); // " t="str"><v>
const CELL_CLOSE = memory.data<u8>([60, 47, 118, 62, 60, 47, 99, 62]); // </v></c>
const ROW_CLOSE = memory.data<u8>([60, 47, 114, 111, 119, 62]); // </row>
const LT = memory.data<u8>([38, 108, 116, 59]); // &lt;
const GT = memory.data<u8>([38, 103, 116, 59]); // &gt;
const AMP = memory.data<u8>([38, 97, 109, 112, 59]); // &amp;
const APOS = memory.data<u8>([38, 97, 112, 111, 115, 59]); // &apos;

/** The decimal digits of `value` (>= 0) at `output + o`. */
function decimal(output: usize, o: i32, value: i32): i32 {
  let digits = 1;
  for (let rest = value / 10; rest > 0; rest /= 10) digits += 1;
  let rest = value;
  for (let k = digits - 1; k >= 0; k -= 1) {
    store<u8>(output + o + k, <u8>(48 + (rest % 10)));
    rest /= 10;
  }
  return o + digits;
}

/**
 * Writes the `<row>` elements of the chunk at `input` (`n` bytes, followed by at least 32 zero
 * bytes) numbered from `firstRow`, at `output`; returns how many bytes, -1 when the chunk is left
 * to xlsxRowsChunk, -2 when `cap` bytes are not enough. `letters` holds 4 bytes per column (its
 * letters' count, then the letters), `columns` of them; `tokens` room for `tokenCap` values of a
 * row (16 bytes each); `digits` 16 bytes for the row number. The output needs `cap` + 32 bytes.
 */
export function sheetRows(
  input: usize,
  n: i32,
  firstRow: i32,
  letters: usize,
  columns: i32,
  tokens: usize,
  tokenCap: i32,
  digits: usize,
  output: usize,
  cap: i32,
): i32 {
  if (n < 2 || load<u8>(input) != OPEN_ARRAY) return -1;
  let i: i32 = 1;
  let o: i32 = 0;
  rows = 0;
  if (load<u8>(input + 1) == CLOSE_ARRAY) return n == 2 ? 0 : -1;
  // The row number's digits, counted up in place.
  let digitCount = decimal(digits, 0, firstRow - 1);
  const quotes = i8x16.splat(<i8>QUOTE);
  const backslashes = i8x16.splat(<i8>BACKSLASH);
  const lt = i8x16.splat(0x3c);
  const gt = i8x16.splat(0x3e);
  const amp = i8x16.splat(0x26);
  const apos = i8x16.splat(0x27);
  const del = i8x16.splat(0x7f);
  while (true) {
    if (load<u8>(input + i) != OPEN_ARRAY) return -1;
    i += 1;
    // The row's values: kind, start, end, whether a string holds a character XML escapes.
    let width = 0;
    let values = 0;
    // The row's own XML: <row r="N" spans="1:W" ...> and </row>, at most 70 bytes.
    let bound = 96;
    if (load<u8>(input + i) == CLOSE_ARRAY) i += 1;
    else
      while (true) {
        if (width == tokenCap || width == columns) return -1;
        const token = tokens + ((<usize>width) << 4);
        const c = load<u8>(input + i);
        let kind = NULL;
        let start = i;
        let xml = 0;
        if (c == QUOTE) {
          kind = PLAIN;
          i += 1;
          start = i;
          while (true) {
            if (i >= n) return -1;
            const bytes = v128.load(input + i);
            const end = i8x16.bitmask(v128.or(i8x16.eq(bytes, quotes), i8x16.eq(bytes, backslashes)));
            const special = i8x16.bitmask(
              v128.or(
                v128.or(v128.or(i8x16.eq(bytes, lt), i8x16.eq(bytes, gt)), v128.or(i8x16.eq(bytes, amp), i8x16.eq(bytes, apos))),
                i8x16.eq(bytes, del),
              ),
            );
            if (end == 0) {
              xml |= special;
              i += 16;
              continue;
            }
            const k = <i32>ctz(end);
            xml |= special & ((1 << k) - 1);
            i += k;
            break;
          }
          if (i >= n || load<u8>(input + i) == BACKSLASH) return -1;
          store<i32>(token + 8, i);
          i += 1;
        } else if (startsNumber(c)) {
          kind = NUMBER;
          i = numberEnd(input, i);
          store<i32>(token + 8, i);
        } else {
          const length = literalLength(input, i, c);
          if (length < 0) return -1;
          kind = c == 0x6e ? NULL : c == 0x74 ? TRUE : FALSE;
          i += length;
        }
        store<i32>(token, kind);
        store<i32>(token + 4, start);
        store<i32>(token + 12, xml);
        if (kind != NULL) {
          values += 1;
          // A cell: its opening with the address (at most 6 + 3 letters + 10 digits), its type, the value (an
          // entity is at most 6 bytes for 1), its closing.
          bound += 48 + (kind == PLAIN ? 6 * (i - start) : i - start);
        }
        width += 1;
        const next = load<u8>(input + i);
        i += 1;
        if (next == CLOSE_ARRAY) break;
        if (next != COMMA) return -1;
      }
    // The row's number.
    let d = digitCount - 1;
    while (d >= 0 && load<u8>(digits + d) == 0x39) store<u8>(digits + d--, 0x30);
    if (d >= 0) store<u8>(digits + d, load<u8>(digits + d) + 1);
    else {
      memory.copy(digits + 1, digits, digitCount++);
      store<u8>(digits, 0x31);
    }
    rows += 1;
    if (values > 0) {
      if (o + bound > cap) return -2;
      o = put(output, o, ROW_OPEN, 8);
      o = put(output, o, digits, digitCount);
      o = put(output, o, SPANS, 11);
      o = decimal(output, o, width);
      o = put(output, o, ROW_TAIL, 25);
      for (let column = 0; column < width; column += 1) {
        const token = tokens + ((<usize>column) << 4);
        const kind = load<i32>(token);
        if (kind == NULL) continue;
        const start = load<i32>(token + 4);
        const end = load<i32>(token + 8);
        o = put(output, o, CELL_OPEN, 6);
        const columnLetters = letters + ((<usize>column) << 2);
        o = put(output, o, columnLetters + 1, load<u8>(columnLetters));
        o = put(output, o, digits, digitCount);
        if (kind == NUMBER) {
          o = put(output, o, NUMBER_CELL, 5);
          o = put(output, o, input + start, end - start);
        } else if (kind == TRUE || kind == FALSE) {
          o = put(output, o, BOOLEAN_CELL, 11);
          store<u8>(output + o++, kind == TRUE ? 0x31 : 0x30);
        } else {
          o = put(output, o, STRING_CELL, 13);
          if (load<i32>(token + 12) == 0) o = put(output, o, input + start, end - start);
          else
            for (let k = start; k < end; k += 1) {
              const c = load<u8>(input + k);
              if (c == 0x3c) o = put(output, o, LT, 4);
              else if (c == 0x3e) o = put(output, o, GT, 4);
              else if (c == 0x26) o = put(output, o, AMP, 5);
              else if (c == 0x27) o = put(output, o, APOS, 6);
              else if (c != 0x7f) store<u8>(output + o++, c);
            }
        }
        o = put(output, o, CELL_CLOSE, 8);
      }
      o = put(output, o, ROW_CLOSE, 6);
    }
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
