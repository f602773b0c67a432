import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type ColumnSizingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatValue, isNumericType } from '../../../../src/chart-kit/format.js';
import './results-grid.css';

export interface GridColumn {
  name: string;
  friendly_name?: string | null;
  type: string;
}

export type GridRow = Record<string, unknown>;

export interface ResultsGridProps {
  columns: GridColumn[];
  rows: GridRow[];
  /** The grid's accessible name. */
  label: string;
}

const ROW_HEIGHT = 28;
const HEADER_HEIGHT = 32;

/** A cell's text for copying: null is empty, objects are JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function copy(text: string) {
  void navigator.clipboard?.writeText(text).catch(() => undefined);
}

/**
 * A query's rows as an ARIA grid: only the rows in view are in the DOM (TanStack Virtual), so
 * 100,000 rows scroll as 40 do. Headers sort (click or Enter) and resize (drag, or Alt+Arrow on the
 * header); one cell is focusable at a time (arrow keys, Home/End, PageUp/PageDown move it);
 * Ctrl/Cmd+C copies it and Ctrl/Cmd+Shift+C copies its row as tab-separated text.
 */
export function ResultsGrid({ columns, rows, label }: ResultsGridProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
  const [active, setActive] = useState<{ row: number; col: number }>({ row: 0, col: 0 });
  const scroller = useRef<HTMLDivElement>(null);

  const defs = useMemo<ColumnDef<GridRow>[]>(
    () =>
      columns.map((c) => ({
        id: c.name,
        accessorFn: (row: GridRow) => row[c.name],
        header: c.friendly_name ?? c.name,
        size: isNumericType(c.type) ? 110 : 160,
        minSize: 48,
        maxSize: 1200,
        sortUndefined: 'last',
        sortDescFirst: false,
        // Nulls after values; numbers as numbers, everything else as text.
        sortingFn: (a, b, id) => {
          const x = a.getValue(id);
          const y = b.getValue(id);
          if (x === y) return 0;
          if (x === null || x === undefined) return 1;
          if (y === null || y === undefined) return -1;
          if (typeof x === 'number' && typeof y === 'number') return x - y;
          return cellText(x) < cellText(y) ? -1 : 1;
        },
      })),
    [columns],
  );

  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { sorting, columnSizing },
    onSortingChange: setSorting,
    onColumnSizingChange: setColumnSizing,
    columnResizeMode: 'onChange',
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const model = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const numeric = useMemo(() => new Set(columns.filter((c) => isNumericType(c.type)).map((c) => c.name)), [columns]);

  const virtualizer = useVirtualizer({
    count: model.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    scrollPaddingStart: HEADER_HEIGHT,
  });

  const focusCell = useCallback(
    (row: number, col: number) => {
      const r = Math.max(-1, Math.min(model.length - 1, row));
      const c = Math.max(0, Math.min(leafColumns.length - 1, col));
      setActive({ row: r, col: c });
      if (r >= 0) virtualizer.scrollToIndex(r, { align: 'auto' });
      // The cell exists once the virtualizer has drawn its row.
      requestAnimationFrame(() => {
        const row = scroller.current?.querySelector<HTMLElement>(r >= 0 ? `[data-row="${r}"]` : '[data-row="head"]');
        (row?.children[c] as HTMLElement | undefined)?.focus({ preventScroll: r >= 0 });
      });
    },
    [model.length, leafColumns.length, virtualizer],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { row, col } = active;
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const mod = event.ctrlKey || event.metaKey;
    const moves: Record<string, [number, number]> = {
      ArrowDown: [row + 1, col],
      ArrowUp: [row - 1, col],
      ArrowRight: [row, col + 1],
      ArrowLeft: [row, col - 1],
      PageDown: [row + page, col],
      PageUp: [row - page, col],
      Home: mod ? [0, 0] : [row, 0],
      End: mod ? [model.length - 1, leafColumns.length - 1] : [row, leafColumns.length - 1],
    };
    if (event.altKey && row === -1 && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      const column = leafColumns[col];
      if (column) setColumnSizing((s) => ({ ...s, [column.id]: Math.max(48, column.getSize() + (event.key === 'ArrowRight' ? 16 : -16)) }));
      event.preventDefault();
      return;
    }
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusCell(move[0], move[1]);
      return;
    }
    if (mod && event.key.toLowerCase() === 'c' && row >= 0) {
      event.preventDefault();
      const original = model[row]?.original;
      if (!original) return;
      copy(event.shiftKey ? leafColumns.map((c) => cellText(original[c.id])).join('\t') : cellText(original[leafColumns[col].id]));
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && row === -1) {
      event.preventDefault();
      leafColumns[col]?.toggleSorting(undefined, event.shiftKey);
    }
  };

  const totalWidth = table.getTotalSize();
  const items = virtualizer.getVirtualItems();
  const template = leafColumns.map((c) => `${c.getSize()}px`).join(' ');
  const activeRow = model[active.row]?.original;

  return (
    <div className="results-grid">
      <div className="results-grid-tools">
        <button
          type="button"
          className="button"
          data-variant="quiet"
          disabled={!activeRow}
          onClick={() => activeRow && copy(cellText(activeRow[leafColumns[active.col].id]))}
        >
          Copy cell
        </button>
        <button
          type="button"
          className="button"
          data-variant="quiet"
          disabled={!activeRow}
          onClick={() => activeRow && copy(leafColumns.map((c) => cellText(activeRow[c.id])).join('\t'))}
        >
          Copy row
        </button>
      </div>
      <div
        ref={scroller}
        className="results-grid-scroller"
        role="grid"
        aria-label={label}
        aria-rowcount={model.length + 1}
        aria-colcount={leafColumns.length}
        onKeyDown={onKeyDown}
      >
        <div style={{ width: totalWidth, height: virtualizer.getTotalSize() + HEADER_HEIGHT, position: 'relative' }}>
          <div role="rowgroup" className="results-grid-head" style={{ width: totalWidth }}>
            <div role="row" aria-rowindex={1} data-row="head" className="results-grid-row" style={{ gridTemplateColumns: template }}>
              {table.getHeaderGroups()[0]?.headers.map((header, i) => {
                const sorted = header.column.getIsSorted();
                return (
                  <div
                    key={header.id}
                    role="columnheader"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    tabIndex={active.row === -1 && active.col === i ? 0 : -1}
                    className={`results-grid-header${numeric.has(header.id) ? ' num' : ''}`}
                    onClick={(e) => {
                      setActive({ row: -1, col: i });
                      header.column.toggleSorting(undefined, e.shiftKey);
                    }}
                    title="Sort (click); resize (drag the edge, or Alt+Arrow)"
                  >
                    <span className="results-grid-header-name">{String(header.column.columnDef.header)}</span>
                    <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                    <span
                      className="results-grid-resizer"
                      aria-hidden="true"
                      onMouseDown={header.getResizeHandler()}
                      onTouchStart={header.getResizeHandler()}
                      onClick={(e) => e.stopPropagation()}
                      onDoubleClick={() => header.column.resetSize()}
                    />
                  </div>
                );
              })}
            </div>
          </div>
          <div role="rowgroup">
            {items.map((item, slot) => {
              const row = model[item.index];
              const original = row.original;
              // Keyed by slot, not by row: scrolling reuses the same elements and changes only their text.
              return (
                <div
                  key={slot}
                  role="row"
                  aria-rowindex={item.index + 2}
                  data-row={item.index}
                  className="results-grid-row"
                  style={{ gridTemplateColumns: template, transform: `translateY(${item.start + HEADER_HEIGHT}px)` }}
                >
                  {leafColumns.map((column, c) => {
                    const value = original[column.id];
                    const isNull = value === null || value === undefined;
                    const isActive = active.row === item.index && active.col === c;
                    return (
                      <div
                        key={column.id}
                        role="gridcell"
                        tabIndex={isActive ? 0 : -1}
                        className={`results-grid-cell${numeric.has(column.id) ? ' num' : ''}${isNull ? ' null' : ''}${isActive ? ' active' : ''}`}
                        onClick={() => setActive({ row: item.index, col: c })}
                      >
                        {isNull ? 'null' : typeof value === 'number' ? formatValue(value) : cellText(value)}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
