import { ApexChart } from '../charts/ApexChart.tsx';
import { ChartShowcase } from '../charts/ChartShowcase.tsx';

const SNIPPET = `import ApexCharts from 'apexcharts'; // only in this page's chunk

const chart = new ApexCharts(element, {
  chart: { type: 'line', toolbar: { show: false }, nonce: pageNonce() },
  colors: [theme.colors.indigo[7], theme.colors.red[7]],
  series: [{ name: t('galleryCharts:series.revenue'), data: months.map((m) => m.revenue / 100) }],
  xaxis: { categories: months.map((m) => m.month) },
  yaxis: { labels: { formatter: (pln) => formatMoney(Math.round(pln * 100)) } },
});
chart.render(); // and chart.destroy() when the component leaves`;

/** /charts-and-maps/charts/apex-chart: the books' series drawn with ApexCharts. */
export default function ApexChartPage() {
  return <ChartShowcase library="apex" snippet={SNIPPET} Chart={ApexChart} />;
}
