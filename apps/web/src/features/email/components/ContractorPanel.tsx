import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EmailContractor } from '@saldo/contracts/email';
import { isCurrencyCode } from '@saldo/domain/currency';
import { formatAmount } from '@saldo/domain/money';
import { useInvoiceFormat } from '../../../lib/format.ts';

/** Mail from (or to) a known contractor: who they are and what they still owe, each a link. */
export function ContractorPanel({ contractor }: { contractor: EmailContractor }) {
  const { t } = useTranslation('email');
  const format = useInvoiceFormat();
  const money = (balance: number, currency: string) =>
    isCurrencyCode(currency)
      ? format.money(balance, currency)
      : `${formatAmount(balance, format.locale)} ${currency}`;
  return (
    <Card withBorder radius="md" p="sm" component="section" aria-label={t('contractor.label')}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Anchor component={Link} to={`/apps/contractors/${contractor.id}`} fw={600}>
            {contractor.name}
          </Anchor>
          {contractor.nip && (
            <Text size="xs" c="dimmed">
              {t('contractor.nip', { nip: contractor.nip })}
            </Text>
          )}
        </Group>
        {contractor.openInvoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('contractor.noOpenInvoices')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('contractor.openInvoices')}
            </Text>
            {contractor.openInvoices.map((invoice) => (
              <Group key={invoice.id} gap="xs" justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/apps/invoice/preview/${invoice.id}`} size="sm">
                  {invoice.number}
                </Anchor>
                <Group gap={6} wrap="nowrap">
                  {invoice.isOverdue && (
                    <Badge size="xs" color="red" variant="light">
                      {t('contractor.overdue')}
                    </Badge>
                  )}
                  <Text size="sm">{money(invoice.balance, invoice.currency)}</Text>
                  {invoice.dueDate && (
                    <Text size="xs" c="dimmed">
                      {t('contractor.due', { date: format.date(invoice.dueDate) })}
                    </Text>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
