import { Grid, NumberInput, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@saldo/contracts/invoices';
import { PAYMENT_TERM_CODES } from '@saldo/domain/dates/terms';
import { dueDateOf, MAX_TERM_DAYS } from './invoice-form-calc.ts';
import type { InvoiceForm } from './invoice-form-type.ts';
import { pick } from '../../../lib/pick.ts';

/** Payment term (a preset or a number of days), the due date it gives, and the payment method. */
export function PaymentFields({ form }: { form: InvoiceForm }) {
  const { t } = useTranslation('invoiceForm');
  const { values } = form;
  const dueDate = dueDateOf(values);

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('payment.term')}
          allowDeselect={false}
          data={PAYMENT_TERM_CODES.map((value) => ({ value, label: t(`paymentTerms.${value}`) }))}
          value={values.paymentTerm}
          onChange={(value) => {
            const term = pick(PAYMENT_TERM_CODES, value) ?? '14_days';
            form.setFieldValue('paymentTerm', term);
            if (term !== 'custom') form.setFieldValue('paymentTermDays', null);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        {values.paymentTerm === 'custom' && (
          <NumberInput
            label={t('payment.days')}
            withAsterisk
            min={0}
            max={MAX_TERM_DAYS}
            allowDecimal={false}
            allowNegative={false}
            value={values.paymentTermDays ?? ''}
            onChange={(value) =>
              form.setFieldValue('paymentTermDays', typeof value === 'number' ? value : null)
            }
            error={form.errors.paymentTermDays}
          />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Text size="sm" fw={500}>
          {t('payment.dueDate')}
        </Text>
        <Text aria-label={t('payment.dueDate')} aria-live="polite">
          {dueDate ?? '—'}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('payment.method')}
          allowDeselect={false}
          data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
          value={values.paymentMethod}
          onChange={(value) =>
            form.setFieldValue('paymentMethod', pick(PAYMENT_METHODS, value) ?? 'transfer')
          }
        />
      </Grid.Col>
    </Grid>
  );
}
