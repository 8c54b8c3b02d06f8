import { Anchor, Card, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductSalesReport } from '@saldo/contracts/reports';
import { useProductSalesReport } from '../api/queries.ts';
import { ReportPage } from '../components/ReportPage.tsx';
import { useReportFormat } from '../format.ts';
import { paramsOf, useReportState } from '../period-state.ts';

function ProductsBody({ report }: { report: ProductSalesReport }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  if (report.products.length === 0)
    return (
      <Card withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed" data-testid="report-empty">
          {t('products.empty')}
        </Text>
      </Card>
    );
  const title = t('products.table');
  return (
    <Card withBorder radius="md" p="md">
      <Title order={2} fz={18} mb="sm" id="products-table-title">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table
          striped
          verticalSpacing={6}
          aria-labelledby="products-table-title"
          data-testid="products-table"
        >
          <Table.Caption>{t('products.note')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('products.product')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('products.quantity')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('products.orders')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('kpi.net')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('kpi.vat')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('kpi.gross')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.products.map((row) => (
              <Table.Tr key={`${row.productId}:${row.currency}`}>
                <Table.Th scope="row" fw={500}>
                  {row.name}
                </Table.Th>
                <Table.Td ta="right">
                  {format.integer(row.quantity)} {row.unit}
                </Table.Td>
                <Table.Td ta="right">{format.integer(row.orders)}</Table.Td>
                <Table.Td ta="right">{format.money(row.net, row.currency)}</Table.Td>
                <Table.Td ta="right">{format.money(row.vat, row.currency)}</Table.Td>
                <Table.Td ta="right">{format.money(row.gross, row.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {report.totals.map((total) => (
              <Table.Tr key={total.currency} data-testid={`products-total-${total.currency}`}>
                <Table.Th scope="row">{t('products.total', { currency: total.currency })}</Table.Th>
                <Table.Td />
                <Table.Td ta="right">{format.integer(total.orders)}</Table.Td>
                <Table.Td ta="right">{format.money(total.net, total.currency)}</Table.Td>
                <Table.Td ta="right">{format.money(total.vat, total.currency)}</Table.Td>
                <Table.Td ta="right">{format.money(total.gross, total.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Anchor component={Link} to="/apps/e-commerce/orders" size="sm" mt="sm" display="inline-block">
        {t('products.openOrders')}
      </Anchor>
    </Card>
  );
}

/** /reports/products: the shop's orders of a period by catalogue product (units, orders, net, VAT, gross). */
export default function ProductSalesReportPage() {
  const [state, setState] = useReportState();
  const report = useProductSalesReport(paramsOf(state));
  return (
    <ReportPage kind="products" state={state} onChange={setState} report={report}>
      {(data) => <ProductsBody report={data} />}
    </ReportPage>
  );
}
