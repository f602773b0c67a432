import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as Echarts from 'echarts';
import { chartOption, type ChartInput as KitInput } from '../chart-kit/chart-options.js';
import { raw, type Html } from './html.js';

export interface ChartInput extends KitInput {
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);
let loaded: typeof Echarts | undefined;

/**
 * ECharts, loaded at the first chart rather than at start-up: importing it costs about a second
 * of CPU, which every process paid before answering /readyz even if it never drew a chart.
 * Loaded synchronously (its CommonJS build) so that drawing stays a synchronous call.
 */
function echarts(): typeof Echarts {
  loaded ??= require('echarts') as typeof Echarts;
  return loaded;
}

/** Rendered SVGs by content: a result changes only when its query runs again. */
const cache = new Map<string, string>();
const CACHE_SIZE = 500;

/**
 * A chart drawn on the server with ECharts' SVG renderer: the page needs no script at all, so it
 * works under a CSP without script-src and loads fast on a phone.
 */
export function renderChartSvg(input: ChartInput): Html {
  const key = createHash('sha1')
    .update(JSON.stringify([input.options, input.rows, input.width, input.height]))
    .digest('base64');
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return raw(hit);
  }
  const chart = echarts().init(null, null, { renderer: 'svg', ssr: true, width: input.width, height: input.height });
  try {
    chart.setOption(chartOption(input));
    // The <style> element holds only hover and animation CSS; the page's CSP admits no other styles.
    const svg = chart.renderToSVGString({ useViewBox: true }).replace(/<style[\s\S]*?<\/style>/g, '');
    cache.set(key, svg);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    // ECharts escapes the labels it draws: the SVG is markup to keep as it is.
    return raw(svg);
  } finally {
    chart.dispose();
  }
}
