// One chart module of ECharts, imported on its own so that its chunk holds only this chart.
export { LineChart as chart } from 'echarts/charts';
