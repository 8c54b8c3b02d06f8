import { ChartjsChart } from '../charts/ChartjsChart.tsx';
import { ChartShowcase } from '../charts/ChartShowcase.tsx';

const SNIPPET = `import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';
Chart.register(BarController, BarElement, CategoryScale, LinearScale); // tree-shaken

const chart = new Chart(canvas, {
  type: 'bar',
  data: {
    labels: aging.map((a) => t(\`debtReports:aging.buckets.\${a.bucket}\`)),
    datasets: [{ label: t('galleryCharts:series.receivables'), data: aging.map((a) => a.amount / 100) }],
  },
  options: { animation: false, maintainAspectRatio: false },
});
// <div role="img" aria-label={title}><canvas aria-hidden /></div> + a "show as table" switch`;

/** /charts-and-maps/charts/chartjs: the books' series drawn with Chart.js. */
export default function ChartjsPage() {
  return <ChartShowcase library="chartjs" snippet={SNIPPET} Chart={ChartjsChart} />;
}
