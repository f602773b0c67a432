/**
 * Downloads written straight from a chunk's stored JSON bytes: one pass finds where each value
 * starts and ends, and the CSV/TSV, JSON and XLSX writers copy the bytes they pass through
 * instead of parsing every value into a JavaScript value and serialising it again.
 *
 * It relies on what the store writes (src/domain/execution, src/connectors/pg/copy-rows.ts): a
 * chunk is `JSON.stringify` output of an array of row arrays, so numbers, strings and nested
 * values are already in the form JSON.stringify gives them and there is no whitespace. A chunk
 * that is not in that form (whitespace, say) is first normalised with JSON.parse + JSON.stringify
 * (`canonicalChunk`), so the output is what parse-then-serialise gives in every case
 * (test/domain/results/stored-json.test.ts compares them byte for byte).
 *
 * Only the rare values that need a rewrite are decoded one at a time: strings holding a JSON
 * escape (a quote, a backslash, a control character), and nested arrays or objects.
 */
import {
  available as wasmAvailable,
  delimitedAvailable,
  WASM_MAX_CHUNK_BYTES,
  wasmDelimited,
  wasmJsonObjects,
  wasmXlsxRows,
  xlsxAvailable,
} from './stored-json-wasm.js';

const Kind = {
  Null: 0,
  Number: 1,
  True: 2,
  False: 3,
  /** A string without any escape: its bytes are its UTF-8 text. */
  Plain: 4,
  /** A string holding at least one escape. */
  Escaped: 5,
  /** An array or object (start/end span the whole JSON text). */
  Nested: 6,
  RowEnd: 7,
} as const;

/** Flags of a Plain string: it holds a comma / a character XML escapes or drops. */
const HAS_COMMA = 1;
const HAS_XML = 2;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Four int32 per token: kind, start, end (for strings: the text between the quotes), flags. */
let tokens = new Int32Array(4 * 16_384);

function push(count: number, kind: number, start: number, end: number, flags: number): number {
  const at = count * 4;
  if (at + 4 > tokens.length) {
    const grown = new Int32Array(tokens.length * 2);
    grown.set(tokens);
    tokens = grown;
  }
  tokens[at] = kind;
  tokens[at + 1] = start;
  tokens[at + 2] = end;
  tokens[at + 3] = flags;
  return count + 1;
}

/** End (exclusive) of the array or object starting at `at`, or -1. */
function nestedEnd(b: Uint8Array, at: number): number {
  let depth = 0;
  for (let i = at; i < b.length; i += 1) {
    const c = b[i];
    if (c === QUOTE) {
      for (i += 1; i < b.length && b[i] !== QUOTE; i += 1) if (b[i] === BACKSLASH) i += 1;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) depth += 1;
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * Splits `[[v,...],...]` (JSON.stringify's form, no whitespace) into tokens. Returns how many,
 * or -1 when the text is in another form.
 */
function tokenize(b: Uint8Array): number {
  const n = b.length;
  if (n < 2 || b[0] !== OPEN_ARRAY) return -1;
  let count = 0;
  let i = 1;
  if (b[i] === CLOSE_ARRAY) return i + 1 === n ? 0 : -1;
  for (;;) {
    if (b[i] !== OPEN_ARRAY) return -1;
    i += 1;
    if (b[i] === CLOSE_ARRAY) i += 1;
    else {
      for (;;) {
        const c = b[i];
        if (c === QUOTE) {
          const start = i + 1;
          let kind: number = Kind.Plain;
          let flags = 0;
          let j = start;
          for (; j < n; j += 1) {
            const d = b[j];
            if (d === QUOTE) break;
            if (d === BACKSLASH) {
              kind = Kind.Escaped;
              j += 1;
            } else if (d === COMMA) flags |= HAS_COMMA;
            // < > & ' and DEL: XML escapes the first four and drops the last.
            else if (d === 0x3c || d === 0x3e || d === 0x26 || d === 0x27 || d === 0x7f) flags |= HAS_XML;
          }
          if (j >= n) return -1;
          count = push(count, kind, start, j, flags);
          i = j + 1;
        } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
          const end = nestedEnd(b, i);
          if (end < 0) return -1;
          count = push(count, Kind.Nested, i, end, 0);
          i = end;
        } else if (c === 0x6e) {
          // null
          if (b[i + 1] !== 0x75 || b[i + 2] !== 0x6c || b[i + 3] !== 0x6c) return -1;
          count = push(count, Kind.Null, i, i + 4, 0);
          i += 4;
        } else if (c === 0x74) {
          if (b[i + 1] !== 0x72 || b[i + 2] !== 0x75 || b[i + 3] !== 0x65) return -1;
          count = push(count, Kind.True, i, i + 4, 0);
          i += 4;
        } else if (c === 0x66) {
          if (b[i + 1] !== 0x61 || b[i + 2] !== 0x6c || b[i + 3] !== 0x73 || b[i + 4] !== 0x65) return -1;
          count = push(count, Kind.False, i, i + 5, 0);
          i += 5;
        } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
          const start = i;
          for (i += 1; i < n; i += 1) {
            const d = b[i];
            // digits, '.', 'e', 'E', '+', '-'
            if (!((d >= 0x30 && d <= 0x39) || d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d)) break;
          }
          count = push(count, Kind.Number, start, i, 0);
        } else return -1;
        const next = b[i];
        i += 1;
        if (next === CLOSE_ARRAY) break;
        if (next !== COMMA) return -1;
      }
    }
    count = push(count, Kind.RowEnd, 0, 0, 0);
    const next = b[i];
    i += 1;
    if (next === CLOSE_ARRAY) return i === n ? count : -1;
    if (next !== COMMA) return -1;
  }
}

/** The chunk in JSON.stringify's form (for a chunk `tokenize` does not take). */
function canonicalChunk(b: Buffer): Buffer {
  return Buffer.from(JSON.stringify(JSON.parse(b.toString('utf8'))));
}

/** Tokenizes the chunk, normalising it first if it is not in JSON.stringify's form. */
function tokenized(chunk: Buffer): { text: Buffer; count: number } {
  let count = tokenize(chunk);
  if (count >= 0) return { text: chunk, count };
  const text = canonicalChunk(chunk);
  count = tokenize(text);
  if (count < 0) throw new Error('A stored result chunk is not an array of row arrays.');
  return { text, count };
}

/** A growable output buffer; writers keep `at` in a local and call `room` before writing. */
export class Output {
  bytes: Buffer;
  at = 0;
  constructor(size: number) {
    this.bytes = Buffer.allocUnsafe(size);
  }
  /** Makes room for `more` bytes after `at` (returns the buffer to write to). */
  room(at: number, more: number): Buffer {
    if (at + more > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, at + more + 1024));
      this.bytes.copy(grown, 0, 0, at);
      this.bytes = grown;
    }
    return this.bytes;
  }
  result(at: number): Buffer {
    return this.bytes.subarray(0, at);
  }
}

function copy(from: Uint8Array, start: number, end: number, to: Buffer, at: number): number {
  if (end - start > 48) return at + (from as Buffer).copy(to, at, start, end);
  for (let i = start; i < end; i += 1) to[at++] = from[i];
  return at;
}

function put(bytes: Uint8Array, to: Buffer, at: number): number {
  for (let i = 0; i < bytes.length; i += 1) to[at++] = bytes[i];
  return at;
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

// ---------------------------------------------------------------- CSV / TSV

/**
 * CSV or TSV rows (RFC 4180 quoting: a field holding the delimiter, a quote or a line break is
 * quoted, quotes doubled) for one stored chunk, as the per-value writer makes them from parsed
 * values: null empty, numbers and booleans as JSON writes them, nested values as their JSON text.
 * `wasm: false` keeps it in JavaScript, for the tests that compare the two.
 */
export function delimitedChunk(chunk: Buffer, delimiter: ',' | '\t', { wasm = true } = {}): Buffer {
  // delimited-rows.wasm first (stored-json-wasm.ts): the same bytes for the chunks it takes.
  if (wasm && chunk.length <= WASM_MAX_CHUNK_BYTES && delimitedAvailable()) {
    const written = wasmDelimited(chunk, delimiter);
    if (written) return written;
  }
  const { text: b, count } = tokenized(chunk);
  const tk = tokens;
  const comma = delimiter === ',';
  const separator = comma ? COMMA : 0x09;
  const needsQuotes = comma ? /[",\r\n]/ : /["\t\r\n]/;
  const out = new Output(b.length + 1024);
  let o = 0;
  let bytes: Buffer;
  let first = true;
  for (let t = 0; t < count; t += 1) {
    const at = t * 4;
    const kind = tk[at];
    if (kind === Kind.RowEnd) {
      bytes = out.room(o, 1);
      bytes[o++] = 10;
      first = true;
      continue;
    }
    const start = tk[at + 1];
    const end = tk[at + 2];
    if (kind === Kind.Plain) {
      // No escape: no quote, no line break, no tab; only a comma (in CSV) needs quotes.
      bytes = out.room(o, end - start + 3);
      if (!first) bytes[o++] = separator;
      if (comma && (tk[at + 3] & HAS_COMMA) !== 0) {
        bytes[o++] = QUOTE;
        o = copy(b, start, end, bytes, o);
        bytes[o++] = QUOTE;
      } else o = copy(b, start, end, bytes, o);
    } else if (kind === Kind.Escaped || kind === Kind.Nested) {
      const value = kind === Kind.Escaped ? (JSON.parse(b.toString('utf8', start - 1, end + 1)) as string) : b.toString('utf8', start, end);
      const field = Buffer.from(needsQuotes.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
      bytes = out.room(o, field.length + 1);
      if (!first) bytes[o++] = separator;
      o = copy(field, 0, field.length, bytes, o);
    } else {
      bytes = out.room(o, end - start + 1);
      if (!first) bytes[o++] = separator;
      if (kind !== Kind.Null) o = copy(b, start, end, bytes, o);
    }
    first = false;
  }
  return out.result(o);
}

// ---------------------------------------------------------------- JSON

/**
 * Whether JSON.stringify of `{[name]: value, ...}` built in column order writes the keys in that
 * order: not when a name is an array index (those come first), `__proto__` (not an own key) or
 * repeated (the first position, the last value).
 */
export function keysKeepOrder(names: string[]): boolean {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name) || name === '__proto__' || (/^(0|[1-9]\d*)$/.test(name) && Number(name) < 2 ** 32 - 1)) return false;
    seen.add(name);
  }
  return true;
}

/**
 * The rows of one chunk as JSON objects keyed by column name, comma-separated, without the
 * enclosing brackets: what `JSON.stringify(rows.map(rowObject)).slice(1, -1)` writes (a missing
 * value is null, a value beyond the columns left out), after a comma when `continued` (rows were
 * written before) and the chunk holds any. Callers check `keysKeepOrder` first.
 */
/**
 * jsonObjectsChunk in one pass over the bytes, for the common chunk: JSON.stringify's form, every
 * row holding exactly `width` values, none nested. Returns null for any other chunk (the token
 * path then writes it). Measured on 100k x 10 rows: tokenizing and then copying was most of a
 * JSON fetch's CPU; this reads each byte once.
 */
export function jsonObjectsDirect(b: Buffer, keyBytes: Buffer, keyEnds: Int32Array, width: number, continued: boolean): Buffer | null {
  const n = b.length;
  if (width === 0 || n < 2 || b[0] !== OPEN_ARRAY) return null;
  const out = new Output(n + (n >> 1) + 1024);
  let bytes = out.bytes;
  let o = 0;
  let i = 1;
  if (b[i] === CLOSE_ARRAY) return i + 1 === n ? out.result(0) : null;
  let firstRow = !continued;
  const rowKeys = keyEnds[width] + 2;
  for (;;) {
    if (b[i] !== OPEN_ARRAY) return null;
    i += 1;
    // Room for the row whatever its length: its keys and at most the rest of the chunk.
    if (o + rowKeys + (n - i) > bytes.length) bytes = out.room(o, rowKeys + (n - i));
    if (!firstRow) bytes[o++] = COMMA;
    let column = 0;
    for (;;) {
      if (column === width) return null;
      for (let k = keyEnds[column]; k < keyEnds[column + 1]; k += 1) bytes[o++] = keyBytes[k];
      // The value's bytes are copied while they are scanned.
      const c = b[i];
      if (c === QUOTE) {
        bytes[o++] = QUOTE;
        for (i += 1; i < n; i += 1) {
          const d = b[i];
          bytes[o++] = d;
          if (d === QUOTE) break;
          if (d === BACKSLASH) {
            i += 1;
            bytes[o++] = b[i];
          }
        }
        if (i >= n) return null;
        i += 1;
      } else if (c === 0x6e) {
        if (b[i + 1] !== 0x75 || b[i + 2] !== 0x6c || b[i + 3] !== 0x6c) return null;
        o = put(NULL_TEXT, bytes, o);
        i += 4;
      } else if (c === 0x74) {
        if (b[i + 1] !== 0x72 || b[i + 2] !== 0x75 || b[i + 3] !== 0x65) return null;
        o = put(TRUE_TEXT, bytes, o);
        i += 4;
      } else if (c === 0x66) {
        if (b[i + 1] !== 0x61 || b[i + 2] !== 0x6c || b[i + 3] !== 0x73 || b[i + 4] !== 0x65) return null;
        o = put(FALSE_TEXT, bytes, o);
        i += 5;
      } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
        bytes[o++] = c;
        for (i += 1; i < n; i += 1) {
          const d = b[i];
          if (!((d >= 0x30 && d <= 0x39) || d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d)) break;
          bytes[o++] = d;
        }
      } else return null;
      column += 1;
      const next = b[i];
      i += 1;
      if (next === CLOSE_ARRAY) break;
      if (next !== COMMA) return null;
    }
    if (column !== width) return null;
    bytes[o++] = CLOSE_OBJECT;
    firstRow = false;
    const next = b[i];
    i += 1;
    if (next === CLOSE_ARRAY) return i === n ? out.result(o) : null;
    if (next !== COMMA) return null;
  }
}

const NULL_TEXT = ascii('null');
const TRUE_TEXT = ascii('true');
const FALSE_TEXT = ascii('false');

export function jsonObjectsChunk(chunk: Buffer, names: string[], continued = false): Buffer {
  const width = names.length;
  // `{"a":` for the first key, `,"b":` for the others: one buffer, each key's end in keyEnds.
  const keyTexts = names.map((name, i) => Buffer.from(`${i === 0 ? '{' : ','}${JSON.stringify(name)}:`));
  const keyBytes = Buffer.concat(keyTexts);
  const keyEnds = new Int32Array(width + 1);
  let longestKey = 0;
  for (let i = 0; i < width; i += 1) {
    keyEnds[i + 1] = keyEnds[i] + keyTexts[i].length;
    longestKey = Math.max(longestKey, keyTexts[i].length);
  }
  const direct =
    chunk.length <= WASM_MAX_CHUNK_BYTES && wasmAvailable()
      ? wasmJsonObjects(chunk, keyBytes, keyEnds, width, continued)
      : jsonObjectsDirect(chunk, keyBytes, keyEnds, width, continued);
  if (direct) return direct;
  const { text: b, count } = tokenized(chunk);
  const tk = tokens;
  const out = new Output(b.length + b.length / 2 + 1024);
  let o = 0;
  let bytes = out.bytes;
  let column = 0;
  let firstRow = !continued;
  for (let t = 0; t < count; t += 1) {
    const at = t * 4;
    const kind = tk[at];
    if (kind === Kind.RowEnd) {
      bytes = out.room(o, 2);
      if (column === 0 && width === 0) {
        if (!firstRow) bytes[o++] = COMMA;
        bytes[o++] = OPEN_OBJECT;
      }
      for (; column < width; column += 1) {
        // Fewer values than columns: the missing ones are null.
        bytes = out.room(o, longestKey + 6);
        if (column === 0 && !firstRow) bytes[o++] = COMMA;
        for (let k = keyEnds[column]; k < keyEnds[column + 1]; k += 1) bytes[o++] = keyBytes[k];
        bytes[o++] = 0x6e;
        bytes[o++] = 0x75;
        bytes[o++] = 0x6c;
        bytes[o++] = 0x6c;
      }
      bytes = out.room(o, 1);
      bytes[o++] = CLOSE_OBJECT;
      column = 0;
      firstRow = false;
      continue;
    }
    if (column >= width) continue;
    // Strings keep their quotes (and escapes): the stored text is JSON.stringify's already.
    const quoted = kind === Kind.Plain || kind === Kind.Escaped ? 1 : 0;
    const start = tk[at + 1] - quoted;
    const end = tk[at + 2] + quoted;
    if (o + longestKey + end - start + 1 > bytes.length) bytes = out.room(o, longestKey + end - start + 1);
    if (column === 0 && !firstRow) bytes[o++] = COMMA;
    for (let k = keyEnds[column]; k < keyEnds[column + 1]; k += 1) bytes[o++] = keyBytes[k];
    if (end - start > 48) o += b.copy(bytes, o, start, end);
    else for (let i = start; i < end; i += 1) bytes[o++] = b[i];
    column += 1;
  }
  return out.result(o);
}

// ---------------------------------------------------------------- XLSX sheet rows

/** Column letters of exceljs's cell addresses: 1 -> A, 27 -> AA. */
function columnLetters(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** exceljs's utils.xmlEncode: escapes < > & ' ", drops DEL and the control characters XML does not allow. */
export function xmlEncode(text: string): string {
  // eslint-disable-next-line no-control-regex
  return /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/.test(text)
    ? // eslint-disable-next-line no-control-regex
      text.replace(/[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g, (c) => XML_ESCAPES[c] ?? '')
    : text;
}
const XML_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Chunks above this go to the JavaScript writer, so the module's memory (never shrunk) stays small. */
const XLSX_WASM_MAX_CHUNK_BYTES = 1 << 20;

const cellOpens: Buffer[] = [];
/** `<c r="` + the column's letters. */
function cellOpen(column: number): Buffer {
  return (cellOpens[column] ??= ascii(`<c r="${columnLetters(column + 1)}`));
}
const NUMBER_CELL = ascii('"><v>');
const BOOLEAN_CELL = ascii('" t="b"><v>');
const STRING_CELL = ascii('" t="str"><v>');
const CELL_CLOSE = ascii('</v></c>');
const ROW_CLOSE = ascii('</row>');
const ROW_OPEN = ascii('<row r="');
const rowTails: Buffer[] = [];
const XML_ENTITIES: Record<number, Buffer> = {
  0x3c: ascii('&lt;'),
  0x3e: ascii('&gt;'),
  0x26: ascii('&amp;'),
  0x27: ascii('&apos;'),
  0x7f: ascii(''),
};

/**
 * The `<row>` elements of one chunk's rows, numbered from `firstRow`, exactly as exceljs's
 * streaming WorksheetWriter writes them without styles or shared strings (numbers as `<v>`,
 * booleans `t="b"`, strings `t="str"` XML-escaped, nested values as their JSON text, nulls
 * left out, a row of nulls only left out); test/domain/results/stored-json.test.ts compares
 * the two. Returns the XML and how many rows the chunk held. With `scratch`, the XML is written
 * into (and is a view of) that buffer, valid until its next use. `wasm: false` keeps it in
 * JavaScript, for the tests that compare the two.
 */
export function xlsxRowsChunk(chunk: Buffer, firstRow: number, scratch?: Output, { wasm = true } = {}): { xml: Buffer; rows: number } {
  // xlsx-rows.wasm first (stored-json-wasm.ts): the same XML for the chunks it takes.
  if (wasm && chunk.length <= XLSX_WASM_MAX_CHUNK_BYTES && xlsxAvailable()) {
    const written = wasmXlsxRows(chunk, firstRow, scratch ?? new Output(chunk.length * 4 + 4096), columnLetters);
    if (written) return written;
  }
  const { text: b, count } = tokenized(chunk);
  const tk = tokens;
  // The sheet XML is ~3.7x the stored JSON (cell addresses, tags) for typical rows.
  const out = scratch ?? new Output(b.length * 4 + 4096);
  let o = 0;
  let bytes: Buffer;
  // The row number's decimal digits, counted up in place (no string per row).
  const digits = new Uint8Array(16);
  let digitCount = 0;
  for (const c of String(firstRow - 1)) digits[digitCount++] = c.charCodeAt(0);
  let row = firstRow - 1;
  for (let t = 0; t < count;) {
    row += 1;
    let d = digitCount - 1;
    while (d >= 0 && digits[d] === 0x39) digits[d--] = 0x30;
    if (d >= 0) digits[d] += 1;
    else {
      digits.copyWithin(1, 0, digitCount++);
      digits[0] = 0x31;
    }
    let last = t;
    let values = 0;
    for (; tk[last * 4] !== Kind.RowEnd; last += 1) if (tk[last * 4] !== Kind.Null) values += 1;
    // exceljs leaves out a row of nulls only; its spans run from the first to the last cell it
    // holds, nulls included.
    if (values > 0) {
      const width = last - t;
      const tail = (rowTails[width] ??= ascii(`" spans="1:${width}" x14ac:dyDescent="0.25">`));
      bytes = out.room(o, ROW_OPEN.length + digitCount + tail.length);
      o = put(ROW_OPEN, bytes, o);
      for (let k = 0; k < digitCount; k += 1) bytes[o++] = digits[k];
      o = put(tail, bytes, o);
      for (let column = 0; column < width; column += 1) {
        const at = (t + column) * 4;
        const kind = tk[at];
        if (kind === Kind.Null) continue;
        const start = tk[at + 1];
        const end = tk[at + 2];
        const open = cellOpen(column);
        bytes = out.room(o, open.length + digitCount + 32 + (end - start) * 6);
        o = put(open, bytes, o);
        for (let k = 0; k < digitCount; k += 1) bytes[o++] = digits[k];
        if (kind === Kind.Number) {
          o = put(NUMBER_CELL, bytes, o);
          o = copy(b, start, end, bytes, o);
        } else if (kind === Kind.True || kind === Kind.False) {
          o = put(BOOLEAN_CELL, bytes, o);
          bytes[o++] = kind === Kind.True ? 0x31 : 0x30;
        } else if (kind === Kind.Plain) {
          o = put(STRING_CELL, bytes, o);
          if ((tk[at + 3] & HAS_XML) === 0) o = copy(b, start, end, bytes, o);
          else
            for (let i = start; i < end; i += 1) {
              const c = b[i];
              const entity = XML_ENTITIES[c];
              if (entity) o = put(entity, bytes, o);
              else bytes[o++] = c;
            }
        } else {
          const value =
            kind === Kind.Escaped ? (JSON.parse(b.toString('utf8', start - 1, end + 1)) as string) : b.toString('utf8', start, end);
          const encoded = Buffer.from(xmlEncode(value));
          o = put(STRING_CELL, bytes, o);
          bytes = out.room(o, encoded.length + 8);
          o = copy(encoded, 0, encoded.length, bytes, o);
        }
        o = put(CELL_CLOSE, bytes, o);
      }
      bytes = out.room(o, ROW_CLOSE.length);
      o = put(ROW_CLOSE, bytes, o);
    }
    t = last + 1;
  }
  return { xml: out.result(o), rows: row - firstRow + 1 };
}
