import { useMemo } from 'react';
import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import type { ChartKind } from './chart-series.ts';

export interface ChartTheme {
  skin: 'light' | 'dark';
  /** One colour per series of a chart kind (canvas libraries need real colours, not CSS variables). */
  series: Record<ChartKind, string[]>;
  text: string;
  grid: string;
  background: string;
}

/**
 * The charts' colours from the app's theme in the current skin: the primary colour for sales, red for
 * costs, the aging buckets from calm to alarming, and axis text and grid lines readable on the card.
 */
export function useChartTheme(): ChartTheme {
  const theme = useMantineTheme();
  const skin = useComputedColorScheme('light');
  // One object per theme and skin: the charts redraw when it changes, not on every render.
  return useMemo(() => chartTheme(theme, skin), [theme, skin]);
}

function chartTheme(theme: ReturnType<typeof useMantineTheme>, skin: 'light' | 'dark'): ChartTheme {
  const dark = skin === 'dark';
  const shade = dark ? 4 : 7;
  const c = (name: string) => theme.colors[name]?.[shade] ?? theme.black;
  return {
    skin,
    series: {
      months: [c(theme.primaryColor), c('red')],
      aging: [c('teal')],
      vatRates: [c(theme.primaryColor), c('orange')],
    },
    text: dark ? theme.colors.dark[0] : theme.colors.gray[8],
    grid: dark ? theme.colors.dark[4] : theme.colors.gray[3],
    background: dark ? theme.colors.dark[6] : theme.white,
  };
}
