import type { ReactNode } from 'react';
import { Select, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoodTableList } from '@saldo/contracts/gallery';
import type { InvoiceDetail, InvoiceResponse } from '@saldo/contracts/invoices';
import { QueryData } from '../../../components/ComponentFrame.tsx';

/** 0 in the picker: no invoice, one blank row. */
export const BLANK = 0;

/** The invoice form's lines editor, given by app/ (a feature may not import another's components). */
export type LinesEditorSlot = (invoice: InvoiceDetail | null) => ReactNode;

/**
 * Which rows the repeater starts from: a saved invoice of the company (its items, price mode and
 * currency, and its stored totals to compare with), or a blank row.
 */
export function RepeaterSource({
  table,
  invoice,
  chosen,
  onChoose,
  lines,
}: {
  table: UseQueryResult<GoodTableList>;
  invoice: UseQueryResult<InvoiceResponse>;
  chosen: number;
  onChoose: (id: number) => void;
  lines: LinesEditorSlot;
}) {
  const { t } = useTranslation('galleryForms');
  const options = [
    { value: String(BLANK), label: t('demo.repeater.blank') },
    ...(table.data?.rows ?? []).map((row) => ({
      value: String(row.id),
      label: `${row.number} · ${row.contractorName}`,
    })),
  ];
  return (
    <Stack gap="md">
      <Select
        label={t('demo.repeater.source')}
        maw={480}
        data={options}
        value={String(chosen)}
        onChange={(value) => onChoose(Number(value ?? BLANK))}
        allowDeselect={false}
        searchable
        comboboxProps={{ keepMounted: false }}
        disabled={table.data === undefined}
      />
      {chosen === BLANK ? (
        lines(null)
      ) : (
        <QueryData query={invoice}>{({ invoice: detail }) => lines(detail)}</QueryData>
      )}
    </Stack>
  );
}
