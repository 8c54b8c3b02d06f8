import { Select, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoodTableList } from '@saldo/contracts/gallery';
import type { InvoiceResponse } from '@saldo/contracts/invoices';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { LinesRepeater } from './LinesRepeater.tsx';
import { emptyLine, linesOf } from './repeater-model.ts';

/** 0 in the picker: no invoice, one blank row. */
export const BLANK = 0;

/**
 * Which rows the repeater starts from: a saved invoice of the company (its items, price mode and
 * currency, and its stored totals to compare with), or a blank row.
 */
export function RepeaterSource({
  table,
  invoice,
  chosen,
  onChoose,
}: {
  table: UseQueryResult<GoodTableList>;
  invoice: UseQueryResult<InvoiceResponse>;
  chosen: number;
  onChoose: (id: number) => void;
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
        <LinesRepeater key="blank" initial={{ priceMode: 'net', lines: [emptyLine()] }} currency="PLN" />
      ) : (
        <QueryData query={invoice}>
          {({ invoice: detail }) => (
            <LinesRepeater
              key={detail.id}
              initial={{ priceMode: detail.priceMode, lines: linesOf(detail.lines) }}
              currency={detail.currency}
              // A correction stores the difference to the corrected invoice, not its own rows' totals.
              stored={
                detail.type === 'correction' ? undefined : { number: detail.number, totals: detail.totals }
              }
            />
          )}
        </QueryData>
      )}
    </Stack>
  );
}
