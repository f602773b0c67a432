import * as echarts from 'echarts';
const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 400, height: 300 });
chart.setOption({ animation: false, xAxis: { type: 'category', data: ['a','b','c'] }, yAxis: { type: 'value' }, series: [{ type: 'line', data: [1,3,2] }] });
const s = chart.renderToSVGString(); console.log(s.match(/<style[\s\S]*?<\/style>/g)); console.log(s.match(/style="[^"]*"/g)?.slice(0,5));
