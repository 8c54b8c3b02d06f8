import type { ReactNode } from 'react';
import { Alert, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CostDetail } from '@saldo/contracts/costs';
import { useInvoiceFormat } from '../../../lib/format.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** Dates, booking period, category, how to pay and where; split payment when the document says so. */
export function CostFacts({ cost }: { cost: CostDetail }) {
  const { t } = useTranslation('costs');
  const format = useInvoiceFormat();
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('preview.details')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={t('fields.issueDate')}>{format.date(cost.issuedDate)}</Fact>
          <Fact label={t('fields.receiptDate')}>{format.date(cost.receiptDate)}</Fact>
          <Fact label={t('fields.dueDate')}>{format.date(cost.dueDate)}</Fact>
          <Fact label={t('fields.bookingPeriod')}>{cost.bookingPeriod}</Fact>
          <Fact label={t('fields.category')}>{cost.category?.name ?? t('preview.noCategory')}</Fact>
          <Fact label={t('fields.paymentMethod')}>{t(`paymentMethods.${cost.paymentMethod}`)}</Fact>
          <Fact label={t('fields.bankAccount')}>
            <Text span ff="monospace" size="sm">
              {cost.bankAccount || '—'}
            </Text>
          </Fact>
          <Fact label={t('fields.vatDeduction')}>{t(`vatDeductions.${cost.vatDeduction}`)}</Fact>
        </SimpleGrid>
        {cost.splitPayment && (
          <Alert
            role="note"
            color="blue"
            icon={<IconInfoCircle size={18} aria-hidden />}
            title={t('preview.splitPaymentTitle')}
          >
            {t('preview.splitPayment')}
          </Alert>
        )}
        {cost.notes && <Fact label={t('fields.notes')}>{cost.notes}</Fact>}
      </Stack>
    </Card>
  );
}
