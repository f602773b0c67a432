// ECharts for the browser, loaded per chart type: the core, the canvas renderer and the grid, legend
// and tooltip components once, and each chart module (line, bar, pie, scatter) the first time a chart
// of its kind is drawn. Each `import()` below is its own small chunk.
import type { EChartsType } from './echarts/setup';

type ChartModule = 'line' | 'bar' | 'pie' | 'scatter' | 'marks';

const charts: Record<ChartModule, () => Promise<{ chart: unknown }>> = {
  line: () => import('./echarts/line'),
  bar: () => import('./echarts/bar'),
  pie: () => import('./echarts/pie'),
  scatter: () => import('./echarts/scatter'),
  marks: () => import('./echarts/marks'),
};

type Core = typeof import('./echarts/setup');
let core: Promise<Core> | undefined;
const installed = new Map<ChartModule, Promise<void>>();

function loadCore() {
  core ??= import('./echarts/setup');
  return core;
}

/** ECharts' core with the chart modules of `kinds` installed. */
export async function loadEcharts(kinds: ChartModule[]): Promise<Core> {
  const echarts = await loadCore();
  await Promise.all(
    kinds.map((kind) => {
      let done = installed.get(kind);
      if (!done) {
        done = charts[kind]().then((module) => echarts.use(module.chart as Parameters<typeof echarts.use>[0]));
        installed.set(kind, done);
      }
      return done;
    }),
  );
  return echarts;
}

export type { EChartsType };
