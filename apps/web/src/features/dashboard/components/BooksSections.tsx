import { Anchor, Badge, SimpleGrid, Table, Text } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnalyticsData, EcommerceData } from '@saldo/contracts/analytics';
import type { CurrencyCode } from '@saldo/domain/currency';
import { useDashboardFormat } from '../use-dashboard-format.ts';
import { DashCard } from './DashCard.tsx';

type Statistic = AnalyticsData['statistics'][number];

const Empty = ({ text }: { text: string }) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

function useStatisticValue() {
  const format = useDashboardFormat();
  return (item: Pick<Statistic, 'unit' | 'value'>) =>
    item.unit === 'money'
      ? format.pln(item.value)
      : item.unit === 'percent'
        ? format.percent(item.value)
        : format.integer(item.value);
}

/** The dashboard's figures of the last 12 months, each a card linking to the screen behind it. */
export function StatisticsRow({ statistics }: { statistics: Statistic[] }) {
  const { t } = useTranslation('dashboard');
  const value = useStatisticValue();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: statistics.length > 4 ? 5 : 4 }}>
      {statistics.map((item) => (
        <DashCard
          key={item.key}
          id={`stat-${item.key}`}
          title={t(`books.statistics.${item.key}`)}
          to={item.link}
          linkLabel={t('open')}
        >
          <Text fz={22} fw={700} data-testid={`stat-${item.key}-value`}>
            {value(item)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('books.last12Months')}
          </Text>
        </DashCard>
      ))}
    </SimpleGrid>
  );
}

/** Sales and costs per month: the chart, and its table beside it (for screen readers and copying). */
export function RevenueSection({ revenue }: { revenue: AnalyticsData['revenue'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const empty = revenue.every((m) => m.revenue === 0 && m.costs === 0);
  const title = t('books.revenue.title');
  return (
    <DashCard id="books-revenue" title={title} to="/reports/income" linkLabel={t('open')}>
      {empty ? (
        <Empty text={t('books.revenue.none')} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <BarChart
            h={260}
            data={revenue.map((m) => ({ ...m, label: format.month(m.month) }))}
            dataKey="label"
            series={[
              { name: 'revenue', label: t('books.revenue.sales'), color: 'indigo.6' },
              { name: 'costs', label: t('books.revenue.costs'), color: 'orange.6' },
            ]}
            withLegend
            tickLine="y"
            valueFormatter={format.pln}
            yAxisProps={{ tickFormatter: format.compact, width: 64 }}
            role="img"
            aria-label={t('books.chartLabel', { title })}
          />
          <Table.ScrollContainer minWidth={360}>
            <Table striped verticalSpacing={4} data-testid="books-revenue-table">
              <Table.Caption>{t('books.tableCaption', { title })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('books.revenue.month')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('books.revenue.sales')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('books.revenue.costs')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('books.revenue.income')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {revenue.map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Th scope="row" fw={500}>
                      {format.month(m.month)}
                    </Table.Th>
                    <Table.Td ta="right">{format.pln(m.revenue)}</Table.Td>
                    <Table.Td ta="right">{format.pln(m.costs)}</Table.Td>
                    <Table.Td ta="right">{format.pln(m.revenue - m.costs)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      )}
    </DashCard>
  );
}

/** The largest clients of the last 12 months, each linking to the contractor's card. */
export function ClientsSection({ companies }: { companies: AnalyticsData['companyTable'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <DashCard
      id="books-clients"
      title={t('books.clients.title')}
      to="/apps/contractors/list"
      linkLabel={t('open')}
    >
      {companies.length === 0 ? (
        <Empty text={t('books.clients.none')} />
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={4} data-testid="books-clients-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('books.clients.name')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('books.clients.invoices')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('books.clients.revenue')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('books.clients.balance')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies.map((row) => (
                <Table.Tr key={row.contractorId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/apps/contractors/${row.contractorId}`} size="sm">
                      {row.name}
                    </Anchor>
                    {row.nip !== '' && (
                      <Text size="xs" c="dimmed">
                        {t('books.clients.nip', { nip: row.nip })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{format.integer(row.invoices)}</Table.Td>
                  <Table.Td ta="right">{format.pln(row.revenue)}</Table.Td>
                  <Table.Td ta="right">{format.pln(row.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </DashCard>
  );
}

/** The latest payments in (on sales invoices) and out (on costs), each linking to its document. */
export function TransactionsSection({ transactions }: { transactions: AnalyticsData['transactions'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <DashCard
      id="books-transactions"
      title={t('books.transactions.title')}
      to="/documents/bank-statement"
      linkLabel={t('open')}
    >
      {transactions.length === 0 ? (
        <Empty text={t('books.transactions.none')} />
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={4} data-testid="books-transactions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('books.transactions.date')}</Table.Th>
                <Table.Th scope="col">{t('books.transactions.document')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('books.transactions.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transactions.map((row) => (
                <Table.Tr key={`${row.kind}-${row.documentId}-${row.date}-${row.amount}`}>
                  <Table.Td>{format.date(row.date)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={row.kind === 'in' ? 'teal' : 'orange'} mr={6}>
                      {t(`books.transactions.${row.kind}`)}
                    </Badge>
                    <Anchor
                      component={Link}
                      to={
                        row.kind === 'in'
                          ? `/apps/invoice/preview/${row.documentId}`
                          : `/documents/costs/${row.documentId}`
                      }
                      size="sm"
                    >
                      {row.number}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {format.money(row.amount, row.currency as CurrencyCode)}
                    {row.currency !== 'PLN' && (
                      <Text size="xs" c="dimmed">
                        {format.pln(row.amountPln)}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </DashCard>
  );
}

/** Sales by product (the invoice line's name while there is no catalogue): chart and table. */
export function ProductsSection({ products }: { products: EcommerceData['products'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const title = t('books.products.title');
  return (
    <DashCard id="books-products" title={title} to="/reports/products" linkLabel={t('open')}>
      {products.length === 0 ? (
        <Empty text={t('books.products.none')} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <BarChart
            h={Math.max(160, products.length * 30)}
            data={products.map((p) => ({ name: p.name, gross: p.gross }))}
            dataKey="name"
            orientation="vertical"
            series={[{ name: 'gross', label: t('books.products.gross'), color: 'teal.6' }]}
            valueFormatter={format.pln}
            xAxisProps={{ tickFormatter: format.compact }}
            yAxisProps={{ width: 120 }}
            gridAxis="none"
            role="img"
            aria-label={t('books.chartLabel', { title })}
          />
          <Table.ScrollContainer minWidth={360}>
            <Table striped verticalSpacing={4} data-testid="books-products-table">
              <Table.Caption>{t('books.tableCaption', { title })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('books.products.name')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('books.products.lines')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('books.products.net')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('books.products.gross')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.map((p) => (
                  <Table.Tr key={p.productId ?? `line:${p.name}`}>
                    <Table.Th scope="row" fw={500}>
                      {p.name}
                    </Table.Th>
                    <Table.Td ta="right">{format.integer(p.lines)}</Table.Td>
                    <Table.Td ta="right">{format.pln(p.net)}</Table.Td>
                    <Table.Td ta="right">{format.pln(p.gross)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      )}
    </DashCard>
  );
}
