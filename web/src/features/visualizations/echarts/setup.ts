// ECharts' core with the canvas renderer and the grid, legend and tooltip components: named imports,
// so the chunk holds only these (a dynamic import of 'echarts/components' would hold them all).
import { use } from 'echarts/core';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

use([CanvasRenderer, GridComponent, LegendComponent, TooltipComponent]);

export { init, use } from 'echarts/core';
export type { EChartsType } from 'echarts/core';
