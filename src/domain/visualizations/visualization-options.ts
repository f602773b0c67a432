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

const axis = z.looseObject({ title: z.looseObject({ text: z.string().max(300).optional() }).optional() });

const chartOptions = z
  .looseObject({
    globalSeriesType: z.enum(SERIES_TYPES, { message: `must be one of ${SERIES_TYPES.join(', ')}` }),
    xColumn: columnName.optional(),
    yColumns: z.array(columnName).min(1, 'needs at least one column').max(50).optional(),
    seriesColumn: columnName.optional(),
    /** Redash's form: column name -> x | y | series. */
    columnMapping: z.record(z.string(), z.enum(['x', 'y', 'series', 'unused'])).optional(),
    stacking: z.enum(['none', 'stack']).optional(),
    /** Redash's axis settings; the kit draws `title.text`. */
    xAxis: axis.optional(),
    yAxis: z.union([axis, z.array(axis).max(2)]).optional(),
    legend: z.looseObject({ enabled: z.boolean().optional() }).optional(),
    /** Redash's numeral.js pattern for values, e.g. `0,0[.]00`, `$0,0.00`, `0.0%`. */
    numberFormat: z.string().max(50).optional(),
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

export { chartColumns } from '../../chart-kit/columns.js';

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
