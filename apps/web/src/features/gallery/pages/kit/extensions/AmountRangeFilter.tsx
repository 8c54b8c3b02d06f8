import { useState } from 'react';
import { Anchor, Button, Group, RangeSlider, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import { useInvoiceFormat } from '../../../../../lib/format.ts';
import { rowCurrency } from '../../../components/component-data.ts';
import { numberFormat } from '../../../../../lib/intl-format.ts';

/** The slider moves by 100 zł (amounts are in grosze). */
const STEP = 10_000;
/** How many of the matching invoices the table lists. */
const SHOWN = 8;

/** Whole złoty in the UI language, short enough for a slider's marks ("1 200 zł", "PLN 1,200"). */
function wholeZloty(grosze: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'PLN',
    maximumFractionDigits: 0,
  }).format(grosze / 100);
}

/**
 * A gross-amount range over the newest invoices (in PLN at each invoice's own rate), as a list filter
 * would take it: the list and its count follow when the thumb is let go (or at each key press), so a
 * screen reader hears the count once, not at every pixel of a drag.
 */
export function AmountRangeFilter({ rows }: { rows: readonly GoodTableRow[] }) {
  const { t, i18n } = useTranslation('galleryExtensions');
  const format = useInvoiceFormat();
  const amounts = rows.map((row) => row.grossPln);
  // A correction can be negative: the scale starts below zero then, so every invoice is in range.
  const bottom = Math.min(0, Math.floor(Math.min(0, ...amounts) / STEP) * STEP);
  const top = Math.max(bottom + STEP, Math.ceil(Math.max(0, ...amounts) / STEP) * STEP);
  const [moving, setMoving] = useState<[number, number] | null>(null);
  const [range, setRange] = useState<[number, number] | null>(null);
  const [from, to] = range ?? [bottom, top];
  const matching = rows.filter((row) => row.grossPln >= from && row.grossPln <= to);
  const zloty = (grosze: number) => wholeZloty(grosze, i18n.language);
  const marks = [0, 0.5, 1].map((share) => {
    const value = bottom + Math.round(((top - bottom) * share) / STEP) * STEP;
    return { value, label: zloty(value) };
  });

  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {t('demo.slider.rangeLabel')}
      </Text>
      <RangeSlider
        min={bottom}
        max={top}
        step={STEP}
        minRange={STEP}
        marks={marks}
        value={moving ?? [from, to]}
        onChange={setMoving}
        onChangeEnd={(value) => {
          setMoving(null);
          setRange(value);
        }}
        label={zloty}
        thumbFromLabel={t('demo.slider.from')}
        thumbToLabel={t('demo.slider.to')}
        thumbValueText={zloty}
        // Room for the first and last marks' labels, which centre on the track's ends.
        mx="xl"
        mb="lg"
      />
      <Group justify="space-between">
        <Text size="sm" role="status">
          {t('demo.slider.matching', {
            shown: matching.length,
            total: rows.length,
            from: zloty(from),
            to: zloty(to),
          })}
        </Text>
        <Button size="compact-sm" variant="subtle" disabled={range === null} onClick={() => setRange(null)}>
          {t('demo.slider.reset')}
        </Button>
      </Group>
      {matching.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('demo.columns.number')}</Table.Th>
                <Table.Th>{t('demo.columns.buyer')}</Table.Th>
                <Table.Th ta="right">{t('demo.columns.gross')}</Table.Th>
                <Table.Th ta="right">{t('demo.columns.grossPln')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {matching.slice(0, SHOWN).map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/apps/invoice/preview/${row.id}`} size="sm">
                      {row.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.contractorName}</Table.Td>
                  <Table.Td ta="right">{format.money(row.gross, rowCurrency(row))}</Table.Td>
                  <Table.Td ta="right">{format.money(row.grossPln, 'PLN')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
