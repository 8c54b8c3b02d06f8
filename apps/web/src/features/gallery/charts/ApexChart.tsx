import { useEffect, useRef } from 'react';
import ApexCharts, { type ApexOptions } from 'apexcharts';
import { pageNonce } from '../../../lib/csp-nonce.ts';
import { axisValue, groszeOf } from './chart-series.ts';
import type { ChartProps } from './ChartShowcase.tsx';

/** One series drawn with ApexCharts (SVG): bars, or lines for the months. */
export function ApexChart({ chart, theme, money, height }: ChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const options: ApexOptions = {
      chart: {
        type: chart.kind === 'months' ? 'line' : 'bar',
        height,
        // No menu of its own (downloads as SVG/CSV): the table switch is the page's way to the figures.
        toolbar: { show: false },
        zoom: { enabled: false },
        background: 'transparent',
        foreColor: theme.text,
        // Its stylesheet is a <style> tag: it carries the page's nonce, as Mantine's do.
        nonce: pageNonce() || undefined,
        animations: { enabled: false },
      },
      theme: { mode: theme.skin },
      colors: theme.series[chart.kind],
      series: chart.series.map((s) => ({ name: s.name, data: s.grosze.map(axisValue) })),
      xaxis: { categories: chart.categories },
      yaxis: { labels: { formatter: (value: number) => money(groszeOf(value)) } },
      grid: { borderColor: theme.grid },
      stroke: { width: chart.kind === 'months' ? 3 : 0 },
      dataLabels: { enabled: false },
      legend: { position: 'bottom' },
      tooltip: { theme: theme.skin },
    };
    const instance = new ApexCharts(element.current, options);
    void instance.render();
    return () => instance.destroy();
  }, [chart, theme, money, height]);
  return <div ref={element} style={{ minHeight: height }} />;
}
