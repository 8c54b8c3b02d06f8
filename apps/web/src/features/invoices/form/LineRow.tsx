import type { KeyboardEvent } from 'react';
import { ActionIcon, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GTU_CODES, INVOICE_LIMITS } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { LineAmounts } from '@saldo/domain/invoice-line';
import { CURRENT_VAT_RATE_CODES, isVatRateCode } from '@saldo/domain/vat-rates';
import { lineFieldId, type LineValues } from './invoice-form-model.ts';
import type { InvoiceForm } from './invoice-form-type.ts';
import { pick } from '../../../lib/pick.ts';
import { useRateText } from './rate-text.ts';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';

export interface LineRowProps {
  form: InvoiceForm;
  line: LineValues;
  index: number;
  count: number;
  amounts: LineAmounts | null;
  currency: CurrencyCode;
  /** Margin invoices carry no VAT rate per line. */
  withVatRate: boolean;
  /** Moves the line one place; `part` is the field or button the keyboard was in, where focus stays. */
  onMove: (index: number, by: -1 | 1, part: string) => void;
  onRemove: (index: number) => void;
  /** Enter in the line's last field: a new line after this one. */
  onEnterLast: (index: number) => void;
}

/** One invoice line: its fields in tab order, its computed amounts, and its actions. */
export function LineRow(props: LineRowProps) {
  const { form, line, index, count, amounts, currency, withVatRate, onMove, onRemove, onEnterLast } = props;
  const { t } = useTranslation('invoiceForm');
  const money = useMoneyFormat();
  const n = index + 1;
  const path = (field: keyof LineValues) => `lines.${index}.${field}`;
  const label = (field: string) => t('lines.fieldOfLine', { field: t(`lines.columns.${field}`), n });
  // Enter never submits the invoice from a line (in the last field it starts the next line);
  // Alt+↑/↓ moves the line, as the move buttons do, without leaving the keyboard.
  const keys = (part: string, last = false) => ({
    id: lineFieldId(line.key, part),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.nativeEvent.isComposing) return;
      if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
        event.preventDefault();
        const by = event.key === 'ArrowUp' ? -1 : 1;
        if (index + by >= 0 && index + by < count) onMove(index, by, part);
        return;
      }
      if (event.key !== 'Enter') return;
      event.preventDefault();
      if (last) onEnterLast(index);
    },
  });
  const rates = CURRENT_VAT_RATE_CODES.includes(line.vatRate)
    ? CURRENT_VAT_RATE_CODES
    : [...CURRENT_VAT_RATE_CODES, line.vatRate];
  const rate = useRateText();
  const cell = (amount: number | undefined) => (amount === undefined ? '—' : money(amount, currency));

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{n}</Text>
      </Table.Td>
      <Table.Td miw={260}>
        <Stack gap={4}>
          <TextInput
            aria-label={label('name')}
            placeholder={t('lines.columns.name')}
            maxLength={INVOICE_LIMITS.lineName}
            {...keys('name')}
            {...form.getInputProps(path('name'))}
          />
          <Group gap={4} wrap="nowrap">
            <TextInput
              size="xs"
              aria-label={label('classification')}
              {...keys('classification')}
              placeholder={t('lines.columns.classification')}
              maxLength={50}
              {...form.getInputProps(path('classification'))}
            />
            <Select
              size="xs"
              aria-label={label('gtu')}
              placeholder={t('lines.columns.gtu')}
              clearable
              data={[...GTU_CODES]}
              value={line.gtu}
              onChange={(value) => form.setFieldValue(`lines.${index}.gtu`, pick(GTU_CODES, value) ?? null)}
            />
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td miw={90}>
        <TextInput
          aria-label={label('quantity')}
          {...keys('quantity')}
          inputMode="decimal"
          {...form.getInputProps(path('quantity'))}
        />
      </Table.Td>
      <Table.Td miw={80}>
        <TextInput
          aria-label={label('unit')}
          {...keys('unit')}
          maxLength={20}
          {...form.getInputProps(path('unit'))}
        />
      </Table.Td>
      <Table.Td miw={120}>
        <Stack gap={4}>
          <TextInput
            aria-label={label('unitPrice')}
            {...keys('unitPrice')}
            inputMode="decimal"
            {...form.getInputProps(path('unitPrice'))}
          />
          {/* Margin invoices only: the purchase price the margin is counted from (not printed). */}
          {!withVatRate && (
            <TextInput
              size="xs"
              aria-label={label('purchasePrice')}
              {...keys('purchasePrice')}
              placeholder={t('lines.columns.purchasePrice')}
              title={t('lines.purchasePriceHint')}
              inputMode="decimal"
              value={line.purchasePrice ?? ''}
              onChange={(event) =>
                form.setFieldValue(`lines.${index}.purchasePrice`, event.currentTarget.value)
              }
              error={form.errors[path('purchasePrice')]}
            />
          )}
        </Stack>
      </Table.Td>
      <Table.Td miw={80}>
        <TextInput
          aria-label={label('discountPercent')}
          {...keys('discountPercent', true)}
          inputMode="decimal"
          {...form.getInputProps(path('discountPercent'))}
        />
      </Table.Td>
      {withVatRate && (
        <Table.Td miw={110}>
          <Select
            aria-label={label('vatRate')}
            allowDeselect={false}
            data={rates.map((code) => ({ value: code, label: rate.label(code) }))}
            comboboxProps={{ width: 320, position: 'bottom-end' }}
            renderOption={({ option }) => {
              const help = isVatRateCode(option.value) ? rate.help(option.value) : null;
              return (
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  {help !== null && (
                    <Text size="xs" c="dimmed">
                      {help}
                    </Text>
                  )}
                </Stack>
              );
            }}
            value={line.vatRate}
            onChange={(value) => {
              if (value !== null && isVatRateCode(value)) form.setFieldValue(`lines.${index}.vatRate`, value);
            }}
            error={form.errors[path('vatRate')]}
          />
        </Table.Td>
      )}
      <Table.Td>
        <Checkbox
          aria-label={label('annex15')}
          {...keys('annex15', true)}
          {...form.getInputProps(path('annex15'), { type: 'checkbox' })}
        />
      </Table.Td>
      <Table.Td ta="right" data-testid={`line-${n}-net`}>
        {cell(amounts?.net)}
      </Table.Td>
      {withVatRate && <Table.Td ta="right">{cell(amounts?.vat)}</Table.Td>}
      <Table.Td ta="right" data-testid={`line-${n}-gross`}>
        {cell(amounts?.gross)}
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            id={lineFieldId(line.key, 'up')}
            aria-label={t('lines.moveUp', { n })}
            disabled={index === 0}
            onClick={() => onMove(index, -1, 'up')}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            id={lineFieldId(line.key, 'down')}
            aria-label={t('lines.moveDown', { n })}
            disabled={index === count - 1}
            onClick={() => onMove(index, 1, 'down')}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('lines.remove', { n })}
            disabled={count === 1}
            onClick={() => onRemove(index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
