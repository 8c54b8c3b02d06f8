import type { ReactNode } from 'react';
import { BarChart } from '@mantine/charts';
import { Anchor, SimpleGrid, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useReportFormat } from '../format.ts';
import { ReportSection } from './ReportSection.tsx';

export interface SeriesColumn {
  key: string;
  label: string;
  /** Drawn in the chart too (in this colour); otherwise only in the table. */
  color?: string;
}

/**
 * Figures per month as a bar chart (the columns with a colour) and the whole table beside it; a month
 * links to the documents behind it.
 */
export function MonthlySeriesSection({
  id,
  title,
  note,
  actions,
  columns,
  rows,
  hrefOf,
}: {
  id: string;
  title: string;
  note?: string;
  actions?: ReactNode;
  columns: SeriesColumn[];
  rows: ({ month: string } & Record<string, number | string>)[];
  hrefOf?: (month: string) => string;
}) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const navigate = useNavigate();
  const charted = columns.filter((column) => column.color !== undefined);
  return (
    <ReportSection id={id} title={title} {...(note === undefined ? {} : { note })} actions={actions}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <div>
          <BarChart
            h={260}
            data={rows.map((row) => ({ ...row, label: format.month(row.month) }))}
            dataKey="label"
            series={charted.map((column) => ({
              name: column.key,
              label: column.label,
              color: column.color ?? 'blue.6',
            }))}
            withLegend
            tickLine="y"
            valueFormatter={format.pln}
            yAxisProps={{ tickFormatter: format.compact, width: 64 }}
            accessibilityLayer={false}
            role="img"
            aria-label={t('chart.label', { title })}
            barProps={{
              cursor: hrefOf ? 'pointer' : 'default',
              onClick: (_: unknown, index: number) => {
                const month = rows[index]?.month;
                if (hrefOf && month !== undefined) void navigate(hrefOf(month));
              },
            }}
          />
        </div>
        <div>
          <Table.ScrollContainer minWidth={520}>
            <Table striped highlightOnHover data-testid={`${id}-table`}>
              <Table.Caption>{t('table.caption', { title })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('export.columns.month')}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column.key} scope="col" ta="right">
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Th scope="row" fw={500}>
                      {hrefOf ? (
                        <Anchor
                          component={Link}
                          to={hrefOf(row.month)}
                          aria-label={t('table.drill', { name: format.month(row.month) })}
                        >
                          {format.month(row.month)}
                        </Anchor>
                      ) : (
                        format.month(row.month)
                      )}
                    </Table.Th>
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta="right">
                        {format.pln(Number(row[column.key] ?? 0))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      </SimpleGrid>
    </ReportSection>
  );
}
