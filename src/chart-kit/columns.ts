import { isNumericType } from './format.js';

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
    ys: named.length ? named : columns.filter((c) => c.name !== x && isNumericType(c.type)).map((c) => c.name),
    series: options.seriesColumn ?? mapped.find(([, role]) => role === 'series')?.[0],
  };
}
