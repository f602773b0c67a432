/** The columns of a result as the kit reads them (a connector's columns, or a GraphQL selection of them). */
export interface RenderColumn {
  name: string;
  friendly_name?: string | null;
  type: string;
}

/** A query result as tables, counters and charts read it. */
export interface RenderResult {
  columns: RenderColumn[];
  rows: Record<string, unknown>[];
  rowCount: number;
}

/** A visualization's stored options: clients keep their own fields beside the ones drawn here. */
export type VisualizationOptions = Record<string, unknown>;

// One formatter each: toLocaleString would build a new one for every cell.
const INTEGER = new Intl.NumberFormat('en-US');
const DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A cell as text: grouped numbers, ISO timestamps, JSON for objects, nothing for null. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? INTEGER.format(value) : DECIMAL.format(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const isNumericType = (type: string) => type === 'integer' || type === 'float';

/** A positive integer option (row numbers count from 1), or the fallback. */
export function rowOption(value: unknown, fallback = 1): number {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** A number from a cell: numbers, and strings that hold one; null for anything else. */
export function numeric(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A cell as a category label: null and undefined are the empty label. */
export function label(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

const formatters = new Map<string, (n: number) => string>();

/**
 * A number through a Redash (numeral.js) `numberFormat`, in the subset charts use: `0,0` groups
 * thousands, `.00` fixes decimals, `[.]00` allows up to that many, `%` multiplies by 100, and text
 * around the pattern (`$0,0.00`, `0.0 ms`) is kept. An empty or unreadable format draws the number
 * as `formatValue` does.
 */
export function formatNumber(value: number, format: string | undefined): string {
  if (!format) return formatValue(value);
  let draw = formatters.get(format);
  if (!draw) {
    const match = /^([^0#]*)([0#][0#,]*)(\[?\.\]?)?([0#]*)(\]?)(\s*%)?(.*)$/.exec(format);
    if (!match) {
      draw = formatValue as (n: number) => string;
    } else {
      const [, prefix, whole, dot, decimals, , percent, suffix] = match;
      const optional = dot?.startsWith('[') ?? false;
      const places = dot ? decimals.length : 0;
      const intl = new Intl.NumberFormat('en-US', {
        useGrouping: whole.includes(','),
        minimumFractionDigits: optional ? 0 : places,
        maximumFractionDigits: places,
      });
      draw = (n) => `${prefix}${intl.format(percent ? n * 100 : n)}${percent ? percent.trim() : ''}${suffix}`;
    }
    if (formatters.size > 100) formatters.clear();
    formatters.set(format, draw);
  }
  return draw(value);
}
