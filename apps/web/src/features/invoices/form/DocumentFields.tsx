import { Code, Grid, Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_LANGUAGES, INVOICE_LIMITS } from '@saldo/contracts/invoices';
import { REPEAT_PERIODS } from '@saldo/domain/dates/recurrence';
import { useSeries } from '../../settings/api/queries.ts';
import { numberPreview } from './invoice-form-calc.ts';
import type { InvoiceForm } from './invoice-form-type.ts';
import { pick } from '../../../lib/pick.ts';

interface DocumentFieldsProps {
  form: InvoiceForm;
  /** The number of the invoice being edited; a new one gets its number on save. */
  number?: string;
  onSaleDateChange: (date: string) => void;
}

/** Number (preview), dates, place of issue, language and repetition. */
export function DocumentFields({ form, number, onSaleDateChange }: DocumentFieldsProps) {
  const { t } = useTranslation('invoiceForm');
  const series = useSeries();
  const { values } = form;
  const template = series.data?.find((s) => s.documentType === values.type)?.template ?? null;
  const preview = template === null ? null : numberPreview(template, values.issueDate);

  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        {number ? (
          <Text size="sm">{t('document.number', { number })}</Text>
        ) : (
          <Text size="sm" c="dimmed" aria-label={t('document.numberPreviewLabel')}>
            {t('document.numberPreview')} <Code>{preview ?? template ?? '—'}</Code>
          </Text>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          type="date"
          label={t('document.issueDate')}
          withAsterisk
          {...form.getInputProps('issueDate')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          type="date"
          // An advance invoice is dated by the payment received (art. 106f ust. 1 pkt 1), not a sale.
          label={t(values.type === 'advance' ? 'document.paymentReceivedDate' : 'document.saleDate')}
          withAsterisk
          value={values.saleDate}
          onChange={(event) => {
            form.setFieldValue('saleDate', event.currentTarget.value);
            onSaleDateChange(event.currentTarget.value);
          }}
          error={form.errors.saleDate}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('document.placeOfIssue')}
          maxLength={INVOICE_LIMITS.text}
          {...form.getInputProps('placeOfIssue')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('document.language')}
          allowDeselect={false}
          data={INVOICE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          value={values.language}
          onChange={(value) => form.setFieldValue('language', pick(INVOICE_LANGUAGES, value) ?? 'polish')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('document.repeat')}
          allowDeselect={false}
          data={REPEAT_PERIODS.map((value) => ({ value, label: t(`repeat.${value}`) }))}
          value={values.repeat}
          onChange={(value) => form.setFieldValue('repeat', pick(REPEAT_PERIODS, value) ?? 'do_not_repeat')}
        />
      </Grid.Col>
    </Grid>
  );
}
