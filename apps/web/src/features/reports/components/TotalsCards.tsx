import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReportFormat } from '../format.ts';
import type { CompareMode } from '../period-state.ts';

export interface TotalFigure {
  key: string;
  label: string;
  current: number;
  previous: number;
  lastYear: number;
  /** A count, not grosze. */
  count?: boolean;
}

/** The period's totals, each with its change against the compared period. */
export function TotalsCards({ figures, compare }: { figures: TotalFigure[]; compare: CompareMode }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: figures.length }} spacing="md">
      {figures.map((figure) => {
        const base = compare === 'none' ? null : figure[compare];
        const change = base === null ? null : format.change(figure.current, base);
        const show = (value: number) => (figure.count === true ? format.integer(value) : format.pln(value));
        return (
          <Card key={figure.key} withBorder radius="md" p="md" data-testid={`total-${figure.key}`}>
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fz={22} fw={600}>
              {show(figure.current)}
            </Text>
            {base !== null && compare !== 'none' && (
              <Text size="xs" c="dimmed">
                {change === null
                  ? `${t(`compare.${compare}`)}: ${show(base)} (${t('compare.noBase')})`
                  : `${t(`compare.${compare}`)}: ${show(base)} (${change})`}
              </Text>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
