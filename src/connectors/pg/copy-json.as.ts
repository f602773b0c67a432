// AssemblyScript, compiled to copy-json.wasm by `npm run build:wasm` (not TypeScript: tsc and
// eslint leave *.as.ts alone; test/connectors/copy-json-wasm.test.ts checks that the committed
// .wasm is what this source compiles to).
//
// The store's rewrite of `COPY ... TO STDOUT` text lines into JSON row arrays: writeLines in
// copy-rows.ts, which stays the reference and writes every row this module hands back. Plain
// text is scanned and copied 16 bytes at a time (SIMD).

const TAB: u8 = 9;
const NL: u8 = 10;
const QUOTE: u8 = 34;
const BACKSLASH: u8 = 92;

// Field kinds, as copy-rows.ts numbers them.
const RAW: u8 = 0;
const NUMBER: u8 = 1;
const BOOLEAN: u8 = 2;
const TIMESTAMP: u8 = 3;
const TEXT: u8 = 4;
const FLOAT: u8 = 6;

/** Every complete line was written. */
const DONE = 0;
/** The batch holds `batchRows` rows: the caller closes it and calls again for the rest. */
const BATCH = 1;
/** The output area is full: the caller takes what was written and calls again for the rest. */
const FULL = 2;
/** The line at `consumed` needs the JavaScript writers (a value this module does not write, or a malformed line). */
const FALLBACK = 3;

/** Bytes of the input read, of the output written, and the batch's rows, after a call. */
export let consumed: i32 = 0;
export let written: i32 = 0;
export let rows: i32 = 0;

const HEX = memory.data<u8>([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102]);

/** plainNumber in copy-rows.ts: the digits are what JSON.stringify(Number(text)) writes. */
function plainNumber(b: usize, start: i32, end: i32, maxDigits: i32): bool {
  let p = start;
  if (load<u8>(b + p) == 45) p += 1;
  const intStart = p;
  let digits = 0;
  const first = load<u8>(b + p);
  if (first == 48) {
    p += 1;
    digits = 1;
  } else if (first >= 49 && first <= 57) {
    while (p < end && load<u8>(b + p) >= 48 && load<u8>(b + p) <= 57) {
      p += 1;
      digits += 1;
    }
  }
  if (digits == 0 || digits > maxDigits) return false;
  const zeroInteger = p == intStart + 1 && load<u8>(b + intStart) == 48;
  if (p == end) return !(zeroInteger && start != intStart);
  if (load<u8>(b + p) != 46) return false;
  p += 1;
  const fractionStart = p;
  let leadingZeros = -1;
  while (p < end && load<u8>(b + p) >= 48 && load<u8>(b + p) <= 57) {
    if (leadingZeros < 0 && load<u8>(b + p) != 48) leadingZeros = p - fractionStart;
    p += 1;
  }
  digits += p - fractionStart;
  if (p != end || p == fractionStart || load<u8>(b + p - 1) == 48 || digits > maxDigits) return false;
  return !zeroInteger || leadingZeros <= 5;
}

/**
 * Writes the lines of `input` (`end` bytes, ending with a line break, followed by at least 16
 * readable bytes) as JSON row arrays at `output`, each row after a `[` (the batch's first) or a
 * comma, `rowCount` rows being in the batch already. `kinds` holds one byte per field. Stops at
 * `batchRows` rows (BATCH), when fewer than 64 bytes of `cap` are left (FULL), or before a line
 * it leaves to JavaScript (FALLBACK); `consumed`, `written` and `rows` tell where. The output
 * needs `cap` + 16 bytes.
 */
export function lines(input: usize, end: i32, kinds: usize, width: i32, output: usize, cap: i32, rowCount: i32, batchRows: i32): i32 {
  let i: i32 = 0;
  let o: i32 = 0;
  let count = rowCount;
  const limit = cap - 64;
  const quotes = i8x16.splat(<i8>QUOTE);
  const backslashes = i8x16.splat(<i8>BACKSLASH);
  const controls = i8x16.splat(0x20);
  let status = DONE;
  while (i < end) {
    if (count == batchRows) {
      status = BATCH;
      break;
    }
    const lineStart = i;
    const lineOutput = o;
    if (o > limit) {
      status = FULL;
      break;
    }
    store<u8>(output + o++, count == 0 ? 91 : 44);
    store<u8>(output + o++, 91);
    let ok = true;
    for (let f = 0; f < width; f += 1) {
      if (o > limit) {
        ok = false;
        status = lineOutput == 0 ? FALLBACK : FULL;
        break;
      }
      if (f > 0) store<u8>(output + o++, 44);
      const c0 = load<u8>(input + i);
      const c2 = load<u8>(input + i + 2);
      if (c0 == BACKSLASH && load<u8>(input + i + 1) == 78 && (c2 == TAB || c2 == NL)) {
        // \N: NULL.
        store<u32>(output + o, 0x6c6c756e);
        o += 4;
        i += 2;
      } else {
        const kind = load<u8>(kinds + f);
        if (kind == TEXT) {
          store<u8>(output + o++, QUOTE);
          let done = false;
          while (!done) {
            if (o > limit) break;
            const bytes = v128.load(input + i);
            v128.store(output + o, bytes);
            const special = i8x16.bitmask(
              v128.or(v128.or(i8x16.lt_u(bytes, controls), i8x16.eq(bytes, quotes)), i8x16.eq(bytes, backslashes)),
            );
            if (special == 0) {
              i += 16;
              o += 16;
              continue;
            }
            const k = <i32>ctz(special);
            i += k;
            o += k;
            let c = load<u8>(input + i);
            if (c == TAB || c == NL) {
              done = true;
              break;
            }
            i += 1;
            if (c == BACKSLASH) {
              // COPY's escapes: \b \f \n \r \t \v for control characters; any other character stands for itself.
              c = load<u8>(input + i);
              if (c == TAB || c == NL) {
                // Never written by COPY: left to the reference.
                ok = false;
                break;
              }
              i += 1;
              if (c == 98) c = 8;
              else if (c == 102) c = 12;
              else if (c == 110) c = 10;
              else if (c == 114) c = 13;
              else if (c == 116) c = 9;
              else if (c == 118) c = 11;
            }
            if (c >= 32 && c != QUOTE && c != BACKSLASH) store<u8>(output + o++, c);
            else if (c == QUOTE || c == BACKSLASH) {
              store<u8>(output + o++, BACKSLASH);
              store<u8>(output + o++, c);
            } else if (c == 8 || c == 9 || c == 10 || c == 12 || c == 13) {
              // JSON.stringify's short escapes.
              store<u8>(output + o++, BACKSLASH);
              store<u8>(output + o++, c == 8 ? 98 : c == 9 ? 116 : c == 10 ? 110 : c == 12 ? 102 : 114);
            } else {
              store<u8>(output + o++, BACKSLASH);
              store<u8>(output + o++, 117);
              store<u8>(output + o++, 48);
              store<u8>(output + o++, 48);
              store<u8>(output + o++, load<u8>(HEX + (c >> 4)));
              store<u8>(output + o++, load<u8>(HEX + (c & 15)));
            }
          }
          if (!ok) {
            status = FALLBACK;
            break;
          }
          if (!done) {
            ok = false;
            status = lineOutput == 0 ? FALLBACK : FULL;
            break;
          }
          store<u8>(output + o++, QUOTE);
        } else if (kind == RAW) {
          for (let c = load<u8>(input + i); c != TAB && c != NL; c = load<u8>(input + ++i)) store<u8>(output + o++, c);
        } else if (kind == BOOLEAN) {
          if (c0 == 116) {
            store<u32>(output + o, 0x65757274);
            o += 4;
          } else {
            store<u32>(output + o, 0x736c6166);
            store<u8>(output + o + 4, 0x65);
            o += 5;
          }
          i += 1;
        } else if (kind == TIMESTAMP) {
          store<u8>(output + o++, QUOTE);
          let space = true;
          for (let c = load<u8>(input + i); c != TAB && c != NL; c = load<u8>(input + ++i)) {
            if (space && c == 32) {
              store<u8>(output + o++, 84);
              space = false;
            } else store<u8>(output + o++, c);
          }
          store<u8>(output + o++, QUOTE);
        } else if (kind == NUMBER || kind == FLOAT) {
          const start = i;
          while (load<u8>(input + i) != TAB && load<u8>(input + i) != NL) i += 1;
          if (!plainNumber(input, start, i, kind == FLOAT ? 17 : 15)) {
            ok = false;
            status = FALLBACK;
            break;
          }
          for (let k = start; k < i; k += 1) store<u8>(output + o++, load<u8>(input + k));
        } else {
          ok = false;
          status = FALLBACK;
          break;
        }
      }
      // The field's end: a tab before every field but the last, the line's end after it.
      if (load<u8>(input + i) != (f == width - 1 ? NL : TAB)) {
        ok = false;
        status = FALLBACK;
        break;
      }
      i += 1;
    }
    if (!ok) {
      i = lineStart;
      o = lineOutput;
      break;
    }
    store<u8>(output + o++, 93);
    count += 1;
  }
  consumed = i;
  written = o;
  rows = count;
  return status;
}

/** The end of the module's static data: what JavaScript writes into its memory starts after it (src/wasm.ts). */
export function heapBase(): usize {
  return __heap_base;
}
