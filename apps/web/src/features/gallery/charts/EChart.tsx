import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { axisValue, groszeOf } from './chart-series.ts';
import type { ChartProps } from './ChartShowcase.tsx';

// The core and only the parts these charts use (not the whole 'echarts' bundle).
registerParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** One series drawn with ECharts (canvas): bars, or lines for the months. */
export function EChart({ chart, theme, money, height }: ChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const instance = init(element.current, theme.skin === 'dark' ? 'dark' : undefined, {
      renderer: 'canvas',
    });
    instance.setOption({
      backgroundColor: 'transparent',
      animation: false,
      color: theme.series[chart.kind],
      textStyle: { color: theme.text },
      legend: { bottom: 0, textStyle: { color: theme.text } },
      // Drawn on the canvas (richText), not as HTML with inline styles the page's CSP would refuse.
      tooltip: {
        trigger: 'axis',
        renderMode: 'richText',
        valueFormatter: (value: unknown) => money(groszeOf(Number(value))),
      },
      grid: { left: 16, right: 16, top: 16, bottom: 40, containLabel: true },
      xAxis: { type: 'category', data: chart.categories, axisLabel: { color: theme.text } },
      yAxis: {
        type: 'value',
        axisLabel: { color: theme.text, formatter: (value: number) => money(groszeOf(value)) },
        splitLine: { lineStyle: { color: theme.grid } },
      },
      series: chart.series.map((s) => ({
        name: s.name,
        type: chart.kind === 'months' ? 'line' : 'bar',
        data: s.grosze.map(axisValue),
        lineStyle: { width: 3 },
      })),
    });
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
    };
  }, [chart, theme, money]);
  return <div ref={element} style={{ height }} />;
}
