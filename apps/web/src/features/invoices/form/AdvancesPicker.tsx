import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceListItem } from '@saldo/contracts/invoices';
import type { InvoiceForm } from './invoice-form-type.ts';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';

interface AdvancesPickerProps {
  form: InvoiceForm;
  /** The buyer's advance invoices in the invoice currency; undefined while loading. */
  advances: readonly InvoiceListItem[] | undefined;
  failed: boolean;
}

/** final only: the buyer's advance invoices this one settles (their gross is deducted). */
export function AdvancesPicker({ form, advances, failed }: AdvancesPickerProps) {
  const { t } = useTranslation('invoiceForm');
  const money = useMoneyFormat();
  const { contractorId, advanceInvoiceIds } = form.values;
  const toggle = (id: number, on: boolean) =>
    form.setFieldValue(
      'advanceInvoiceIds',
      on ? [...advanceInvoiceIds, id] : advanceInvoiceIds.filter((other) => other !== id),
    );

  let body;
  if (contractorId === null) body = <Text size="sm">{t('final.pickBuyerFirst')}</Text>;
  else if (failed)
    body = (
      <Text size="sm" c="red">
        {t('final.loadFailed')}
      </Text>
    );
  else if (!advances) body = <Text size="sm">{t('final.loading')}</Text>;
  else if (advances.length === 0) body = <Text size="sm">{t('final.none')}</Text>;
  else
    body = advances.map((advance) => (
      <Checkbox
        key={advance.id}
        label={t('final.advance', {
          number: advance.number,
          date: advance.issuedDate,
          gross: money(advance.gross, advance.currency),
        })}
        checked={advanceInvoiceIds.includes(advance.id)}
        onChange={(event) => toggle(advance.id, event.currentTarget.checked)}
      />
    ));

  return (
    <Stack gap="xs" role="group" aria-label={t('final.title')}>
      <Text fw={600} size="sm">
        {t('final.title')}
      </Text>
      {body}
    </Stack>
  );
}
