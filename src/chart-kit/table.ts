import { formatValue, isNumericType, type RenderResult, type VisualizationOptions } from './format.js';

export interface TableColumn {
  name: string;
  title: string;
  numeric: boolean;
}

/** A table as text cells: the visible columns, the first `maxRows` rows, and a "N of M rows" note. */
export interface TableModel {
  columns: TableColumn[];
  rows: string[][];
  more: string | null;
}

/** The columns a table or details view shows: `options.columns` may hide or retitle them. */
export function visibleColumns(result: RenderResult, options: VisualizationOptions): TableColumn[] {
  const settings = Array.isArray(options.columns) ? (options.columns as { name: string; title?: string; visible?: boolean }[]) : [];
  const byName = new Map(settings.map((s) => [s.name, s]));
  return result.columns
    .filter((c) => byName.get(c.name)?.visible !== false)
    .map((c) => ({ name: c.name, title: byName.get(c.name)?.title ?? c.friendly_name ?? c.name, numeric: isNumericType(c.type) }));
}

export function tableModel(result: RenderResult, options: VisualizationOptions, maxRows: number): TableModel {
  const columns = visibleColumns(result, options);
  const rows = result.rows.slice(0, maxRows).map((row) => columns.map((c) => formatValue(row[c.name])));
  return { columns, rows, more: result.rowCount > rows.length ? `${rows.length} of ${result.rowCount} rows` : null };
}
