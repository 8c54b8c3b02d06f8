import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AGING_BUCKETS, type AgingRow } from '@saldo/contracts/debt';
import { BUCKET_COLORS, shareOf } from './figures.ts';
import { useReportFormat } from './use-report-format.ts';

/**
 * The five age buckets of what is owed, as a donut with its legend (amount and share). The chart is
 * one image to assistive technology (role="img", no keyboard layer inside it): the legend and the
 * table by contractor below give the same figures as text.
 */
export function AgingChart({ aging }: { aging: AgingRow }) {
  const { t } = useTranslation('debtReports');
  const format = useReportFormat();
  const data = AGING_BUCKETS.map((bucket) => ({
    name: t(`aging.buckets.${bucket}`),
    value: aging[bucket],
    color: BUCKET_COLORS[bucket],
  }));
  return (
    <Group align="center" gap="xl" wrap="wrap">
      <DonutChart
        data={data}
        size={180}
        thickness={28}
        paddingAngle={1}
        tooltipDataSource="segment"
        valueFormatter={format.pln}
        accessibilityLayer={false}
        role="img"
        aria-label={t('aging.chartLabel')}
      />
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {AGING_BUCKETS.map((bucket) => (
          <Group key={bucket} component="li" gap="xs" wrap="nowrap" data-testid={`aging-${bucket}`}>
            <ColorSwatch
              color={`var(--mantine-color-${BUCKET_COLORS[bucket].replace('.', '-')})`}
              size={12}
            />
            <Text size="sm" w={120}>
              {t(`aging.buckets.${bucket}`)}
            </Text>
            <Text size="sm" fw={600} ta="right" w={140} style={{ whiteSpace: 'nowrap' }}>
              {format.pln(aging[bucket])}
            </Text>
            <Text size="sm" c="dimmed" ta="right" w={60}>
              {format.percent(shareOf(aging[bucket], aging.total))}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
