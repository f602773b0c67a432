import { formatValue, rowOption, type RenderResult, type VisualizationOptions } from './format.js';

/** A COUNTER visualization's figure, drawn the same way on pages and in e-mails. */
export interface Counter {
  /** The value with its prefix and suffix; `–` when the row or column is missing. */
  value: string;
  /** How the value compares with `targetValue` or the target column, when both are numbers. */
  target: { up: boolean; text: string } | null;
  label: string;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * Redash's counter options: `counterColName` (default the first column) of row `rowNumber`
 * (from 1), `stringDecimal` fixed decimals, `stringPrefix`/`stringSuffix`, a target from
 * `targetValue` or `targetColName` (row `targetRowNumber`), and `counterLabel`.
 */
export function counter(result: RenderResult, options: VisualizationOptions): Counter {
  const column = typeof options.counterColName === 'string' ? options.counterColName : result.columns[0]?.name;
  const rowNumber = rowOption(options.rowNumber);
  const raw = column === undefined ? undefined : result.rows[rowNumber - 1]?.[column];
  const decimals =
    typeof options.stringDecimal === 'number' && options.stringDecimal >= 0 && options.stringDecimal <= 20
      ? options.stringDecimal
      : undefined;
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  const shown =
    raw === undefined || raw === null
      ? '–'
      : Number.isFinite(number) && decimals !== undefined
        ? number.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
        : formatValue(raw);
  let target: number | undefined;
  if (typeof options.targetValue === 'number') target = options.targetValue;
  else if (typeof options.targetColName === 'string') {
    const t = Number(result.rows[rowOption(options.targetRowNumber, rowNumber) - 1]?.[options.targetColName]);
    if (Number.isFinite(t)) target = t;
  }
  const delta = target !== undefined && Number.isFinite(number) ? number - target : undefined;
  return {
    value: `${text(options.stringPrefix)}${shown}${text(options.stringSuffix)}`,
    target:
      delta === undefined
        ? null
        : { up: delta >= 0, text: `${delta >= 0 ? '▲' : '▼'} ${formatValue(Math.abs(delta))} vs target ${formatValue(target)}` },
    label: text(options.counterLabel),
  };
}
