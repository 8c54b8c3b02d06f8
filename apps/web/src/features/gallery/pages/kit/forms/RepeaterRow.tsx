import type { KeyboardEvent } from 'react';
import { ActionIcon, Group, Select, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { LineAmounts } from '@saldo/domain/invoice-line';
import { CURRENT_VAT_RATE_CODES, isVatRateCode, VAT_RATES } from '@saldo/domain/vat-rates';
import { useDisplayLocale, useMoneyFormat } from '../../../../../lib/use-money-format.ts';
import { canMove, lineFieldId, type RepeaterLine, type RepeaterValues } from './repeater-model.ts';

export interface RepeaterRowProps {
  form: UseFormReturnType<RepeaterValues>;
  line: RepeaterLine;
  index: number;
  count: number;
  amounts: LineAmounts | null;
  currency: CurrencyCode;
  /** Moves the row by one place; `from` names the control that asked, so focus can stay on it. */
  onMove: (index: number, by: -1 | 1, from: string) => void;
  onRemove: (index: number) => void;
  /** Enter in the row's last field: a new row after this one. */
  onEnterLast: (index: number) => void;
}

const TEXT_FIELDS = ['name', 'quantity', 'unit', 'unitPrice', 'discountPercent'] as const;
const WIDTHS: Record<(typeof TEXT_FIELDS)[number], number> = {
  name: 220,
  quantity: 90,
  unit: 80,
  unitPrice: 120,
  discountPercent: 90,
};

/** One row: its fields in tab order, its amounts from the domain code, and its actions. */
export function RepeaterRow(props: RepeaterRowProps) {
  const { form, line, index, count, amounts, currency, onMove, onRemove, onEnterLast } = props;
  const { t } = useTranslation('invoiceForm');
  const money = useMoneyFormat();
  const locale = useDisplayLocale();
  const n = index + 1;
  const label = (field: string) => t('lines.fieldOfLine', { field: t(`lines.columns.${field}`), n });
  // Enter never submits from a row (in the last field it starts the next one); Alt+↑/↓ moves the row.
  const onKeyDown = (field: string) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const by = event.key === 'ArrowUp' ? -1 : 1;
      if (canMove(index, by, count)) onMove(index, by, field);
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (field === 'discountPercent') onEnterLast(index);
  };
  const rates = CURRENT_VAT_RATE_CODES.includes(line.vatRate)
    ? CURRENT_VAT_RATE_CODES
    : [...CURRENT_VAT_RATE_CODES, line.vatRate];
  const cell = (amount: number | undefined) => (amount === undefined ? '—' : money(amount, currency));

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{n}</Text>
      </Table.Td>
      {TEXT_FIELDS.map((field) => (
        <Table.Td key={field} miw={WIDTHS[field]}>
          <TextInput
            id={lineFieldId(line.key, field)}
            aria-label={label(field)}
            inputMode={field === 'name' || field === 'unit' ? undefined : 'decimal'}
            onKeyDown={onKeyDown(field)}
            {...form.getInputProps(`lines.${index}.${field}`)}
          />
        </Table.Td>
      ))}
      <Table.Td miw={100}>
        <Select
          id={lineFieldId(line.key, 'vatRate')}
          aria-label={label('vatRate')}
          allowDeselect={false}
          data={rates.map((code) => ({
            value: code,
            label: locale === 'pl' ? VAT_RATES[code].labelPl : VAT_RATES[code].labelEn,
          }))}
          comboboxProps={{ keepMounted: false }}
          value={line.vatRate}
          onChange={(value) => {
            if (value !== null && isVatRateCode(value)) form.setFieldValue(`lines.${index}.vatRate`, value);
          }}
        />
      </Table.Td>
      <Table.Td ta="right" data-testid={`line-${n}-net`}>
        {cell(amounts?.net)}
      </Table.Td>
      <Table.Td ta="right" data-testid={`line-${n}-vat`}>
        {cell(amounts?.vat)}
      </Table.Td>
      <Table.Td ta="right" data-testid={`line-${n}-gross`}>
        {cell(amounts?.gross)}
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            id={lineFieldId(line.key, 'up')}
            variant="subtle"
            aria-label={t('lines.moveUp', { n })}
            disabled={!canMove(index, -1, count)}
            onClick={() => onMove(index, -1, 'up')}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            id={lineFieldId(line.key, 'down')}
            variant="subtle"
            aria-label={t('lines.moveDown', { n })}
            disabled={!canMove(index, 1, count)}
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
