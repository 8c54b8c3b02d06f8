import { BarChart } from '@mantine/charts';
import { Anchor, SimpleGrid, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ComparedAmounts } from '@saldo/contracts/reports';
import { useReportFormat } from '../format.ts';
import type { CompareMode } from '../period-state.ts';
import { ReportSection } from './ReportSection.tsx';

export interface ComparedRow {
  key: string;
  label: string;
  figures: ComparedAmounts;
  /** The documents behind the row (a list with the matching filter). */
  href?: string;
}

/**
 * A breakdown as a bar chart with its table beside it: the period's gross and, when comparing, the
 * compared period's. The chart is one image to assistive technology; the table holds the same
 * figures, and its names link to the documents, as a click on a bar does.
 */
export function ComparedSection({
  id,
  title,
  rows,
  compare,
  note,
}: {
  id: string;
  title: string;
  rows: ComparedRow[];
  compare: CompareMode;
  note?: string;
}) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const navigate = useNavigate();
  const compareLabel = compare === 'none' ? '' : t(`compare.${compare}`);
  const data = rows.map((row) => ({
    label: row.label,
    current: row.figures.current.gross,
    ...(compare === 'none' ? {} : { compared: row.figures[compare].gross }),
  }));
  const series = [
    { name: 'current', label: t('compare.current'), color: 'blue.6' },
    ...(compare === 'none' ? [] : [{ name: 'compared', label: compareLabel, color: 'gray.5' }]),
  ];
  return (
    <ReportSection id={id} title={title} {...(note === undefined ? {} : { note })}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('states.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <div>
            <BarChart
              h={Math.max(220, Math.min(rows.length, 20) * 28)}
              data={data}
              dataKey="label"
              series={series}
              withLegend
              tickLine="y"
              valueFormatter={format.pln}
              yAxisProps={{ tickFormatter: format.compact, width: 64 }}
              accessibilityLayer={false}
              role="img"
              aria-label={t('chart.label', { title })}
              barProps={{
                cursor: 'pointer',
                onClick: (_: unknown, index: number) => {
                  const href = rows[index]?.href;
                  if (href !== undefined) void navigate(href);
                },
              }}
            />
          </div>
          <div>
            <Table.ScrollContainer minWidth={480}>
              <Table striped highlightOnHover data-testid={`${id}-table`}>
                <Table.Caption>{t('table.caption', { title })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{title}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('kpi.count')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('kpi.net')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('kpi.gross')}
                    </Table.Th>
                    {compare !== 'none' && (
                      <Table.Th scope="col" ta="right">
                        {compareLabel}
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const base = compare === 'none' ? null : row.figures[compare].gross;
                    const change = base === null ? null : format.change(row.figures.current.gross, base);
                    return (
                      <Table.Tr key={row.key}>
                        <Table.Th scope="row" fw={500}>
                          {row.href === undefined ? (
                            row.label
                          ) : (
                            <Anchor
                              component={Link}
                              to={row.href}
                              aria-label={t('table.drill', { name: row.label })}
                            >
                              {row.label}
                            </Anchor>
                          )}
                        </Table.Th>
                        <Table.Td ta="right">{format.integer(row.figures.current.count)}</Table.Td>
                        <Table.Td ta="right">{format.pln(row.figures.current.net)}</Table.Td>
                        <Table.Td ta="right">{format.pln(row.figures.current.gross)}</Table.Td>
                        {base !== null && (
                          <Table.Td ta="right">
                            {format.pln(base)}
                            {change !== null && (
                              <Text span size="xs" c="dimmed" ml={6}>
                                ({change})
                              </Text>
                            )}
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </div>
        </SimpleGrid>
      )}
    </ReportSection>
  );
}
