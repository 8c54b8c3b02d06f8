import { Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS, type InvoiceLineInputBody, type OrderLine } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { CorrectionTotals } from '@saldo/domain/correction';
import { VAT_RATES } from '@saldo/domain/vat-rates';
import type { InvoiceForm } from './invoice-form-type.ts';
import { useDisplayLocale, useMoneyFormat } from '../../../lib/use-money-format.ts';

export interface CorrectionSource {
  original: { id: number; number: string; issuedDate: string };
  /** The corrected invoice's lines, as they were. */
  before: InvoiceLineInputBody[];
  /** A corrected advance's order lines, as they were (absent when editing a saved correction). */
  orderBefore?: readonly OrderLine[];
}

interface CorrectionSectionProps {
  form: InvoiceForm;
  source: CorrectionSource;
  diff: CorrectionTotals | null;
  currency: CurrencyCode;
}

/** correction: which invoice, why, and its lines before the correction (read-only). */
export function CorrectionSection({ form, source, diff, currency }: CorrectionSectionProps) {
  const { t } = useTranslation('invoiceForm');
  const locale = useDisplayLocale();
  const money = useMoneyFormat();
  const { original, before } = source;

  return (
    <Stack gap="sm">
      <Text>{t('correction.of', { number: original.number, date: original.issuedDate })}</Text>
      <Textarea
        label={t('correction.reason')}
        withAsterisk
        rows={2}
        resize="vertical"
        maxLength={INVOICE_LIMITS.text}
        {...form.getInputProps('correctionReason')}
      />
      <Title order={3} fz="sm">
        {t('correction.before')}
      </Title>
      <Table.ScrollContainer minWidth={700}>
        <Table withTableBorder aria-label={t('correction.before')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lines.columns.position')}</Table.Th>
              <Table.Th>{t('lines.columns.name')}</Table.Th>
              <Table.Th>{t('lines.columns.quantity')}</Table.Th>
              <Table.Th>{t('lines.columns.unit')}</Table.Th>
              <Table.Th>{t('lines.columns.unitPrice')}</Table.Th>
              <Table.Th>{t('lines.columns.vatRate')}</Table.Th>
              <Table.Th ta="right">{t('lines.columns.net')}</Table.Th>
              <Table.Th ta="right">{t('lines.columns.gross')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before.map((line, index) => {
              const amounts = diff?.before.lines[index];
              const rate = VAT_RATES[line.vatRate];
              return (
                <Table.Tr key={index}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td>{line.unit}</Table.Td>
                  <Table.Td>{line.unitPrice}</Table.Td>
                  <Table.Td>{locale === 'pl' ? rate.labelPl : rate.labelEn}</Table.Td>
                  <Table.Td ta="right">{amounts ? money(amounts.net, currency) : '—'}</Table.Td>
                  <Table.Td ta="right">{amounts ? money(amounts.gross, currency) : '—'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={3} fz="sm">
        {t('correction.after')}
      </Title>
    </Stack>
  );
}
