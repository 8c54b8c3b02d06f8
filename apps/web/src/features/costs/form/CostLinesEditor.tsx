import { ActionIcon, Alert, Button, Group, Select, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COST_LIMITS } from '@saldo/contracts/costs';
import { isVatRateCode } from '@saldo/domain/vat-rates';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';
import { useRateLabel } from '../preview/rate-label.ts';
import type { LiveCostTotals } from './cost-form-calc.ts';
import { emptyLine } from './cost-form-model.ts';
import type { CostForm } from './cost-form-type.ts';
import { noEnterSubmit } from './no-enter-submit.ts';
import { rateOptions } from './rate-options.ts';

/** The document's lines priced net, computed like our own invoice lines. */
export function CostLinesEditor({ form, live }: { form: CostForm; live: LiveCostTotals }) {
  const { t } = useTranslation('costs');
  const money = useMoneyFormat();
  const rateLabel = useRateLabel();
  const { lines, currency } = form.values;
  const label = (field: string, n: number) => t('form.fieldOfRow', { field: t(`lines.${field}`), n });
  const cell = (amount: number | undefined) => (amount === undefined ? '—' : money(amount, currency));

  return (
    <>
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="xs" aria-label={t('lines.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lines.position')}</Table.Th>
              <Table.Th>{t('lines.name')}</Table.Th>
              <Table.Th>{t('lines.quantity')}</Table.Th>
              <Table.Th>{t('lines.unit')}</Table.Th>
              <Table.Th>{t('lines.unitPrice')}</Table.Th>
              <Table.Th>{t('lines.vatRate')}</Table.Th>
              <Table.Th ta="right">{t('totals.net')}</Table.Th>
              <Table.Th ta="right">{t('totals.vat')}</Table.Th>
              <Table.Th ta="right">{t('totals.gross')}</Table.Th>
              <Table.Th w={50}>
                <span style={{ visibility: 'hidden' }}>{t('form.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const n = index + 1;
              const path = (field: string) => `lines.${index}.${field}`;
              const amounts = live.lines[index] ?? null;
              return (
                <Table.Tr key={line.key}>
                  <Table.Td>{n}</Table.Td>
                  <Table.Td miw={220}>
                    <TextInput
                      onKeyDown={noEnterSubmit}
                      aria-label={label('name', n)}
                      maxLength={512}
                      {...form.getInputProps(path('name'))}
                    />
                  </Table.Td>
                  <Table.Td miw={90}>
                    <TextInput
                      onKeyDown={noEnterSubmit}
                      aria-label={label('quantity', n)}
                      inputMode="decimal"
                      {...form.getInputProps(path('quantity'))}
                    />
                  </Table.Td>
                  <Table.Td miw={80}>
                    <TextInput
                      onKeyDown={noEnterSubmit}
                      aria-label={label('unit', n)}
                      maxLength={20}
                      {...form.getInputProps(path('unit'))}
                    />
                  </Table.Td>
                  <Table.Td miw={120}>
                    <TextInput
                      onKeyDown={noEnterSubmit}
                      aria-label={label('unitPrice', n)}
                      inputMode="decimal"
                      {...form.getInputProps(path('unitPrice'))}
                    />
                  </Table.Td>
                  <Table.Td miw={110}>
                    <Select
                      aria-label={label('vatRate', n)}
                      allowDeselect={false}
                      data={rateOptions(line.vatRate).map((code) => ({
                        value: code,
                        label: rateLabel(code),
                      }))}
                      value={line.vatRate}
                      onChange={(value) => {
                        if (value !== null && isVatRateCode(value))
                          form.setFieldValue(`lines.${index}.vatRate`, value);
                      }}
                      error={form.errors[path('vatRate')]}
                    />
                  </Table.Td>
                  <Table.Td ta="right">{cell(amounts?.net)}</Table.Td>
                  <Table.Td ta="right">{cell(amounts?.vat)}</Table.Td>
                  <Table.Td ta="right" data-testid={`line-${n}-gross`}>
                    {cell(amounts?.gross)}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('lines.remove', { n })}
                      disabled={lines.length === 1}
                      onClick={() => form.removeListItem('lines', index)}
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
      {typeof form.errors.lines === 'string' && (
        <Alert color="red" mt="xs">
          {form.errors.lines}
        </Alert>
      )}
      <Group mt="xs">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={lines.length >= COST_LIMITS.lines}
          onClick={() => form.insertListItem('lines', emptyLine())}
        >
          {t('lines.add')}
        </Button>
      </Group>
    </>
  );
}
