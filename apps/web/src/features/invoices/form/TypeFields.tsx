import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MARGIN_SCHEME_WORDING, MARGIN_SCHEMES } from '@saldo/contracts/invoices';
import type { InvoiceForm } from './invoice-form-type.ts';
import { OrderLinesEditor } from './OrderLinesEditor.tsx';
import { pick } from '../../../lib/pick.ts';

/** What only some types have: the margin scheme (vatMargin) and the order value (advance). */
export function TypeFields({ form }: { form: InvoiceForm }) {
  const { t } = useTranslation('invoiceForm');
  const { type, marginScheme, currency } = form.values;
  if (type === 'vatMargin') {
    return (
      <Select
        label={t('margin.scheme')}
        withAsterisk
        placeholder={t('margin.placeholder')}
        data={MARGIN_SCHEMES.map((value) => ({ value, label: t(`margin.schemes.${value}`) }))}
        value={marginScheme}
        onChange={(value) => form.setFieldValue('marginScheme', pick(MARGIN_SCHEMES, value) ?? null)}
        description={
          marginScheme ? t('margin.wording', { wording: MARGIN_SCHEME_WORDING[marginScheme] }) : null
        }
        error={form.errors.marginScheme}
      />
    );
  }
  if (type === 'advance') {
    return (
      <Stack gap="sm">
        <OrderLinesEditor form={form} />
        {/* With the order's lines their gross is the value; typed alone only when they are unknown. */}
        {form.values.orderLines.length === 0 && (
          <TextInput
            label={t('advance.orderValue', { currency })}
            description={t('advance.orderValueHint')}
            inputMode="decimal"
            {...form.getInputProps('orderValue')}
          />
        )}
      </Stack>
    );
  }
  return null;
}
