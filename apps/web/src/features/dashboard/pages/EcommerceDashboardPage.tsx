import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEcommerce } from '../api/queries.ts';
import { BooksDashboard } from '../components/BooksDashboard.tsx';
import {
  ClientsSection,
  ProductsSection,
  RevenueSection,
  StatisticsRow,
  TransactionsSection,
} from '../components/BooksSections.tsx';
import { CardTile } from '../components/CardTile.tsx';
import { OrdersCard } from '../components/OrdersCard.tsx';

/**
 * The template's e-commerce dashboard from the books (/api/ecommerce/data): sales by product and by
 * client, the months' sales and costs, the latest payments, and the cards that belong on it (revenue
 * report, collection), and the shop's orders.
 */
export default function EcommerceDashboardPage() {
  const { t } = useTranslation('dashboard');
  const query = useEcommerce();
  return (
    <BooksDashboard title={t('books.ecommerce.title')} intro={t('books.ecommerce.intro')} query={query}>
      {(data) => (
        <>
          <StatisticsRow statistics={data.statistics} />
          <ProductsSection products={data.products} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CardTile group="card-analytics" card="revenue-report" />
            <CardTile group="card-analytics" card="goal-overview" />
          </SimpleGrid>
          <RevenueSection revenue={data.revenue} />
          <SimpleGrid cols={{ base: 1, xl: 2 }}>
            <ClientsSection companies={data.companyTable} />
            <TransactionsSection transactions={data.transactions} />
          </SimpleGrid>
          <OrdersCard orders={data.orders} />
        </>
      )}
    </BooksDashboard>
  );
}
