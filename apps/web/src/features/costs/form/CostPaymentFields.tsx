import { Checkbox, Grid, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@saldo/contracts/invoices';
import { pick } from '../../invoices/form/pick.ts';
import type { CostForm } from './cost-form-type.ts';

/** How the supplier is to be paid: the method, the account printed on the document, split payment. */
export function CostPaymentFields({ form }: { form: CostForm }) {
  const { t } = useTranslation('costs');
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('fields.paymentMethod')}
          allowDeselect={false}
          data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
          value={form.values.paymentMethod}
          onChange={(value) =>
            form.setFieldValue('paymentMethod', pick(PAYMENT_METHODS, value) ?? 'transfer')
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t('fields.bankAccount')}
          description={t('form.bankAccountHint')}
          maxLength={50}
          {...form.getInputProps('bankAccount')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Checkbox
          label={t('fields.splitPayment')}
          description={t('form.splitPaymentHint')}
          {...form.getInputProps('splitPayment', { type: 'checkbox' })}
        />
      </Grid.Col>
    </Grid>
  );
}
