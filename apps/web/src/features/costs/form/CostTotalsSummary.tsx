import { Alert, Grid, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COST_VAT_DEDUCTIONS } from '@saldo/contracts/costs';
import { pick } from '../../../lib/pick.ts';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';
import { useRateLabel } from '../preview/rate-label.ts';
import type { LiveCostTotals } from './cost-form-calc.ts';
import type { CostForm } from './cost-form-type.ts';

/** The live VAT summary per rate, the totals, their PLN value, and the VAT deduction with its amount. */
export function CostTotalsSummary({ form, live }: { form: CostForm; live: LiveCostTotals }) {
  const { t } = useTranslation('costs');
  const money = useMoneyFormat();
  const rateLabel = useRateLabel();
  const { currency, vatDeduction } = form.values;
  const { totals, plnKnown } = live;

  return (
    <Stack gap="sm">
      {totals === null ? (
        <Alert color="red">{t('totals.tooLarge')}</Alert>
      ) : (
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
                <Table.Td>{rateLabel(row.vatRate)}</Table.Td>
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
      )}
      {totals && currency !== 'PLN' && (
        <Text size="sm" c="dimmed">
          {plnKnown
            ? t('totals.inPlnLive', {
                net: money(totals.pln.net, 'PLN'),
                vat: money(totals.pln.vat, 'PLN'),
                gross: money(totals.pln.gross, 'PLN'),
              })
            : t('totals.needsRate')}
        </Text>
      )}
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('fields.vatDeduction')}
            allowDeselect={false}
            data={COST_VAT_DEDUCTIONS.map((value) => ({ value, label: t(`vatDeductions.${value}`) }))}
            value={vatDeduction}
            onChange={(value) =>
              form.setFieldValue('vatDeduction', pick(COST_VAT_DEDUCTIONS, value) ?? 'full')
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Group justify="space-between">
            <Text fw={600}>{t('totals.deductibleVat')}</Text>
            <Text fw={600} data-testid="deductible-vat" aria-live="polite">
              {totals && plnKnown ? money(totals.deductibleVatPln, 'PLN') : '—'}
            </Text>
          </Group>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
