import { isUtf8 } from 'node:buffer';
import { ensureMemory, FREE_MEMORY_AT, loadWasm } from '../../wasm.js';
import type { JsonBatch } from '../types.js';

/** One field of COPY's text output -> the JSON text the cursor path's type parsers would have stored. */
type FieldJson = (raw: string) => string;

const NULL = '\\N';

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/**
 * COPY's text format escapes backslash, tab, line breaks and the other control characters with a
 * backslash; any other backslashed character stands for itself. COPY TO never writes the octal
 * or hex forms.
 */
function unescapeCopy(raw: string): string {
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\(.)/gs, (_, char: string) => ESCAPES[char] ?? char);
}

const text: FieldJson = (raw) => (raw === NULL ? 'null' : JSON.stringify(unescapeCopy(raw)));
// int2, int4 and oid print as JSON numbers already; int8 does below 16 digits (beyond, Number() rounds, as the cursor path does).
const smallInteger: FieldJson = (raw) => (raw === NULL ? 'null' : raw);
const bigInteger: FieldJson = (raw) => (raw === NULL ? 'null' : raw.length < 16 ? raw : JSON.stringify(Number(raw)));
// NaN and the infinities become null, as JSON.stringify of the parsed number does.
const float: FieldJson = (raw) => (raw === NULL ? 'null' : JSON.stringify(Number(raw)));
const boolean: FieldJson = (raw) => (raw === NULL ? 'null' : raw === 't' ? 'true' : 'false');
const timestamp: FieldJson = (raw) => (raw === NULL ? 'null' : `"${raw.replace(' ', 'T')}"`);
const timestamptz: FieldJson = (raw) => (raw === NULL ? 'null' : `"${new Date(raw).toISOString()}"`);
const json: FieldJson = (raw) => (raw === NULL ? 'null' : JSON.stringify(JSON.parse(unescapeCopy(raw))));

// How a field's COPY text becomes JSON: most kinds byte by byte, the rest through a FieldJson.
/** int2, int4, oid: the digits are the JSON number. */
const RAW = 0;
/** int8, float4, float8, numeric: the digits when JSON.stringify(Number(raw)) would write them unchanged. */
const NUMBER = 1;
const BOOLEAN = 2;
/** timestamp: quoted, its first space a "T". */
const TIMESTAMP = 3;
/** Everything else: a JSON string of the unescaped text. */
const TEXT = 4;
/** timestamptz, json, jsonb: decoded and written by their FieldJson. */
const DECODED = 5;
/** float4, float8: as NUMBER, up to 17 digits (the shortest digits of a double). */
const FLOAT = 6;

function kindOf(oid: number): number {
  switch (oid) {
    case 21:
    case 23:
    case 26:
      return RAW;
    case 20:
    case 1700:
      return NUMBER;
    case 700:
    case 701:
      return FLOAT;
    case 16:
      return BOOLEAN;
    case 1114:
      return TIMESTAMP;
    case 1184:
    case 114:
    case 3802:
      return DECODED;
    default:
      return TEXT;
  }
}

/** The same typing as the connector's type parsers (src/connectors/pg/index.ts), written as JSON text. */
export function fieldWriter(oid: number): FieldJson {
  switch (oid) {
    case 21:
    case 23:
    case 26:
      return smallInteger;
    case 20:
      return bigInteger;
    case 700:
    case 701:
    case 1700:
      return float;
    case 16:
      return boolean;
    case 1114:
      return timestamp;
    case 1184:
      return timestamptz;
    case 114:
    case 3802:
      return json;
    default:
      return text;
  }
}

const TAB = 9;
const NL = 10;
const BACKSLASH = 92;
const QUOTE = 34;
const HEX = Buffer.from('0123456789abcdef');
/** The most bytes one step of the transform writes between two capacity checks ("\u00xx", "false,", "],["). */
const SLACK = 16;
const FIRST_CAPACITY = 64 * 1024;

/**
 * True when the digits can stand for `JSON.stringify(Number(text))`: an optional minus, an integer
 * part without leading zeros, an optional fraction not ending in 0, at most `maxDigits` digits in
 * all, not below 1e-6 (JavaScript writes smaller numbers with an exponent), and not "-0".
 * With 15 digits at most, the text is exactly what JavaScript writes (any decimal of 15 significant
 * digits is the shortest form of its double). float4 and float8 take 17: PostgreSQL (12 and later,
 * extra_float_digits 1) prints the shortest digits that read back as the same double, as JavaScript
 * does; whatever the setting, JSON.parse of the digits is the same double as Number() of them.
 */
function plainNumber(b: Buffer, start: number, end: number, maxDigits: number): boolean {
  let p = start;
  if (b[p] === 45) p += 1;
  const intStart = p;
  let digits = 0;
  if (b[p] === 48) {
    p += 1;
    digits = 1;
  } else if (b[p] >= 49 && b[p] <= 57) {
    while (p < end && b[p] >= 48 && b[p] <= 57) {
      p += 1;
      digits += 1;
    }
  }
  if (digits === 0 || digits > maxDigits) return false;
  const zeroInteger = p === intStart + 1 && b[intStart] === 48;
  if (p === end) return !(zeroInteger && start !== intStart);
  if (b[p] !== 46) return false;
  p += 1;
  const fractionStart = p;
  let leadingZeros = -1;
  while (p < end && b[p] >= 48 && b[p] <= 57) {
    if (leadingZeros < 0 && b[p] !== 48) leadingZeros = p - fractionStart;
    p += 1;
  }
  digits += p - fractionStart;
  if (p !== end || p === fractionStart || b[p - 1] === 48 || digits > maxDigits) return false;
  return !zeroInteger || leadingZeros <= 5;
}

/** A larger output buffer holding the first `used` bytes of `out`, with room for `need` more. */
function grown(out: Buffer, used: number, need: number): Buffer {
  const bigger = Buffer.allocUnsafe(Math.max(out.length * 2, used + need + SLACK));
  out.copy(bigger, 0, 0, used);
  return bigger;
}

/** Where a batch being written stands between two input chunks, and the batches completed since the last look. */
interface Batching {
  out: Buffer;
  used: number;
  rowCount: number;
  done: JsonBatch[];
}

/**
 * Writes the complete lines of `b` (up to `end`) into `state`'s batches. A plain function with
 * its state in locals (no closure, no generator frame): the per-byte loops are most of a large
 * store's CPU.
 */
function writeLines(b: Buffer, end: number, kinds: number[], writers: FieldJson[], batchRows: number, state: Batching): void {
  const width = kinds.length;
  let out = state.out;
  let limit = out.length - SLACK;
  let o = state.used;
  let rowCount = state.rowCount;
  let i = 0;
  while (i < end) {
    if (o > limit) {
      out = grown(out, o, 0);
      limit = out.length - SLACK;
    }
    out[o++] = rowCount === 0 ? 91 : 44;
    out[o++] = 91;
    for (let f = 0; f < width; f += 1) {
      if (o > limit) {
        out = grown(out, o, 0);
        limit = out.length - SLACK;
      }
      if (f > 0) out[o++] = 44;
      if (b[i] === BACKSLASH && b[i + 1] === 78 && (b[i + 2] === TAB || b[i + 2] === NL)) {
        // \N: NULL (a text "\N" arrives as \\N).
        out[o++] = 110;
        out[o++] = 117;
        out[o++] = 108;
        out[o++] = 108;
        i += 2;
      } else {
        const kind = kinds[f];
        if (kind === TEXT) {
          out[o++] = QUOTE;
          for (let c = b[i]; c !== TAB && c !== NL; c = b[i]) {
            if (o > limit) {
              out = grown(out, o, 0);
              limit = out.length - SLACK;
            }
            i += 1;
            if (c === BACKSLASH) {
              // COPY's escapes: \b \f \n \r \t \v for control characters; any other character stands for itself.
              c = b[i];
              i += 1;
              if (c === 98) c = 8;
              else if (c === 102) c = 12;
              else if (c === 110) c = 10;
              else if (c === 114) c = 13;
              else if (c === 116) c = 9;
              else if (c === 118) c = 11;
            }
            if (c >= 32 && c !== QUOTE && c !== BACKSLASH) out[o++] = c;
            else if (c === QUOTE || c === BACKSLASH) {
              out[o++] = BACKSLASH;
              out[o++] = c;
            } else if (c === 8 || c === 9 || c === 10 || c === 12 || c === 13) {
              // JSON.stringify's short escapes.
              out[o++] = BACKSLASH;
              out[o++] = c === 8 ? 98 : c === 9 ? 116 : c === 10 ? 110 : c === 12 ? 102 : 114;
            } else {
              out[o++] = BACKSLASH;
              out[o++] = 117;
              out[o++] = 48;
              out[o++] = 48;
              out[o++] = HEX[c >> 4];
              out[o++] = HEX[c & 15];
            }
          }
          out[o++] = QUOTE;
        } else if (kind === RAW) {
          for (let c = b[i]; c !== TAB && c !== NL; c = b[++i]) {
            if (o > limit) {
              out = grown(out, o, 0);
              limit = out.length - SLACK;
            }
            out[o++] = c;
          }
        } else if (kind === BOOLEAN) {
          if (b[i] === 116) {
            out[o++] = 116;
            out[o++] = 114;
            out[o++] = 117;
            out[o++] = 101;
          } else {
            out[o++] = 102;
            out[o++] = 97;
            out[o++] = 108;
            out[o++] = 115;
            out[o++] = 101;
          }
          i += 1;
        } else if (kind === TIMESTAMP) {
          out[o++] = QUOTE;
          let space = true;
          for (let c = b[i]; c !== TAB && c !== NL; c = b[++i]) {
            if (o > limit) {
              out = grown(out, o, 0);
              limit = out.length - SLACK;
            }
            if (space && c === 32) {
              out[o++] = 84;
              space = false;
            } else out[o++] = c;
          }
          out[o++] = QUOTE;
        } else {
          const start = i;
          while (b[i] !== TAB && b[i] !== NL) i += 1;
          if ((kind === NUMBER || kind === FLOAT) && plainNumber(b, start, i, kind === FLOAT ? 17 : 15)) {
            if (o + (i - start) > limit) {
              out = grown(out, o, i - start);
              limit = out.length - SLACK;
            }
            // A number is a few bytes: a loop beats the native copy's call.
            for (let k = start; k < i; k += 1) out[o++] = b[k];
          } else {
            const value = writers[f](b.toString('utf8', start, i));
            const bytes = Buffer.byteLength(value);
            if (o + bytes > limit) {
              out = grown(out, o, bytes);
              limit = out.length - SLACK;
            }
            o += out.write(value, o);
          }
        }
      }
      // The field's end: a tab before every field but the last, the line's end after it.
      if (b[i] !== (f === width - 1 ? NL : TAB)) throw new Error('A COPY row does not have as many fields as the statement has columns.');
      i += 1;
    }
    out[o++] = 93;
    rowCount += 1;
    if (rowCount === batchRows) {
      state.out = out;
      state.used = o;
      state.rowCount = rowCount;
      closeBatch(state);
      out = state.out;
      limit = out.length - SLACK;
      o = 0;
      rowCount = 0;
    }
  }
  state.out = out;
  state.used = o;
  state.rowCount = rowCount;
}

/** Ends the batch being written (its closing bracket) and starts the next. */
function closeBatch(state: Batching): void {
  state.out[state.used++] = 93;
  const o = state.used;
  state.done.push({ rowCount: state.rowCount, json: state.out.subarray(0, o) });
  // The next batch starts with room for one about as large as this one.
  state.out = Buffer.allocUnsafe(Math.max(FIRST_CAPACITY, o + (o >> 3)));
  state.used = 0;
  state.rowCount = 0;
}

interface CopyJsonWasm {
  memory: WebAssembly.Memory;
  lines(input: number, end: number, kinds: number, width: number, output: number, cap: number, rowCount: number, batchRows: number): number;
  consumed: WebAssembly.Global;
  written: WebAssembly.Global;
  rows: WebAssembly.Global;
}

/** What copy-json.wasm's `lines` answers. */
const WASM_BATCH = 1;
const WASM_FALLBACK = 3;
/** The module's output area per call, and the largest input it is handed (beyond: writeLines). */
const WASM_OUTPUT_BYTES = 1 << 20;
const WASM_MAX_INPUT_BYTES = 4 << 20;
const WASM_KINDS_AT = FREE_MEMORY_AT;
/** After the kinds of up to 4096 columns (more: writeLines). */
const WASM_OUTPUT_AT = FREE_MEMORY_AT + 4096;
const WASM_INPUT_AT = WASM_OUTPUT_AT + WASM_OUTPUT_BYTES + 64;

const copyJsonWasm = () => loadWasm<CopyJsonWasm>(new URL('./copy-json.wasm', import.meta.url));

/**
 * writeLines through copy-json.wasm (compiled from copy-json.as.ts), which writes the same bytes
 * for the kinds it takes, 16 bytes at a time where it can: any line it leaves (a number JavaScript
 * writes differently, a malformed line) is written by writeLines. Callers check the module is
 * there, and that no field needs a decoding writer (DECODED) and the input is not too large.
 */
function writeLinesWasm(
  wasm: CopyJsonWasm,
  b: Buffer,
  end: number,
  kinds: number[],
  writers: FieldJson[],
  batchRows: number,
  state: Batching,
): void {
  ensureMemory(wasm.memory, WASM_INPUT_AT + end + 64);
  let memory = new Uint8Array(wasm.memory.buffer);
  for (let f = 0; f < kinds.length; f += 1) memory[WASM_KINDS_AT + f] = kinds[f];
  memory.set(b.subarray(0, end), WASM_INPUT_AT);
  let at = 0;
  while (at < end) {
    const status = wasm.lines(
      WASM_INPUT_AT + at,
      end - at,
      WASM_KINDS_AT,
      kinds.length,
      WASM_OUTPUT_AT,
      WASM_OUTPUT_BYTES,
      state.rowCount,
      batchRows,
    );
    memory = new Uint8Array(wasm.memory.buffer);
    const written = wasm.written.value as number;
    if (state.used + written + SLACK > state.out.length) state.out = grown(state.out, state.used, written);
    state.out.set(memory.subarray(WASM_OUTPUT_AT, WASM_OUTPUT_AT + written), state.used);
    state.used += written;
    state.rowCount = wasm.rows.value as number;
    at += wasm.consumed.value as number;
    if (state.rowCount === batchRows) closeBatch(state);
    if (status === WASM_FALLBACK) {
      const lineEnd = b.indexOf(NL, at) + 1;
      writeLines(b.subarray(at, lineEnd), lineEnd - at, kinds, writers, batchRows, state);
      at = lineEnd;
    } else if (status !== WASM_BATCH && wasm.consumed.value === 0 && written === 0) {
      throw new Error('copy-json.wasm made no progress.');
    }
  }
}

/**
 * Turns the bytes of `COPY (...) TO STDOUT` (text format, one line per row, tab between fields;
 * a raw line break or tab in a value is always escaped) into batches of `batchRows` rows, each
 * already serialised as the UTF-8 JSON array of row arrays that the store writes, with the values
 * the connector's type parsers would give (`fieldWriter`). Values pass from the wire bytes to JSON
 * bytes without building a string or a JavaScript value per field, except for the types whose
 * JSON needs a parse (timestamptz, json, jsonb, and numbers JavaScript would write differently).
 * Bytes that are not UTF-8 (a SQL_ASCII database) are first decoded as the cursor path decodes them.
 * The lines go through copy-json.wasm where it loads and every kind is one it writes (`wasm: false`
 * keeps them in JavaScript, for the tests that compare the two).
 */
export async function* copyJsonBatches(
  source: AsyncIterable<Buffer>,
  oids: number[],
  batchRows: number,
  { wasm: useWasm = true }: { wasm?: boolean } = {},
): AsyncIterable<JsonBatch> {
  const kinds = oids.map(kindOf);
  const writers = oids.map(fieldWriter);
  const state: Batching = { out: Buffer.allocUnsafe(FIRST_CAPACITY), used: 0, rowCount: 0, done: [] };
  // The module takes every kind but the decoded ones (timestamptz, json, jsonb); with one of those, writeLines.
  const wasm = useWasm && kinds.length > 0 && kinds.length <= 4096 && !kinds.includes(DECODED) ? copyJsonWasm() : null;
  let carry: Buffer | undefined;
  for await (const chunk of source) {
    let b = carry ? Buffer.concat([carry, chunk]) : chunk;
    const lines = b.lastIndexOf(NL) + 1;
    if (lines === 0) {
      carry = b;
      continue;
    }
    carry = lines < b.length ? Buffer.from(b.subarray(lines)) : undefined;
    let end = lines;
    if (!isUtf8(b.subarray(0, end))) {
      b = Buffer.from(b.toString('utf8', 0, end));
      end = b.length;
    }
    if (wasm && end <= WASM_MAX_INPUT_BYTES) writeLinesWasm(wasm, b, end, kinds, writers, batchRows, state);
    else writeLines(b, end, kinds, writers, batchRows, state);
    if (state.done.length) yield* state.done.splice(0);
  }
  if (carry) throw new Error('The COPY output ended inside a row.');
  if (state.rowCount > 0) {
    state.out[state.used++] = 93;
    yield { rowCount: state.rowCount, json: state.out.subarray(0, state.used) };
  }
}
