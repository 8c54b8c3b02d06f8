import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAnalytics } from '../api/queries.ts';
import { BooksDashboard } from '../components/BooksDashboard.tsx';
import {
  ClientsSection,
  RevenueSection,
  StatisticsRow,
  TransactionsSection,
} from '../components/BooksSections.tsx';
import { CardTile } from '../components/CardTile.tsx';

/**
 * The template's analytics dashboard from the books (/api/analytics/data): the last 12 months' sales,
 * costs and income, the largest clients and the latest payments, and the analytic cards that belong on
 * it (active contractors, invoices issued, average invoice, overdue invoices chased).
 */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation('dashboard');
  const query = useAnalytics();
  return (
    <BooksDashboard title={t('books.analytics.title')} intro={t('books.analytics.intro')} query={query}>
      {(data) => (
        <>
          <StatisticsRow statistics={data.statistics} />
          <RevenueSection revenue={data.revenue} />
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }}>
            <CardTile group="card-statistics" card="subscribers" />
            <CardTile group="card-statistics" card="orders" />
            <CardTile group="card-analytics" card="avg-sessions" />
            <CardTile group="card-analytics" card="support-tracker" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xl: 2 }}>
            <ClientsSection companies={data.companyTable} />
            <TransactionsSection transactions={data.transactions} />
          </SimpleGrid>
        </>
      )}
    </BooksDashboard>
  );
}
