import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { axisValue, groszeOf } from './chart-series.ts';
import type { ChartProps } from './ChartShowcase.tsx';

// Tree-shaken: only the controllers, scales and plugins these charts use enter the page's chunk.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** One series drawn with Chart.js (canvas): bars, or lines for the months. */
export function ChartjsChart({ chart, theme, money, height }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const colors = theme.series[chart.kind];
    const instance = new Chart(canvas.current, {
      type: chart.kind === 'months' ? 'line' : 'bar',
      data: {
        labels: chart.categories,
        datasets: chart.series.map((s, i) => ({
          label: s.name,
          data: s.grosze.map(axisValue),
          borderColor: colors[i],
          backgroundColor: colors[i],
          borderWidth: chart.kind === 'months' ? 3 : 0,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        color: theme.text,
        scales: {
          x: { ticks: { color: theme.text }, grid: { color: theme.grid } },
          y: {
            ticks: { color: theme.text, callback: (value) => money(groszeOf(Number(value))) },
            grid: { color: theme.grid },
          },
        },
        plugins: {
          legend: { position: 'bottom', labels: { color: theme.text } },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${money(groszeOf(item.parsed.y ?? 0))}`,
            },
          },
        },
      },
    });
    return () => instance.destroy();
  }, [chart, theme, money]);
  // The canvas itself is decoration: its wrapper is the named, described image.
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} aria-hidden />
    </div>
  );
}
