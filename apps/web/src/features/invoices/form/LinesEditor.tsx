import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS } from '@saldo/contracts/invoices';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import type { LiveTotals } from './invoice-form-calc.ts';
import { emptyLine, lineFieldId, lineNameId } from './invoice-form-model.ts';
import type { InvoiceForm } from './invoice-form-type.ts';
import { CataloguePicker } from './CataloguePicker.tsx';
import { LineRow } from './LineRow.tsx';

/**
 * The lines: add, remove, move (buttons or Alt+↑/↓); Enter in a line's last field adds the next line
 * and puts the cursor in its name, Tab walks the fields line by line. After each change the keyboard
 * stays where the user was working. Amounts are the live ones of TotalsSummary.
 */
export function LinesEditor({
  form,
  live,
  defaultRate,
}: {
  form: InvoiceForm;
  live: LiveTotals;
  /** The rate a new line starts with (a foreign buyer suggests one); the domestic default otherwise. */
  defaultRate?: VatRateCode | undefined;
}) {
  const { t } = useTranslation('invoiceForm');
  const { lines, type, currency } = form.values;
  const withVatRate = type !== 'vatMargin';
  const focusId = useRef<string | null>(null);

  useEffect(() => {
    if (focusId.current === null) return;
    document.getElementById(focusId.current)?.focus();
    focusId.current = null;
  });

  const add = (at: number) => {
    if (lines.length >= INVOICE_LIMITS.lines) return;
    const fresh = emptyLine(type);
    const line =
      defaultRate === undefined || type === 'vatMargin' ? fresh : { ...fresh, vatRate: defaultRate };
    focusId.current = lineNameId(line.key);
    form.insertListItem('lines', line, at);
  };
  const move = (index: number, by: -1 | 1, part: string) => {
    const line = lines[index];
    if (line === undefined) return;
    const to = index + by;
    // A move button that ends up disabled at the list's end hands focus to its twin.
    const atEnd = (part === 'up' && to === 0) || (part === 'down' && to === lines.length - 1);
    focusId.current = lineFieldId(line.key, atEnd ? (part === 'up' ? 'down' : 'up') : part);
    form.reorderListItem('lines', { from: index, to });
  };
  const remove = (index: number) => {
    const neighbour = lines[index + 1] ?? lines[index - 1];
    if (neighbour !== undefined) focusId.current = lineNameId(neighbour.key);
    form.removeListItem('lines', index);
  };

  return (
    <>
      <Table.ScrollContainer minWidth={1100}>
        <Table verticalSpacing="xs" aria-label={t('lines.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lines.columns.position')}</Table.Th>
              <Table.Th>{t('lines.columns.name')}</Table.Th>
              <Table.Th>{t('lines.columns.quantity')}</Table.Th>
              <Table.Th>{t('lines.columns.unit')}</Table.Th>
              <Table.Th>
                {form.values.priceMode === 'gross' || !withVatRate
                  ? t('lines.columns.unitPriceGross')
                  : t('lines.columns.unitPriceNet')}
              </Table.Th>
              <Table.Th>{t('lines.columns.discountPercent')}</Table.Th>
              {withVatRate && <Table.Th>{t('lines.columns.vatRate')}</Table.Th>}
              <Table.Th>{t('lines.columns.annex15Short')}</Table.Th>
              <Table.Th ta="right">{t('lines.columns.net')}</Table.Th>
              {withVatRate && <Table.Th ta="right">{t('lines.columns.vat')}</Table.Th>}
              <Table.Th ta="right">{t('lines.columns.gross')}</Table.Th>
              <Table.Th>
                <Text span size="sm" style={{ visibility: 'hidden' }}>
                  {t('lines.columns.actions')}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <LineRow
                key={line.key}
                form={form}
                line={line}
                index={index}
                count={lines.length}
                amounts={live.lines[index] ?? null}
                currency={currency}
                withVatRate={withVatRate}
                onMove={move}
                onRemove={remove}
                onEnterLast={(at) => add(at + 1)}
              />
            ))}
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
          disabled={lines.length >= INVOICE_LIMITS.lines}
          onClick={() => add(lines.length)}
        >
          {t('lines.add')}
        </Button>
        <CataloguePicker form={form} />
      </Group>
    </>
  );
}
