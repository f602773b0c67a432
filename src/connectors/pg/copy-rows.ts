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

/**
 * Turns the bytes of `COPY (...) TO STDOUT` (text format, one line per row, tab between fields;
 * a raw line break or tab in a value is always escaped) into batches of `batchRows` rows, each
 * already serialised as the JSON array of row arrays that the store writes. Values pass from the
 * wire text to JSON text without building a JavaScript value per field.
 */
export async function* copyJsonBatches(source: AsyncIterable<Buffer>, writers: FieldJson[], batchRows: number): AsyncIterable<JsonBatch> {
  const width = writers.length;
  const last = width - 1;
  let carry: Buffer | undefined;
  let json = '';
  let rowCount = 0;
  for await (const chunk of source) {
    const bytes = carry ? Buffer.concat([carry, chunk]) : chunk;
    const end = bytes.lastIndexOf(10);
    if (end < 0) {
      carry = bytes;
      continue;
    }
    carry = end + 1 < bytes.length ? Buffer.from(bytes.subarray(end + 1)) : undefined;
    const text = bytes.toString('utf8', 0, end + 1);
    let at = 0;
    while (at < text.length) {
      let row = '';
      for (let i = 0; i < width; i += 1) {
        const stop = text.indexOf(i === last ? '\n' : '\t', at);
        if (stop < 0) throw new Error('A COPY row has fewer fields than the statement has columns.');
        row += i === 0 ? writers[0](text.slice(at, stop)) : `,${writers[i](text.slice(at, stop))}`;
        at = stop + 1;
      }
      json += rowCount === 0 ? `[[${row}]` : `,[${row}]`;
      rowCount += 1;
      if (rowCount === batchRows) {
        yield { rowCount, json: `${json}]` };
        json = '';
        rowCount = 0;
      }
    }
  }
  if (carry) throw new Error('The COPY output ended inside a row.');
  if (rowCount > 0) yield { rowCount, json: `${json}]` };
}
