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

/** `2026-02-03 14:05`: a timestamp to the minute, for "Updated ... UTC" lines. */
export function formatMinute(value: Date | string): string {
  const iso = value instanceof Date ? value.toISOString() : value;
  return iso.replace('T', ' ').slice(0, 16);
}

export const isNumericType = (type: string) => type === 'integer' || type === 'float';

/** A positive integer option (row numbers count from 1), or the fallback. */
export function rowOption(value: unknown, fallback = 1): number {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}
