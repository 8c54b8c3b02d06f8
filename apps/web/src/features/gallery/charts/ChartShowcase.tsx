import { useCallback, useId, useMemo, useState, type ComponentType } from 'react';
import { Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';
import { useGalleryCharts } from '../api/gallery-charts-api.ts';
import { GalleryPage, GallerySection } from '../components/GalleryPage.tsx';
import { EmptyState, LoadingState, StatesSection } from '../components/States.tsx';
import { CHART_KINDS, chartData, hasFigures, vatRateLabel, type ChartData } from './chart-series.ts';
import { useChartTheme, type ChartTheme } from './use-chart-theme.ts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

/** What a library's page supplies: one component that draws a series in that library. */
export interface ChartProps {
  chart: ChartData;
  theme: ChartTheme;
  /** Formats grosze as PLN for tooltips and axis labels. */
  money: (grosze: number) => string;
  height: number;
}

const HEIGHT = 300;

/**
 * The page every chart library's route shows: the books' three series drawn by that library, each
 * with a "show as table" switch (the same figures as text, for screen readers and for copying), the
 * states, and the usage snippet. The chart itself is one image to assistive technology, named and
 * described; the library is loaded with the page's chunk only.
 */
export function ChartShowcase({
  library,
  snippet,
  Chart,
}: {
  library: 'apex' | 'chartjs' | 'echarts';
  snippet: string;
  Chart: ComponentType<ChartProps>;
}) {
  const { t } = useTranslation(['galleryCharts', 'debtReports']);
  const charts = useGalleryCharts();
  const theme = useChartTheme();
  const format = useMoneyFormat();
  const money = useCallback((grosze: number) => format(grosze, 'PLN'), [format]);
  const { i18n } = useTranslation();
  const language = i18n.language;
  // Built once per answer and language: each library redraws only when its figures or skin change.
  const series = useMemo(() => {
    const data = charts.data;
    if (!data) return [];
    const months = dateTimeFormat(language, { month: 'short', year: '2-digit' });
    const labels = {
      month: (month: string) => months.format(new Date(`${month}-15T12:00:00Z`)),
      bucket: (bucket: string) => t(`debtReports:aging.buckets.${bucket}`),
      rate: vatRateLabel,
      revenue: t('series.revenue'),
      costs: t('series.costs'),
      receivables: t('series.receivables'),
      net: t('series.net'),
      vat: t('series.vat'),
    };
    return CHART_KINDS.map((kind) => chartData(data, kind, labels));
  }, [charts.data, language, t]);
  return (
    <GalleryPage title={t(`${library}.title`)} whenUsed={t(`${library}.whenUsed`)} snippet={snippet}>
      {charts.isPending ? (
        <LoadingState height={HEIGHT} />
      ) : charts.isError ? (
        <LoadError
          title={t('loadError')}
          error={charts.error}
          retrying={charts.isFetching}
          onRetry={() => void charts.refetch()}
        />
      ) : (
        series.map((chart) => (
          <ChartSection key={chart.kind} chart={chart} theme={theme} money={money} Chart={Chart} />
        ))
      )}
      <StatesSection
        columns={2}
        disabled={
          <Button disabled variant="light" w="fit-content">
            {t('showTable')}
          </Button>
        }
      />
    </GalleryPage>
  );
}

function ChartSection({
  chart,
  theme,
  money,
  Chart,
}: {
  chart: ChartData;
  theme: ChartTheme;
  money: (grosze: number) => string;
  Chart: ComponentType<ChartProps>;
}) {
  const { t } = useTranslation('galleryCharts');
  const [asTable, setAsTable] = useState(false);
  const descriptionId = useId();
  const title = t(`charts.${chart.kind}.title`);
  return (
    <GallerySection title={title} description={t(`charts.${chart.kind}.description`)}>
      <Group justify="flex-end">
        <Switch
          label={t('showTable')}
          checked={asTable}
          onChange={(event) => setAsTable(event.currentTarget.checked)}
        />
      </Group>
      {!hasFigures(chart) ? (
        <EmptyState />
      ) : asTable ? (
        <FiguresTable chart={chart} money={money} caption={title} />
      ) : (
        <Stack gap={4}>
          <div
            role="img"
            aria-label={title}
            aria-describedby={descriptionId}
            data-testid={`chart-${chart.kind}`}
          >
            <Chart chart={chart} theme={theme} money={money} height={HEIGHT} />
          </div>
          <Text id={descriptionId} size="xs" c="dimmed">
            {t('chartNote')}
          </Text>
        </Stack>
      )}
    </GallerySection>
  );
}

/** The chart's figures as a table: a row per category, a column per series, exact PLN. */
export function FiguresTable({
  chart,
  money,
  caption,
}: {
  chart: ChartData;
  money: (grosze: number) => string;
  caption: string;
}) {
  const { t } = useTranslation('galleryCharts');
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`charts.${chart.kind}.category`)}</Table.Th>
            {chart.series.map((series) => (
              <Table.Th key={series.name} scope="col" ta="right">
                {series.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chart.categories.map((category, i) => (
            <Table.Tr key={category}>
              <Table.Th scope="row" fw={500}>
                {category}
              </Table.Th>
              {chart.series.map((series) => (
                <Table.Td key={series.name} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(series.grosze[i] ?? 0)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
