import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Amounts, InvoiceTotals } from '@saldo/domain/invoice-totals';
import { VAT_RATES } from '@saldo/domain/vat-rates';
import { useDisplayLocale, useMoneyFormat } from '../../../../../lib/use-money-format.ts';

const same = (a: Amounts, b: Amounts) => a.net === b.net && a.vat === b.vat && a.gross === b.gross;

/**
 * The totals per rate and in all, and, when the rows came from a saved invoice, what the server
 * stored for it: the same function computed both, so untouched rows give the same grosze.
 */
export function RepeaterTotalsTable({
  totals,
  currency,
  stored,
}: {
  totals: InvoiceTotals;
  currency: CurrencyCode;
  stored?: { number: string; totals: Amounts } | undefined;
}) {
  const { t } = useTranslation(['invoiceForm', 'galleryForms']);
  const money = useMoneyFormat();
  const locale = useDisplayLocale();
  return (
    <>
      <Table withTableBorder aria-label={t('totals.byRate')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('totals.rate')}</Table.Th>
            <Table.Th ta="right">{t('totals.net')}</Table.Th>
            <Table.Th ta="right">{t('totals.vat')}</Table.Th>
            <Table.Th ta="right">{t('totals.gross')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.byRate.map((row) => (
            <Table.Tr key={row.vatRate}>
              <Table.Td>
                {locale === 'pl' ? VAT_RATES[row.vatRate].labelPl : VAT_RATES[row.vatRate].labelEn}
              </Table.Td>
              <Table.Td ta="right">{money(row.net, currency)}</Table.Td>
              <Table.Td ta="right">{money(row.vat, currency)}</Table.Td>
              <Table.Td ta="right">{money(row.gross, currency)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>{t('totals.total')}</Table.Td>
            <Table.Td ta="right" data-testid="total-net">
              {money(totals.net, currency)}
            </Table.Td>
            <Table.Td ta="right" data-testid="total-vat">
              {money(totals.vat, currency)}
            </Table.Td>
            <Table.Td ta="right" data-testid="total-gross">
              {money(totals.gross, currency)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {stored && (
        <Group gap="xs">
          <Text size="sm">
            {t('galleryForms:demo.repeater.stored', {
              number: stored.number,
              net: money(stored.totals.net, currency),
              vat: money(stored.totals.vat, currency),
              gross: money(stored.totals.gross, currency),
            })}
          </Text>
          {same(stored.totals, totals) ? (
            <Badge variant="light" color="teal">
              {t('galleryForms:demo.repeater.same')}
            </Badge>
          ) : (
            <Badge variant="light" color="gray">
              {t('galleryForms:demo.repeater.edited')}
            </Badge>
          )}
        </Group>
      )}
    </>
  );
}
