import { moveElement, verticalCompactor, type Layout, type LayoutItem } from 'react-grid-layout';

/** Redash's grid: 6 columns; a widget's place is options.position {col, row, sizeX, sizeY}. */
export const GRID_COLUMNS = 6;

export interface Position {
  col: number;
  row: number;
  sizeX: number;
  sizeY: number;
}

export interface PlacedWidget {
  id: string;
  width: number;
  options: unknown;
}

export function positionOf(widget: PlacedWidget): Position {
  const stored = ((widget.options ?? {}) as { position?: Partial<Position> }).position ?? {};
  const sizeX = Math.min(GRID_COLUMNS, Math.max(1, widget.width || stored.sizeX || 1));
  return {
    col: Math.min(GRID_COLUMNS - sizeX, Math.max(0, stored.col ?? 0)),
    row: Math.max(0, stored.row ?? 0),
    sizeX,
    sizeY: Math.max(1, stored.sizeY ?? 3),
  };
}

export function layoutOf(widgets: PlacedWidget[]): LayoutItem[] {
  return widgets.map((widget) => {
    const p = positionOf(widget);
    return { i: widget.id, x: p.col, y: p.row, w: p.sizeX, h: p.sizeY, minH: 1 };
  });
}

export const positionFromItem = (item: LayoutItem): Position => ({ col: item.x, row: item.y, sizeX: item.w, sizeY: item.h });

/** The items whose place differs from the last saved layout: what a save sends. */
export function changedPositions(saved: Layout, layout: Layout): { id: string; position: Position }[] {
  const before = new Map(saved.map((item) => [item.i, item]));
  return layout
    .filter((item) => {
      const was = before.get(item.i);
      return was && (was.x !== item.x || was.y !== item.y || was.w !== item.w || was.h !== item.h);
    })
    .map((item) => ({ id: item.i, position: positionFromItem(item) }));
}

export type KeyMove = 'left' | 'right' | 'up' | 'down' | 'wider' | 'narrower' | 'taller' | 'shorter';

/** One keyboard step (arrow keys move, Shift+arrows resize), pushing others aside and compacting as a drag would. */
export function keyboardStep(layout: Layout, id: string, move: KeyMove): Layout {
  const copy = layout.map((item) => ({ ...item }));
  const item = copy.find((candidate) => candidate.i === id);
  if (!item) return layout;
  let next: LayoutItem[] = copy;
  if (move === 'left' || move === 'right' || move === 'up' || move === 'down') {
    const x = Math.min(GRID_COLUMNS - item.w, Math.max(0, item.x + (move === 'left' ? -1 : move === 'right' ? 1 : 0)));
    const y = Math.max(0, item.y + (move === 'up' ? -1 : move === 'down' ? 1 : 0));
    next = moveElement(copy, item, x, y, true, false, 'vertical', GRID_COLUMNS);
  } else {
    if (move === 'wider') item.w = Math.min(GRID_COLUMNS - item.x, item.w + 1);
    if (move === 'narrower') item.w = Math.max(1, item.w - 1);
    if (move === 'taller') item.h = Math.min(50, item.h + 1);
    if (move === 'shorter') item.h = Math.max(1, item.h - 1);
  }
  return verticalCompactor.compact(next, GRID_COLUMNS);
}
