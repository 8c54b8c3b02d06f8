import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Amounts, RateSummary } from '@saldo/domain/invoice-totals';
import { VAT_RATES } from '@saldo/domain/vat-rates';
import { amountInWords } from '@saldo/domain/words/amount-in-words';
import type { InvoiceLanguage } from '@saldo/contracts/invoices';
import { useDisplayLocale, useMoneyFormat } from '../../../lib/use-money-format.ts';

export interface TotalsSummaryProps {
  /** Per rate, in the fixed rate order; for a correction, the differences. */
  byRate: readonly RateSummary[];
  totals: Amounts;
  /** The totals in PLN of a foreign-currency invoice with a rate. */
  pln?: Amounts | undefined;
  currency: CurrencyCode;
  language: InvoiceLanguage;
  /** final only: the gross of the advance invoices settled. */
  deducted?: number;
  splitPayment: boolean;
  /** Margin invoices show no VAT columns. */
  withVat?: boolean;
  title?: string;
}

/** The VAT summary per rate, the totals, the amount to pay in words and the split payment note. */
export function TotalsSummary(props: TotalsSummaryProps) {
  const { byRate, totals, pln, currency, language, deducted, splitPayment, withVat = true } = props;
  const { t } = useTranslation('invoiceForm');
  const locale = useDisplayLocale();
  const money = useMoneyFormat();
  const toPay = totals.gross - (deducted ?? 0);
  const words = amountInWords(toPay, { language: language === 'english' ? 'en' : 'pl', currency });

  return (
    <Stack gap="sm" aria-label={props.title ?? t('totals.title')}>
      <Table withTableBorder aria-label={t('totals.byRate')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('totals.rate')}</Table.Th>
            <Table.Th ta="right">{t('totals.net')}</Table.Th>
            {withVat && <Table.Th ta="right">{t('totals.vat')}</Table.Th>}
            <Table.Th ta="right">{t('totals.gross')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {byRate.map((row) => (
            <Table.Tr key={row.vatRate}>
              <Table.Td>
                {locale === 'pl' ? VAT_RATES[row.vatRate].labelPl : VAT_RATES[row.vatRate].labelEn}
              </Table.Td>
              <Table.Td ta="right">{money(row.net, currency)}</Table.Td>
              {withVat && <Table.Td ta="right">{money(row.vat, currency)}</Table.Td>}
              <Table.Td ta="right">{money(row.gross, currency)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>{t('totals.total')}</Table.Td>
            <Table.Td ta="right" data-testid="total-net">
              {money(totals.net, currency)}
            </Table.Td>
            {withVat && (
              <Table.Td ta="right" data-testid="total-vat">
                {money(totals.vat, currency)}
              </Table.Td>
            )}
            <Table.Td ta="right" data-testid="total-gross">
              {money(totals.gross, currency)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {pln && (
        <Text size="sm" c="dimmed">
          {t('totals.inPln', { net: money(pln.net, 'PLN'), vat: money(pln.vat, 'PLN') })}
        </Text>
      )}
      {deducted !== undefined && (
        <Text size="sm">{t('totals.advancesDeducted', { amount: money(deducted, currency) })}</Text>
      )}
      <Group justify="space-between">
        <Text fw={700}>{t('totals.toPay')}</Text>
        <Text fw={700} data-testid="to-pay">
          {money(toPay, currency)}
        </Text>
      </Group>
      <Text size="sm">
        {t('totals.inWords')} <span data-testid="in-words">{words}</span>
      </Text>
      {splitPayment && (
        <Alert color="blue" title={t('totals.splitPaymentTitle')}>
          {t('totals.splitPayment')}
        </Alert>
      )}
    </Stack>
  );
}
