import { Grid, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COST_LIMITS } from '@saldo/contracts/costs';
import { useCategories } from '../../settings/api/queries.ts';
import { monthOf } from './cost-form-model.ts';
import type { CostForm } from './cost-form-type.ts';

/**
 * The supplier's number, the dates, the booking period and the category. The booking period follows
 * the receipt date's month, and the payment date (of a document saved as paid) the issue date, until
 * the user sets another one.
 */
export function CostDocumentFields({ form }: { form: CostForm }) {
  const { t } = useTranslation('costs');
  const categories = useCategories();
  const { values } = form;
  const options = (categories.data ?? [])
    .filter((category) => category.kind === 'cost')
    .map((category) => ({ value: String(category.id), label: category.name }));

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('fields.number')}
          description={t('form.numberHint')}
          withAsterisk
          maxLength={COST_LIMITS.number}
          {...form.getInputProps('number')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('fields.category')}
          placeholder={t('form.noCategory')}
          clearable
          data={options}
          value={values.categoryId === null ? null : String(values.categoryId)}
          onChange={(value) => form.setFieldValue('categoryId', value === null ? null : Number(value))}
          error={form.errors.categoryId}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <TextInput
          type="date"
          label={t('fields.issueDate')}
          withAsterisk
          value={values.issueDate}
          error={form.errors.issueDate}
          onChange={(event) => {
            const date = event.currentTarget.value;
            if (values.paymentDate === values.issueDate && date !== '') {
              form.setFieldValue('paymentDate', date);
            }
            form.setFieldValue('issueDate', date);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <TextInput
          type="date"
          label={t('fields.receiptDate')}
          withAsterisk
          value={values.receiptDate}
          error={form.errors.receiptDate}
          onChange={(event) => {
            const date = event.currentTarget.value;
            if (values.bookingPeriod === monthOf(values.receiptDate) && date !== '') {
              form.setFieldValue('bookingPeriod', monthOf(date));
            }
            form.setFieldValue('receiptDate', date);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <TextInput type="date" label={t('fields.dueDate')} withAsterisk {...form.getInputProps('dueDate')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <TextInput
          type="month"
          label={t('fields.bookingPeriod')}
          description={t('form.bookingPeriodHint')}
          placeholder={t('form.monthPlaceholder')}
          withAsterisk
          {...form.getInputProps('bookingPeriod')}
        />
      </Grid.Col>
    </Grid>
  );
}
