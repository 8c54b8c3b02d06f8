import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import { VAT_RATES } from '@saldo/domain/vat-rates';
import type { InvoiceForm } from './invoice-form-type.ts';
import { OrderLinesEditor } from './OrderLinesEditor.tsx';
import { useDisplayLocale, useMoneyFormat } from '../../../lib/use-money-format.ts';

interface CorrectionOrderProps {
  form: InvoiceForm;
  /** The corrected advance's order, as it was (priced by the server when it was issued). */
  before: readonly OrderLine[];
  currency: CurrencyCode;
}

/**
 * A correction of an advance (KOR_ZAL): the order as it stood, read-only, and the order after the
 * correction to edit (it starts as the same lines). FA(3) lists both, line by line (samples 11–13).
 */
export function CorrectionOrder({ form, before, currency }: CorrectionOrderProps) {
  const { t } = useTranslation('invoiceForm');
  const locale = useDisplayLocale();
  const money = useMoneyFormat();
  const caption = t('correction.orderBefore');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('correction.orderHint')}
      </Text>
      {before.length > 0 && (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {caption}
          </Text>
          <Table.ScrollContainer minWidth={600}>
            <Table withTableBorder aria-label={caption}>
              <Table.Thead>
                <Table.Tr>
                  {(['name', 'quantity', 'unit', 'unitPrice', 'vatRate'] as const).map((field) => (
                    <Table.Th key={field}>{t(`advance.orderColumns.${field}`)}</Table.Th>
                  ))}
                  <Table.Th ta="right">{t('lines.columns.gross')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {before.map((line, index) => {
                  const rate = VAT_RATES[line.vatRate];
                  return (
                    <Table.Tr key={index}>
                      <Table.Td>{line.name}</Table.Td>
                      <Table.Td>{line.quantity}</Table.Td>
                      <Table.Td>{line.unit}</Table.Td>
                      <Table.Td>{line.unitPrice}</Table.Td>
                      <Table.Td>{locale === 'pl' ? rate.labelPl : rate.labelEn}</Table.Td>
                      <Table.Td ta="right">{money(line.gross, currency)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <OrderLinesEditor form={form} />
    </Stack>
  );
}
