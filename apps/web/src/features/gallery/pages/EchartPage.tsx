import { ChartShowcase } from '../charts/ChartShowcase.tsx';
import { EChart } from '../charts/EChart.tsx';

const SNIPPET = `import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]); // not the whole 'echarts'

const chart = init(element, skin === 'dark' ? 'dark' : undefined);
chart.setOption({
  tooltip: { trigger: 'axis', renderMode: 'richText' }, // no inline HTML styles under the CSP
  xAxis: { type: 'category', data: vatRates.map((r) => r.rate) },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', name: t('galleryCharts:series.net'), data: vatRates.map((r) => r.net / 100) }],
});`;

/** /charts-and-maps/charts/echart: the books' series drawn with ECharts. */
export default function EchartPage() {
  return <ChartShowcase library="echarts" snippet={SNIPPET} Chart={EChart} />;
}
