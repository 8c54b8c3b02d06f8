import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Amounts } from '@saldo/domain/invoice-totals';
import { WouldSend, type Outgoing } from './FormParts.tsx';
import {
  emptyLine,
  lineFieldId,
  lineInput,
  repeaterProblems,
  repeaterTotals,
  type RepeaterValues,
} from './repeater-model.ts';
import { RepeaterRow } from './RepeaterRow.tsx';
import { RepeaterTotalsTable } from './RepeaterTotalsTable.tsx';

/** What the server stored for the invoice the rows came from, to set beside the live totals. */
export interface StoredTotals {
  number: string;
  totals: Amounts;
}

/**
 * The invoice lines editor pattern: rows added, removed and moved (buttons, Enter, Alt+↑/↓), each
 * row's net/VAT/gross and the totals per rate recomputed on every keystroke by the domain code.
 */
export function LinesRepeater({
  initial,
  currency,
  stored,
}: {
  initial: RepeaterValues;
  currency: CurrencyCode;
  stored?: StoredTotals | undefined;
}) {
  const { t } = useTranslation(['invoiceForm', 'galleryForms']);
  const validate = useMemo(
    () => (values: RepeaterValues) =>
      Object.fromEntries(
        Object.entries(repeaterProblems(values)).map(([path, problem]) => [path, t(`validation.${problem}`)]),
      ),
    [t],
  );
  const form = useForm<RepeaterValues>({ initialValues: initial, validate });
  const [outgoing, setOutgoing] = useState<Outgoing | null>(null);
  const { lines, priceMode } = form.values;
  const live = repeaterTotals(form.values);
  const focusId = useRef<string | null>(null);

  // After a row is added, moved or removed, the keyboard stays where the user was working.
  useEffect(() => {
    if (focusId.current === null) return;
    document.getElementById(focusId.current)?.focus();
    focusId.current = null;
  });

  const add = (at: number) => {
    if (lines.length >= INVOICE_LIMITS.lines) return;
    const line = emptyLine();
    focusId.current = lineFieldId(line.key, 'name');
    form.insertListItem('lines', line, at);
  };
  const move = (index: number, by: -1 | 1, from: string) => {
    const line = lines[index];
    if (line === undefined) return;
    const to = index + by;
    // A move button that ends up disabled at the list's end hands focus to its twin.
    const atEnd = (from === 'up' && to === 0) || (from === 'down' && to === lines.length - 1);
    focusId.current = lineFieldId(line.key, atEnd ? (from === 'up' ? 'down' : 'up') : from);
    form.reorderListItem('lines', { from: index, to });
  };
  const remove = (index: number) => {
    const neighbour = lines[index + 1] ?? lines[index - 1];
    if (neighbour !== undefined) focusId.current = lineFieldId(neighbour.key, 'name');
    form.removeListItem('lines', index);
  };

  const submit = form.onSubmit(
    (values) =>
      setOutgoing({
        request: 'POST /api/apps/invoice/invoices',
        body: { priceMode: values.priceMode, lines: values.lines.map(lineInput) },
      }),
    () => setOutgoing(null),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('galleryForms:demo.repeater.formLabel')}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="gallery-repeater-price-mode">
            {t('galleryForms:demo.repeater.priceMode')}
          </Text>
          <SegmentedControl
            aria-labelledby="gallery-repeater-price-mode"
            w="fit-content"
            value={priceMode}
            onChange={(value) => form.setFieldValue('priceMode', value === 'gross' ? 'gross' : 'net')}
            data={[
              { value: 'net', label: t('priceModes.net') },
              { value: 'gross', label: t('priceModes.gross') },
            ]}
          />
        </Stack>
        <Table.ScrollContainer minWidth={1000}>
          <Table verticalSpacing="xs" aria-label={t('lines.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lines.columns.position')}</Table.Th>
                <Table.Th>{t('lines.columns.name')}</Table.Th>
                <Table.Th>{t('lines.columns.quantity')}</Table.Th>
                <Table.Th>{t('lines.columns.unit')}</Table.Th>
                <Table.Th>
                  {priceMode === 'gross'
                    ? t('lines.columns.unitPriceGross')
                    : t('lines.columns.unitPriceNet')}
                </Table.Th>
                <Table.Th>{t('lines.columns.discountPercent')}</Table.Th>
                <Table.Th>{t('lines.columns.vatRate')}</Table.Th>
                <Table.Th ta="right">{t('lines.columns.net')}</Table.Th>
                <Table.Th ta="right">{t('lines.columns.vat')}</Table.Th>
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
                <RepeaterRow
                  key={line.key}
                  form={form}
                  line={line}
                  index={index}
                  count={lines.length}
                  amounts={live.lines[index] ?? null}
                  currency={currency}
                  onMove={move}
                  onRemove={remove}
                  onEnterLast={(at) => add(at + 1)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {typeof form.errors.lines === 'string' && <Alert color="red">{form.errors.lines}</Alert>}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={lines.length >= INVOICE_LIMITS.lines}
            onClick={() => add(lines.length)}
          >
            {t('lines.add')}
          </Button>
          <Button type="submit">{t('galleryForms:demo.repeater.check')}</Button>
        </Group>
        {live.totals ? (
          <RepeaterTotalsTable totals={live.totals} currency={currency} stored={stored} />
        ) : (
          <Alert color="red">{t('totals.tooLarge')}</Alert>
        )}
        <WouldSend outgoing={outgoing} />
      </Stack>
    </form>
  );
}
