import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@saldo/domain/money';
import { LoadError } from '../../../components/LoadError.tsx';
import { useInvoiceSummary } from '../../invoices/api/queries.ts';
import { moneyLocale } from '../../../lib/format.ts';

/** A client's own invoices at a glance: open and overdue counts, what is left to pay per currency. */
export function ClientInvoicesCard() {
  const { t, i18n } = useTranslation('invoices');
  const summary = useInvoiceSummary();
  const locale = moneyLocale(i18n.language);

  return (
    <Card withBorder radius="md" p="lg" aria-labelledby="client-invoices-title">
      <Stack gap="md">
        <Group gap="xs">
          <IconFileInvoice size={22} aria-hidden />
          <Title order={2} fz={20} id="client-invoices-title">
            {t('summary.title')}
          </Title>
        </Group>
        {summary.isError ? (
          <LoadError
            title={t('summary.loadFailed')}
            error={summary.error}
            retrying={summary.isFetching}
            onRetry={() => void summary.refetch()}
          />
        ) : !summary.data ? (
          <Skeleton height={60} aria-label={t('common:loading')} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('summary.open')}
              </Text>
              <Text fz={24} fw={700} data-testid="summary-open">
                {summary.data.open}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('summary.overdue')}
              </Text>
              <Text
                fz={24}
                fw={700}
                c={summary.data.overdue > 0 ? 'red' : undefined}
                data-testid="summary-overdue"
              >
                {summary.data.overdue}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('summary.balance')}
              </Text>
              {summary.data.balances.length === 0 ? (
                <Text fw={600}>{t('summary.noBalance')}</Text>
              ) : (
                summary.data.balances.map((entry) => (
                  <Text key={entry.currency} fz={18} fw={700}>
                    {formatMoney(entry.balance, { locale, currency: entry.currency })}
                  </Text>
                ))
              )}
            </Stack>
          </SimpleGrid>
        )}
        <Group>
          <Button component={Link} to="/apps/invoice/list" variant="light">
            {t('summary.viewAll')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
