import { z } from 'zod';
import { ValidationError } from '../../errors.js';
import { validate } from '../../validation.js';

const VISUALIZATION_TYPES = ['TABLE', 'CHART', 'COUNTER', 'DETAILS'] as const;
export type VisualizationType = (typeof VISUALIZATION_TYPES)[number];

const SERIES_TYPES = ['line', 'column', 'bar', 'area', 'pie', 'scatter'] as const;

const columnName = z.string().trim().min(1, 'must name a column').max(300);

const columnList = z
  .array(z.looseObject({ name: columnName, title: z.string().max(300).optional(), visible: z.boolean().optional() }))
  .max(500)
  .optional();

// Options keep fields they do not know (clients store their own settings), but every field they
// do know is checked.
const tableOptions = z.looseObject({
  columns: columnList,
  itemsPerPage: z.number().int().min(1).max(1000).optional(),
});

const chartOptions = z
  .looseObject({
    globalSeriesType: z.enum(SERIES_TYPES, { message: `must be one of ${SERIES_TYPES.join(', ')}` }),
    xColumn: columnName.optional(),
    yColumns: z.array(columnName).min(1, 'needs at least one column').max(50).optional(),
    seriesColumn: columnName.optional(),
    /** Redash's form: column name -> x | y | series. */
    columnMapping: z.record(z.string(), z.enum(['x', 'y', 'series', 'unused'])).optional(),
    stacking: z.enum(['none', 'stack']).optional(),
  })
  .superRefine((options, check) => {
    const mapped = options.columnMapping ? Object.entries(options.columnMapping) : [];
    const ys = options.yColumns ?? mapped.filter(([, role]) => role === 'y').map(([name]) => name);
    if (mapped.filter(([, role]) => role === 'x').length > 1)
      check.addIssue({ code: 'custom', path: ['columnMapping'], message: 'has more than one x column' });
    if (options.globalSeriesType === 'pie' && ys.length > 1)
      check.addIssue({ code: 'custom', path: ['yColumns'], message: 'a pie takes one value column' });
  });

const counterOptions = z.looseObject({
  counterColName: columnName,
  rowNumber: z.number().int().min(1).default(1),
  counterLabel: z.string().max(300).optional(),
  targetColName: columnName.optional(),
  targetRowNumber: z.number().int().min(1).optional(),
  targetValue: z.number().finite().optional(),
  stringPrefix: z.string().max(50).optional(),
  stringSuffix: z.string().max(50).optional(),
  stringDecimal: z.number().int().min(0).max(10).optional(),
});

const detailsOptions = z.looseObject({
  columns: columnList,
  rowNumber: z.number().int().min(1).default(1),
});

const schemas = { TABLE: tableOptions, CHART: chartOptions, COUNTER: counterOptions, DETAILS: detailsOptions } as const;

const NUMERIC_TYPES = new Set(['integer', 'float']);

/**
 * The chart's axes, whichever of the two accepted forms the options use. Options that name no
 * columns (the spec's chart is `globalSeriesType` alone) take them from the result: the first
 * column is x, the numeric columns after it are y.
 */
export function chartColumns(
  // Options were validated by the CHART schema when saved; older rows may carry any of its shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: Record<string, any>,
  columns: { name: string; type: string }[] = [],
): { x: string; ys: string[]; series?: string } {
  const mapped = Object.entries((options.columnMapping ?? {}) as Record<string, string>);
  const x: string | undefined = options.xColumn ?? mapped.find(([, role]) => role === 'x')?.[0] ?? columns[0]?.name;
  const named: string[] = options.yColumns ?? mapped.filter(([, role]) => role === 'y').map(([name]) => name);
  return {
    x: x ?? '',
    ys: named.length ? named : columns.filter((c) => c.name !== x && NUMERIC_TYPES.has(c.type)).map((c) => c.name),
    series: options.seriesColumn ?? mapped.find(([, role]) => role === 'series')?.[0],
  };
}

/** Checks `type` and its `options` (422 with paths under `options.`); returns the options to store. */
export function parseVisualization(type: string, options: unknown): { type: VisualizationType; options: Record<string, unknown> } {
  const upper = type.trim().toUpperCase();
  if (!(VISUALIZATION_TYPES as readonly string[]).includes(upper)) {
    throw ValidationError.field('type', `must be one of ${VISUALIZATION_TYPES.join(', ')}`);
  }
  const kind = upper as VisualizationType;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw ValidationError.field('options', 'must be an object');
  const parsed = validate(z.object({ options: schemas[kind] }), { options });
  return { type: kind, options: parsed.options as Record<string, unknown> };
}
