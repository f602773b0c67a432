// The mark components (bands and lines drawn over a series: a monitor's state periods and threshold),
// imported on their own so that charts without marks do not load them.
import { MarkAreaComponent, MarkLineComponent } from 'echarts/components';

export const chart = [MarkAreaComponent, MarkLineComponent];
