import { ActionIcon, Alert, Button, Group, Select, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COST_LIMITS } from '@saldo/contracts/costs';
import { parseMoney } from '@saldo/domain/money';
import { isVatRateCode, type VatRateCode } from '@saldo/domain/vat-rates';
import { useDisplayLocale, useMoneyFormat } from '../../../lib/use-money-format.ts';
import { useRateLabel } from '../preview/rate-label.ts';
import { suggestedVat, vatFollowsNet, type LiveCostTotals } from './cost-form-calc.ts';
import { emptyRate } from './cost-form-model.ts';
import type { CostForm } from './cost-form-type.ts';
import { noEnterSubmit } from './no-enter-submit.ts';
import { problemMessage } from './cost-form-validation.ts';
import { rateOptions } from './rate-options.ts';

/**
 * Net and VAT per rate, as printed on the document. The VAT is suggested from the net (net × rate)
 * until the user types over it; one that strays beyond the domain's tolerance is flagged at once.
 */
export function RatesEditor({ form, live }: { form: CostForm; live: LiveCostTotals }) {
  const { t } = useTranslation('costs');
  const locale = useDisplayLocale();
  const money = useMoneyFormat();
  const rateLabel = useRateLabel();
  const { rates, currency } = form.values;

  const change = (index: number, patch: { net?: string; vatRate?: VatRateCode }) => {
    const row = rates[index];
    if (!row) return;
    const next = { ...row, ...patch };
    if (patch.net !== undefined) form.setFieldValue(`rates.${index}.net`, patch.net);
    if (patch.vatRate !== undefined) form.setFieldValue(`rates.${index}.vatRate`, patch.vatRate);
    if (vatFollowsNet(row))
      form.setFieldValue(`rates.${index}.vat`, suggestedVat(next.net, next.vatRate, locale) ?? '');
  };
  const label = (field: string, n: number) => t('form.fieldOfRow', { field: t(`rates.${field}`), n });

  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label={t('rates.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rates.vatRate')}</Table.Th>
              <Table.Th>{t('rates.net')}</Table.Th>
              <Table.Th>{t('rates.vat')}</Table.Th>
              <Table.Th ta="right">{t('rates.gross')}</Table.Th>
              <Table.Th w={50}>
                <span style={{ visibility: 'hidden' }}>{t('form.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rates.map((row, index) => {
              const n = index + 1;
              const path = (field: string) => `rates.${index}.${field}`;
              const expected = live.mismatches[path('vat')];
              const vatError =
                form.errors[path('vat')] ??
                (expected === undefined
                  ? undefined
                  : problemMessage({ kind: 'mismatch', expected }, t, (a) => money(a, currency)));
              const net = parseMoney(row.net);
              const vat = parseMoney(row.vat);
              return (
                <Table.Tr key={row.key}>
                  <Table.Td miw={120}>
                    <Select
                      aria-label={label('vatRate', n)}
                      allowDeselect={false}
                      data={rateOptions(row.vatRate).map((code) => ({ value: code, label: rateLabel(code) }))}
                      value={row.vatRate}
                      onChange={(value) => {
                        if (value !== null && isVatRateCode(value)) change(index, { vatRate: value });
                      }}
                      error={form.errors[path('vatRate')]}
                    />
                  </Table.Td>
                  <Table.Td miw={140}>
                    <TextInput
                      onKeyDown={noEnterSubmit}
                      aria-label={label('net', n)}
                      inputMode="decimal"
                      value={row.net}
                      error={form.errors[path('net')]}
                      onChange={(event) => change(index, { net: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td miw={140}>
                    <TextInput
                      onKeyDown={noEnterSubmit}
                      aria-label={label('vat', n)}
                      inputMode="decimal"
                      {...form.getInputProps(path('vat'))}
                      error={vatError}
                    />
                  </Table.Td>
                  <Table.Td ta="right" data-testid={`rate-${n}-gross`} style={{ whiteSpace: 'nowrap' }}>
                    {net.ok && vat.ok ? money(net.value + vat.value, currency) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('rates.remove', { n })}
                      disabled={rates.length === 1}
                      onClick={() => form.removeListItem('rates', index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {typeof form.errors.rates === 'string' && (
        <Alert color="red" mt="xs">
          {form.errors.rates}
        </Alert>
      )}
      <Group mt="xs">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rates.length >= COST_LIMITS.rates}
          onClick={() => {
            const used = new Set(rates.map((row) => row.vatRate));
            const free = rateOptions('23').find((code) => !used.has(code));
            form.insertListItem('rates', emptyRate(free));
          }}
        >
          {t('rates.add')}
        </Button>
      </Group>
    </>
  );
}
