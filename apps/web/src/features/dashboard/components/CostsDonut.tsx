import type { ComponentProps } from 'react';
import { DonutChart } from '@mantine/charts';

/**
 * The costs card's doughnut, a chunk of its own (issue 18): Mantine's charts bring recharts, about
 * 100 kB of gzip JS, which the dashboard's first paint should not wait for. ListCards.tsx loads it
 * lazily and keeps its square meanwhile.
 */
export default function CostsDonut(props: ComponentProps<typeof DonutChart>) {
  return <DonutChart {...props} />;
}
