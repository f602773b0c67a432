import type { ColumnType } from '../types.js';

/**
 * ClickHouse's TabSeparated text (the one streaming format with names and types that 18.16 has)
 * written as the JSON the result store keeps, one field writer per column type.
 */

/** A field's TSV text -> its JSON text. */
export type FieldJson = (raw: string) => string;

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', r: '\r', n: '\n', t: '\t', '0': '\0', "'": "'", '\\': '\\' };

function unescapeTsv(raw: string): string {
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\(.)/gs, (_, char: string) => ESCAPES[char] ?? char);
}

const NULL = '\\N';

const text: FieldJson = (raw) => (raw === NULL ? 'null' : JSON.stringify(unescapeTsv(raw)));
const smallInteger: FieldJson = (raw) => (raw === NULL ? 'null' : raw);
// As the pg connector's int8: the digits while a double holds them exactly, beyond, the nearest double.
const bigInteger: FieldJson = (raw) => (raw === NULL ? 'null' : raw.length < 16 ? raw : JSON.stringify(Number(raw)));
// nan and the infinities become null, as JSON.stringify of the parsed number does.
const float: FieldJson = (raw) => (raw === NULL ? 'null' : JSON.stringify(Number(raw)));
const date: FieldJson = (raw) => (raw === NULL || raw === '0000-00-00' ? 'null' : `"${raw}"`);

/** The offset (ms, local minus UTC) of `zone` at the instant `utcMs`. */
function offsetAt(format: Intl.DateTimeFormat, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(utcMs))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
  return local - Math.floor(utcMs / 1000) * 1000;
}

/**
 * DateTime and DateTime('zone'): the text is wall time in the column's (or the server's) zone;
 * the JSON is the instant in UTC, as the pg connector writes timestamptz.
 */
export function dateTimeWriter(zone: string): FieldJson {
  if (zone === 'UTC' || zone === 'Etc/UTC' || zone === 'GMT' || zone === 'Etc/GMT') {
    return (raw) => (raw === NULL || raw === '0000-00-00 00:00:00' ? 'null' : `"${raw.replace(' ', 'T')}.000Z"`);
  }
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return text;
  }
  return (raw) => {
    if (raw === NULL || raw === '0000-00-00 00:00:00') return 'null';
    const wall = Date.parse(`${raw.replace(' ', 'T')}Z`);
    if (Number.isNaN(wall)) return JSON.stringify(raw);
    // Two passes find the instant whose wall time is `raw` (the second settles a DST edge).
    let instant = wall - offsetAt(format, wall);
    instant = wall - offsetAt(format, instant);
    return `"${new Date(instant).toISOString()}"`;
  };
}

/** Nullable(T) and LowCardinality(T) are T here (\N is null for every writer). */
function bare(type: string): string {
  for (;;) {
    const match = /^(?:Nullable|LowCardinality)\((.*)\)$/.exec(type);
    if (!match) return type;
    type = match[1]!;
  }
}

/** The result column type and field writer for a ClickHouse type name; `serverZone` for a DateTime without one. */
export function columnFor(typeName: string, serverZone: string): { type: ColumnType; write: FieldJson } {
  const type = bare(typeName);
  if (/^U?Int(8|16|32)$/.test(type)) return { type: 'integer', write: smallInteger };
  if (/^U?Int(64|128|256)$/.test(type)) return { type: 'integer', write: bigInteger };
  if (/^Float(32|64)$/.test(type) || type.startsWith('Decimal')) return { type: 'float', write: float };
  if (type === 'Date') return { type: 'date', write: date };
  const dateTime = /^DateTime(?:\('(.*)'\))?$/.exec(type);
  if (dateTime) return { type: 'datetime', write: dateTimeWriter(dateTime[1] ?? serverZone) };
  return { type: 'string', write: text };
}
