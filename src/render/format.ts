export {
  formatValue,
  isNumericType,
  rowOption,
  type RenderColumn,
  type RenderResult,
  type VisualizationOptions,
} from '../chart-kit/format.js';

/** `2026-02-03 14:05`: a timestamp to the minute, for "Updated ... UTC" lines. */
export function formatMinute(value: Date | string): string {
  const iso = value instanceof Date ? value.toISOString() : value;
  return iso.replace('T', ' ').slice(0, 16);
}
